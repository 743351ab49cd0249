package import ActionSyntax

/// Reads a node tree, whatever it holds: the shapes (a mapping's fields checked against the
/// keys it may have, entries by id, list items, names, YAML 1.2 booleans) and the diagnostics
/// of a shape that is not the one expected (`type-mismatch`, `unknown-key`, `missing-key`,
/// `duplicate-key`). The definitions schema is built on it (DefinitionDecoder), and so are the
/// readers of server manifests and Hive files, Info.plists, APNs payloads and Pushwoosh
/// responses.
package struct NodeReader {
    package let file: String
    package var diagnostics: [Diagnostic] = []
    /// The language last read at each place of a text's mapping: files write every text's
    /// languages in one order, so a key is most often the one at its place in the text
    /// before, found by comparing short strings rather than by hashing one per text.
    /// Two arrays rather than one of pairs, whose runtime type would be made on first use.
    private var recentLanguageKeys: [String] = []
    private var recentLanguages: [Language] = []

    package init(file: String) {
        self.file = file
    }

    package func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// A mapping's known fields by key.
    package struct Fields {
        /// At most one per allowed key, in source order.
        package var entries: [MappingEntry] = []
        /// Whether some key was unknown: a required key that is missing is then most
        /// likely the misspelt one, already reported.
        package var hadUnknownKeys = false

        package subscript(key: String) -> MappingEntry? {
            // By position: `first(where:)` would copy each entry it passes over.
            for place in entries.indices where NodeReader.isField(entries[place].key.text, named: key) {
                return entries[place]
            }
            return nil
        }
    }

    /// The entries of a mapping, each key checked against `allowed`; the first of any
    /// repeated key wins. Nil (after a diagnostic) when the node is not a mapping.
    package mutating func fields(
        of node: Node, in context: @autoclosure () -> String, allowed: [String], expected: String? = nil
    ) -> Fields? {
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: expected ?? "a mapping for \(context())")
            return nil
        }
        // The entries are kept as they are, sharing their storage, unless a key is unknown: a new
        // array would copy each of them (a retain of its key and of its value).
        var result = Fields(entries: uniqueEntries(entries))
        func isAllowed(_ key: String) -> Bool { allowed.contains { Self.isField(key, named: $0) } }
        for place in result.entries.indices where !isAllowed(result.entries[place].key.text) {
            let key = result.entries[place].key
            let notes = Suggestion.notes(for: key.text, in: allowed, listedAs: "\(context()) takes")
            diagnostics.append(
                .error(
                    .unknownKey, "unknown key '\(key.text)' in \(context())", at: location(key.position),
                    notes: notes))
            result.hadUnknownKeys = true
        }
        if result.hadUnknownKeys { result.entries.removeAll { !isAllowed($0.key.text) } }
        return result
    }

    /// A mapping of entries by id; an empty value (`actions:`) counts as an empty mapping.
    package mutating func entries(of node: Node, what: String) -> [MappingEntry] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "a mapping of \(what) by id")
            return []
        }
        return uniqueEntries(entries)
    }

    /// A mapping's entries with repeated keys reported (at the repeat, with a note at the
    /// first) and dropped.
    package mutating func uniqueEntries(_ entries: [MappingEntry]) -> [MappingEntry] {
        // Most mappings repeat no key: they are returned as they are, sharing their storage,
        // where a new array would copy every entry (a retain of its key and of its value).
        // Keys are compared in place, by position, for the same reason.
        // Most mappings are an action's fields: a look back over the few keys before costs less
        // than a dictionary there. A file's actions get one.
        let isSmall = entries.count <= 16
        var firstSeen: [String: Int] = [:]
        if !isSmall { firstSeen.reserveCapacity(entries.count) }
        // The places kept, once a repeat is found.
        var kept: [Int]?
        for place in entries.indices {
            let key = entries[place].key.text
            // The first earlier entry with the key is the one kept.
            let first = isSmall ? (0..<place).first { entries[$0].key.text == key } : firstSeen[key]
            if let first {
                reportDuplicate(entries[place].key, firstAt: entries[first].key.position)
                if kept == nil { kept = Array(0..<place) }
                continue
            }
            if !isSmall { firstSeen[key] = place }
            kept?.append(place)
        }
        guard let kept else { return entries }
        return kept.map { entries[$0] }
    }

    /// Whether `key` is the field `name`. A field's name is ASCII without `K`, `;` or `` ` ``,
    /// which no other text is canonically equivalent to (as `==` compares), so a key of another
    /// length is another: a short string holds its length in place, and most keys differ in
    /// it, sparing a Unicode-aware comparison per field asked for.
    static func isField(_ key: String, named name: String) -> Bool {
        key.utf8.count == name.utf8.count && key == name
    }

    /// A text's language mapping as `uniqueEntries` reads it: the places of the entries kept,
    /// each with the language its key names (nil when it names none; the caller reports that).
    /// A repeated key names the language of its first, so only entries of one language have
    /// their keys compared. Places rather than entries, which would each be copied.
    package mutating func languageEntries(_ entries: [MappingEntry]) -> [(place: Int, language: Language?)] {
        var unique: [(place: Int, language: Language?)] = []
        unique.reserveCapacity(entries.count)
        // The Hive languages kept, a bit a rank: a key naming one of them for the first time
        // repeats no key, found without the look back over the entries kept.
        var hiveLanguagesKept: UInt64 = 0
        for place in entries.indices {
            let key = entries[place].key
            let language = language(named: key.text, at: place)
            if let rank = language?.hiveRank, hiveLanguagesKept & 1 << rank == 0 {
                hiveLanguagesKept |= 1 << rank
                unique.append((place, language))
                continue
            }
            let first = unique.first {
                (language == nil || $0.language == language) && entries[$0.place].key.text == key.text
            }
            if let first {
                reportDuplicate(key, firstAt: entries[first.place].key.position)
                continue
            }
            unique.append((place, language))
        }
        return unique
    }

    private mutating func reportDuplicate(_ key: Scalar, firstAt first: Position) {
        diagnostics.append(
            .error(
                .duplicateKey, "duplicate key '\(key.text)'", at: location(key.position),
                notes: [Diagnostic.Note("'\(key.text)' first appears here", at: location(first))]))
    }

    /// `Language(identifier: key)`, looked up first among the languages last read at `place`.
    private mutating func language(named key: String, at place: Int) -> Language? {
        if place < recentLanguages.count, recentLanguageKeys[place] == key {
            return recentLanguages[place]
        }
        guard let language = Language(identifier: key) else { return nil }
        if place < recentLanguages.count {
            recentLanguageKeys[place] = key
            recentLanguages[place] = language
        } else if place == recentLanguages.count {
            recentLanguageKeys.append(key)
            recentLanguages.append(language)
        }
        return language
    }

    /// The items of a sequence; an empty value counts as an empty list.
    package mutating func items(of node: Node, what: String) -> [Node] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .sequence(let items, _) = node else {
            mismatch(node, expected: "a list of \(what)")
            if case .scalar(let scalar) = node, !scalar.text.isEmpty {
                let item = file.lowercased().hasSuffix(".json") ? scalar.text.jsonLiteral : scalar.text
                noteExample("a list, even of one: [\(item)]")
            }
            return []
        }
        return items
    }

    /// Adds to the diagnostic just reported what to write instead.
    package mutating func noteExample(_ example: String) {
        diagnostics[diagnostics.count - 1].notes.append(Diagnostic.Note("write " + example))
    }

    /// `true` or `false` as YAML 1.2 writes them (JSON's are among them); anything else is
    /// reported and read as false.
    package mutating func boolean(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        mismatch(node, expected: "true or false")
        return false
    }

    /// A name or id: non-empty text that is not a YAML null.
    package mutating func name(_ node: Node, what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node, !scalar.isNull, !scalar.text.isEmpty else {
            mismatch(node, expected: what)
            return nil
        }
        return Located(scalar.text, at: location(scalar.position))
    }

    package mutating func missingKey(
        _ key: String, of fields: Fields, in context: @autoclosure () -> String, at location: SourceLocation
    ) {
        guard !fields.hadUnknownKeys else { return }
        diagnostics.append(.error(.missingKey, "\(context()) has no '\(key)'", at: location))
    }

    package mutating func mismatch(_ node: Node, expected: String) {
        let found: String
        switch node {
        case .scalar(let scalar) where scalar.isNull && scalar.text.isEmpty: found = "nothing"
        case .scalar(let scalar) where scalar.isNull:
            found = "'\(scalar.text)', which YAML reads as null (quote it to mean the word)"
        case .scalar(let scalar) where scalar.text.isEmpty: found = "empty text"
        case .scalar(let scalar): found = "'\(scalar.text)'"
        case .sequence: found = "a list"
        case .mapping: found = "a mapping"
        }
        diagnostics.append(
            .error(.typeMismatch, "expected \(expected), found \(found)", at: location(node.position)))
    }

    // JSON shapes read as they come, unknown members passed over: the String Catalog and the
    // translation record.

    /// The members of a JSON object, or nil (reported) when `node` is not one.
    package mutating func object(_ node: Node, _ what: String) -> [MappingEntry]? {
        guard case .mapping(let entries, _) = node else {
            diagnostics.append(.error(.typeMismatch, "\(what) is not an object", at: location(node.position)))
            return nil
        }
        return entries
    }

    /// The text of a JSON string; nil for anything else.
    package static func quotedText(_ node: Node?) -> String? {
        guard case .scalar(let scalar)? = node, scalar.style == .quoted else { return nil }
        return scalar.text
    }

    package static func member(_ entries: [MappingEntry], _ name: String) -> Node? {
        entries.first { $0.key.text == name }?.value
    }
}
