import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct BuildTests {
    /// The repository's presets, copied so the build sees relative paths.
    private func scratchWithPresets() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(
            String(contentsOf: Repository.url("Presets/hive.actions.yaml"), encoding: .utf8),
            to: "Presets/hive.actions.yaml")
        return scratch
    }

    @Test func buildOfPresetsWritesBothOutputs() throws {
        let scratch = try scratchWithPresets()
        let result = try scratch.run("build", "Presets/", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // Copied out of the presets, the file is the app's, and its translations get a record.
        #expect(
            result.stderr
                == "wrote out/hive_push_actions.json\nwrote out/PushActions.swift\nwrote Presets/hive.translations.json\n"
        )
        let json = try #require(scratch.bytes("out/hive_push_actions.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect((document["categories"] as? [String: Any])?.count == 9)
        #expect((document["actions"] as? [String: Any])?.count == 12)
        let swift = try #require(
            scratch.bytes("out/PushActions.swift").map { String(decoding: $0, as: UTF8.self) })
        #expect(swift.contains("enum PushActions"))
    }

    @Test func defaultOutputDirectoryIsTheWorkingDirectory() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let first = try scratch.run("build")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "wrote hive_push_actions.json\nwrote PushActions.swift\n")
        // The second build must not read its own JSON output back as an input.
        let second = try scratch.run("build")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == "unchanged hive_push_actions.json\nunchanged PushActions.swift\n")
    }

    @Test func outputsAreTheSameBytesFromSeparateProcessesAndAnyInputSpelling() throws {
        let scratch = try scratchWithPresets()
        try scratch.write(Definitions.valid, to: "Presets/app.actions.yaml")
        #expect(try scratch.run("build", "Presets", "-o", "one").status == 0)
        #expect(try scratch.run("build", "Presets", "-o", "two").status == 0)
        #expect(try scratch.run("build", scratch.path("Presets"), "-o", scratch.path("three")).status == 0)
        for name in ["hive_push_actions.json", "PushActions.swift"] {
            let first = try #require(scratch.bytes("one/\(name)"))
            #expect(scratch.bytes("two/\(name)") == first)
            #expect(scratch.bytes("three/\(name)") == first)
            #expect(!String(decoding: first, as: UTF8.self).contains(scratch.url.path))
        }
    }

    @Test func checkPassesWhenCurrentFailsNamingStaleFilesAndWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        let missing = try scratch.run("check", "defs", "-o", "out")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("actionc: error: 'out/hive_push_actions.json' is missing"))
        #expect(!scratch.exists("out"))

        #expect(try scratch.run("build", "defs", "-o", "out").status == 0)
        let current = try scratch.run("check", "defs", "-o", "out")
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stderr == "up to date out/hive_push_actions.json\nup to date out/PushActions.swift\n")

        // A category option reaches only the registry: only the registry is named.
        try scratch.write(
            Definitions.valid.replacingOccurrences(
                of: "REPLY_CATEGORY: [REPLY_ID, LATER_ID]",
                with: "REPLY_CATEGORY: {actions: [REPLY_ID, LATER_ID], options: [customDismissAction]}"),
            to: "defs/push.actions.yaml")
        let listing = scratch.listing()
        scratch.backdate("out/PushActions.swift")
        let before = try #require(scratch.bytes("out/PushActions.swift"))
        let stale = try scratch.run("check", "defs", "-o", "out")
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("actionc: error: 'out/PushActions.swift' is out of date"))
        #expect(!stale.stderr.contains("'out/hive_push_actions.json' is out of date"))
        // The warning is `validate`'s and `build`'s to show; check counts it.
        #expect(
            stale.stderr.hasPrefix(
                "actionc check: note: the definitions have 1 warning; 'actionc validate defs' shows them\n"))
        // Issue 18: the build command to run, exactly, not "the same arguments".
        #expect(stale.stderr.hasSuffix("To update, run:\n  actionc build defs -o out\n"))
        #expect(scratch.bytes("out/PushActions.swift") == before)
        #expect(scratch.modificationTime("out/PushActions.swift")?.tv_sec == 1_000_000_000)
        #expect(scratch.listing() == listing)
    }

    @Test func checkQuotesTheBuildCommandForTheShell() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "my defs/push.actions.yaml")
        let stale = try scratch.run("check", "my defs", "--output=it's here", "--access-level", "public")
        #expect(stale.status == 1)
        #expect(
            stale.stderr.hasSuffix(
                "To update, run:\n  actionc build 'my defs' '--output=it'\\''s here' --access-level public\n")
        )
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\n' " + stale.stderr.split(separator: "\n").last!.dropFirst(16)]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        shell.waitUntilExit()
        let words = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(words == "my defs\n--output=it's here\n--access-level\npublic\n")
    }

    /// `defs/push.actions.yaml` built into `out/`, both outputs dated in the past.
    private func builtAndBackdated() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        #expect(try scratch.run("build", "defs", "-o", "out").status == 0)
        scratch.backdate("out/hive_push_actions.json")
        scratch.backdate("out/PushActions.swift")
        return scratch
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let scratch = try builtAndBackdated()
        let result = try scratch.run("build", "defs", "-o", "out")
        #expect(result.status == 0)
        #expect(result.stderr == "unchanged out/hive_push_actions.json\nunchanged out/PushActions.swift\n")
        #expect(scratch.modificationTime("out/hive_push_actions.json")?.tv_sec == 1_000_000_000)
        #expect(scratch.modificationTime("out/PushActions.swift")?.tv_sec == 1_000_000_000)

        // Only the output whose bytes change is replaced: category options reach the
        // registry but have no place in the Hive file.
        try scratch.write(
            Definitions.valid.replacingOccurrences(
                of: "REPLY_CATEGORY: [REPLY_ID, LATER_ID]",
                with: "REPLY_CATEGORY: {actions: [REPLY_ID, LATER_ID], options: [customDismissAction]}"),
            to: "defs/push.actions.yaml")
        let changed = try scratch.run("build", "defs", "-o", "out")
        #expect(
            changed.stderr.hasSuffix("unchanged out/hive_push_actions.json\nwrote out/PushActions.swift\n"))
        #expect(changed.stderr.contains("[not-in-hive-json]"))
        #expect(scratch.modificationTime("out/hive_push_actions.json")?.tv_sec == 1_000_000_000)
        #expect(scratch.modificationTime("out/PushActions.swift")?.tv_sec != 1_000_000_000)
    }

    /// Outputs are written a megabyte per write(2) (`OutputWriter.writeAll`): one larger
    /// than that lands whole, as `check`, which compares every byte, confirms.
    @Test func outputsLargerThanOneWriteLandWhole() throws {
        let scratch = try Scratch()
        try scratch.write(LargeDefinitions.yaml(variant: "Large", actions: 2_000), to: "push.actions.yaml")
        #expect(try scratch.run("build", "push.actions.yaml", "-o", "out", "--quiet").status == 0)
        for name in ["hive_push_actions.json", "PushActions.swift"] {
            let size = try #require(scratch.bytes("out/" + name)).count
            #expect(size > 1 << 20 && size % (1 << 20) != 0, "\(name): \(size) bytes")
        }
        let json = try #require(scratch.bytes("out/hive_push_actions.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect((document["actions"] as? [String: Any])?.count == 2_000)
        let check = try scratch.run("check", "push.actions.yaml", "-o", "out")
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func nothingIsWrittenOnError() throws {
        let scratch = try builtAndBackdated()
        let old = (scratch.bytes("out/hive_push_actions.json"), scratch.bytes("out/PushActions.swift"))

        try scratch.write(
            Definitions.broken.replacingOccurrences(of: "Reply", with: "Answer"), to: "defs/push.actions.yaml"
        )
        let listing = scratch.listing()
        let result = try scratch.run("build", "defs", "-o", "out")
        #expect(result.status == 1)
        #expect(result.stderr.contains("defs/push.actions.yaml:5:"))
        #expect(result.stderr.contains("[unknown-action]"))
        #expect(scratch.bytes("out/hive_push_actions.json") == old.0)
        #expect(scratch.bytes("out/PushActions.swift") == old.1)
        #expect(scratch.modificationTime("out/hive_push_actions.json")?.tv_sec == 1_000_000_000)
        #expect(scratch.modificationTime("out/PushActions.swift")?.tv_sec == 1_000_000_000)
        #expect(scratch.listing() == listing)

        #expect(try scratch.run("build", "defs", "-o", "fresh/out").status == 1)
        #expect(!scratch.exists("fresh"))
    }

    /// Under `--strict` a warning is an error in the text and in the JSON alike, so a tool
    /// reading the document sees the severity that failed the run. Either way it says how to
    /// silence it.
    @Test func warningsPassUnlessStrict() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.withWarning, to: "push.actions.yaml")
        let strict = try scratch.run("build", "push.actions.yaml", "-o", "out", "--strict")
        #expect(strict.status == 1)
        #expect(
            strict.stderr == """
                push.actions.yaml:4:3: error: action 'UNUSED_ID' is in no category [unused-action]
                push.actions.yaml:4:3: note: a warning, made an error by --strict
                push.actions.yaml:4:3: note: \(Self.silencingUnusedAction)

                """)
        #expect(!scratch.exists("out"))

        let json = try scratch.run(
            "build", "push.actions.yaml", "-o", "out", "--strict", "--diagnostics-format", "json")
        #expect(json.status == 1)
        #expect(json.stderr.isEmpty)
        let strictItems = try Self.diagnostics(json.stdout)
        #expect(strictItems.map { $0["severity"] as? String } == ["error"])
        #expect(strictItems.map { $0["code"] as? String } == ["unused-action"])
        let notes = strictItems.first?["notes"] as? [[String: Any]]
        #expect(
            notes?.map { $0["message"] as? String } == [
                "a warning, made an error by --strict",
                Self.silencingUnusedAction,
            ])
        #expect(!scratch.exists("out"))

        let lenient = try scratch.run(
            "build", "push.actions.yaml", "-o", "out", "--diagnostics-format", "json")
        #expect(lenient.status == 0)
        let lenientItems = try Self.diagnostics(lenient.stdout)
        #expect(lenientItems.map { $0["severity"] as? String } == ["warning"])
        let lenientNotes = lenientItems.first?["notes"] as? [[String: Any]]
        #expect(lenientNotes?.map { $0["message"] as? String } == [Self.silencingUnusedAction])
        #expect(scratch.exists("out/PushActions.swift"))
    }

    /// The note every `unused-action` warning carries.
    static let silencingUnusedAction =
        "silence it with 'allow: [unused-action]' on its action, or for every one with 'warnings: {unused-action: ignore}' or '--ignore unused-action'"

    /// The `diagnostics` of a `--diagnostics-format json` document.
    static func diagnostics(_ document: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
        return try #require(object?["diagnostics"] as? [[String: Any]])
    }

    /// Issue: a JSON check printed `{"diagnostics": []}` and named the stale outputs only on
    /// stderr. Each is a `stale-output` error in the one document, after the warnings, and
    /// the build it suggests leaves out the options that shape only the report.
    @Test func checkReportsStaleOutputsInTheJSONDocument() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.withWarning, to: "defs/push.actions.yaml")
        #expect(try scratch.run("build", "defs", "-o", "out").status == 0)
        try scratch.write(
            Definitions.withWarning.replacingOccurrences(of: "Reply", with: "Answer"),
            to: "defs/push.actions.yaml")
        try FileManager.default.removeItem(atPath: scratch.path("out/PushActions.swift"))
        let listing = scratch.listing()

        let check = try scratch.run("check", "defs", "--diagnostics-format", "json", "-o", "out", "--quiet")
        #expect(check.status == 1)
        #expect(check.stderr.isEmpty)
        let items = try Self.diagnostics(check.stdout)
        #expect(items.map { $0["code"] as? String } == ["unused-action", "stale-output", "stale-output"])
        #expect(items.map { $0["severity"] as? String } == ["warning", "error", "error"])
        #expect(
            items.dropFirst().map { $0["message"] as? String } == [
                "'out/hive_push_actions.json' is out of date", "'out/PushActions.swift' is missing",
            ])
        for item in items.dropFirst() {
            #expect(item["file"] is NSNull)
            let notes = try #require(item["notes"] as? [[String: Any]])
            #expect(notes.map { $0["message"] as? String } == ["to update, run: actionc build defs -o out"])
        }
        #expect(scratch.listing() == listing)

        // The text keeps its shape: the files, then the command once.
        let text = try scratch.run("check", "defs", "-o", "out", "--diagnostics-format=text")
        #expect(text.status == 1)
        #expect(
            text.stderr.hasSuffix(
                """
                actionc: error: 'out/hive_push_actions.json' is out of date [stale-output]
                actionc: error: 'out/PushActions.swift' is missing [stale-output]
                To update, run:
                  actionc build defs -o out

                """), "\(text.stderr)")
    }

    @Test func quietLeavesOnlyDiagnostics() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.withWarning, to: "push.actions.yaml")
        let result = try scratch.run("build", "--quiet", "-o", "out")
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                push.actions.yaml:4:3: warning: action 'UNUSED_ID' is in no category [unused-action]
                push.actions.yaml:4:3: note: \(Self.silencingUnusedAction)

                """)
    }

    @Test func namespaceAndAccessLevelShapeTheRegistry() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let result = try scratch.run(
            "build", "--namespace", "GameActions", "--access-level=public", "--swift",
            "Sources/Game/Actions.swift",
            "--json", "Resources/actions.json")
        #expect(result.status == 0, "\(result.stderr)")
        let swift = String(decoding: try #require(scratch.bytes("Sources/Game/Actions.swift")), as: UTF8.self)
        #expect(swift.contains("public nonisolated enum GameActions {"))
        #expect(scratch.exists("Resources/actions.json"))
        #expect(!scratch.exists("hive_push_actions.json"))
    }

    @Test func jsonDiagnosticsAreOneDocumentOnStdout() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "defs/broken.actions.yaml")
        let result = try scratch.run("validate", "defs", "--diagnostics-format", "json")
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "unknown-action")
        #expect(first["file"] as? String == "defs/broken.actions.yaml")
        #expect(first["line"] as? Int == 5)
        #expect(first["notes"] is [Any])

        // The document is there on success, and after a file-system failure it holds that
        // failure as a `file-system` diagnostic.
        try scratch.write(Definitions.valid, to: "defs/broken.actions.yaml")
        let success = try ActioncProcess.run(
            ["build", "defs", "-o", "out", "--diagnostics-format=json"], in: scratch.url)
        let clean = try JSONSerialization.jsonObject(with: Data(success.stdout.utf8)) as? [String: Any]
        #expect((clean?["diagnostics"] as? [Any])?.isEmpty == true)
        let missing = try ActioncProcess.run(
            ["build", "nowhere", "--diagnostics-format=json"], in: scratch.url)
        let failed = try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any]
        let problems = try #require(failed?["diagnostics"] as? [[String: Any]])
        #expect(problems.map { $0["code"] as? String } == ["file-system"])
        #expect(problems.first?["file"] is NSNull)
        #expect(missing.stderr.isEmpty)
    }

    @Test func textDiagnosticsHaveNoColourOffATerminal() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "broken.actions.yaml")
        let result = try scratch.run("validate", environment: ["TERM": "xterm-256color"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("broken.actions.yaml:5:"))
        #expect(!result.stderr.contains("\u{1B}"))
    }

    /// util-linux `script` gives the binary a terminal, the one place colour is allowed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func textDiagnosticsOnATerminalAreColouredUnlessNoColor() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "broken.actions.yaml")
        func onTerminal(noColor: String?, command: String = "validate") throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = noColor
            environment["TERM"] = "xterm-256color"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "'\(ActioncProcess.binary.path)' \(command)", "/dev/null"]
            process.currentDirectoryURL = scratch.url
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            return String(decoding: output, as: UTF8.self)
        }
        #expect(try onTerminal(noColor: nil).contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let plain = try onTerminal(noColor: "1")
        #expect(plain.contains("error: "))
        #expect(!plain.contains("\u{1B}"))
        // The line that counts the definitions' diagnostics is coloured as they are.
        let counted = try onTerminal(noColor: nil, command: "check --definition-diagnostics count")
        #expect(
            counted.hasPrefix("actionc check: \u{1B}[1;31merror:\u{1B}[0m the definitions have 1 error"),
            "\(counted)")
    }

    /// Listing compiles the definitions: their `targets:` decide whether the Hive file is one.
    @Test func printOutputsListsThePathsAndWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let named = try scratch.run("build", "-o", "Generated/", "--print-outputs")
        #expect(named.status == 0)
        #expect(named.stdout == "Generated/hive_push_actions.json\nGenerated/PushActions.swift\n")
        let defaults = try scratch.run("build", "--print-outputs", "--json", "Resources/push.json")
        #expect(defaults.stdout == "Resources/push.json\nPushActions.swift\n")
        #expect(scratch.listing() == ["push.actions.yaml"])
    }

    @Test func limitFlagsReachTheReader() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let size = try scratch.run("validate", "--max-file-size", "10")
        #expect(size.status == 1)
        #expect(
            size.stderr.contains(
                "push.actions.yaml:1:1: error: file is \(Definitions.valid.utf8.count) bytes"))
        #expect(size.stderr.contains("[limit]"))
        let depth = try scratch.run("validate", "--max-depth", "2")
        #expect(depth.status == 1)
        #expect(depth.stderr.contains("[limit]"))
        try scratch.write(
            "titles: &t {en: Reply}\n"
                + Definitions.valid.replacingOccurrences(of: "{en: Reply}", with: "*t"),
            to: "push.actions.yaml")
        let aliases = try scratch.run("validate", "--max-alias-expansion", "0")
        #expect(aliases.stderr.contains("[limit]"))
    }

    @Test func leftoversOfAKilledBuildAreRemoved() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "defs/push.actions.yaml")
        #expect(try scratch.run("build", "defs", "-o", "out").status == 0)
        // A process id that is not running stands for a build that was killed.
        var deadProcess: pid_t = 4_000_000
        while kill(deadProcess, 0) == 0 || errno != ESRCH { deadProcess -= 1 }
        try scratch.write("partial", to: "out/.hive_push_actions.json.actionc-tmp-\(deadProcess)")
        // This test process is alive: its temporary file may still be on its way into place.
        try scratch.write("in progress", to: "out/.hive_push_actions.json.actionc-tmp-\(getpid())")
        #expect(try scratch.run("build", "defs", "-o", "out").status == 0)
        #expect(!scratch.exists("out/.hive_push_actions.json.actionc-tmp-\(deadProcess)"))
        #expect(scratch.exists("out/.hive_push_actions.json.actionc-tmp-\(getpid())"))
    }
}
