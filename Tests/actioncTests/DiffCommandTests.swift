import Foundation
import TestSupport
import Testing

/// `actionc diff` through the real binary: a released version's manifest, Hive file or
/// definitions folder as the baseline, exit 1 on a breaking change only, the summary table
/// on stdout, one JSON document with `--diagnostics-format json`.
@Suite struct DiffCommandTests {
    /// Definitions.valid with LATER_ID gone from REPLY_CATEGORY, and a new category.
    static let changed = """
        actions:
          REPLY_ID:
            title: {en: Reply}
            options: [foreground]
        categories:
          REPLY_CATEGORY: [REPLY_ID]
          NEWS_CATEGORY: [REPLY_ID]

        """

    /// A scratch folder with Definitions.valid released as `Release/` (manifest, Hive file,
    /// definitions), and `definitions` in Push/.
    static func released(then definitions: String) throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Release/definitions/push.actions.yaml")
        let build = try scratch.run(
            "build", "Release/definitions", "-o", "Release", "--manifest", "Release/manifest.json", "--quiet")
        #expect(build.status == 0, "\(build.stderr)")
        try scratch.write(definitions, to: "Push/push.actions.yaml")
        return scratch
    }

    @Test(arguments: ["Release/manifest.json", "Release/hive_push_actions.json", "Release/definitions"])
    func noChangeExitsZeroWithEveryCategoryPresent(_ baseline: String) throws {
        let scratch = try Self.released(then: Definitions.valid)
        let result = try scratch.run("diff", "--baseline", baseline, "Push/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "category        \(baseline)\nREPLY_CATEGORY  present\n")
        #expect(result.stderr == "0 breaking changes, 0 warnings, 0 remarks against 1 baseline\n")
    }

    @Test func aBreakingChangeExitsOneWithTheRulesMessage() throws {
        let scratch = try Self.released(then: Self.changed)
        let result = try scratch.run("diff", "--baseline", "Release/manifest.json", "Push/")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Push/push.actions.yaml:6:3: error: action 'LATER_ID' was removed from category 'REPLY_CATEGORY'; users of this version can no longer answer with it [button-removed]\n"
            ))
        // The removed button's place in the baseline.
        #expect(
            result.stderr.contains("Release/manifest.json:5:31: note: was: buttons [REPLY_ID, LATER_ID]\n"))
        #expect(result.stderr.contains("remark: category 'NEWS_CATEGORY' is new"))
        #expect(result.stderr.hasSuffix("1 breaking change, 0 warnings, 1 remark against 1 baseline\n"))
        #expect(
            result.stdout
                == """
                category        Release/manifest.json
                REPLY_CATEGORY  changed
                NEWS_CATEGORY   new

                """)
    }

    @Test func onlyInformationExitsZero() throws {
        let added = Definitions.valid + "  NEWS_CATEGORY: [REPLY_ID]\n"
        let scratch = try Self.released(then: added)
        let result = try scratch.run("diff", "--baseline", "Release/manifest.json", "Push/", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("remark: category 'NEWS_CATEGORY' is new"))
    }

    /// The count line says what failed the run: a warning promoted by --strict is an error.
    @Test func strictCountsAPromotedWarningAsAnError() throws {
        let reordered = Definitions.valid.replacingOccurrences(
            of: "[REPLY_ID, LATER_ID]", with: "[LATER_ID, REPLY_ID]")
        let scratch = try Self.released(then: reordered)
        let plain = try scratch.run("diff", "--baseline", "Release/manifest.json", "Push/")
        #expect(plain.status == 0)
        #expect(plain.stderr.hasSuffix("0 breaking changes, 1 warning, 0 remarks against 1 baseline\n"))
        let strict = try scratch.run("diff", "--baseline", "Release/manifest.json", "Push/", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: the buttons of category 'REPLY_CATEGORY' changed order"))
        #expect(
            strict.stderr.hasSuffix(
                "0 breaking changes, 1 other error, 0 warnings, 0 remarks against 1 baseline\n"))
    }

    @Test func jsonIsOneDocumentWithTheSummary() throws {
        let scratch = try Self.released(then: Self.changed)
        let result = try scratch.run(
            "diff", "--baseline", "Release/manifest.json", "--baseline", "Release/definitions", "Push/",
            "--diagnostics-format", "json")
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error", "remark"])
        #expect(document["baselines"] as? [String] == ["Release/manifest.json", "Release/definitions"])
        let categories = try #require(document["categories"] as? [[String: Any]])
        #expect(categories.map { $0["id"] as? String } == ["REPLY_CATEGORY", "NEWS_CATEGORY"])
        #expect(
            categories.first?["baselines"] as? [String: String]
                == ["Release/manifest.json": "changed", "Release/definitions": "changed"])
        // One change against both baselines is one diagnostic that names them.
        let notes = try #require(diagnostics.first?["notes"] as? [[String: Any]])
        #expect(
            notes.contains {
                $0["message"] as? String == "in 2 of 2 baselines: Release/manifest.json, Release/definitions"
            })
    }

    @Test func aBaselineWithErrorsIsReportedInItsFile() throws {
        let scratch = try Self.released(then: Definitions.valid)
        try scratch.write(#"{"catalogVersion": "x", "categories": {"A": {"actions": "B"}}}"#, to: "bad.json")
        let result = try scratch.run("diff", "--baseline", "bad.json", "Push/")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "bad.json:1:57: error: expected a list of action ids, found 'B' [type-mismatch]\n"))
    }

    /// A failed `git show v1.4.0:Push/game.actions.yaml > base.actions.yaml` leaves an empty
    /// file, which compared with nothing and passed, against 0 baselines.
    @Test(arguments: [
        ("base.actions.yaml", ""), ("base.actions.yaml", "# only a comment\n"),
        ("base.json", #"{"catalogVersion": "0", "categories": {}, "actions": {}}"#),
    ])
    func aBaselineThatHoldsNothingIsAnError(_ name: String, _ content: String) throws {
        let scratch = try Self.released(then: Definitions.valid)
        try scratch.write(content, to: name)
        let result = try scratch.run("diff", "--baseline", name, "Push/")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(name):1:1: error: baseline '\(name)' defines no category or action, so nothing could be compared with it [empty-catalog]\n"
            ), "\(result.stderr)")
    }

    static let problems: [(arguments: [String], status: Int32)] = [
        (["diff", "Push/"], 64), (["diff", "--baseline"], 64), (["diff", "--baseline", "", "Push/"], 64),
        (["diff", "--baseline", "missing.json", "Push/"], 74),
        (["diff", "--baseline", "Push/", "Nowhere/"], 74),
    ]

    @Test(arguments: problems)
    func usageAndFileProblems(arguments: [String], status: Int32) throws {
        let scratch = try Self.released(then: Definitions.valid)
        #expect(try ActioncProcess.run(arguments, in: scratch.url).status == status)
    }
}
