package import ActionModel
import ActionRender
package import ActionSyntax

/// The record kept beside a definitions file (`shop.actions.yaml` → `shop.translations.json`):
/// for each translation, the English text it was translated from, and the translation as it
/// was then, so a later change of either can be told apart. The English is written out,
/// not a fingerprint of it, so a pull request shows what each translation was made from.
///
/// ```json
/// {
///   "about": "…",
///   "texts": {
///     "push.action.REPLY_ID.title": {"en": "Answer", "de": {"english": "Reply", "translation": "Antworten"}, "ko": "대답"}
///   }
/// }
/// ```
///
/// One text a line, as the definitions write a title: `en` is the English the text's
/// translations were made from, written once, and each language its translation; a
/// translation made from another English (the English changed, and it was not translated
/// again) carries that English with it. Keys and languages sorted by their bytes: the file is
/// the same bytes for the same record, and it is about the size of the texts it records.
package struct TranslationRecord: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        /// The English text the translation was made from.
        package var english: String
        /// The translation as it was recorded.
        package var translation: String

        package init(english: String, translation: String) {
            self.english = english
            self.translation = translation
        }
    }

    /// By text key, each text's translations by language. Keyed by text first: a large
    /// app's record has hundreds of thousands of translations, and hashing a key once per
    /// text instead of once per translation is most of the time the record takes.
    private var texts: [String: Text] = [:]

    /// One text's translations: as set, or where the scanner found them in the record
    /// (`ScannedRecord`), made strings when asked for. A record read is compared text by text,
    /// and is rarely written: its texts held as strings took more memory than the catalog.
    enum Text: Sendable {
        case translations([Language: Entry])
        case scanned(ScannedRecord, [ScannedTranslation])

        var translations: [Language: Entry] {
            switch self {
            case .translations(let translations): translations
            case .scanned(let record, let translations): RecordedText(record, translations).translations
            }
        }
    }

    package init() {}

    package subscript(place: TranslationPlace) -> Entry? {
        get { translations(of: place.key)?[place.language] }
        set {
            var translations = translations(of: place.key) ?? [:]
            translations[place.language] = newValue
            texts[place.key] = .translations(translations)
        }
    }

    /// A text's translations by language; nil when the record has none of it.
    func translations(of key: String) -> [Language: Entry]? {
        texts[key]?.translations
    }

    /// A text's translations as the keeper compares them; empty when the record has none of it
    /// (it records no text without translations).
    func recorded(_ key: String) -> RecordedText {
        switch texts[key] {
        case .translations(let translations)?: RecordedText(translations)
        case .scanned(let record, let translations)?: RecordedText(record, translations)
        case nil: RecordedText([:])
        }
    }

    /// Each text's translations at once; a text without any is no part of the record.
    mutating func set(_ translations: [Language: Entry], of key: String) {
        texts[key] = translations.isEmpty ? nil : .translations(translations)
    }

    /// How many texts have translations.
    var count: Int { texts.count }

    package static func == (left: TranslationRecord, right: TranslationRecord) -> Bool {
        left.texts.count == right.texts.count
            && left.texts.allSatisfy { key, text in
                right.texts[key].map { $0.translations == text.translations } ?? false
            }
    }

    package var isEmpty: Bool { texts.isEmpty }

    /// `<stem>.translations.json` beside `definitionsPath`, the stem being the name less its
    /// definitions suffix (`.actions.yaml`), or less its extension when it has no such suffix.
    /// No folder search reads it as definitions: it does not end in `.actions.json`.
    package static func path(forDefinitions definitionsPath: String) -> String {
        let slash = definitionsPath.lastIndex(of: "/").map { definitionsPath.index(after: $0) }
        let folder = definitionsPath[..<(slash ?? definitionsPath.startIndex)]
        var name = definitionsPath[(slash ?? definitionsPath.startIndex)...]
        let lowercased = name.lowercased()
        if let suffix = DefinitionFile.nameSuffixes.first(where: lowercased.hasSuffix) {
            name = name.dropLast(suffix.count)
        } else if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = name[..<dot]
        }
        return String(folder) + name + Self.suffix
    }

    /// What every record file's name ends in.
    package static let suffix = ".translations.json"

    private static let about =
        "Written by actionc build and actionc translations import: per text, the English its translations were made from (en) and each translation as recorded; one made from another English carries it. Not edited by hand."

    /// Each text as a reader found it.
    init(texts: [String: Text]) { self.texts = texts }

    /// The record's bytes: sorted, one text a line, ending in a newline. Written straight into
    /// one string: a large app's record has a line for each of tens of thousands of texts, and
    /// a tree of JSON values for them cost more than the rest of the build.
    package func rendered() -> String {
        var text = "{\n  \"about\": " + Self.about.jsonLiteral + ",\n  \"texts\": {"
        let keys = texts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (index, key) in keys.enumerated() {
            let translations = texts[key]!.translations
            text += (index == 0 ? "\n    " : ",\n    ") + key.jsonLiteral + ": {"
            let english = Self.commonEnglish(of: translations.values)
            if let english { text += "\"en\": " + english.jsonLiteral }
            let languages = translations.map { (language: $0.key.identifier, entry: $0.value) }.sorted {
                $0.language.utf8.lexicographicallyPrecedes($1.language.utf8)
            }
            for (language, entry) in languages {
                text += ", " + language.jsonLiteral + ": "
                text +=
                    entry.english == english
                    ? entry.translation.jsonLiteral
                    : "{\"english\": " + entry.english.jsonLiteral + ", \"translation\": "
                        + entry.translation.jsonLiteral
                        + "}"
            }
            text += "}"
        }
        return text + (keys.isEmpty ? "}\n}\n" : "\n  }\n}\n")
    }

    /// The English a text's line writes once: the one most of its translations were made
    /// from (all of them, until the English changes), the first by bytes of a tie.
    private static func commonEnglish(of entries: some Collection<Entry>) -> String? {
        guard let first = entries.first?.english else { return nil }
        if entries.allSatisfy({ $0.english == first }) { return first }
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.english, default: 0] += 1 }
        return counts.min {
            $0.value != $1.value ? $0.value > $1.value : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }?.key
    }

    /// Reads a record as `rendered` writes it; every problem is an error at its position.
    /// A record is read straight from its bytes, without the node tree and positions every
    /// definitions file is read into; only one that reader turns away is read again through
    /// the tree, for the positions of its problems.
    package static func decode(_ file: SourceFile, limits: ParseLimits = .default) -> (
        TranslationRecord?, [Diagnostic]
    ) {
        if let problem = limits.fileSizeProblem(size: file.bytes.count, file: file.path) {
            return (nil, [problem])
        }
        if let problem = TextEncoding.check(file.bytes, file: file.path) { return (nil, [problem]) }
        if limits.maxDepth >= TranslationRecordScanner.depth,
            let record = TranslationRecordScanner.read(file.bytes)
        {
            return (record, [])
        }
        let parsed = JSONReader.parse(file.bytes, file: file.path, limits: limits)
        guard let root = parsed.root, !parsed.diagnostics.hasErrors else { return (nil, parsed.diagnostics) }
        var json = NodeReader(file: file.path)
        func string(_ node: Node, _ what: String) -> String? {
            guard let text = NodeReader.quotedText(node) else {
                json.diagnostics.append(
                    .error(.typeMismatch, "\(what) is not a string", at: json.location(node.position)))
                return nil
            }
            return text
        }
        func string(_ node: Node?, _ what: String, in parent: Position) -> String? {
            guard let node else {
                json.diagnostics.append(.error(.missingKey, "\(what) is missing", at: json.location(parent)))
                return nil
            }
            return string(node, what)
        }
        let regenerate = "delete the file and run 'actionc build' to write it again"
        var record = TranslationRecord()
        var texts: Node?
        for member in json.object(root, "the translation record") ?? [] {
            switch member.key.text {
            case "about": continue
            case "texts": texts = member.value
            default:
                json.diagnostics.append(
                    .error(
                        .unknownKey,
                        "unknown key '\(member.key.text)' in the translation record; \(regenerate)",
                        at: json.location(member.key.position)))
            }
        }
        guard let texts else {
            if json.diagnostics.isEmpty {
                json.diagnostics.append(
                    .error(
                        .missingKey, "the translation record has no 'texts'; \(regenerate)",
                        at: json.location(root.position)))
            }
            return (nil, json.diagnostics)
        }
        for text in json.object(texts, "'texts'") ?? [] {
            var translations: [Language: Entry] = [:]
            defer { record.set(translations, of: text.key.text) }
            guard let members = json.object(text.value, "'\(text.key.text)'") else { continue }
            let english = NodeReader.member(members, "en").flatMap { string($0, "'en'") }
            var missingEnglish = english == nil && NodeReader.member(members, "en") == nil
            for translation in members where translation.key.text != "en" {
                guard let language = Language(identifier: translation.key.text) else {
                    json.diagnostics.append(
                        .error(
                            .unknownLanguage,
                            "'\(translation.key.text)' is not a language Apple localizes into; \(regenerate)",
                            at: json.location(translation.key.position)))
                    continue
                }
                if let translated = NodeReader.quotedText(translation.value) {
                    // A translation written alone was made from the text's `en`.
                    if missingEnglish {
                        missingEnglish = false
                        json.diagnostics.append(
                            .error(
                                .missingKey, "'en' is missing from '\(text.key.text)'; \(regenerate)",
                                at: json.location(text.value.position)))
                    }
                    if let english {
                        translations[language] = Entry(english: english, translation: translated)
                    }
                    continue
                }
                guard let fields = json.object(translation.value, "'\(translation.key.text)'") else {
                    continue
                }
                let at = translation.value.position
                guard let english = string(NodeReader.member(fields, "english"), "'english'", in: at),
                    let translated = string(
                        NodeReader.member(fields, "translation"), "'translation'", in: at)
                else { continue }
                translations[language] = Entry(english: english, translation: translated)
            }
        }
        return json.diagnostics.isEmpty ? (record, []) : (nil, json.diagnostics)
    }
}

extension DefinitionFile {
    /// Every text this file writes, under its String Catalog key, with the definition it
    /// belongs to, in the file's order.
    package var keyedTexts: [(key: String, text: TextDefinition, owner: DefinitionReference)] {
        DefinitionText.texts(in: self).map { kind, id, text in
            (StringCatalogRenderer.key(kind, of: id.value), text, DefinitionReference(kind.owner, id.value))
        }
    }
}
