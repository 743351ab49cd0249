import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The format checker of summary formats and hidden-previews placeholders: that one wrong
/// specifier in one translation fails a build that passes without it, and how specifiers
/// are read. Where each problem points, in every way a text can be written, is among
/// DiagnosticPositionTests' marker cases (`formatCases`).
@Suite struct FormatStringTests {
    /// The mutation: the valid three-language fixture builds; the same file with `%u`
    /// swapped for `%@` in one translation does not, and the error is at that `%@`.
    @Test func swappingTheCountForTheListInOneTranslationFailsAtItsColumn() throws {
        let path = "Tests/Fixtures/valid/category-texts.yaml"
        let original = try #require(String(decoding: Fixtures.source(path).bytes, as: UTF8.self) as String?)
        #expect(
            !Compiler.compile([SourceFile(path: path, bytes: Array(original.utf8))]).diagnostics.hasErrors)
        let line = "      ja: \"%u件の新着メッセージ\""
        #expect(original.contains(line + "\n"))
        let mutated = MarkedText(
            original.replacingOccurrences(of: line, with: "      ja: \"1️⃣%@件の新着メッセージ\""))
        let result = Compiler.compile([SourceFile(path: path, bytes: Array(mutated.text.utf8))])
        #expect(result.output == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.formatMismatch])
        #expect(errors.first?.location == location(mutated, "1", in: path))
        #expect(errors.first?.message.contains("in 'ja'") == true)
    }

    @Test func specifiersAreReadAsStringFormatReadsThem() {
        let specifiers = FormatSpecifier.all(in: "%% %u %1$u %2$@ %lu %d %s %5u %").map {
            "\($0.text) \($0.kind)"
        }
        #expect(
            specifiers == [
                "%u count", "%1$u count", "%2$@ list", "%lu count", "%d count", "%s unsupported",
                "%5u unsupported", "% unsupported",
            ])
    }

    private func location(_ marked: MarkedText, _ marker: Character, in file: String)
        -> ActionSyntax.SourceLocation
    {
        SourceLocation(file: file, line: marked[marker].line, column: marked[marker].column)
    }
}

/// Where each format problem points, run with the other marker cases.
extension DiagnosticPositionTests {
    static let formatCategory = "actions:\n  A_ID: {title: A}\ncategories:\n  C:\n    actions: [A_ID]\n"

    static let formatCases: [Case] = [
        Case(
            code: .formatMismatch, detail: "plain scalar",
            source: formatCategory + "    summaryFormat: new %u from 1️⃣%s\n"),
        Case(
            code: .formatMismatch, detail: "double-quoted",
            source: formatCategory + "    summaryFormat: \"%u new 1️⃣%f\"\n"),
        Case(
            code: .formatMismatch, detail: "single-quoted",
            source: formatCategory + "    summaryFormat: '%u new 1️⃣%x'\n"),
        Case(
            code: .formatMismatch, detail: "after wide characters",
            source: formatCategory + "    summaryFormat: {en: \"%u new\", ja: \"新着メッセージ 1️⃣%@件\"}\n"),
        Case(
            code: .formatMismatch, detail: "second count",
            source: formatCategory + "    summaryFormat: \"%u of 1️⃣%u\"\n"),
        Case(
            code: .formatMismatch, detail: "third argument",
            source: formatCategory + "    summaryFormat: \"%1$u %2$@ 1️⃣%3$@\"\n"),
        Case(
            code: .formatMismatch, detail: "placeholder's list",
            source: formatCategory + "    hiddenPreviewsBodyPlaceholder: \"%u from 1️⃣%@\"\n"
        ),
        Case(
            code: .formatMismatch, detail: "translation adds an argument",
            source: formatCategory + "    summaryFormat: {en: \"%u new\", de: \"%u neu von 1️⃣%@\"}\n"),
        Case(
            code: .formatMismatch, detail: "translation leaves one out",
            source: formatCategory + "    summaryFormat: {en: \"%u new\", fr: 1️⃣\"Nouveaux\"}\n"),
        Case(
            code: .formatMismatch, detail: "escaped text points at its start",
            source: formatCategory + "    summaryFormat: 1️⃣\"\\t%u new %s\"\n"),
        Case(
            code: .formatMismatch, detail: "folded text points at its start",
            source: formatCategory + "    summaryFormat: 1️⃣>-\n      %u new\n      %s\n"),
        Case(
            code: .formatMismatch, detail: "JSON", file: "test.json",
            source: """
                {"actions": {"A_ID": {"title": "A"}},
                 "categories": {"C": {"actions": ["A_ID"], "summaryFormat": {"en": "%u new from 1️⃣%s"}}}}
                """),
        Case(
            code: .formatMismatch, detail: "JSON with an escape", file: "test.json",
            source: """
                {"actions": {"A_ID": {"title": "A"}},
                 "categories": {"C": {"actions": ["A_ID"], "summaryFormat": {"en": 1️⃣"\\u2709 %u from %s"}}}}
                """),
        Case(
            code: .countSpecifier, detail: "%lu", source: formatCategory + "    summaryFormat: \"1️⃣%lu new\"\n"
        ),
        Case(
            code: .notInHiveJSON, detail: "with the placeholder's count",
            source: "actions:\n  A_ID: {title: A}\ncategories:\n  1️⃣C:\n    actions: [A_ID]\n"
                + "    hiddenPreviewsBodyPlaceholder: \"You have 2️⃣%u messages\"\n"),
    ]

}
