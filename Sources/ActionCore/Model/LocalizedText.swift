/// A text in several languages, kept in output order (English first, then Hive's order),
/// so rendering never has to sort.
public struct LocalizedText: Hashable, Sendable {
    public private(set) var entries: [(language: Language, text: String)]

    /// Entries in any order; each language at most once (a later repeat replaces it).
    public init(_ entries: [(language: Language, text: String)]) {
        // Texts are usually written in output order already; then there is nothing to do.
        if zip(entries, entries.dropFirst()).allSatisfy({ $0.language < $1.language }) {
            self.entries = entries
            return
        }
        // Sixteen slots by output rank: linear, where a sort per title would not be.
        var slots = [String?](repeating: nil, count: Language.outputOrder.count)
        for (language, text) in entries { slots[language.outputRank] = text }
        self.entries = zip(Language.outputOrder, slots).compactMap { language, text in
            text.map { (language, $0) }
        }
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
