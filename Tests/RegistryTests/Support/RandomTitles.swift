import ActionModel
import ActionSyntax
import TestSupport

/// Deterministic random definitions whose texts mix everything a title may hold: Swift and
/// C syntax (`\(`, `"""`, `#`, `*/`, `%@`), emoji with joiners and modifiers, combining
/// marks, right-to-left scripts, invisible marks, and scalars from every plane. Texts avoid
/// only what the core rejects (controls, bidi embeddings and overrides, whitespace-only
/// titles) and what YAML cannot carry (non-characters, surrogates).
struct RandomTitles {
    /// SplitMix64: tiny, fast, and the same on every platform, unlike the system generator.
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    private static let fragments = [
        "\\", "\\\\", "\"", "\"\"\"", "\\(", "\\(title)", "#", "#\"", "\"#", "##", "*/", "/*", "//", "%@",
        "%d",
        "%1$@", "{}", "'", "`", "$0", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}",
        "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "e\u{301}", "\u{301}", "\u{20DD}", "\u{0915}\u{094D}\u{0937}",
        "\u{0627}\u{0644}\u{0633}\u{0644}\u{0627}\u{0645}", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", "\u{200E}",
        "\u{200F}",
        "\u{061C}", "\u{200B}", "\u{FEFF}", "\u{00A0}", "\u{3000}", "\u{1D11E}",
        "\u{10FFFD}", "\u{E000}", "\u{FFFD}", " ", "  ",
    ]

    /// A scalar from anywhere in Unicode that YAML can carry and the core accepts.
    private mutating func anyScalar() -> Unicode.Scalar {
        let planes: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x1_FFFD, 0x2_0000...0x2_FFFD,
            0x3_0000...0x3_FFFD, 0xE_0000...0xE_FFFD, 0xF_0000...0xF_FFFD, 0x10_0000...0x10_FFFD,
        ]
        while true {
            let plane = planes[below(planes.count)]
            let value = plane.lowerBound + UInt32(below(Int(plane.upperBound - plane.lowerBound) + 1))
            guard let scalar = Unicode.Scalar(value), !Self.isRejected(scalar) else { continue }
            return scalar
        }
    }

    /// What the core turns away (its own rule), plus noncharacters, which no text carries.
    private static func isRejected(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return TextRules.isForbidden(scalar) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    mutating func title() -> String {
        var text = ""
        for _ in 0..<(1 + below(6)) {
            if below(2) == 0 {
                text += Self.fragments[below(Self.fragments.count)]
            } else {
                text.unicodeScalars.append(anyScalar())
            }
        }
        // Titles must show something; placeholders need not, but keep one rule for both.
        return TextRules.looksEmpty(text) ? text + "x" : text
    }

    /// A JSON definitions file with `actionCount` actions, each titled in every language,
    /// some with icons and text fields, and one category so registration has work to do.
    mutating func definitions(actionCount: Int) -> SourceFile {
        let languages = Language.hiveLanguages
        var json = "{\"version\": 1, \"languages\": ["
        json += languages.map { $0.hiveCode!.jsonLiteral }.joined(separator: ", ") + "],\n\"actions\": {\n"
        for index in 0..<actionCount {
            if index > 0 { json += ",\n" }
            json += "\"RANDOM_\(index)_ID\": {\"title\": " + localized(languages)
            switch index % 5 {
            case 1: json += ", \"icon\": " + title().jsonLiteral
            case 2: json += ", \"icon\": {\"template\": " + title().jsonLiteral + "}"
            case 3:
                json +=
                    ", \"textInput\": {\"button\": " + localized(languages) + ", \"placeholder\": "
                    + localized(languages) + "}"
            case 4: json += ", \"textInput\": {\"button\": " + localized([.en]) + "}"
            default: break
            }
            json += "}"
        }
        json +=
            "},\n\"categories\": {\"RANDOM_CATEGORY\": [\"RANDOM_0_ID\", \"RANDOM_3_ID\", \"RANDOM_1_ID\"]}}\n"
        return SourceFile(path: "random-titles.json", bytes: Array(json.utf8))
    }

    private mutating func localized(_ languages: [Language]) -> String {
        var json = "{"
        for (index, language) in languages.enumerated() {
            json += (index > 0 ? ", " : "") + language.hiveCode!.jsonLiteral + ": " + title().jsonLiteral
        }
        return json + "}"
    }
}
