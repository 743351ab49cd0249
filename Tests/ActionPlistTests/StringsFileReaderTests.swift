import ActionPlist
import ActionSyntax
import TestSupport
import Testing

/// The `.strings` reader: the pairs it reads (comments, escapes, unquoted words, UTF-16),
/// their positions (marked in the text), and each mistake at its place.
@Suite struct StringsFileReaderTests {
    static let localizable = """
        /* The chat-ended push. */
        1️⃣"ios.ZDCChat.pushChatEndedTitle" = 2️⃣"Chat beendet";
        // Its body; the agent's name fills %@.
        "ios.ZDCChat.pushChatEndedBody"=3️⃣"%@ hat den \\"Chat\\" beendet.\\n\\U00E9\\101";
        unquoted.key = 4️⃣word_2;

        """

    private func pairs(_ result: ParseResult) -> [(String, String)] {
        guard case .mapping(let entries, _)? = result.root else { return [] }
        return entries.map { entry in
            guard case .scalar(let value) = entry.value else { return (entry.key.text, "") }
            return (entry.key.text, value.text)
        }
    }

    @Test func readsPairsWithTheirPositionsInUTF8AndUTF16() throws {
        let marked = MarkedText(Self.localizable)
        let expected = [
            ("ios.ZDCChat.pushChatEndedTitle", "Chat beendet"),
            ("ios.ZDCChat.pushChatEndedBody", "%@ hat den \"Chat\" beendet.\né\u{41}"),
            ("unquoted.key", "word_2"),
        ]
        var utf16LE: [UInt8] = [0xFF, 0xFE]
        var utf16BE: [UInt8] = [0xFE, 0xFF]
        for unit in marked.text.utf16 {
            utf16LE += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            utf16BE += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        for bytes in [
            Array(marked.text.utf8), TextEncoding.byteOrderMark + Array(marked.text.utf8), utf16LE, utf16BE,
        ] {
            let result = StringsFileReader.parse(bytes, file: "de.lproj/Localizable.strings")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(pairs(result).map(\.0) == expected.map(\.0))
            #expect(pairs(result).map(\.1) == expected.map(\.1))
            guard case .mapping(let entries, _)? = result.root else { continue }
            let positions = entries.flatMap { entry -> [Position] in
                guard case .scalar(let value) = entry.value else { return [] }
                return [entry.key.position, value.position]
            }
            let wanted = ["1", "2", "3", "4"].map {
                Position(line: marked[$0].line, column: marked[$0].column)
            }
            #expect(positions[0] == wanted[0])
            #expect(positions[1] == wanted[1])
            #expect(positions[3] == wanted[2])
            #expect(positions[5] == wanted[3])
        }
    }

    static let mistakes: [(String, String)] = [
        ("\"a\" = \"b\";\n\"c\" = 1️⃣\"d\n", "the value of 'c' is never closed; end it with '\"'"),
        ("\"a\" = \"b\"2️⃣\n", "expected ';' after the value of 'a'"),
        ("\"a\" 1️⃣\"b\";\n", "expected '=' after the key 'a'"),
        ("\"a\"1️⃣;\n", "'a' has no value; write \"a\" = \"…\";"),
        ("1️⃣/* open\n\"a\" = \"b\";\n", "the comment is never closed; end it with '*/'"),
        ("\"a\" = 1️⃣{b};\n", "expected the value of 'a' in double quotes, found '{'"),
        ("\"a\" = \"1️⃣\\Uzz\";\n", "'\\U' takes hex digits naming a character, as in \\U00E9"),
        ("\"a\" = \"b\";\n\"c\" = 1️⃣", "expected the value of 'c', found the end of the file"),
    ]

    @Test(arguments: Self.mistakes)
    func eachMistakeIsAPositionedSyntaxError(_ text: String, _ message: String) {
        let marked = MarkedText(text)
        let result = StringsFileReader.parse(Array(marked.text.utf8), file: "en.lproj/Localizable.strings")
        #expect(result.root == nil)
        let diagnostic = result.diagnostics.first
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic?.code == .syntax)
        #expect(diagnostic?.message == message)
        let (line, column) = marked[marked.markers.keys.first ?? "1"]
        #expect(
            diagnostic?.location
                == SourceLocation(file: "en.lproj/Localizable.strings", line: line, column: column))
    }

    @Test func encodingProblemsAndTheSizeLimitAreReported() {
        // A lone high surrogate on line 2, column 3.
        let loneSurrogate: [UInt8] =
            [0xFF, 0xFE] + Array("\"a\"\n= ".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            + [0x00, 0xD8, 0x22, 0x00]
        let surrogate = StringsFileReader.parse(loneSurrogate, file: "x.strings")
        #expect(surrogate.diagnostics.map(\.code) == [.encoding])
        #expect(
            surrogate.diagnostics.first?.location == SourceLocation(file: "x.strings", line: 2, column: 3))
        #expect(
            StringsFileReader.parse([0x22, 0xFF, 0x22], file: "x.strings").diagnostics.map(\.code) == [
                .encoding
            ])
        let oversized = StringsFileReader.parse(
            Array("\"a\" = \"b\";".utf8), file: "x.strings", limits: ParseLimits(maxFileSize: 4))
        #expect(oversized.diagnostics.map(\.code) == [.limit])
    }
}
