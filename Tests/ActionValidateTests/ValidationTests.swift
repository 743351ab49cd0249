import ActionModel
import ActionPipeline
import ActionSyntax
import ActionValidate
import Testing

/// Cross-file rules that fixtures show less directly: what is and is not reported
/// after another problem, and how much work the error path may do.
@Suite struct ValidationTests {
    static func diagnostics(_ source: String) -> [Diagnostic] {
        Compiler.compile([SourceFile(path: "test.yaml", bytes: Array(source.utf8))]).diagnostics
    }

    @Test func onlyTheFirstUnknownActionsGetSuggestions() {
        let count = Validator.maxUnknownActionSuggestions + 5
        let members = (0..<count).map { "MISSING_\($0)_ID" }
        var source = "actions:\n  MISSING_0_IDX: {title: A}\ncategories:\n"
        for (index, member) in members.enumerated() { source += "  C\(index): [\(member)]\n" }
        let unknown = Self.diagnostics(source).filter { $0.code == .unknownAction }
        #expect(unknown.count == count)
        let suggested = unknown.filter { !$0.notes.isEmpty }
        #expect(suggested.count == Validator.maxUnknownActionSuggestions)
    }

    @Test func anActionListedOnlyByARepeatedCategoryIsNotUnused() {
        let first = SourceFile(
            path: "a.yaml", bytes: Array("actions:\n  B: {title: B}\ncategories:\n  C: [B]\n".utf8))
        let second = SourceFile(
            path: "b.yaml", bytes: Array("actions:\n  A: {title: A}\ncategories:\n  C: [A]\n".utf8))
        let codes = Compiler.compile([first, second]).diagnostics.map(\.code)
        #expect(codes == [.duplicateIdentifier])
    }

    @Test func presetActionsAreNeverUnused() {
        #expect(Self.diagnostics("presets: [hive]\ncategories:\n  C: [CLOSE_ID]\n").isEmpty)
    }

    @Test func unusedActionsAreNotJudgedWhileACategoryIsBroken() {
        let codes = Self.diagnostics("actions:\n  A: {title: A}\ncategories:\n  C: {actions: A}\n").map(
            \.code)
        #expect(codes == [.typeMismatch])
    }

    @Test func everyProblemIsReportedInOneRun() {
        let source = """
            version: 2
            languages: [en, kr]
            actions:
              com.apple.x: {title: X}
              A: {title: {ko: 가}, options: [fg]}
            categories:
              C: [A, A, B, X, Y]
              E: []
            """
        let codes = Set(Self.diagnostics(source).map(\.code))
        #expect(
            codes == [
                .unsupportedVersion, .unknownLanguage, .reservedIdentifier, .missingEnglish, .invalidOption,
                .repeatedAction, .unknownAction, .tooManyActions, .emptyCategory,
            ])
        // com.apple.x is in no category, but with decoding errors usage is not judged.
        #expect(!codes.contains(.unusedAction))
    }
}
