import Foundation
import TestSupport
import Testing

/// `actionc import pushwoosh`, `--apns-dir`/`--bundle-id` and `--xcstrings` through the real
/// binary: the README's commands, exit codes, nothing written on error, and `check`.
@Suite struct ExtrasTests {
    static let sample = "Tests/Fixtures/pushwoosh/register-device-response.json"

    /// A scratch folder holding the sample response as `register-device-response.json`.
    private func scratchWithSample() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(
            String(contentsOf: Repository.url(Self.sample), encoding: .utf8),
            to: "register-device-response.json")
        return scratch
    }

    // MARK: - import

    /// The README's import example, then building what it wrote.
    @Test func importThenBuildAsTheReadmeShows() throws {
        let scratch = try scratchWithSample()
        let printed = try scratch.run("import", "pushwoosh", "register-device-response.json")
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stderr.isEmpty)
        let golden = try String(
            contentsOf: Repository.url("Tests/Golden/import/register-device-response.yaml"), encoding: .utf8)
        #expect(printed.stdout == golden)

        let written = try scratch.run(
            "import", "pushwoosh", "register-device-response.json", "-o", "Push/pushwoosh.actions.yaml")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr == "wrote Push/pushwoosh.actions.yaml\n")
        #expect(scratch.bytes("Push/pushwoosh.actions.yaml") == Data(golden.utf8))
        let again = try scratch.run(
            "import", "pushwoosh", "register-device-response.json", "-o", "Push/pushwoosh.actions.yaml")
        #expect(again.stderr == "unchanged Push/pushwoosh.actions.yaml\n")

        let build = try scratch.run("build", "Push/", "-o", "Generated")
        #expect(build.status == 0, "\(build.stderr)")
        let swift = String(decoding: scratch.bytes("Generated/PushActions.swift") ?? Data(), as: UTF8.self)
        #expect(swift.contains("case category65 = \"65\"\n"))
    }

    @Test func invalidResponseIsReportedWithPositionsAndNothingIsWritten() throws {
        let scratch = try Scratch()
        try scratch.write(
            #"{"response": {"iosCategories": [{"categoryId": "65", "buttons": [{"id": 1, "type": 0, "startApplication": 0}]}]}}"#,
            to: "bad.json")
        let result = try scratch.run("import", "pushwoosh", "bad.json", "-o", "out.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                bad.json:1:48: error: expected a number (the category id), found the string "65" [type-mismatch]
                bad.json:1:48: note: Pushwoosh's SDK skips a category whose categoryId is not a number
                bad.json:1:66: error: Pushwoosh button has no 'label' [missing-key]

                """)
        #expect(!scratch.exists("out.yaml"))

        let json = try scratch.run(
            "import", "pushwoosh", "bad.json", "-o", "out.yaml", "--diagnostics-format", "json")
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"code\": \"type-mismatch\""))
    }

    /// Import reports build's warnings, so `--strict` means what it means for build: the
    /// warning fails the run and neither OUT.yaml nor stdout gets the definitions.
    @Test func strictImportFailsOnAWarningAndWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.write(
            #"[{"categoryId": 65, "buttons": [{"id": 1, "label": "Remind me about this again much later"}]}]"#,
            to: "long.json")
        let lenient = try scratch.run("import", "pushwoosh", "long.json", "-o", "out.yaml")
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("warning: "))
        #expect(lenient.stderr.contains("[long-title]"))
        try FileManager.default.removeItem(atPath: scratch.path("out.yaml"))

        for output in [["-o", "out.yaml"], []] {
            let strict = try ActioncProcess.run(
                ["import", "pushwoosh", "long.json", "--strict"] + output, in: scratch.url)
            #expect(strict.status == 1, "\(strict.stderr)")
            #expect(strict.stdout.isEmpty)
            #expect(strict.stderr.contains("[long-title]"))
            #expect(strict.stderr.contains("note: a warning, made an error by --strict\n"))
            #expect(strict.stderr.hasSuffix("or '--ignore long-title'\n"))
        }
        #expect(scratch.listing() == ["long.json"])
        let help = try scratch.run("import", "--help").stdout
        #expect(help.contains("  --strict "))
    }

    /// A problem writing OUT.yaml goes into the one JSON document, after the warnings,
    /// rather than as text on stderr after a document that said nothing was wrong.
    @Test func importWriteProblemIsInTheJSONDocument() throws {
        let scratch = try Scratch()
        try scratch.write("[]", to: "r.json")
        let result = try scratch.run(
            "import", "pushwoosh", "r.json", "-o", "r.json", "--diagnostics-format", "json")
        #expect(result.status == 74)
        #expect(result.stderr.isEmpty)
        let items = try BuildTests.diagnostics(result.stdout)
        #expect(items.map { $0["code"] as? String } == ["empty-catalog", "file-system"])
        #expect(items.last?["message"] as? String == "output 'r.json' is the file being imported")

        let noFile = try scratch.run("import", "pushwoosh", "r.json", "--diagnostics-format", "json")
        #expect(noFile.status == 64)
        #expect(noFile.stdout.isEmpty)
    }

    static let commandLines: [([String], Int32)] = [
        (["import"], 64), (["import", "airship", "r.json"], 64), (["import", "pushwoosh"], 64),
        (["import", "pushwoosh", "a.json", "b.json"], 64), (["import", "pushwoosh", "missing.json"], 74),
        (["import", "pushwoosh", "r.json", "-o", "r.json"], 74),
    ]

    @Test(arguments: Self.commandLines)
    func importCommandLineProblemsExitAsTheRestOfTheCLI(_ arguments: [String], _ status: Int32) throws {
        let scratch = try Scratch()
        try scratch.write("[]", to: "r.json")
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == status, "\(result.stderr)")
        #expect(String(decoding: scratch.bytes("r.json") ?? Data(), as: UTF8.self) == "[]")
    }

    // MARK: - build extras

    /// The README's simulator and String Catalog example.
    @Test func buildWritesPayloadsAndStringCatalogAndCheckCoversThem() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        let arguments = [
            "Push/", "-o", "Generated", "--apns-dir", "Generated/apns", "--bundle-id", "com.example.game",
            "--xcstrings", "Generated/PushActions.xcstrings",
        ]
        let build = try ActioncProcess.run(["build"] + arguments, in: scratch.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            build.stderr == """
                wrote Generated/hive_push_actions.json
                wrote Generated/PushActions.swift
                wrote Generated/apns/REPLY_CATEGORY.apns
                wrote Generated/PushActions.xcstrings

                """)
        let payload = try #require(scratch.bytes("Generated/apns/REPLY_CATEGORY.apns"))
        let document = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        #expect(document["Simulator Target Bundle"] as? String == "com.example.game")
        #expect(((document["aps"] as? [String: Any])?["category"] as? String) == "REPLY_CATEGORY")

        let outputs = try ActioncProcess.run(["build"] + arguments + ["--print-outputs"], in: scratch.url)
        #expect(
            outputs.stdout == """
                Generated/hive_push_actions.json
                Generated/PushActions.swift
                Generated/apns/REPLY_CATEGORY.apns
                Generated/PushActions.xcstrings

                """)

        #expect(try ActioncProcess.run(["check"] + arguments, in: scratch.url).status == 0)
        try scratch.write("{}", to: "Generated/apns/REPLY_CATEGORY.apns")
        try FileManager.default.removeItem(atPath: scratch.path("Generated/PushActions.xcstrings"))
        let stale = try ActioncProcess.run(["check"] + arguments, in: scratch.url)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("'Generated/apns/REPLY_CATEGORY.apns' is out of date"))
        #expect(stale.stderr.contains("'Generated/PushActions.xcstrings' is missing"))
    }

    @Test(arguments: [
        ["--apns-dir", "apns"], ["--bundle-id", "com.example.game"],
        ["--apns-dir", "apns", "--bundle-id", "com example"], ["--xcstrings", "out/"],
        ["--xcstrings", "out/PushActions.swift"],
    ])
    func extraOutputUsageErrorsExit64AndWriteNothing(_ extra: [String]) throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        let result = try ActioncProcess.run(["build", "Push/", "-o", "out"] + extra, in: scratch.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(scratch.listing() == ["Push", "Push/push.actions.yaml"])
    }

    @Test func oversizedPayloadFailsTheBuildAndWritesNothing() throws {
        let scratch = try Scratch()
        let long = String(repeating: "가", count: 500)
        try scratch.write(
            """
            actions:
              A_ID: {title: "\(long)"}
              B_ID: {title: "\(long)"}
              C_ID: {title: "\(long)"}
            categories:
              BIG_CATEGORY: [A_ID, B_ID, C_ID]

            """, to: "Push/push.actions.yaml")
        let result = try scratch.run(
            "build", "Push/", "-o", "out", "--apns-dir", "out/apns", "--bundle-id", "com.example.game")
        #expect(result.status == 1)
        #expect(result.stderr.contains("over APNs' limit of 4096 [limit]"), "\(result.stderr)")
        #expect(!scratch.exists("out"))
    }
}
