import ActionPlist
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The property list reader: the tree it builds from XML as Xcode writes it, the positions
/// of its values (marked in the text), and what it turns away.
@Suite struct PlistReaderTests {
    /// A Notification Content Extension's Info.plist as Xcode's template writes it: XML
    /// header, DOCTYPE, tab indentation; one id holds a non-ASCII letter, so columns are
    /// seen to count Unicode scalars.
    static let contentExtension = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        1️⃣<dict>
        \t<key>2️⃣NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionAttributes</key>
        \t\t<dict>
        \t\t\t<key>UNNotificationExtensionCategory</key>
        \t\t\t3️⃣<array>
        \t\t\t\t<string>4️⃣ÉTÉ_CATEGORY</string>
        \t\t\t\t<string >5️⃣B &amp; C</string>
        \t\t\t</array>
        \t\t\t<key>UNNotificationExtensionInitialContentSizeRatio</key>
        \t\t\t<real>6️⃣1</real>
        \t\t\t<key>UNNotificationExtensionDefaultContentHidden</key>
        \t\t\t7️⃣<true/>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    private func parse(_ text: String, limits: ParseLimits = .default) -> ParseResult {
        PlistReader.parse(Array(text.utf8), file: "Info.plist", limits: limits)
    }

    /// A text element's start is found from its text's position, past non-ASCII text,
    /// `\r\n` line ends, a spaced start tag and text that itself starts with `<` (CDATA).
    @Test func elementStartIsTheStartTagsAngleBracket() throws {
        let plist = MarkedText(
            "<plist><dict>\r\n\t<key>ÉTÉ</key>\r\n\t1️⃣<string >2️⃣A</string>\r\n"
                + "\t<key>B</key>3️⃣<string>4️⃣<![CDATA[C]]></string></dict></plist>\r\n")
        guard case .mapping(let entries, _) = parse(plist.text).root, entries.count == 2 else {
            Issue.record("expected a dict of two entries")
            return
        }
        func position(_ marker: Character) -> Position {
            Position(line: plist[marker].line, column: plist[marker].column)
        }
        let bytes = Array(plist.text.utf8)
        for (entry, (text, start)) in zip(entries, [("2", "1"), ("4", "3")] as [(Character, Character)]) {
            #expect(entry.value.position == position(text))
            #expect(PlistReader.elementStart(ofTextAt: entry.value.position, in: bytes) == position(start))
        }
    }

    private func entries(_ node: Node?) -> [MappingEntry] {
        guard case .mapping(let entries, _) = node else { return [] }
        return entries
    }

    private func value(_ node: Node?, _ key: String) -> Node? {
        entries(node).first { $0.key.text == key }?.value
    }

    @Test func readsXcodesInfoPlistWithPositions() throws {
        let marked = MarkedText(Self.contentExtension)
        let result = parse(marked.text)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.position == Position(line: marked["1"].line, column: marked["1"].column))
        let key = try #require(entries(root).first?.key)
        #expect(key.text == "NSExtension")
        #expect(key.position == Position(line: marked["2"].line, column: marked["2"].column))

        let attributes = value(value(root, "NSExtension"), "NSExtensionAttributes")
        let categories = try #require(value(attributes, "UNNotificationExtensionCategory"))
        #expect(categories.position == Position(line: marked["3"].line, column: marked["3"].column))
        guard case .sequence(let items, _) = categories else {
            Issue.record("expected an array, found \(categories)")
            return
        }
        let strings = items.compactMap { item -> Scalar? in
            if case .scalar(let scalar) = item { return scalar }
            return nil
        }
        #expect(strings.map(\.text) == ["ÉTÉ_CATEGORY", "B & C"])
        #expect(strings.allSatisfy { $0.style == .quoted })
        #expect(strings[0].position == Position(line: marked["4"].line, column: marked["4"].column))
        #expect(strings[1].position == Position(line: marked["5"].line, column: marked["5"].column))

        guard case .scalar(let ratio) = value(attributes, "UNNotificationExtensionInitialContentSizeRatio"),
            case .scalar(let hidden) = value(attributes, "UNNotificationExtensionDefaultContentHidden")
        else {
            Issue.record("expected scalars")
            return
        }
        #expect((ratio.text, ratio.style) == ("1", .plain))
        #expect(ratio.position == Position(line: marked["6"].line, column: marked["6"].column))
        #expect((hidden.text, hidden.style) == ("true", .plain))
        #expect(hidden.position == Position(line: marked["7"].line, column: marked["7"].column))
    }

    @Test func crlfLineEndsKeepPositions() throws {
        let marked = MarkedText(
            "<plist>\n<dict>\n\t<key>1️⃣A</key>\n\t<string>2️⃣B</string>\n</dict>\n</plist>\n")
        let result = parse(marked.text.replacingOccurrences(of: "\n", with: "\r\n"))
        let entry = try #require(entries(result.root).first)
        #expect(entry.key.position == Position(line: marked["1"].line, column: marked["1"].column))
        #expect(entry.value.position == Position(line: marked["2"].line, column: marked["2"].column))
    }

    /// Each problem, at the place it is marked. libxml2's own errors (the tag mismatch) are
    /// where it stopped reading: just past the offending tag.
    static let problems: [(String, DiagnosticCode, String)] = [
        ("<plist>\n<dict>\n\t<key>A</key>\n\t<string>B</strng>1️⃣\n</dict>\n</plist>\n", .syntax, "mismatch"),
        ("<plist>\n1️⃣<foo/>\n</plist>\n", .syntax, "<foo> is not a property list element"),
        ("1️⃣<dict/>\n", .syntax, "the root element is <dict>, not <plist>"),
        ("<plist>\n<dict>\n\t<key>1️⃣A</key>\n</dict>\n</plist>\n", .syntax, "key 'A' has no value"),
        (
            "<plist>\n<dict>\n\t2️⃣<string>B</string>\n</dict>\n</plist>\n", .syntax,
            "expected a <key> in <dict>"
        ),
        ("1️⃣<plist>\n</plist>\n", .syntax, "<plist> holds no value"),
        ("<plist>\n<array/>\n1️⃣<array/>\n</plist>\n", .syntax, "more than one value"),
        (
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n1️⃣<!ENTITY a \"x\">\n]>\n<plist><string>&a;</string></plist>\n",
            .syntax, "entity declarations"
        ),
        ("1️⃣", .syntax, "the file is empty"),
    ]

    @Test(arguments: Self.problems)
    func problemsArePositioned(_ text: String, _ code: DiagnosticCode, _ message: String) throws {
        let marked = MarkedText(text)
        let result = parse(marked.text)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == code)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        let mark = marked.markers.first!.value
        #expect(
            diagnostic.location == SourceLocation(file: "Info.plist", line: mark.line, column: mark.column))
    }

    @Test func nestingIsLimited() throws {
        let deep =
            "<plist>" + String(repeating: "<array>", count: 5) + String(repeating: "</array>", count: 5)
        let result = parse(deep + "</plist>", limits: ParseLimits(maxDepth: 4))
        #expect(result.diagnostics.map(\.code) == [.limit])
        #expect(result.diagnostics.first?.location?.column == 1 + "<plist>".count + 4 * "<array>".count)
        #expect(parse(deep + "</plist>", limits: ParseLimits(maxDepth: 5)).diagnostics.isEmpty)
    }

    @Test func binaryPropertyListIsTurnedAwayWithTheConversion() throws {
        let result = PlistReader.parse(Array("bplist00\u{0}\u{1}".utf8), file: "Info.plist")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .encoding)
        #expect(diagnostic.message.contains("binary form"))
        #expect(diagnostic.notes.map(\.message) == ["convert it with: plutil -convert xml1 Info.plist"])
    }
}
