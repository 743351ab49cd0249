import ActionPlist
import ActionSyntax
import TestSupport
import Testing

/// The Android string resource reader: names and texts at their marked places, texts as
/// aapt2 compiles them, plurals, and each mistake at its place.
@Suite struct AndroidStringsReaderTests {
    static var resources: MarkedText {
        MarkedText(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <!-- The chat-ended push. -->
                <string name="1️⃣chat_ended_title">2️⃣Chat   ended </string>
                <string name="chat_ended_body">3️⃣<xliff:g id="agent">%1$s</xliff:g> hat den \\"Chat\\" beendet.\\nIt\\'s "  kept  " \\u00E9</string>
                <plurals name="4️⃣messages">
                    <item quantity="one">5️⃣%d message</item>
                    <item quantity="other">%d messages</item>
                </plurals>
                <string-array name="skipped"><item>x</item></string-array>
            </resources>

            """)
    }

    @Test func readsStringsAndPluralsAtTheirPlaces() throws {
        let marked = Self.resources
        let result = AndroidStringsReader.parse(Array(marked.text.utf8), file: "res/values/strings.xml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .mapping(let entries, _)? = result.root else {
            Issue.record("no mapping")
            return
        }
        #expect(entries.map(\.key.text) == ["chat_ended_title", "chat_ended_body", "messages"])
        func position(_ marker: Character) -> Position {
            Position(line: marked[marker].line, column: marked[marker].column)
        }
        #expect(entries[0].key.position == position("1"))
        guard case .scalar(let title) = entries[0].value, case .scalar(let body) = entries[1].value,
            case .mapping(let items, _) = entries[2].value
        else {
            Issue.record("unexpected shapes")
            return
        }
        #expect(title.text == "Chat ended")
        #expect(title.position == position("2"))
        #expect(body.text == "%1$s hat den \"Chat\" beendet.\nIt's   kept   é")
        #expect(body.position == position("3"))
        #expect(entries[2].key.position == position("4"))
        #expect(items.map(\.key.text) == ["one", "other"])
        #expect(items.first?.value.position == position("5"))
    }

    static let mistakes: [(String, String)] = [
        (
            "<resources>\n  1️⃣<string>x</string>\n</resources>\n",
            "<string> has no 'name'; write <string name=\"…\">"
        ),
        (
            "<?xml version=\"1.0\"?>\n1️⃣<plist></plist>\n",
            "the root element is <plist>; a resource file's is <resources>"
        ),
        (
            "<resources>\n<plurals name=\"p\">1️⃣<item>x</item></plurals>\n</resources>\n",
            "<item> of a <plurals> has no 'quantity'; write <item quantity=\"other\">"
        ),
    ]

    @Test(arguments: Self.mistakes)
    func eachMistakeIsAPositionedSyntaxError(_ text: String, _ message: String) {
        let marked = MarkedText(text)
        let result = AndroidStringsReader.parse(Array(marked.text.utf8), file: "strings.xml")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code) == [.syntax])
        #expect(result.diagnostics.first?.message == message)
        #expect(
            result.diagnostics.first?.location
                == SourceLocation(file: "strings.xml", line: marked["1"].line, column: marked["1"].column))
    }

    @Test func malformedXMLAndDepthAreReported() {
        let broken = AndroidStringsReader.parse(
            Array("<resources>\n<string name=\"a\">b</strin>\n".utf8), file: "s.xml")
        #expect(broken.diagnostics.map(\.code) == [.syntax])
        #expect(broken.diagnostics.first?.location?.line == 2)
        let deep = String(repeating: "<b>", count: 10)
        let nested = AndroidStringsReader.parse(
            Array("<resources><string name=\"a\">\(deep)</string></resources>".utf8), file: "s.xml",
            limits: ParseLimits(maxDepth: 5))
        #expect(nested.diagnostics.map(\.code) == [.limit])
    }
}
