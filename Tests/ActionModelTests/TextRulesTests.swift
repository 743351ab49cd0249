import ActionModel
import Testing

/// `TextRules.firstForbidden` reads eight bytes at a time and decodes only scalars that start
/// with a byte a forbidden one can start with: it must find what a look at every scalar finds,
/// wherever in a word, a word's last bytes or a short text that scalar is.
@Suite struct TextRulesTests {
    /// Forbidden scalars of one, two and three bytes at each end of their ranges, and allowed
    /// ones that start with the same bytes (U+00A0, U+2026, U+2027, U+202F, U+2065, U+206A).
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{9}", "\u{1F}", " ", "~", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é",
        "\u{2026}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}",
        "\u{2066}", "\u{2069}", "\u{206A}", "가", "👍",
    ]

    /// Texts before the scalar: ASCII of each length across two words, and non-ASCII of one,
    /// two, three and four bytes (so the scalar starts at every offset after one too).
    static let prefixes: [String] =
        (0...17).map { String(repeating: "a", count: $0) } + [
            "é", "aé", "가", "a가", "👍", "\u{A0}", "\u{2026}", "ab\u{2026}cdefg", "abcdefg\u{2026}", "가나다라",
        ]

    @Test(arguments: scalars)
    func findsWhatALookAtEveryScalarFinds(scalar: Unicode.Scalar) {
        for prefix in Self.prefixes {
            for suffix in ["", "b", "bcdefghij", "\u{2026}", "\u{7}"] {
                let text = prefix + String(Character(scalar)) + suffix
                let expected = text.unicodeScalars.first(where: TextRules.isForbidden)
                #expect(TextRules.firstForbidden(in: text) == expected, "\(text.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test func textsWithoutAForbiddenScalar() {
        for text in ["", "a", "abcdefgh", "abcdefghi", "닫기 1", "Schließen", "a\u{A0}b\u{2026}c\u{202F}d"] {
            #expect(TextRules.firstForbidden(in: text) == nil)
        }
    }
}
