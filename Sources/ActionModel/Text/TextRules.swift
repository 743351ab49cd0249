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
        // A visible ASCII character settles it without looking up Unicode properties. Byte by
        // byte: it is mostly the first, where a word at a time costs more than it saves.
        if text.withUTF8InPlace({ $0.contains { $0 > 0x20 && $0 < 0x7F } }) { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
        }
    }

    /// The first scalar of `text` that `isForbidden`, if any.
    package static func firstForbidden(in text: String) -> Unicode.Scalar? {
        // Every forbidden scalar starts with one of these bytes (C0 and DEL are single bytes,
        // C1 controls start with C2, the U+2028…U+2069 ones with E2), so only the scalars at
        // those bytes are decoded. A lead byte is never a continuation byte, so a byte found
        // is where a scalar starts.
        text.withUTF8InPlace { bytes in
            var start = 0
            while let index = firstLane(in: bytes, from: start, where: { $0.mayStartForbidden }) {
                let scalar: Unicode.Scalar
                switch bytes[index] {
                // U+0080…U+00BF: the second byte is the scalar's value.
                case 0xC2: scalar = Unicode.Scalar(bytes[index + 1])
                // U+2000…U+2FFF, never a surrogate. A Swift string is valid UTF-8, so a lead
                // byte's continuation bytes are there.
                case 0xE2:
                    scalar = Unicode.Scalar(
                        0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))!
                default: scalar = Unicode.Scalar(bytes[index])
                }
                if isForbidden(scalar) { return scalar }
                start = index + 1
            }
            return nil
        }
    }

    /// The index of the first byte from `start` on whose lane `test` marks, looked for eight
    /// bytes at a time: a text's bytes are mostly not the ones looked for.
    @inline(__always)
    private static func firstLane(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, where test: (ByteLanes) -> UInt64
    ) -> Int? {
        guard start < bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        var index = start
        while bytes.count - index >= 8 {
            let found = test(ByteLanes(base, at: index))
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        if index == bytes.count { return nil }
        // The last few bytes: in a text of eight bytes or more, as the last eight, whose lanes
        // before `index` are left out; in a shorter one, as the low lanes of a word read 4 + 2 + 1
        // bytes at a time, whose lanes past the end are left out.
        if bytes.count >= 8 {
            let end = bytes.count - 8
            let found = test(ByteLanes(base, at: end)) & ~((1 << (8 * (index - end))) &- 1)
            return found == 0 ? nil : end + found.trailingZeroBitCount / 8
        }
        let count = bytes.count - index
        var word: UInt64 = 0
        var filled = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            filled = 4
        }
        if count & 2 != 0 {
            let pair = UInt16(
                littleEndian: base.loadUnaligned(fromByteOffset: index + filled, as: UInt16.self))
            word |= UInt64(pair) << (8 * filled)
            filled += 2
        }
        if count & 1 != 0 { word |= UInt64(bytes[index + filled]) << (8 * filled) }
        let found = test(ByteLanes(word: word)) & ((1 << (8 * count)) &- 1)
        return found == 0 ? nil : index + found.trailingZeroBitCount / 8
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

extension ByteLanes {
    /// A control byte, DEL, or a lead byte that `TextRules.firstForbidden` decodes.
    fileprivate var mayStartForbidden: UInt64 { below(0x20) | equal(0x7F) | equal(0xC2) | equal(0xE2) }
}
