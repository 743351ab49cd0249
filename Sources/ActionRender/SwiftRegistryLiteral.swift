import ActionSyntax

/// Text spliced into generated Swift: string literals and comment lines.
enum SwiftRegistryLiteral {
    /// A Swift string literal whose value is exactly `text`. Quotes and backslashes are
    /// escaped, so no interpolation (`\(`), multi-line (`"""`) or raw-string (`#`) form can
    /// start; line breaks, control characters and invisible direction marks are written as
    /// `\u{…}`, so the literal stays on one line and reads unambiguously. Everything else,
    /// joiners and combining marks included, is written as is.
    static func string(_ text: String) -> String {
        var literal: [UInt8] = []
        appendString(text, to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// Appends `string(text)` to UTF-8 `output` without building it separately (the hot
    /// path of large catalogs).
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendStringContent(text, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// What goes between the quotes of `string(text)`, for a writer that writes the quotes
    /// with what surrounds them.
    static func appendStringContent(_ text: String, to output: inout [UInt8]) {
        appendEscaped(text, to: &output, escapingQuotes: true)
    }

    /// `text` made safe for the rest of a `//` comment line: nothing in it can end the line.
    static func commentText(_ text: String) -> String {
        var safe: [UInt8] = []
        appendCommentText(text, to: &safe)
        return String(decoding: safe, as: UTF8.self)
    }

    /// Appends `commentText(text)` to UTF-8 `output`.
    static func appendCommentText(_ text: String, to output: inout [UInt8]) {
        appendEscaped(text, to: &output, escapingQuotes: false)
    }

    /// Prints `string(text)` on `printer`'s line: text with nothing to escape goes between its
    /// quotes as it is, with no literal made of it (the hot path of large catalogs).
    static func printString(_ text: String, to printer: inout CodePrinter) {
        printer.print(literal: "\"")
        printEscaped(text, to: &printer, escapingQuotes: true)
        printer.print(literal: "\"")
    }

    /// Prints `commentText(text)` on `printer`'s line.
    static func printCommentText(_ text: String, to printer: inout CodePrinter) {
        printEscaped(text, to: &printer, escapingQuotes: false)
    }

    private static func printEscaped(_ text: String, to printer: inout CodePrinter, escapingQuotes: Bool) {
        text.withUTF8InPlace { utf8 in
            forEachPiece(of: utf8, escapingQuotes: escapingQuotes) { printer.print(utf8: $0) }
        }
    }

    private static func appendEscaped(_ text: String, to output: inout [UInt8], escapingQuotes: Bool) {
        text.withUTF8InPlace { utf8 in
            forEachPiece(of: utf8, escapingQuotes: escapingQuotes) { output.append(contentsOf: $0) }
        }
    }

    /// Calls `write` with the escaped text in pieces: runs of plain text whole, and each escape.
    /// Every scalar `isInvisibleOrBreaking` accepts is ASCII or starts with one of the lead bytes
    /// decoded here (C1 controls: C2; U+061C: D8; U+200E…2069: E2; U+FEFF: EF), so all other
    /// bytes are passed over without decoding; a run never ends inside a scalar.
    private static func forEachPiece(
        of utf8: UnsafeBufferPointer<UInt8>, escapingQuotes: Bool,
        _ write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // Most texts hold none of those lead bytes, nor a quote or backslash: one look per byte,
        // in a table, finds that.
        guard
            let first = Self.escapeStarts.withUnsafeBufferPointer({ starts in
                utf8.firstIndex { starts[Int($0)] }
            })
        else { return write(utf8) }
        var runStart = 0
        var index = first
        while index < utf8.count {
            let byte = utf8[index]
            guard mayStartEscape(byte) else {
                index += 1
                continue
            }
            let (scalar, length): (UInt32, Int)
            switch byte {
            case ..<0x80:
                (scalar, length) = (UInt32(byte), 1)
            case 0xC2, 0xD8:
                (scalar, length) = (UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2)
            default:  // 0xE2, 0xEF
                let continuation = UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                (scalar, length) = (UInt32(byte & 0x0F) << 12 | continuation, 3)
            }
            if needsEscape(scalar, escapingQuotes: escapingQuotes) {
                write(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                let escape: [UInt8] =
                    scalar == 0x22 || scalar == 0x5C
                    ? [UInt8(ascii: "\\"), byte]
                    : Array("\\u{\(String(scalar, radix: 16, uppercase: true))}".utf8)
                escape.withUnsafeBufferPointer(write)
                runStart = index + length
            }
            index += length
        }
        write(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// `mayStartEscape` of every byte.
    private static let escapeStarts = (0...255).map { mayStartEscape(UInt8($0)) }

    /// ASCII controls, quote, backslash and DEL, and the lead bytes decoded above.
    private static func mayStartEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: true
        default: false
        }
    }

    private static func needsEscape(_ scalar: UInt32, escapingQuotes: Bool) -> Bool {
        (escapingQuotes && (scalar == 0x22 || scalar == 0x5C)) || isInvisibleOrBreaking(scalar)
    }

    /// Control characters, line and paragraph separators, bidi marks, embeddings, overrides
    /// and isolates, and the byte-order mark. Joiners (U+200C, U+200D) are not among them:
    /// emoji and several scripts need them, and they cannot reorder or break a line.
    private static func isInvisibleOrBreaking(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
