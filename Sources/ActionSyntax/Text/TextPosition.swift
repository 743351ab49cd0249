extension Position {
    /// The position of a byte offset in UTF-8 text, counting lines at `\n`, `\r\n` and
    /// lone `\r`, and columns in Unicode scalars (continuation bytes do not count). A
    /// leading UTF-8 byte order mark takes no column, as in libyaml.
    public static func of(byteOffset: Int, in bytes: [UInt8]) -> Position {
        var cursor = PositionCursor(bytes)
        return cursor.position(at: byteOffset)
    }

    /// The columns a run of UTF-8 on one line takes: one per Unicode scalar, as libyaml
    /// counts them (a continuation byte, 0b10xxxxxx, starts none).
    public static func columns(of utf8: some Collection<UInt8>) -> Int {
        utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}

/// Positions of byte offsets in UTF-8 text, as `Position.of` counts them; a run of
/// increasing offsets costs one pass over the text, not one per offset.
public struct PositionCursor {
    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var column = 1

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
    }

    public mutating func position(at offset: Int) -> Position {
        // An earlier offset (an attribute before its tag's end) starts over.
        if offset < index { self = PositionCursor(bytes) }
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                line += 1
                column = 1
            } else {
                column += Position.columns(of: CollectionOfOne(byte))
            }
            index += 1
        }
        return Position(line: line, column: column)
    }
}
