/// A text in several languages, kept in output order (`Language`'s: English first), so
/// rendering never has to sort.
package struct LocalizedText: Hashable, Sendable {
    package private(set) var entries: [(language: Language, text: String)]

    /// Entries in any order; each language at most once (a later repeat replaces it).
    package init(_ entries: [(language: Language, text: String)]) {
        // Texts are usually written in output order already; then there is nothing to do.
        // (By index: a `zip` of the two costs a run-time type lookup on first use.)
        if entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].language < entries[$0].language }) {
            self.entries = entries
            return
        }
        var latest: [Language: String] = [:]
        for (language, text) in entries { latest[language] = text }
        self.entries = latest.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    package subscript(language: Language) -> String? {
        entries.first { $0.language == language }?.text
    }

    package var languages: [Language] { entries.map(\.language) }

    /// A text as a user of a language sees it.
    package struct Shown: Sendable, Equatable {
        package var text: String
        /// Whose text it is: the language asked for, one of its parents, or English.
        package var language: Language
        /// Whether the text is English only as every text's last resort: neither the language
        /// nor any parent of it has one, so its user reads another language (`ko` shown the
        /// English; not `en-GB`, whose parent `en` it is).
        package var isLastResort: Bool
    }

    /// What a user of `language` sees: its own text, else its nearest parent's (`es-MX` shows
    /// the `es-419` text), else the English, by `Language.fallbacks`; an empty text counts as
    /// none, as in the registry. Nil only for a text without English. The one fallback rule:
    /// the preview, the payloads, the translation exports and `missing-translation` all ask it.
    package func shown(in language: Language) -> Shown? {
        let chain = language.parentChain
        for candidate in language.fallbacks {
            guard let text = self[candidate], !text.isEmpty else { continue }
            return Shown(text: text, language: candidate, isLastResort: !chain.contains(candidate))
        }
        return nil
    }

    package var isEmpty: Bool { entries.isEmpty }

    package static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0 == $1 }
    }

    package func hash(into hasher: inout Hasher) {
        for (language, text) in entries {
            hasher.combine(language)
            hasher.combine(text)
        }
    }
}
