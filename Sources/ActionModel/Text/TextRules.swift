import ActionSyntax

/// What text in a title, button or placeholder may hold, and how wide it shows: the rules
/// behind `empty-title`, `invalid-character` and `long-title`, public so that tests and
/// tools apply exactly the compiler's rules.
package enum TextRules {
    /// Display columns (East Asian wide characters and emoji count two) past which a
    /// button title is likely cut off with an ellipsis: iOS shows each action on one line
    /// of a list about 270 pt wide on the narrowest iPhone (320 pt), and 17 pt system text
    /// fits about 32 average Latin letters or 16 CJK characters in it.
    package static let longTitleColumns = 32
    /// Empty, or only spaces and invisible characters: the button would show nothing.
    package static func looksEmpty(_ text: String) -> Bool {
        // A visible ASCII character settles it without looking up Unicode properties.
        if text.withUTF8InPlace({ $0.contains { $0 > 0x20 && $0 < 0x7F } }) { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
        }
    }

    /// The first scalar of `text` that `isForbidden`, if any.
    package static func firstForbidden(in text: String) -> Unicode.Scalar? {
        // Every forbidden scalar starts with one of these bytes (C0 and DEL are single bytes,
        // C1 controls start with C2, the U+2028…U+2069 ones with E2), so most texts are
        // cleared without decoding their scalars.
        guard text.withUTF8InPlace({ $0.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 } })
        else {
            return nil
        }
        return text.unicodeScalars.first(where: isForbidden)
    }

    /// Control characters (C0, C1, line and paragraph separators) and bidi embeddings,
    /// overrides and isolates (the "Trojan Source" characters). Joiners (ZWJ, ZWNJ),
    /// variation selectors and the directional marks that emoji and scripts need stay legal.
    package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    package static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = scalar.codePointName
        if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
            let name = scalar.properties.name.map { " " + $0 } ?? ""
            return
                "\(code)\(name), a bidirectional control that makes text display differently from what it says"
        }
        return "the control character \(code), which a one-line button title cannot show"
    }

    /// Terminal-style width: East Asian wide and fullwidth characters and emoji take two
    /// columns, everything else one per character (so combining marks and joined emoji
    /// sequences count once).
    package static func displayColumns(_ text: String) -> Int {
        text.reduce(0) { width, character in width + (isWide(character) ? 2 : 1) }
    }

    /// At least `displayColumns(text)`, from the UTF-8 bytes alone: an ASCII byte is at most one
    /// column, and any other byte at most two thirds of one. (A character without ASCII takes
    /// two bytes or more for its one column; a wide one, three or more for its two: every wide
    /// range and emoji starts past U+0800, as do U+FE0F and U+20E3.)
    package static func mostDisplayColumns(_ text: String) -> Int {
        let (ascii, other) = text.withUTF8InPlace { bytes in
            let ascii = bytes.reduce(0) { $0 + ($1 < 0x80 ? 1 : 0) }
            return (ascii, bytes.count - ascii)
        }
        return ascii + other * 2 / 3
    }

    /// East Asian wide and fullwidth characters, and emoji: those shown as emoji by default
    /// (⌚ ✅ 🇰🇷 👍), and text symbols asked to show as emoji (❤️ with U+FE0F, keycaps 1️⃣).
    private static func isWide(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        let value = scalars.first!.value
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F000...0x1FAFF).contains(value)
            || (0x20000...0x3FFFD).contains(value)
        {
            return true
        }
        return scalars.first!.properties.isEmojiPresentation
            || scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}
