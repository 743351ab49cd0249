extension Position {
    /// The position of a byte offset in UTF-8 text, as `TextLines` counts it. For many
    /// offsets in one text, make one `TextLines`.
    public static func of(byteOffset: Int, in bytes: [UInt8]) -> Position {
        TextLines(bytes).position(ofByteOffset: byteOffset)
    }

    /// The columns a run of UTF-8 on one line takes: one per Unicode scalar, as libyaml
    /// counts them (a continuation byte, 0b10xxxxxx, starts none).
    public static func columns(of utf8: some Collection<UInt8>) -> Int {
        utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
