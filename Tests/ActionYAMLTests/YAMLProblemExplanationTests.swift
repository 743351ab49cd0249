import ActionSyntax
import ActionYAML
import TestSupport
import Testing

/// Issue 18: libyaml's wording, retold where the likely mistake can be told. Markers:
/// 1️⃣ where the error points, 2️⃣ where libyaml says it was reading.
@Suite struct YAMLProblemExplanationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let message: String
        let note: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a tab before a key", source: "actions:\n  REPLY_ID:\n1️⃣\ttitle: Reply\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            note: "libyaml: found character that cannot start any token"),
        Case(
            name: "a tab after spaces",
            source: "actions:\n  REPLY_ID:\n    title: {en: Reply}\n  1️⃣\toptions: []\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            note: "libyaml: found character that cannot start any token"),
        Case(
            name: "a tab after a plain value",
            source: "actions:\n  REPLY_ID:\n    title: Reply\n1️⃣\toptions: [foreground]\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            note: "libyaml: found a tab character that violates indentation"),
        Case(
            name: "a key between two columns",
            source: "actions:\n  2️⃣REPLY_ID:\n    title: Reply\n   1️⃣options: [foreground]\n",
            message: "did not find expected key",
            note: "line 4 is indented 3 spaces, which lines up with no key above it: 'REPLY_ID' (line 2)"
                + " is indented 2 and 'title' (line 3) 4; the keys of one mapping start in the same column"),
        Case(
            name: "a language one space short",
            source: "actions:\n  REPLY_ID:\n    2️⃣title:\n      en: Reply\n     1️⃣ko: 답장\n",
            message: "did not find expected key",
            note: "line 5 is indented 5 spaces, which lines up with no key above it: 'title' (line 3)"
                + " is indented 4 and 'en' (line 4) 6; the keys of one mapping start in the same column"),
        Case(
            name: "a key indented under a plain value",
            source: "actions:\n  REPLY_ID:\n    title: Reply\n      options1️⃣: [foreground]\n",
            message: "mapping values are not allowed in this context",
            note:
                "line 4 is indented more than 'title' on line 3, so YAML reads it as more of that key's value;"
                + " indent it as far as 'title' to make it a key beside it"),
        Case(
            name: "a plain value holding a colon", source: "actions:\n  REPLY_ID:\n    title: Reply1️⃣: now\n",
            message: "mapping values are not allowed in this context",
            note: "a plain value cannot hold ': '; quote it: title: \"Reply: now\""),
        Case(
            name: "a plain value holding a colon and quotes",
            source: "actions:\n  REPLY_ID:\n    - title: Say \"hi\"1️⃣: now\n",
            message: "mapping values are not allowed in this context",
            note: "a plain value cannot hold ': '; put the value of 'title' in quotes"),
        Case(
            name: "a mistake that cannot be told", source: "categories:\n  A:\n    - A_ID\n    B_ID\n1️⃣",
            message: "could not find expected ':'", note: nil),
    ]

    @Test(arguments: cases)
    func libyamlProblemsGetTheLikelyCause(_ testCase: Case) throws {
        let marked = MarkedText(testCase.source)
        let result = YAMLReader.parse(Array(marked.text.utf8), file: "push.actions.yaml")
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .syntax)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.location == location(marked, "1"))
        #expect(diagnostic.notes.last?.message == testCase.note ?? "while scanning a simple key")
        if marked.markers["2"] != nil {
            #expect(diagnostic.notes.first?.location == location(marked, "2"))
        }
    }

    private func location(_ marked: MarkedText, _ marker: Character) -> ActionSyntax.SourceLocation {
        SourceLocation(file: "push.actions.yaml", line: marked[marker].line, column: marked[marker].column)
    }
}
