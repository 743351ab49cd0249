import Foundation
import TestSupport
import Testing

/// `actionc payload FILE... --definitions PATH...` through the real binary: the README's
/// example, exit codes, and JSON diagnostics.
@Suite struct PayloadCommandTests {
    private func scratch() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        try scratch.write(#"{"aps": {"alert": "Hi", "category": "REPLY_CATEGORY"}}"#, to: "Server/reply.json")
        try scratch.write(
            "{\n  \"aps\" : {\n    \"category\" : \"REPLY_CATEGROY\"\n  }\n}\n", to: "Server/typo.apns")
        return scratch
    }

    /// A directory stands for the payloads below it (`.apns` and `.json`, hidden entries
    /// skipped), so the pre-commit hook can check them all when only the definitions changed.
    @Test func aDirectoryIsEveryPayloadBelowIt() throws {
        let scratch = try scratch()
        try scratch.write(#"{"aps": {"category": "NOPE_CATEGORY"}}"#, to: "Server/deeper/bad.JSON")
        try scratch.write(#"{"aps": {"category": "NOPE_CATEGORY"}}"#, to: "Server/.cache/skipped.json")
        try scratch.write("not a payload", to: "Server/notes.txt")
        // JSON that actionc names and that is no payload: a build's output and definitions.
        try scratch.write(#"{"actions": {}, "categories": {}}"#, to: "Server/hive_push_actions.json")
        try scratch.write(#"{"actions": {}}"#, to: "Server/more.actions.json")
        let result = try scratch.run("payload", "Server", "--definitions", "Push/")
        #expect(result.status == 1)
        let files = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            $0.prefix { $0 != ":" }
        }
        #expect(files == ["Server/deeper/bad.JSON", "Server/typo.apns"], "\(result.stderr)")

        // A named file is read whatever it is, a device or a pipe included.
        let device = try scratch.run("payload", "/dev/null", "--definitions", "Push/")
        #expect(device.status == 1)
        #expect(device.stderr.hasPrefix("/dev/null:1:1: error: "), "\(device.stderr)")

        try scratch.write("", to: "Empty/.keep")
        let empty = try scratch.run("payload", "Empty", "--definitions", "Push/")
        #expect(empty.status == 74)
        #expect(
            empty.stderr == "actionc: error: no payload files (*.apns, *.json) in 'Empty' [file-system]\n")
    }

    @Test func goodPayloadsPassAndBadOnesFailWithPositions() throws {
        let scratch = try scratch()
        let good = try scratch.run("payload", "Server/reply.json", "--definitions", "Push/")
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stderr == "checked 1 payload\n")

        let bad = try scratch.run(
            "payload", "Server/reply.json", "Server/typo.apns", "--definitions", "Push/")
        #expect(bad.status == 1)
        #expect(
            bad.stderr == """
                Server/typo.apns:3:18: error: 'aps.category' is 'REPLY_CATEGROY', which no definition has; iOS would show no buttons [unknown-category]
                Server/typo.apns:3:18: note: did you mean 'REPLY_CATEGORY'?

                """)

        let json = try scratch.run(
            "payload", "Server/typo.apns", "--definitions", "Push/", "--diagnostics-format", "json")
        #expect(json.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]])
        let diagnostic = try #require(document["diagnostics"]?.first)
        #expect(diagnostic["code"] as? String == "unknown-category")
        #expect(diagnostic["file"] as? String == "Server/typo.apns")
        #expect((diagnostic["line"] as? Int, diagnostic["column"] as? Int) == (3, 18))
    }

    @Test func brokenDefinitionsAreReportedInstead() throws {
        let scratch = try scratch()
        try scratch.write(Definitions.broken, to: "Push/push.actions.yaml")
        let result = try scratch.run("payload", "Server/reply.json", "--definitions", "Push/")
        #expect(result.status == 1)
        #expect(result.stderr.contains("[unknown-action]"))
    }

    static let commandLines: [([String], Int32)] = [
        (["payload", "Server/reply.json"], 64),
        (["payload", "--definitions", "Push/"], 64),
        (["payload", "Server/reply.json", "--definitions"], 64),
        (["payload", "Server/missing.json", "--definitions", "Push/"], 74),
        (["payload", "Server/reply.json", "--definitions", "Nowhere/"], 74),
        (
            [
                "payload", "Server/reply.json", "--definitions", "Push/", "--definitions",
                "Push/push.actions.yaml",
            ], 0
        ),
    ]

    @Test(arguments: Self.commandLines)
    func exitStatusesAreThoseOfTheRestOfTheCLI(_ arguments: [String], _ status: Int32) throws {
        let scratch = try scratch()
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == status, "\(result.stderr)")
    }
}
