import ActionSyntax
import Foundation
import TestSupport
import Testing

private func parse(_ text: String, limits: ParseLimits = .default) -> ParseResult {
    JSONReader.parse(Array(text.utf8), file: "test.json", limits: limits)
}

private func position(_ marked: MarkedText, _ name: Character) -> Position {
    Position(line: marked[name].line, column: marked[name].column)
}

private func scalar(_ node: Node?) -> Scalar? {
    if case .scalar(let scalar) = node { return scalar }
    return nil
}

private func entries(_ node: Node?) -> [MappingEntry] {
    if case .mapping(let entries, _) = node { return entries }
    return []
}

private func items(_ node: Node?) -> [Node] {
    if case .sequence(let items, _) = node { return items }
    return []
}

@Suite struct JSONReaderTests {
    static var document: MarkedText {
        MarkedText(
            """
            1️⃣{
              2️⃣"title": 3️⃣{4️⃣"en": 5️⃣"Reply", "ko": 6️⃣"답장"},
              "options": 7️⃣[8️⃣"foreground", 9️⃣-0.5e+10, true, null],
              "한국어": 0️⃣{}
            }
            """)
    }

    @Test(arguments: ["\n", "\r\n", "\r"], [false, true])
    func nodesKeepTheirPositions(lineEnd: String, byteOrderMark: Bool) throws {
        let marked = Self.document
        let text = marked.text.replacingOccurrences(of: "\n", with: lineEnd)
        let bytes = (byteOrderMark ? TextEncoding.byteOrderMark : []) + Array(text.utf8)
        let result = JSONReader.parse(bytes, file: "test.json")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.position == position(marked, "1"))
        let top = entries(root)
        #expect(top.map(\.key.text) == ["title", "options", "한국어"])
        #expect(top[0].key.position == position(marked, "2"))
        #expect(top[0].value.position == position(marked, "3"))
        let title = entries(top[0].value)
        #expect(title.map(\.key.position.line) == [2, 2])
        #expect(title[0].key.position == position(marked, "4"))
        #expect(title[0].value.position == position(marked, "5"))
        #expect(title[1].value.position == position(marked, "6"))
        #expect(top[1].value.position == position(marked, "7"))
        let options = items(top[1].value)
        #expect(options.prefix(2).map(\.position) == [position(marked, "8"), position(marked, "9")])
        #expect(top[2].value.position == position(marked, "0"))
    }

    @Test func scalarsKeepTheirStyleAndSourceText() throws {
        let values = items(parse(#"["1", 1, -0.5E-7, true, "true", null, "", 0]"#).root).map(scalar)
        #expect(values.map { $0?.text } == ["1", "1", "-0.5E-7", "true", "true", "null", "", "0"])
        #expect(
            values.map { $0?.style } == [.quoted, .plain, .plain, .plain, .quoted, .plain, .quoted, .plain])
        #expect(scalar(parse(" \"alone\" ").root)?.text == "alone")
    }

    @Test func duplicateKeysAreKeptInOrder() {
        #expect(entries(parse(#"{"b": 1, "a": 2, "b": 3}"#).root).map(\.key.text) == ["b", "a", "b"])
    }

    @Test func escapesAreDecoded() {
        let text = scalar(parse(#""a\"\\\/\b\f\n\r\t\u00e9\u4E2D\ud83d\ude00\u0000z""#).root)?.text
        #expect(text == "a\"\\/\u{8}\u{C}\n\r\té中😀\u{0}z")
    }

    @Test(arguments: [#""\ud800""#, #""x\udc00""#, #""\ud800\n""#, #""\ud800\u0041""#])
    func loneSurrogatesAreEncodingErrors(text: String) {
        let result = parse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code) == [.encoding])
        #expect(result.diagnostics.first?.message.contains("surrogate") == true)
    }

    @Test(arguments: [
        ("[1 1️⃣2]", "expected ',' or ']' after an array element"),
        (#"{"a": 1 1️⃣"b": 2}"#, "expected ',' or '}' after an object member"),
        // Issue 36: a quote meant inside a string.
        (#"{"title": "Say 1️⃣"hi" now"}"#, #"a '"' ends a string; write one inside a string as '\"'"#),
        (#"["Say 1️⃣"hi" now"]"#, #"a '"' ends a string; write one inside a string as '\"'"#),
        (#"{"a": "x" 1️⃣"b": 2}"#, "expected ',' or '}' after an object member"),
        ("{1️⃣a: 1}", "expected a member name in double quotes"),
        (#"{"a" 1️⃣1}"#, "expected ':' after an object member name"),
        ("[1,\n  1️⃣]", "expected a value after ','; JSON does not allow a trailing comma"),
        (#"{"a": 1,1️⃣}"#, "expected a value after ','; JSON does not allow a trailing comma"),
        ("1️⃣", "unexpected end of input; expected a JSON value"),
        ("[1️⃣", "unexpected end of input; expected a JSON value"),
        ("[1, 21️⃣", "unexpected end of input; expected ',' or ']' after an array element"),
        ("[01️⃣1]", "a JSON number must not have leading zeros"),
        ("[-1️⃣x]", "expected a digit after '-'"),
        ("[1.1️⃣]", "expected a digit after '.'"),
        ("[1e+1️⃣]", "expected a digit in the exponent"),
        ("[01️⃣x1F]", "unexpected character in a number"),
        ("\"tab1️⃣\t\"", "control character U+0009 must be escaped in a string"),
        (#"["1️⃣\x"]"#, #"invalid escape in a string; the escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        (#""\u121️⃣G4""#, #"expected four hexadecimal digits after '\u'"#),
        ("[1] 1️⃣[2]", "unexpected content after the JSON value"),
        ("[1️⃣tru]", "expected a JSON value (did you mean 'true'?)"),
        ("[1️⃣nulls]", "expected a JSON value (did you mean 'null'?)"),
        (
            "[1️⃣'a']",
            "expected a JSON value: a string in double quotes, a number, an object, an array, true, false or null"
        ),
        ("\"é😀\" 1️⃣x", "unexpected content after the JSON value"),
    ])
    func syntaxErrorsPointAtTheProblem(source: String, message: String) throws {
        let marked = MarkedText(source)
        let result = parse(marked.text)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .syntax)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "test.json", position: position(marked, "1")))
    }

    /// The reader checks the encoding as it reads, and reports what `TextEncoding.check` would
    /// have before it: inside a string, outside one, and after a syntax error.
    @Test(arguments: [
        Array(#"{"a": "caf"#.utf8) + [0xE9] + Array(#"", "b": 1}"#.utf8),
        Array(#"["é😀"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8),
        Array(#"["ab"#.utf8) + [0xE2, 0x82],
        Array(#"{"a": "x"#.utf8) + [0x00] + Array(#""}"#.utf8),
        Array(#"{"a" 1, "b": ""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8),
        Array("[1, 2]\n".utf8) + [0xFF],
    ])
    func encodingProblemsAreTheCheckOnes(bytes: [UInt8]) throws {
        let result = JSONReader.parse(bytes, file: "test.json")
        #expect(result.root == nil)
        #expect(result.diagnostics == [try #require(TextEncoding.check(bytes, file: "test.json"))])
    }

    @Test func wellFormedTextIsRead() {
        let text = "{\"😀\": [\"\u{10FFFF}\", \"é\\n中\"]}"
        #expect(parse(text).diagnostics.isEmpty)
        #expect(entries(parse(text).root).first?.key.text == "😀")
    }

    @Test func unterminatedStringNotesWhereItStarts() throws {
        let marked = MarkedText("{\"a\": 1️⃣\"never closed2️⃣")
        let diagnostic = try #require(parse(marked.text).diagnostics.first)
        #expect(diagnostic.message == "unexpected end of input inside a string")
        #expect(diagnostic.location?.position == position(marked, "2"))
        #expect(diagnostic.notes.map(\.location?.position) == [position(marked, "1")])
    }

    @Test func nestingStopsAtTheLimit() throws {
        let deep = parse(String(repeating: "[", count: 100_000))
        let diagnostic = try #require(deep.diagnostics.first)
        #expect(diagnostic.code == .limit)
        #expect(diagnostic.location == SourceLocation(file: "test.json", line: 1, column: 65))

        let mixed = parse(String(repeating: #"{"a":["#, count: 40))
        #expect(mixed.diagnostics.map(\.code) == [.limit])

        let atLimit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parse(atLimit).diagnostics.isEmpty)
        #expect(parse(atLimit, limits: ParseLimits(maxDepth: 63)).diagnostics.map(\.code) == [.limit])
    }
}
