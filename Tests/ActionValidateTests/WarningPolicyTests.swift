import ActionModel
import ActionPipeline
import ActionSyntax
import ActionValidate
import Foundation
import TestSupport
import Testing

/// `warnings:`, `allow:` and `--ignore` (`CompilerOptions.ignoredWarnings`): what each turns
/// off, and where the problems with them point. `1️⃣` marks where a diagnostic belongs, `2️⃣`
/// its located note.
@Suite struct WarningPolicyTests {
    private func compile(_ sources: [(String, MarkedText)], ignoring: [DiagnosticCode] = [])
        -> CompilationResult
    {
        Compiler.compile(
            sources.map { SourceFile(path: $0.0, bytes: Array($0.1.text.utf8)) },
            options: CompilerOptions(ignoredWarnings: ignoring))
    }

    private func compile(_ source: String, ignoring: [DiagnosticCode] = []) -> CompilationResult {
        compile([("test.yaml", MarkedText(source))], ignoring: ignoring)
    }

    private func location(_ marked: MarkedText, _ marker: Character, in file: String = "test.yaml")
        -> ActionSyntax.SourceLocation
    {
        SourceLocation(file: file, line: marked[marker].line, column: marked[marker].column)
    }

    /// The newcomer's project: three categories, one of them knowingly using an option the
    /// Hive file cannot carry, acknowledged there, so `--strict` has nothing to promote.
    @Test func anAcknowledgedOptionLeavesNothingToPromote() {
        let result = compile(
            """
            actions:
              REPLY: {title: Reply}
              DISMISS: {title: Dismiss, options: [destructive]}
            categories:
              CHAT: [REPLY, DISMISS]
              ORDER: [REPLY]
              ALERT:
                actions: [DISMISS]
                options: [customDismissAction]
                allow: [not-in-hive-json]
            """)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(result.output != nil)
    }

    /// An `allow` is for its own definition: the same warning about another stays.
    @Test func anAllowActsOnItsOwnDefinitionAlone() {
        let result = compile(
            """
            languages: [en, ko]
            actions:
              REPLY: {title: Reply, allow: [missing-translation]}
              LATER: {title: 1️⃣Later}
            categories:
              CHAT: [REPLY, LATER]
            """)
        #expect(result.diagnostics.map(\.code) == [.missingTranslation])
        #expect(result.diagnostics.first?.definition == .action("LATER"))
    }

    @Test func projectLevelsIgnoreOrPromoteAndTheCommandLineIgnoresOverThem() throws {
        let marked = MarkedText(
            """
            languages: [en, ko]
            warnings:
              missing-translation: 2️⃣error
              unused-action: ignore
            actions:
              REPLY: {title: 1️⃣Reply}
              UNUSED: {title: {en: Unused, ko: 미사용}}
            categories:
              CHAT: [REPLY]
            """)
        let result = compile([("test.yaml", marked)])
        #expect(result.diagnostics.map(\.code) == [.missingTranslation])
        let promoted = try #require(result.diagnostics.first)
        #expect(promoted.severity == .error)
        #expect(promoted.location == location(marked, "1"))
        #expect(promoted.notes.last?.location == location(marked, "2"))
        #expect(result.output == nil)
        #expect(compile([("test.yaml", marked)], ignoring: [.missingTranslation]).diagnostics.isEmpty)
    }

    /// The project has one level per code, whichever file sets it.
    @Test func twoFilesSettingOneCodeDifferentlyConflict() {
        let first = MarkedText("warnings:\n  long-title: 2️⃣ignore\n  empty-catalog: ignore\n")
        let second = MarkedText("warnings:\n  long-title: 1️⃣error\n  empty-catalog: ignore\n")
        let diagnostics = compile([("a.yaml", first), ("b.yaml", second)]).diagnostics
        #expect(diagnostics.map(\.code) == [.conflictingWarningLevel])
        #expect(diagnostics.first?.location == location(second, "1", in: "b.yaml"))
        #expect(diagnostics.first?.notes.first?.location == location(first, "2", in: "a.yaml"))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var code: DiagnosticCode
        var detail: String
        var source: String

        var testDescription: String { code.rawValue + " (\(detail))" }
    }

    static let positionCases: [Case] = [
        Case(code: .unknownCode, detail: "in warnings", source: "warnings:\n  1️⃣long-titel: ignore\n"),
        Case(
            code: .unknownCode, detail: "in allow",
            source: "actions:\n  A: {title: A, allow: [1️⃣unused]}\ncategories:\n  C: [A]\n"),
        Case(code: .cannotAcknowledge, detail: "an error code", source: "warnings:\n  1️⃣syntax: ignore\n"),
        Case(
            code: .cannotAcknowledge, detail: "a warning about no one definition",
            source: "actions:\n  A: {title: A, allow: [1️⃣empty-catalog]}\ncategories:\n  C: [A]\n"),
        Case(code: .typeMismatch, detail: "a level", source: "warnings:\n  long-title: 1️⃣off\n"),
        Case(
            code: .unusedAllow, detail: "nothing to acknowledge",
            source: "actions:\n  A: {title: A, allow: [1️⃣long-title]}\ncategories:\n  C: [A]\n"),
        Case(
            code: .unusedAllow, detail: "written twice",
            source:
                "actions:\n  A: {title: A, allow: [2️⃣unused-action, 1️⃣unused-action]}\n"),
    ]

    @Test(arguments: positionCases)
    func diagnosticIsAtItsMarker(_ testCase: Case) throws {
        let marked = MarkedText(testCase.source)
        let diagnostics = compile([("test.yaml", marked)]).diagnostics
        let diagnostic = try #require(
            diagnostics.last { $0.code == testCase.code }, "\(DiagnosticFormatter.text(diagnostics))")
        #expect(diagnostic.location == location(marked, "1"))
        let noteLocation = diagnostic.notes.lazy.compactMap(\.location).first
        #expect(noteLocation == marked.markers["2"].map { _ in location(marked, "2") })
    }

    /// An error may hide the warning an entry acknowledges, so the entry is not judged then.
    @Test func unusedAllowsWaitForABuildWithoutErrors() {
        let result = compile(
            "actions:\n  A: {title: A, allow: [long-title]}\ncategories:\n  C: [A, MISSING]\n")
        #expect(result.diagnostics.map(\.code) == [.unknownAction])
    }

    /// A repeated entry is an `unused-allow` as a stale one is, and the project's level for
    /// the code holds for both.
    @Test func aRepeatedAllowFollowsTheLevelOfUnusedAllow() throws {
        let repeated = "actions:\n  A: {title: A, allow: [long-title, long-title]}\ncategories:\n  C: [A]\n"
        #expect(compile(repeated).diagnostics.map(\.code) == [.unusedAllow, .unusedAllow])
        #expect(compile("warnings:\n  unused-allow: ignore\n" + repeated).diagnostics.isEmpty)
        #expect(compile(repeated, ignoring: [.unusedAllow]).diagnostics.isEmpty)
        // An error then: the stale entry waits for a build without one.
        let promoted = compile("warnings:\n  unused-allow: error\n" + repeated).diagnostics
        #expect(promoted.map(\.severity) == [.error])
    }

    /// An entry for a check that did not run (no `--info-plist`) cannot be judged either.
    @Test func anAllowForACheckThatDidNotRunIsNotJudged() {
        let result = compile(
            "actions:\n  A: {title: A}\ncategories:\n  C: {actions: [A], allow: [unlisted-category]}\n")
        #expect(result.diagnostics.isEmpty)
    }

    /// Every code `warnings:` can set is a warning of some check, and `allow` takes only the
    /// ones reported about one definition.
    @Test func theAcknowledgeableCodesAreTheWarnings() {
        let warnings = Set(AcknowledgeableCode.warnings.map(\.code))
        #expect(
            warnings == [
                .missingTranslation, .unusedAction, .longTitle, .notInHiveJSON, .notOnAndroid, .deprecated,
                .unknownIntent,
                .countSpecifier, .emptyCatalog, .unusedAllow, .unlistedCategory, .staleTranslation,
                .untranslatedLocKey, .unusedLocArgs, .staleLocKey,
            ])
        #expect(
            AcknowledgeableCode.all.filter(\.perDefinition).map(\.code).contains(.emptyCatalog) == false)
    }
}

/// The schema's lists of codes are the policy's, so an editor accepts what actionc does.
@Suite struct WarningSchemaTests {
    private func schema() throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(DefinitionsSchema.text.utf8)) as? [String: Any])
    }

    @Test func warningsTakesTheCodesThatCanBeSetForTheProject() throws {
        let properties = try #require(try schema()["properties"] as? [String: Any])
        let warnings = try #require(properties["warnings"] as? [String: Any])
        let names = try #require((warnings["propertyNames"] as? [String: Any])?["enum"] as? [String])
        #expect(names == AcknowledgeableCode.all.filter(\.projectWide).map(\.code.rawValue))
    }

    @Test func allowTakesTheCodesThatCanBeAllowedOnADefinition() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        let list = try #require(definitions["allowList"] as? [String: Any])
        let names = try #require((list["items"] as? [String: Any])?["enum"] as? [String])
        #expect(names == AcknowledgeableCode.all.filter(\.perDefinition).map(\.code.rawValue))
    }
}
