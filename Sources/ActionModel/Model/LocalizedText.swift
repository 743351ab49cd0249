/// A text in several languages, kept in output order (`Language`'s: English first), so
/// rendering never has to sort.
public struct LocalizedText: Hashable, Sendable {
    public private(set) var entries: [(language: Language, text: String)]

    /// Entries in any order; each language at most once (a later repeat replaces it).
    public init(_ entries: [(language: Language, text: String)]) {
        // Texts are usually written in output order already; then there is nothing to do.
        if zip(entries, entries.dropFirst()).allSatisfy({ $0.language < $1.language }) {
            self.entries = entries
            return
        }
        var latest: [Language: String] = [:]
        for (language, text) in entries { latest[language] = text }
        self.entries = latest.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    public subscript(language: Language) -> String? {
        entries.first { $0.language == language }?.text
    }

    public var languages: [Language] { entries.map(\.language) }

    public var isEmpty: Bool { entries.isEmpty }

    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for (language, text) in entries {
            hasher.combine(language)
            hasher.combine(text)
        }
    }
}
