/// How identifiers become Swift case names: `ACCEPT_ALL_ID` → `acceptAll`,
/// `reply-now` → `replyNow`, `com.example.reply` → `comExampleReply`, `65` → `category65`.
public enum SwiftNaming {
    public enum Kind: String, Sendable {
        case action
        case category

        /// The conventional suffix dropped from ids of this kind.
        var suffix: String { self == .action ? "id" : "category" }
    }

    /// The case name for an id, before keyword escaping.
    public static func caseName(for id: String, kind: Kind) -> String {
        var words = id.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" }).map(String.init)
        if words.count > 1, words.last?.lowercased() == kind.suffix { words.removeLast() }
        var name = ""
        for (index, word) in words.enumerated() {
            let isShouting = word.uppercased() == word
            let normalized = isShouting ? word.lowercased() : word
            if index == 0 {
                name += lowercasingLeadingCapitals(normalized)
            } else {
                name += normalized.prefix(1).uppercased() + normalized.dropFirst()
            }
        }
        if name.isEmpty || name.first!.isNumber { name = kind.rawValue + name.prefix(1).uppercased() + name.dropFirst() }
        return name
    }

    /// `URLOpen` → `urlOpen`, `Reply` → `reply`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// True for a name usable as an enum case (ASCII, not starting with a digit).
    public static func isValidCaseName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The name as it must be written in source: keywords go in backticks.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "package", "consume", "copy", "discard", "each", "borrowing",
        "consuming", "some", "any",
    ]
}
