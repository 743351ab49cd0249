import Foundation
import Testing

@Suite struct InputTests {
    @Test func directoriesAreWalkedInPathOrderSkippingHiddenEntriesAndSchemas() throws {
        let scratch = try Scratch()
        for file in [
            "defs/b.yaml", "defs/a.json", "defs/a/z.yml", "defs/A.YAML", "defs/sub/deeper/c.yaml",
            "defs/.hidden.yaml", "defs/.git/config.yaml", "defs/notes.txt", "defs/README.md",
            "defs/actionc-definitions.schema.json", "defs/other.SCHEMA.JSON",
        ] {
            try scratch.write(Definitions.valid, to: file)
        }
        let result = try scratch.run("build", "defs", "--print-inputs")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n") == [
                "defs/A.YAML", "defs/a/z.yml", "defs/a.json", "defs/b.yaml", "defs/sub/deeper/c.yaml",
            ])
    }

    @Test func severalPathsKeepTheirOrderAndEachFileIsReadOnce() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "z/one.yaml")
        try scratch.write(Definitions.valid, to: "a/two.yaml")
        let result = try scratch.run("build", "z/one.yaml", "a", "z", "./z/one.yaml", "--print-inputs")
        #expect(result.stdout == "z/one.yaml\na/two.yaml\n")
    }

    @Test func symlinkLoopsAreWalkedOnce() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/actions.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/loop"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/self"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/alias.yaml"), withDestinationPath: "actions.yaml")
        let listed = try scratch.run("build", "defs", "--print-inputs")
        #expect(listed.status == 0)
        #expect(listed.stdout == "defs/actions.yaml\n")
        let validated = try scratch.run("validate", "defs")
        #expect(validated.status == 0, "\(validated.stderr)")
        #expect(validated.stderr == "validated 1 file\n")
    }

    @Test func aNamedFileIsAnInputWhateverItsExtension() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push-actions.txt")
        let result = try scratch.run("validate", "push-actions.txt")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anExistingHiveJSONIsAValidInput() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/actions.yaml")
        #expect(try scratch.run("build", "defs", "-o", "first").status == 0)
        let rebuilt = try scratch.run("build", "first/hive_push_actions.json", "-o", "second")
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(
            scratch.bytes("second/hive_push_actions.json") == scratch.bytes("first/hive_push_actions.json"))
    }
}
