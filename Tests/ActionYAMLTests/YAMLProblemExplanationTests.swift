import ActionSyntax
import ActionYAML
import TestSupport
import Testing

/// Issues 18 and 36: libyaml's wording, retold where the likely mistake can be told. Markers:
/// 1️⃣ where the error points, 2️⃣ where the first note points (libyaml's context, or where
/// libyaml stopped when the message is retold).
@Suite struct YAMLProblemExplanationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let message: String
        /// Every note's message, in order.
        let notes: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a tab before a key", source: "actions:\n  REPLY_ID:\n1️⃣\ttitle: Reply\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            notes: ["libyaml: found character that cannot start any token"]),
        Case(
            name: "a tab after spaces",
            source: "actions:\n  REPLY_ID:\n    title: {en: Reply}\n  1️⃣\toptions: []\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            notes: ["libyaml: found character that cannot start any token"]),
        Case(
            name: "a tab after a plain value",
            source: "actions:\n  REPLY_ID:\n    title: Reply\n1️⃣\toptions: [foreground]\n",
            message: "a tab in the indentation: YAML indents with spaces, not tabs",
            notes: ["libyaml: found a tab character that violates indentation"]),
        Case(
            name: "a key between two columns",
            source: "actions:\n  2️⃣REPLY_ID:\n    title: Reply\n   1️⃣options: [foreground]\n",
            message: "did not find expected key",
            notes: [
                "while parsing a block mapping",
                "line 4 is indented 3 spaces, which lines up with no key above it: 'REPLY_ID' (line 2)"
                    + " is indented 2 and 'title' (line 3) 4; the keys of one mapping start in the same column",
            ]),
        Case(
            name: "a language one space short",
            source: "actions:\n  REPLY_ID:\n    2️⃣title:\n      en: Reply\n     1️⃣ko: 답장\n",
            message: "did not find expected key",
            notes: [
                "while parsing a block mapping",
                "line 5 is indented 5 spaces, which lines up with no key above it: 'title' (line 3)"
                    + " is indented 4 and 'en' (line 4) 6; the keys of one mapping start in the same column",
            ]),
        Case(
            name: "a key indented under a plain value",
            source: "actions:\n  REPLY_ID:\n    title: Reply\n      options1️⃣: [foreground]\n",
            message: "mapping values are not allowed in this context",
            notes: [
                "line 4 is indented more than 'title' on line 3, so YAML reads it as more of that key's value;"
                    + " indent it as far as 'title' to make it a key beside it"
            ]),
        Case(
            name: "a plain value holding a colon", source: "actions:\n  REPLY_ID:\n    title: Reply1️⃣: now\n",
            message: "the value of 'title' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: title: \"Reply: now\"",
            notes: []),
        Case(
            name: "a plain language text holding a colon",
            source: "actions:\n  SALE_ID:\n    title:\n      en: Sale1️⃣: Buy Now\n      ko: 세일\n",
            message: "the value of 'en' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: en: \"Sale: Buy Now\"",
            notes: []),
        Case(
            name: "a colon in a flow mapping's plain text",
            source: "actions:\n  SALE_ID:\n    title: {en: Sale1️⃣: Buy Now, ko: 세일: 지금}\n",
            message: "the value of 'en' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: en: \"Sale: Buy Now\"",
            notes: []),
        Case(
            name: "a colon after text in another script",
            source: "actions:\n  SALE_ID:\n    title: {en: Sale, ko: 세일1️⃣: 지금}\n",
            message: "the value of 'ko' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: ko: \"세일: 지금\"",
            notes: []),
        Case(
            name: "a plain value holding a colon and quotes",
            source: "actions:\n  REPLY_ID:\n    - title: Say \"hi\"1️⃣: now\n",
            message: "the value of 'title' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: title: 'Say \"hi\": now'",
            notes: []),
        Case(
            name: "a plain value holding a colon and a comment",
            source: "actions:\n  REPLY_ID:\n    title: Sale1️⃣: now # or later\n",
            message: "the value of 'title' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes",
            notes: []),
        Case(
            name: "a comment hiding a flow mapping's brace",
            source: "actions:\n  SALE_ID:\n    title: {en: Sale 1️⃣#1 today, ko: 세일}\n2️⃣options: []\n",
            message: "' #' starts a comment, even inside a plain value, and the comment hides the rest of"
                + " line 3, its '}' included; put the value in quotes: en: \"Sale #1 today\"",
            notes: ["libyaml: did not find expected ',' or '}'"]),
        Case(
            name: "an apostrophe in a single-quoted text",
            source: "actions:\n  LATER_ID:\n    title: 'Don1️⃣'2️⃣t remind me'\n",
            message: "an apostrophe ends a single-quoted text; put the text in double quotes,"
                + " title: \"Don't remind me\", or write each apostrophe in it twice: title: 'Don''t remind me'",
            notes: ["libyaml: did not find expected key"]),
        Case(
            name: "an apostrophe in a single-quoted language text",
            source: "actions:\n  LATER_ID:\n    title: {en: 'Don1️⃣'2️⃣t remind me', ko: '나중에'}\n",
            message: "an apostrophe ends a single-quoted text; put the text in double quotes,"
                + " en: \"Don't remind me\", or write each apostrophe in it twice: en: 'Don''t remind me'",
            notes: ["libyaml: did not find expected ',' or '}'"]),
        Case(
            name: "an apostrophe in a single-quoted list item",
            source: "categories:\n  LATER_CATEGORY:\n    - 'Don1️⃣'2️⃣t'\n",
            message: "an apostrophe ends a single-quoted text; put the text in double quotes, \"Don't\","
                + " or write each apostrophe in it twice: 'Don''t'",
            notes: ["libyaml: did not find expected '-' indicator"]),
        Case(
            name: "a double quote in a double-quoted text",
            source: "actions:\n  HI_ID:\n    title: \"Say 1️⃣\"2️⃣hi\" now\"\n",
            message: "a double quote ends a double-quoted text; put the text in single quotes,"
                + " title: 'Say \"hi\" now', or write each \" in it as \\\": title: \"Say \\\"hi\\\" now\"",
            notes: ["libyaml: did not find expected key"]),
        Case(
            name: "text after a closing quote", source: "actions:\n  LATER_ID:\n    title: 'Later' 1️⃣today\n",
            message: "text follows the ' that closes a quoted value; put all of the text inside the quotes",
            notes: []),
        Case(
            name: "a quote never closed",
            source:
                "actions:\n  LATER_ID:\n    title: {en: 1️⃣\"Later, ko: 나중에}\ncategories:\n  A: [LATER_ID]\n2️⃣",
            message: "the \" that opens the value of 'en' is never closed, so YAML read the rest of the file"
                + " as its text; end the text with \"",
            notes: ["libyaml: found unexpected end of stream"]),
        Case(
            name: "a brace never closed",
            source: "actions:\n  LATER_ID:\n    title: 1️⃣{en: Later, ko: 나중에\ncategories2️⃣:\n  A: [LATER_ID]\n",
            message:
                "the '{' that opens the value of 'title' is never closed, so YAML read on to line 4 looking"
                + " for ',' or '}'; end the mapping with '}'",
            notes: ["libyaml: did not find expected ',' or '}'"]),
        Case(
            name: "a bracket never closed",
            source: "categories:\n  A: 1️⃣[LATER_ID\n  B2️⃣: [LATER_ID]\n",
            message: "the '[' that opens the value of 'A' is never closed, so YAML read on to line 3 looking"
                + " for ',' or ']'; end the list with ']'",
            notes: ["libyaml: did not find expected ',' or ']'"]),
        Case(
            name: "a backslash that escapes nothing",
            source: "actions:\n  SAVE_ID:\n    title: \"Save to C:1️⃣\\Games\"\n",
            message: "'\\G' is no escape in double quotes; write a backslash as '\\\\', or put the text in"
                + " single quotes: title: 'Save to C:\\Games'",
            notes: []),
        Case(
            name: "a mistake that cannot be told", source: "categories:\n  A:\n    - A_ID\n    B_ID\n1️⃣",
            message: "could not find expected ':'", notes: ["while scanning a simple key"]),
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
        #expect(diagnostic.notes.map(\.message) == testCase.notes)
        if marked.markers["2"] != nil {
            #expect(diagnostic.notes.first?.location == location(marked, "2"))
        }
    }

    private func location(_ marked: MarkedText, _ marker: Character) -> ActionSyntax.SourceLocation {
        SourceLocation(file: "push.actions.yaml", line: marked[marker].line, column: marked[marker].column)
    }
}
