/// Text spliced into generated Swift: string literals and comment lines.
enum SwiftRegistryLiteral {
    /// A Swift string literal whose value is exactly `text`. Quotes and backslashes are
    /// escaped, so no interpolation (`\(`), multi-line (`"""`) or raw-string (`#`) form can
    /// start; line breaks, control characters and invisible direction marks are written as
    /// `\u{…}`, so the literal stays on one line and reads unambiguously. Everything else,
    /// joiners and combining marks included, is written as is.
    static func string(_ text: String) -> String {
        var literal = ""
        appendString(text, to: &literal)
        return literal
    }

    /// Appends `string(text)` to `output` without building it separately (the hot path of
    /// large catalogs).
    static func appendString(_ text: String, to output: inout String) {
        output += "\""
        appendEscaped(text, to: &output, escapingQuotes: true)
        output += "\""
    }

    /// `text` made safe for the rest of a `//` comment line: nothing in it can end the line.
    static func commentText(_ text: String) -> String {
        var safe = ""
        appendEscaped(text, to: &safe, escapingQuotes: false)
        return safe
    }

    private static func appendEscaped(_ text: String, to output: inout String, escapingQuotes: Bool) {
        // Copy runs of plain text whole, escaping only at the scalars that need it; slicing
        // the scalar view never splits a scalar, even inside a grapheme cluster (`"` + U+0301).
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if needsEscape(scalar, escapingQuotes: escapingQuotes) {
                output += Substring(scalars[runStart..<index])
                if scalar == "\"" || scalar == "\\" {
                    output += "\\"
                    output.unicodeScalars.append(scalar)
                } else {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
                runStart = next
            }
            index = next
        }
        output += Substring(scalars[runStart..<scalars.endIndex])
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, escapingQuotes: Bool) -> Bool {
        (escapingQuotes && (scalar == "\"" || scalar == "\\")) || isInvisibleOrBreaking(scalar)
    }

    /// Control characters, line and paragraph separators, bidi marks, embeddings, overrides
    /// and isolates, and the byte-order mark. Joiners (U+200C, U+200D) are not among them:
    /// emoji and several scripts need them, and they cannot reorder or break a line.
    private static func isInvisibleOrBreaking(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
