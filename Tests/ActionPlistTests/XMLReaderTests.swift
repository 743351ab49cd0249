import ActionPlist
import ActionSyntax
import TestSupport
import Testing

/// The XML under the property list: what a well-formed document may hold (read through to
/// the values it yields) and where each kind of malformed XML is reported.
@Suite struct XMLReaderTests {
    private func parse(_ text: String) -> ParseResult {
        PlistReader.parse(Array(text.utf8), file: "Info.plist")
    }

    private func strings(_ text: String) -> [String] {
        guard case .sequence(let items, _) = parse(text).root else { return [] }
        return items.compactMap { item in
            if case .scalar(let scalar) = item { return scalar.text }
            return nil
        }
    }

    @Test func markupThatHoldsNoValuesIsSkipped() {
        let text = """
            <?xml version="1.0" encoding="utf-8" standalone='no'?>
            <!-- Xcode never writes this, but a hand-edited plist may. -->
            <?editor folding="on"?>
            <!DOCTYPE plist SYSTEM 'x.dtd' [
              <!ELEMENT plist ANY> <!-- a comment > with a bracket -->
              <!ATTLIST plist version CDATA "1.0>">
            ]>
            <plist version="1.0" xmlns:a='urn:x'><array><!-- between --><string>A<!-- inside -->B</string><?pi?></array></plist>
            <!-- after -->

            """
        #expect(parse(text).diagnostics.isEmpty)
        #expect(strings(text) == ["AB"])
    }

    @Test func referencesCDATAAndLineEndsAreResolved() {
        let text =
            "<plist><array><string>&lt;&gt;&amp;&apos;&quot;</string><string>&#65;&#x1F600;&#xe9;</string>"
            + "<string><![CDATA[<&amp;>]]>!</string><string>a\r\nb\rc</string><string></string></array></plist>"
        #expect(strings(text) == ["<>&'\"", "A😀é", "<&amp;>!", "a\nb\nc", ""])
    }

    /// A byte order mark takes no column, and the declaration may follow it.
    @Test func byteOrderMarkBeforeTheDeclaration() throws {
        let bytes = TextEncoding.byteOrderMark + Array("<?xml version=\"1.0\"?><plist><true/></plist>".utf8)
        let root = try #require(PlistReader.parse(bytes, file: "Info.plist").root)
        #expect(root.position == Position(line: 1, column: 29))
    }

    static let malformed: [(String, String)] = [
        ("<plist><string>a 1️⃣& b</string></plist>", "starts no reference"),
        ("<plist><string>1️⃣&nbsp;</string></plist>", "'&nbsp;' is not defined"),
        ("<plist><string>1️⃣&#0;</string></plist>", "not a character XML allows"),
        ("<plist><string>1️⃣&#xD800;</string></plist>", "not a character XML allows"),
        ("<plist><string>a1️⃣]]>b</string></plist>", "']]>' is not allowed in text"),
        ("<plist><string>a1️⃣\u{1}</string></plist>", "not allowed in XML"),
        ("<plist><string>a1️⃣\u{FFFF}</string></plist>", "not allowed in XML"),
        ("<plist>\n<!-- a 1️⃣-- b -->", "'--' is not allowed inside a comment"),
        ("<plist>\n1️⃣<!-- open", "the comment is not closed"),
        ("<plist><string>1️⃣<![CDATA[x</string></plist>", "the CDATA section is not closed"),
        ("1️⃣<![CDATA[x]]><plist/>", "only allowed inside an element"),
        ("<plist version=\"1\" 1️⃣version=\"2\"><true/></plist>", "appears twice"),
        ("<plist version=\"1\"1️⃣x=\"2\"><true/></plist>", "expected a space"),
        ("<plist version=1️⃣1><true/></plist>", "is not quoted"),
        ("<plist version=\"a1️⃣<b\"><true/></plist>", "'<' is not allowed in an attribute value"),
        ("<plist version1️⃣><true/></plist>", "expected '='"),
        ("<plist><1️⃣ dict/></plist>", "expected a name"),
        ("<plist><array></array 1️⃣x></plist>", "expected '>'"),
        ("<plist><true/></plist>\n1️⃣<plist/>", "follows the root element"),
        ("<plist><true/></plist>\n1️⃣x", "text follows the root element"),
        ("<!-- c -->1️⃣x<plist><true/></plist>", "text comes before the root element"),
        ("<plist><true/></plist>1️⃣</plist>", "never started"),
        ("<plist><array>1️⃣", "the file ends before <array> is closed"),
        ("<plist><array>1️⃣<string", "the file ends inside the <string> tag"),
        ("<plist>\n<array> 1️⃣x </array></plist>", "text is not allowed directly in <array>"),
        ("<plist>\n<dict>\n1️⃣<![CDATA[x]]></dict></plist>", "text is not allowed directly in <dict>"),
        ("\n1️⃣<?xml version=\"1.0\"?><plist/>", "only allowed at the very start"),
        ("<?xml 1️⃣encoding=\"UTF-8\"?><plist/>", "starts with 'version'"),
        ("<?xml version=\"1.0\" 1️⃣encoding=\"ISO-8859-1\"?><plist/>", "declares encoding 'ISO-8859-1'"),
        ("1️⃣<?xml version=\"1.0\"<plist/>", "the XML declaration is not closed"),
        ("<plist><true/></plist>1️⃣<!DOCTYPE plist>", "only allowed once, before the root element"),
        ("<!DOCTYPE plist [ 1️⃣%x; ]><plist/>", "parameter entities"),
        ("<!DOCTYPE plist [ 1️⃣x ]><plist/>", "unexpected character"),
        ("1️⃣<!DOCTYPE plist [ <!ELEMENT x ANY> ]", "the DOCTYPE is not closed"),
        ("1️⃣<!foo><plist/>", "starts no comment, CDATA section or DOCTYPE"),
        ("1️⃣<?pi <plist/>", "the processing instruction is not closed"),
        ("<!-- only a comment -->\n1️⃣", "the file holds no element"),
    ]

    @Test(arguments: Self.malformed)
    func malformedXMLIsPositioned(_ text: String, _ message: String) throws {
        let marked = MarkedText(text)
        let result = parse(marked.text)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .syntax)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        let mark = try #require(marked.markers.first?.value)
        #expect(
            diagnostic.location == SourceLocation(file: "Info.plist", line: mark.line, column: mark.column))
    }
}
