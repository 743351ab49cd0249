extension String {
    /// This string as a JSON string literal, quotes included. Non-ASCII text stays as
    /// UTF-8 (readable in diffs); only what JSON requires is escaped: the quote, the
    /// backslash and the C0 controls.
    public var jsonLiteral: String {
        // Most texts need no escape: they are copied whole rather than scalar by scalar.
        guard needsJSONEscape else { return "\"" + self + "\"" }
        var literal = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{08}": literal += "\\b"
            case "\u{0C}": literal += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Whether `jsonLiteral` escapes anything: a writer can then copy the text between
    /// quotes as it is.
    public var needsJSONEscape: Bool { withUTF8InPlace { $0.needsJSONEscape } }
}

extension UnsafeBufferPointer<UInt8> {
    /// `String.needsJSONEscape` for UTF-8 bytes a writer already holds.
    @inlinable package var needsJSONEscape: Bool {
        contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
}
