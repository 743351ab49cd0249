/// A text in several languages, kept in output order (English first, then Hive's order),
/// so rendering never has to sort.
public struct LocalizedText: Hashable, Sendable {
    public private(set) var entries: [(language: Language, text: String)]

    public init(_ entries: [(language: Language, text: String)]) {
        self.entries = entries.sorted { $0.language < $1.language }
    }

    public subscript(language: Language) -> String? {
        entries.first { $0.language == language }?.text
    }

    public var languages: [Language] { entries.map(\.language) }

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
