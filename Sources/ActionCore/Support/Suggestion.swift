/// "Did you mean" candidates for misspelt keys, ids and languages.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a
    /// likely typo (a third of the word's length, at least one edit).
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance with one rolling row.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)
                diagonal = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }
}

extension Language {
    /// The Hive code a near-miss most likely meant: `zh_Hans` → zh-hans, `en-US` → en,
    /// `EN` → en, `kr` → ko (by spelling).
    static func suggestion(for code: String) -> Language? {
        let normalized = String(code.lowercased().map { $0 == "_" ? "-" : $0 })
        if let exact = Language(rawValue: normalized) { return exact }
        if normalized.hasPrefix("zh-") {
            if normalized.contains("hant") || normalized.hasSuffix("-tw") || normalized.hasSuffix("-hk") || normalized.hasSuffix("-mo") {
                return .zhHant
            }
            return .zhHans
        }
        if let base = normalized.split(separator: "-").first, let language = Language(rawValue: String(base)) {
            return language
        }
        return Suggestion.closest(to: normalized, in: Language.allCases.map(\.rawValue)).flatMap(Language.init(rawValue:))
    }
}
