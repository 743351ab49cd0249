import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ExitStatusTests {
    static let badCommandLines: [(arguments: [String], message: String)] = [
        ([], "OVERVIEW"),
        (["frobnicate"], "actionc: error: unknown command 'frobnicate'"),
        (["--frobnicate"], "actionc: error: unknown option '--frobnicate'"),
        (["build", "--frobnicate"], "actionc: error: unknown option '--frobnicate'"),
        (["build", "-o"], "actionc: error: option '-o' needs a value (DIR)"),
        (["build", "-o", "--strict"], "actionc: error: option '-o' needs a value (DIR)"),
        (["build", "-o", "a", "--output", "b"], "actionc: error: option '--output' given more than once"),
        (["build", "--strict=yes"], "actionc: error: option '--strict' takes no value"),
        (
            ["build", "--namespace", "1Actions"],
            "actionc: error: namespace '1Actions' is not a valid Swift type name"
        ),
        (
            ["build", "--namespace", "Push Actions"],
            "namespace 'Push Actions' is not a valid Swift type name"
        ),
        (["build", "--namespace", "class"], "namespace 'class' is not a valid Swift type name"),
        (
            ["build", "--access-level", "private"],
            "unknown access level 'private' (use internal, public, package)"
        ),
        (["check", "--diagnostics-format", "xml"], "unknown diagnostics format 'xml' (use text or json)"),
        (["validate", "--max-depth", "-1"], "option '--max-depth' needs a value (N)"),
        (["validate", "--max-depth=deep"], "--max-depth needs a whole number of 0 or more, not 'deep'"),
        (["validate", "-o", "out"], "unknown option '-o'"),
        (
            ["build", "--json", "same.txt", "--swift", "same.txt"],
            "the JSON and Swift outputs are the same file"
        ),
        (["presets", "hive", "extra"], "unexpected argument 'extra'"),
        (["init", "a", "b"], "unexpected argument 'b'"),
        (["help", "frobnicate"], "unknown command 'frobnicate'"),
        // Issue 18: typos get did-you-mean, as definition keys do.
        (["buidl", "Push/"], "actionc: error: unknown command 'buidl'; did you mean 'build'?"),
        (["help", "chek"], "actionc: error: unknown command 'chek'; did you mean 'check'?"),
        (["build", "--ouput", "out"], "actionc: error: unknown option '--ouput'; did you mean '--output'?"),
        (["check", "--stirct"], "unknown option '--stirct'; did you mean '--strict'?"),
        (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
        (["build", "-x"], "actionc: error: unknown option '-x'\n"),
        // Each prints its own list, and one output cannot hold both.
        (["build", "--print-inputs", "--print-outputs"], printBothMessage),
        (["check", "--print-outputs", "--print-inputs"], printBothMessage),
        (
            [
                "build", "--print-outputs", "--print-inputs", "--apns-dir", "APNs", "--bundle-id",
                "com.example.app",
            ],
            printBothMessage
        ),
    ]

    static let printBothMessage =
        "actionc: error: --print-inputs and --print-outputs cannot be given together; run actionc once for each list\n"

    @Test(arguments: badCommandLines)
    func badCommandLineExits64(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("--help"))
        #expect(scratch.listing().isEmpty)
    }

    @Test func missingPathsAreAllNamed() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let result = try scratch.run("build", "nowhere", "push.actions.yaml", "missing.yaml", "-o", "out")
        #expect(result.status == 74)
        #expect(
            result.stderr == """
                actionc: error: cannot read 'nowhere': No such file or directory [file-system]
                actionc: error: cannot read 'missing.yaml': No such file or directory [file-system]

                """)
        #expect(!scratch.exists("out"))
    }

    /// Issue 36: `presets/` on a case-sensitive file system, beside `Presets/`, gets the
    /// sibling it meant and the word that presets need no path; a misspelt file its sibling.
    @Test func aMissingPathGetsTheSiblingItMeant() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Presets/hive.actions.yaml")
        try scratch.write(Definitions.valid, to: "Push/game.actions.yaml")
        let result = try scratch.run("build", "presets/", "Push/gmae.actions.yaml", "nowhere", "-o", "out")
        #expect(result.status == 74)
        #expect(
            result.stderr == """
                actionc: error: cannot read 'presets/': No such file or directory; did you mean 'Presets/'?; presets need no path: a definitions file takes one with 'presets: [hive]' [file-system]
                actionc: error: cannot read 'Push/gmae.actions.yaml': No such file or directory; did you mean 'Push/game.actions.yaml'? [file-system]
                actionc: error: cannot read 'nowhere': No such file or directory [file-system]

                """)
        let inFolder = try scratch.run("validate", "push/GAME.actions.yaml")
        #expect(inFolder.stderr.contains("; did you mean 'Push/game.actions.yaml'?"), "\(inFolder.stderr)")
        #expect(!scratch.exists("out"))
    }

    @Test func emptyDirectoryHasNoInputs() throws {
        let scratch = try Scratch()
        try scratch.write("not definitions", to: "empty/notes.txt")
        let result = try scratch.run("build", "empty")
        #expect(result.status == 74)
        #expect(
            result.stderr
                == "actionc: error: no definitions files (*.actions.yaml, *.actions.yml, *.actions.json) in 'empty'"
                + " [file-system]\n")
    }

    @Test func outputDirectoryThatIsAFile() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        try scratch.write("a file", to: "out")
        let result = try scratch.run("build", "push.actions.yaml", "-o", "out/generated")
        #expect(result.status == 74)
        #expect(result.stderr == "actionc: error: output directory 'out' is not a directory [file-system]\n")
        #expect(scratch.bytes("out") == Data("a file".utf8))
    }

    @Test func outputThatIsADirectoryOrNotAFile() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        try FileManager.default.createDirectory(
            atPath: scratch.path("PushActions.swift"), withIntermediateDirectories: true)
        let directory = try scratch.run("build", "push.actions.yaml")
        #expect(directory.status == 74)
        #expect(
            directory.stderr == "actionc: error: output 'PushActions.swift' is a directory [file-system]\n")
        #expect(!scratch.exists("hive_push_actions.json"))

        let device = try scratch.run("build", "push.actions.yaml", "--swift", "/dev/null")
        #expect(device.status == 74)
        #expect(device.stderr == "actionc: error: output '/dev/null' is not a regular file [file-system]\n")
    }

    /// Outputs that land in one place under different spellings would share a temporary
    /// file and overwrite each other; the directories need not exist yet.
    @Test(arguments: [
        ["--json", "x/a.json", "--swift", "x/s.swift", "--xcstrings", "./x/a.json"],
        ["--json", "new/a.json", "--swift", "./new/../new/a.json"],
        ["--json", "out/a.json", "--swift", "out//a.json"],
        // Refused before compiling, so a listing never shows a clash either.
        ["--print-outputs", "--json", "o/a.json", "--manifest", "./o/a.json"],
    ])
    func outputsThatAreOnePlaceUnderTwoSpellings(arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        try scratch.write("", to: "x/keep")
        let result = try ActioncProcess.run(["build", "defs"] + arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("the same file"), "\(result.stderr)")
        #expect(scratch.listing() == ["defs", "defs/push.actions.yaml", "x", "x/keep"])
    }

    @Test func outputThatIsAlsoAnInput() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        // A name like a definitions file is refused as such; another name for the same file is not.
        try FileManager.default.linkItem(
            atPath: scratch.path("defs/push.actions.yaml"), toPath: scratch.path("defs/link.json"))
        let result = try scratch.run("build", "defs/push.actions.yaml", "--json", "defs/../defs/link.json")
        #expect(result.status == 74)
        #expect(
            result.stderr
                == "actionc: error: 'defs/push.actions.yaml' is both an input and an output [file-system]\n")
        #expect(scratch.bytes("defs/push.actions.yaml") == Data(Definitions.valid.utf8))
        #expect(!scratch.exists("PushActions.swift"))
    }

    /// Issue: when a folder's only definitions file is also an output, a search said it found
    /// no definitions and suggested renaming the generated JSON. It found the file; it is
    /// this run's output, as when the file is named, and nothing else is suggested.
    @Test(arguments: [
        (["build", "Push", "--json", "link.json"], "Push/push.actions.yaml", "'Push'", " as 'link.json'"),
        (["build", "--swift", "link.json"], "push.actions.yaml", "the current directory", " as 'link.json'"),
        (["preview", ".", "-o", "./link.json"], "push.actions.yaml", "'.'", " as './link.json'"),
    ])
    func aSearchThatFindsOnlyThisRunsOutputSaysSo(
        arguments: [String], file: String, searched: String, spelling: String
    ) throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: file)
        // Yesterday's build beside it, which a rename hint once named.
        try scratch.write("{}", to: "hive_push_actions.json")
        try FileManager.default.linkItem(atPath: scratch.path(file), toPath: scratch.path("link.json"))
        let listing = scratch.listing()
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == 74)
        #expect(
            result.stderr
                == "actionc: error: '\(file)' is both an input and an output: searching \(searched) found it,"
                + " and this run writes it\(spelling) [file-system]\n")
        #expect(scratch.listing() == listing)
        #expect(scratch.bytes(file) == Data(Definitions.valid.utf8))
    }

    /// An output named like a definitions file is refused before anything is read: beside
    /// other definitions the search would skip it as this run's output and the build would
    /// write Swift over the user's definitions.
    @Test(arguments: [
        ["build", ".", "--swift", "push.actions.yaml"], ["check", "--json", "Push/more.actions.json"],
        ["build", ".", "--manifest", "./push.actions.yaml"], ["preview", ".", "-o", "push.actions.yml"],
    ])
    func anOutputNamedLikeDefinitionsIsRefused(arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        try scratch.write(Definitions.valid, to: "Push/other.actions.yaml")
        let listing = scratch.listing()
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is named like a definitions file"), "\(result.stderr)")
        #expect(scratch.listing() == listing)
        #expect(scratch.bytes("push.actions.yaml") == Data(Definitions.valid.utf8))
    }

    /// Permission bits do not stop root, so as root the test reads a file the kernel
    /// refuses to read instead.
    @Test func unreadableInput() throws {
        let scratch = try Scratch()
        let path: String
        if geteuid() == 0 {
            path = "/proc/self/mem"
        } else {
            try scratch.write(Definitions.valid, to: "secret.yaml")
            chmod(scratch.path("secret.yaml"), 0)
            path = "secret.yaml"
        }
        let result = try scratch.run("build", path, "-o", "out")
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("actionc: error: cannot read '\(path)': "))
        #expect(!scratch.exists("out"))
    }

    @Test func unwritableOutput() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let directory: String
        if geteuid() == 0 {
            directory = "/proc"
        } else {
            try FileManager.default.createDirectory(
                atPath: scratch.path("locked"), withIntermediateDirectories: true)
            chmod(scratch.path("locked"), 0o555)
            directory = "locked"
        }
        defer { chmod(scratch.path("locked"), 0o755) }
        let result = try scratch.run("build", "push.actions.yaml", "--json", "\(directory)/push.json")
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("actionc: error: cannot write '\(directory)/push.json': "))
        // The JSON is staged first, so its failure leaves the Swift output unwritten too.
        #expect(!scratch.exists("PushActions.swift"))
    }
}
