import ActionSyntax
import Testing

/// The one conversion between byte offsets and positions, both ways.
@Suite struct TextLinesTests {
    /// Every line end counts once (`\n`, `\r\n`, a lone `\r`), the byte order mark takes no
    /// column, and columns count Unicode scalars.
    @Test func positionsAndOffsetsAgreeOverEveryLineEnd() {
        let bytes = TextEncoding.byteOrderMark + Array("a\nbé\r\nc\rd😀e".utf8)
        let lines = TextLines(bytes)
        #expect(lines.starts.count == 4)
        #expect(Array(lines.line(2)) == Array("bé".utf8))
        #expect(Array(lines.line(4)) == Array("d😀e".utf8))
        #expect(lines.line(5).isEmpty)
        let e = bytes.count - 1
        #expect(lines.position(ofByteOffset: e) == Position(line: 4, column: 3))
        #expect(lines.byteOffset(of: Position(line: 4, column: 3)) == e)
        // Every character's offset maps to its position and back.
        for offset in lines.starts[0]..<bytes.count where bytes[offset] & 0xC0 != 0x80 {
            let position = lines.position(ofByteOffset: offset)
            if bytes[offset] != UInt8(ascii: "\n") || bytes[offset - 1] != UInt8(ascii: "\r") {
                #expect(lines.byteOffset(of: position) == offset, "offset \(offset)")
            }
        }
        // The `\n` of a `\r\n` is where its `\r` is.
        let crlf = lines.starts[2] - 1
        #expect(lines.position(ofByteOffset: crlf) == lines.position(ofByteOffset: crlf - 1))
        #expect(Position.of(byteOffset: e, in: bytes) == Position(line: 4, column: 3))
    }

    /// Long lines (an XLIFF on one line) are counted from checkpoints, both ways; every
    /// position agrees with counting from the line's start, across multi-byte characters and
    /// line ends that fall on or beside a checkpoint.
    @Test func longLinesCountFromCheckpointsAsFromTheLineStart() {
        var text =
            String(repeating: "aé😀", count: 700) + "\r\n" + String(repeating: "x", count: 1021) + "\r\n"
        text += String(repeating: "ü", count: 3000) + "\n\n" + String(repeating: "b", count: 2500)
        let bytes = Array(text.utf8)
        let lines = TextLines(bytes)
        for offset in 0..<bytes.count where bytes[offset] & 0xC0 != 0x80 {
            let line = lines.lineIndex(containing: offset)
            let start = lines.starts[line]
            let expected = Position(line: line + 1, column: Position.columns(of: bytes[start..<offset]) + 1)
            if bytes[offset] != UInt8(ascii: "\r") && bytes[offset] != UInt8(ascii: "\n") {
                #expect(lines.position(ofByteOffset: offset) == expected, "offset \(offset)")
                #expect(lines.byteOffset(of: expected) == offset, "offset \(offset)")
            }
        }
    }
}
