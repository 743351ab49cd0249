package import ActionSyntax

/// "Did you mean" candidates for misspelt keys, ids, options, presets and languages.
/// Only ever run on the error path, so scanning every candidate is affordable.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance (ignoring case), if it is close
    /// enough to be a likely typo: at most a third of the word's length, at least one edit.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Lengths further apart than the allowance cannot be close; skip them cheaply.
            let length = candidate.unicodeScalars.count
            guard abs(length - target.count) <= min(allowed, best.map { $0.distance - 1 } ?? allowed) else {
                continue
            }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The "did you mean" note for `word`, when a candidate is close enough.
    package static func note(for word: String, in candidates: some Sequence<String>) -> [Diagnostic.Note] {
        Diagnostic.Note.didYouMean(closest(to: word, in: candidates))
    }

    /// The "did you mean" note, then one listing every candidate: `<heading>: a, b, c`.
    package static func notes(
        for word: String, in candidates: [String], listedAs heading: String
    ) -> [Diagnostic.Note] {
        note(for: word, in: candidates) + [
            Diagnostic.Note(heading + ": " + candidates.joined(separator: ", "))
        ]
    }

    /// Edit distance counting a swap of neighbours as one edit (`titel` → `title`), the
    /// optimal-string-alignment variant of Damerau–Levenshtein, over three rolling rows.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

extension Language {
    /// Codes people commonly write for a language: country codes and retired language codes,
    /// which spelling distance would map wrongly (`cn` is not `en`).
    private static let commonAliases: [String: String] = [
        "kr": "ko", "jp": "ja", "cn": "zh-Hans", "tw": "zh-Hant", "hk": "zh-HK",
        "in": "id", "iw": "he", "vn": "vi", "sa": "ar", "br": "pt-BR", "mx": "es-MX", "gr": "el",
        "dk": "da", "se": "sv", "cz": "cs", "ua": "uk", "il": "he", "en-uk": "en-GB",
    ]

    /// The language a near-miss most likely meant: `jp` → ja, `zh-CN` → zh-Hans,
    /// `pt-PR` → pt-BR (by spelling), `eng` → en. A valid identifier is never offered
    /// another: regional variants are languages of their own.
    package static func suggestion(for code: String) -> Language? {
        let folded = String(code.lowercased().map { $0 == "_" ? "-" : $0 })
        if let alias = commonAliases[folded] { return Language(identifier: alias) }
        let subtags = folded.split(separator: "-")
        if let chinese = chineseScript(of: subtags) { return chinese }
        guard folded.count > 2 else { return nil }
        let close = Suggestion.closest(to: folded, in: Language.all.map(\.identifier))
        return close.flatMap(Language.init(identifier:))
            ?? (subtags.count > 1 ? Language(identifier: String(subtags[0])) : nil)
    }
}

extension Language {
    /// The app's languages a text written in `language`, which the app does not list, most
    /// likely meant: those in its fallback chain, nearest first (`en-US` → en, `es-MX` →
    /// es-419), then those sharing a regional or script parent with it (`zh-TW` → zh-HK, both
    /// under zh-Hant). A bare language shared is no match: `pt-PT` never suggests `pt-BR`.
    package static func nearest(to language: Language, among listed: [Language]) -> [Language] {
        let chain = language.fallbacks.filter { $0 != .english || language.baseCode == "en" }
        let sharedParents = Set(chain.filter { $0.identifier.contains("-") })
        let inChain = chain.filter(listed.contains)
        let siblings = listed.filter { other in
            !inChain.contains(other) && other.fallbacks.contains(where: sharedParents.contains)
        }
        return inChain + siblings
    }

    /// The language subtag alone: `en` of `en-GB`.
    package var baseCode: Substring { identifier.prefix { $0 != "-" } }
}

extension Diagnostic.Note {
    /// The fix for a text in a language `languages:` does not list, which no output carries:
    /// list it, or write the text under the listed language it was meant for.
    package static func listLanguage(_ language: Language, nearest: [Language]) -> [Diagnostic.Note] {
        let named = nearest.map { "'\($0.identifier)'" }
        let suggestion =
            named.isEmpty ? [] : [Diagnostic.Note("did you mean " + named.joined(separator: " or ") + "?")]
        return suggestion + [
            Diagnostic.Note("add '\(language.identifier)' to 'languages:' to ship its texts")
        ]
    }

    /// `did you mean 'suggestion'?`, the one shape every near-miss note takes; none without
    /// a suggestion.
    package static func didYouMean(_ suggestion: String?) -> [Diagnostic.Note] {
        suggestion.map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
    }

    /// Whether this is a did-you-mean, which answers its own diagnostic's misspelling only.
    package var isSuggestion: Bool { message.hasPrefix("did you mean '") }
}
