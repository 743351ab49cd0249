import ActionTranslations
import Foundation
import TestSupport
import Testing

@Suite struct InputTests {
    @Test func directoriesAreWalkedInPathOrderSkippingHiddenEntries() throws {
        let scratch = try Scratch()
        for file in [
            "defs/b.actions.yaml", "defs/a.actions.json", "defs/a/z.actions.yml", "defs/A.ACTIONS.YAML",
            "defs/sub/deeper/c.actions.yaml", "defs/.hidden.actions.yaml", "defs/.git/config.actions.yaml",
            "defs/notes.txt", "defs/README.md", "defs/.actionc-definitions.schema.json",
        ] {
            try scratch.write(Definitions.valid, to: file)
        }
        let result = try scratch.run("build", "defs", "--print-inputs")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n") == [
                "defs/A.ACTIONS.YAML", "defs/a/z.actions.yml", "defs/a.actions.json", "defs/b.actions.yaml",
                "defs/sub/deeper/c.actions.yaml",
            ])
    }

    /// Issue 18: an asset catalog, package.json, CI files and the outputs of earlier builds
    /// sit in the same folders as the definitions, and none of them is one.
    @Test func aFolderContributesOnlyDefinitionsFiles() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "App/push.actions.yaml")
        try scratch.write(
            #"{"info": {"author": "xcode", "version": 1}}"#, to: "App/Assets.xcassets/Contents.json")
        try scratch.write(#"{"name": "game", "version": "1.0.0"}"#, to: "App/package.json")
        try scratch.write("on: push\njobs: {}\n", to: "App/ci.yml")
        try scratch.write("steps: []\n", to: "App/bitrise.yaml")
        let listed = try scratch.run("build", "App", "--print-inputs")
        #expect(listed.stdout == "App/push.actions.yaml\n", "\(listed.stderr)")
        let built = try scratch.run("build", "App", "-o", "App/Generated")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            built.stderr
                == "wrote App/Generated/hive_push_actions.json\nwrote App/Generated/PushActions.swift\n")
    }

    /// Issue 18: `build . -o Generated`, then `validate .`, reported every id twice; two
    /// builds into two folders, 24 errors.
    @Test func generatedOutputsAreNeverReadBackByAFolderSearch() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        #expect(try scratch.run("build", ".", "-o", "Generated").status == 0)
        let validated = try scratch.run("validate", ".")
        #expect(validated.status == 0)
        #expect(validated.stderr == "validated 1 file\n")
        #expect(try scratch.run("build", "-o", "out1").status == 0)
        let second = try scratch.run("build", "-o", "out2")
        #expect(second.status == 0)
        #expect(second.stderr == "wrote out2/hive_push_actions.json\nwrote out2/PushActions.swift\n")
        let listed = try scratch.run("build", "-o", "out3", "--print-inputs")
        #expect(listed.stdout == "push.actions.yaml\n")
    }

    /// Issue 18: named as an input beside its own definitions, a build's output defines
    /// every id twice, and the note says why.
    @Test func aDuplicateFromABuildOutputSaysItIsOne() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        #expect(try scratch.run("build", "-o", "Generated").status == 0)
        let result = try scratch.run("validate", "Generated/hive_push_actions.json", "push.actions.yaml")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "push.actions.yaml:2:3: error: action 'REPLY_ID' is already defined [duplicate-identifier]\n"
                    + "Generated/hive_push_actions.json:8:9: note: 'REPLY_ID' first defined here\n"
                    + "push.actions.yaml:2:3: note: 'Generated/hive_push_actions.json' looks like an output of"
                    + " actionc build, which holds every id of the definitions it was built from;"
                    + " leave it out of the inputs\n"), "\(result.stderr)")
    }

    @Test func aFolderOfOtherYAMLAndJSONSaysWhatWasPassedOver() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/actions.yaml")
        let one = try scratch.run("build", "Push")
        #expect(one.status == 74)
        #expect(
            one.stderr
                == "actionc: error: no definitions files (*.actions.yaml, *.actions.yml, *.actions.json) in 'Push';"
                + " 'Push/actions.yaml' is not read by a folder search: rename it to end in .actions.yaml,"
                + " or name it as a PATH [file-system]\n")
        // Named on the command line, it is read whatever its name.
        #expect(try scratch.run("validate", "Push/actions.yaml").status == 0)
    }

    /// The CLI, both plugins and the pre-commit hooks take the same names: the plugins share
    /// one source file, and its suffixes and the hooks' `files` pattern pick out exactly the
    /// names a folder search reads.
    @Test func theInputRuleIsTheSameInTheCLIThePluginsAndTheHooks() throws {
        let shared = Repository.url("Plugins/Shared/DefinitionFiles.swift")
        for plugin in ["PushActionsPlugin", "GeneratePushActions"] {
            let link = Repository.url("Plugins/\(plugin)/DefinitionFiles.swift")
            #expect(link.resolvingSymlinksInPath().path == shared.resolvingSymlinksInPath().path, "\(plugin)")
        }
        let source = try String(contentsOf: shared, encoding: .utf8)
        let list = try #require(source.firstMatch(of: /static let suffixes = \[([^\]]*)\]/)?.1)
        let suffixes = list.matches(of: /"([^"]*)"/).map { String($0.1) }
        #expect(suffixes == [".actions.yaml", ".actions.yml", ".actions.json"])
        // The build plugin names the translation records as actionc does.
        #expect(source.contains("\"\(TranslationRecord.suffix)\""))

        let hooks = try String(contentsOf: Repository.url(".pre-commit-hooks.yaml"), encoding: .utf8)
        let pattern = try #require(hooks.firstMatch(of: /\n  files: (.*)\n/)?.1)
        let hookRule = try NSRegularExpression(pattern: String(pattern))

        let names = [
            "a.actions.yaml", "b.actions.yml", "c.actions.json", "D.ACTIONS.YAML", "e.Actions.Json",
            "actions.yaml", "f.yaml", "g.yml", "h.json", "hive_push_actions.json", "i_actions.yaml",
            "j.actions.yaml.bak", "k.actionsyaml", "Contents.json", "package.json", "l.actions.txt",
        ]
        let scratch = try Scratch()
        for name in names { try scratch.write(Definitions.valid, to: "defs/\(name)") }
        let cli = try scratch.run("build", "defs", "--print-inputs").stdout.split(separator: "\n").map {
            String($0.dropFirst("defs/".count))
        }
        let plugins = names.filter { name in suffixes.contains { name.lowercased().hasSuffix($0) } }
        let hook = names.filter {
            hookRule.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        #expect(
            Set(cli) == [
                "a.actions.yaml", "b.actions.yml", "c.actions.json", "D.ACTIONS.YAML", "e.Actions.Json",
            ])
        #expect(Set(plugins) == Set(cli))
        #expect(Set(hook) == Set(cli))
    }

    @Test func severalPathsAreReadInPathOrderAndEachFileOnce() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "z/one.actions.yaml")
        try scratch.write(Definitions.valid, to: "a/two.actions.yaml")
        let result = try scratch.run(
            "build", "z/one.actions.yaml", "a", "z", "./z/one.actions.yaml", "--print-inputs")
        #expect(result.stdout == "a/two.actions.yaml\nz/one.actions.yaml\n")
    }

    /// The outputs (the categories' order, and so the registry's raw values) and which of two
    /// definitions is the repeat do not depend on the order the files were named in.
    @Test func theOrderOfThePathsDoesNotChangeTheOutputs() throws {
        let scratch = try Scratch()
        try scratch.write(
            "actions: {Z_ID: {title: Z}}\ncategories: {Z_CATEGORY: [Z_ID]}\n", to: "z.actions.yaml")
        try scratch.write(
            "actions: {A_ID: {title: A}}\ncategories: {A_CATEGORY: [A_ID]}\n", to: "a.actions.yaml")
        #expect(try scratch.run("build", "z.actions.yaml", "a.actions.yaml", "-o", "one").status == 0)
        #expect(try scratch.run("build", "a.actions.yaml", "z.actions.yaml", "-o", "two").status == 0)
        // However a path is spelled: `.` (0x2E) sorts before letters, `/` before everything.
        let absolute = scratch.url.appendingPathComponent("z.actions.yaml").path
        #expect(try scratch.run("build", "./z.actions.yaml", "a.actions.yaml", "-o", "three").status == 0)
        #expect(try scratch.run("build", absolute, "./a.actions.yaml", "-o", "four").status == 0)
        for name in ["hive_push_actions.json", "PushActions.swift"] {
            #expect(scratch.bytes("one/\(name)") != nil)
            for other in ["two", "three", "four"] {
                #expect(scratch.bytes("one/\(name)") == scratch.bytes("\(other)/\(name)"), "\(other)/\(name)")
            }
        }
    }

    @Test func symlinkLoopsAreWalkedOnce() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/loop"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/self"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("defs/alias.yaml"), withDestinationPath: "push.actions.yaml")
        let listed = try scratch.run("build", "defs", "--print-inputs")
        #expect(listed.status == 0)
        #expect(listed.stdout == "defs/push.actions.yaml\n")
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
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        #expect(try scratch.run("build", "defs", "-o", "first").status == 0)
        let rebuilt = try scratch.run("build", "first/hive_push_actions.json", "-o", "second")
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(
            scratch.bytes("second/hive_push_actions.json") == scratch.bytes("first/hive_push_actions.json"))
    }
}
