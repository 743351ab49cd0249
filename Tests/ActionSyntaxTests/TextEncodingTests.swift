import ActionSyntax
import Testing

private func check(_ bytes: [UInt8]) -> Diagnostic? {
    TextEncoding.check(bytes, file: "input.yaml")
}

private func at(_ line: Int, _ column: Int) -> ActionSyntax.SourceLocation {
    ActionSyntax.SourceLocation(file: "input.yaml", line: line, column: column)
}

@Suite struct TextEncodingTests {
    @Test func utf8IsAcceptedWithOrWithoutByteOrderMark() {
        let text = Array("title: {ko: 답장, ja: 返信}\r\nemoji: \"👍🏽\"\n".utf8)
        #expect(check(text) == nil)
        #expect(check(TextEncoding.byteOrderMark + text) == nil)
        #expect(check([]) == nil)
        // Noncharacters and the top of the code space are well-formed UTF-8.
        #expect(check([0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF]) == nil)
    }

    static let malformed: [(bytes: [UInt8], line: Int, column: Int, message: String)] = [
        // A Latin-1 é after "caf" on the second line.
        (Array("a: 1\ntitle: caf".utf8) + [0xE9, 0x0A], 2, 11, "invalid UTF-8 (byte 0xE9)"),
        // Columns count characters, so the multi-byte ones before it count once.
        (Array("é😀".utf8) + [0xFF], 1, 3, "invalid UTF-8 (byte 0xFF)"),
        // The byte order mark takes no column, CRLF is one line end.
        (TextEncoding.byteOrderMark + Array("a\r\nbc".utf8) + [0x80], 2, 3, "invalid UTF-8 (byte 0x80)"),
        ([0x61, 0xC0, 0x80], 1, 2, "invalid UTF-8 (byte 0xC0)"),  // overlong NUL
        ([0xE0, 0x80, 0xAF], 1, 1, "invalid UTF-8 (byte 0xE0)"),  // overlong '/'
        ([0xED, 0xA0, 0x80], 1, 1, "invalid UTF-8 (byte 0xED)"),  // encoded surrogate
        ([0xF4, 0x90, 0x80, 0x80], 1, 1, "invalid UTF-8 (byte 0xF4)"),  // past U+10FFFF
        ([0x61, 0x62, 0xE2, 0x82], 1, 3, "the file ends inside a UTF-8 sequence"),
        (Array("key: value\n  x".utf8) + [0x00], 2, 4, "the file contains a NUL byte"),
        // A PNG header: binary files are turned away, not read as garbage.
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00], 1, 1, "invalid UTF-8 (byte 0x89)"),
    ]

    @Test(arguments: malformed)
    func problemsAreReportedAtTheByte(bytes: [UInt8], line: Int, column: Int, message: String) throws {
        let diagnostic = try #require(check(bytes))
        #expect(diagnostic.code == .encoding)
        #expect(diagnostic.location == at(line, column))
        #expect(diagnostic.message.hasPrefix(message))
    }

    static let wide: [(name: String, bytes: [UInt8])] = [
        ("UTF-16 (little-endian)", [0xFF, 0xFE] + utf16("{\"a\": 1}", bigEndian: false)),
        ("UTF-16 (little-endian)", utf16("a: 1\n", bigEndian: false)),
        ("UTF-16 (big-endian)", [0xFE, 0xFF] + utf16("a: 1\n", bigEndian: true)),
        ("UTF-16 (big-endian)", utf16("[1]", bigEndian: true)),
        ("UTF-32 (little-endian)", [0xFF, 0xFE, 0, 0] + utf32("a: 1", bigEndian: false)),
        ("UTF-32 (little-endian)", utf32("a: 1", bigEndian: false)),
        ("UTF-32 (big-endian)", [0, 0, 0xFE, 0xFF] + utf32("a: 1", bigEndian: true)),
        ("UTF-32 (big-endian)", utf32("{}", bigEndian: true)),
    ]

    @Test(arguments: wide)
    func wideEncodingsAskForUTF8(name: String, bytes: [UInt8]) throws {
        let diagnostic = try #require(check(bytes))
        #expect(diagnostic.code == .encoding)
        #expect(diagnostic.location == at(1, 1))
        #expect(
            diagnostic.message
                == "the file looks like \(name) text; actionc reads UTF-8 only, so save it as UTF-8")
    }

    @Test func positionsSkipTheByteOrderMark() {
        let bytes = TextEncoding.byteOrderMark + Array("ab\r\ncd\ref".utf8)
        #expect(Position.of(byteOffset: 4, in: bytes) == Position(line: 1, column: 2))
        #expect(Position.of(byteOffset: 7, in: bytes) == Position(line: 2, column: 1))
        #expect(Position.of(byteOffset: 11, in: bytes) == Position(line: 3, column: 2))
    }
}

private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
        let bytes = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        return bigEndian ? bytes.reversed() : bytes
    }
}

private func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.unicodeScalars.flatMap { scalar in
        let value = scalar.value
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        return bigEndian ? bytes.reversed() : bytes
    }
}
