package import ActionModel
import ActionRender
public import ActionSyntax
import ActionValidate

/// The translation records a caller read beside the definitions: bytes in, like the
/// definitions themselves.
public struct TranslationRecordInput: Sendable {
    /// Each definitions file's record, by the definitions file's path; a file without one
    /// (none written yet) is absent.
    public var records: [String: SourceFile]
    /// A record that cannot be read is passed over instead of being an error: for a run
    /// that does not own the records (the SwiftPM plugin's build, which cannot write them
    /// and must not fail on them; `validate` reports the problem).
    public var passesOverUnreadable: Bool

    public init(records: [String: SourceFile], passesOverUnreadable: Bool = false) {
        self.records = records
        self.passesOverUnreadable = passesOverUnreadable
    }

    /// Each record decoded. It needs nothing of the definitions, so a large app's pipeline
    /// reads it while the definitions are validated.
    package func read(limits: ParseLimits) -> ReadTranslationRecords {
        ReadTranslationRecords(
            records: records.mapValues { file in
                let (record, problems) = TranslationRecord.decode(file, limits: limits)
                return (file, record, problems)
            },
            passesOverUnreadable: passesOverUnreadable)
    }
}

/// The records of a `TranslationRecordInput`, decoded: what `TranslationRecordKeeper` compares.
package struct ReadTranslationRecords: Sendable {
    /// By the definitions file's path: the record's file, and its contents or why they do not read.
    fileprivate var records: [String: (file: SourceFile, record: TranslationRecord?, problems: [Diagnostic])]
    fileprivate var passesOverUnreadable: Bool
}

/// What the records say about the definitions' translations, and the records as they
/// should now be.
package struct TranslationRecordResult: Sendable {
    /// The translations made from an English text the definitions no longer have.
    package var stale: Set<TranslationPlace> = []
    /// The records whose bytes change, by their paths, in input order: a new record for a
    /// file with translations and none yet, an updated one for a changed translation.
    package var changedRecords: [SourceFile] = []

    package init() {}
}

/// Compares each translation with its record and brings the record up to date:
/// - a translation as recorded keeps its record, and is stale when the English it was made
///   from is not the English now: a changed English never makes an old translation current;
/// - a translation with no record, or one that differs from the recorded translation (edited
///   by hand, or imported), is recorded as made from the English now;
/// - a confirmed translation (imported as reviewed) is recorded as made from the English now;
/// - records of texts and languages the definitions no longer have are dropped.
/// Presets have no record: only the app's own files are compared.
package enum TranslationRecordKeeper {
    /// The pipeline's stage after validation (`Pipeline.checkRecords` puts its warnings
    /// through the policy): what the records say, and the warnings found.
    package static func check(
        _ files: [DefinitionFile], catalog: Catalog, input: TranslationRecordInput,
        confirmed: Set<TranslationPlace> = [], limits: ParseLimits
    ) -> (TranslationRecordResult, [Diagnostic]) {
        check(files, catalog: catalog, records: input.read(limits: limits), confirmed: confirmed)
    }

    /// `check` with the records already read (`TranslationRecordInput.read`), each freed once
    /// its file is compared.
    package static func check(
        _ files: [DefinitionFile], catalog: Catalog, records: consuming ReadTranslationRecords,
        confirmed: Set<TranslationPlace> = []
    ) -> (TranslationRecordResult, [Diagnostic]) {
        let texts = CatalogTexts(catalog)
        // A later file's definition of a key (an override) is the one that counts; with one
        // file of the app's own, each of its texts is its own.
        var writer: [String: Int]?
        if files.count(where: { !$0.isPreset }) > 1 {
            var writers: [String: Int] = [:]
            for (index, file) in files.enumerated() where !file.isPreset {
                for (kind, id, _) in DefinitionText.texts(in: file) {
                    writers[StringCatalogRenderer.key(kind, of: id.value)] = index
                }
            }
            writer = writers
        }
        var result = TranslationRecordResult()
        var diagnostics: [Diagnostic] = []
        for (index, file) in files.enumerated() where !file.isPreset {
            var old = TranslationRecord()
            let read = records.records.removeValue(forKey: file.path)
            let given = read?.file
            if let read {
                guard let decoded = read.record else {
                    if !records.passesOverUnreadable { diagnostics += read.problems }
                    continue
                }
                old = decoded
            }
            // The record as it should now be, text by text; made a record only to be written.
            var new: [(key: String, text: TranslationRecord.Text)] = []
            // Whether `new` says anything `old` does not; with as many texts, then, it says the same.
            var changed = false
            // The recorded translations that keep their records, by their place in the text's.
            var kept: [Int] = []
            // Where the language at each place of the last text's definition was in the catalog's
            // text and in its record: every text of a file is likely to list its languages
            // alike, and the catalog and the record too.
            var guesses: [(catalog: Int, record: Int)] = []
            for (kind, id, definition) in DefinitionText.texts(in: file) {
                let key = StringCatalogRenderer.key(kind, of: id.value)
                guard (writer?[key] ?? index) == index, let text = texts[kind, id.value],
                    let english = text[.english]
                else { continue }
                let recorded = old.recorded(key)
                var translations: [Language: TranslationRecord.Entry] = [:]
                kept.removeAll(keepingCapacity: true)
                // A kept translation made from the English now: most of a text's were made from
                // the one English, which is then compared once.
                var current: Int?
                guesses += repeatElement(
                    (catalog: 0, record: 0), count: max(0, definition.entries.count - guesses.count))
                // By place: an entry copied out of the definition is retained and released.
                for position in definition.entries.indices {
                    let language = definition.entries[position].language
                    guard language != .english,
                        let translation = Self.text(of: text, in: language, guess: &guesses[position].catalog)
                    else { continue }
                    if let at = recorded.index(of: language, guess: guesses[position].record),
                        recorded.translation(at: at, is: translation),
                        confirmed.isEmpty
                            || !confirmed.contains(TranslationPlace(key: key, language: language))
                    {
                        guesses[position].record = at
                        kept.append(at)
                        if current.map({ recorded.english(at: at, isThatOf: $0) }) == true
                            || recorded.english(at: at, is: english)
                        {
                            current = at
                            continue
                        }
                        let place = TranslationPlace(key: key, language: language)
                        result.stale.insert(place)
                        diagnostics.append(
                            staleWarning(
                                place, recorded: recorded.entry(at: at).english, english: english,
                                owner: DefinitionReference(kind.owner, id.value),
                                at: definition.location(of: definition.entries[position]),
                                englishAt: definition.entries.first { $0.language == .english }.map {
                                    definition.location(of: $0)
                                }))
                    } else {
                        translations[language] = TranslationRecord.Entry(
                            english: english, translation: translation)
                    }
                }
                if !recorded.isEmpty, translations.isEmpty, kept.count == recorded.count {
                    new.append((key, recorded.text))
                } else {
                    for at in kept { translations[recorded.language(at: at)] = recorded.entry(at: at) }
                    changed = changed || translations != recorded.translations
                    // A text without translations is no part of the record.
                    if !translations.isEmpty { new.append((key, .translations(translations))) }
                }
            }
            // A file with no translation gets no record; one it had is kept, emptied.
            guard given != nil || !new.isEmpty else { continue }
            // A record that says what it said is left as it is, unrendered: rendering a large
            // app's record on every run cost as much as reading it.
            guard given == nil || changed || new.count != old.count else { continue }
            let record = TranslationRecord(texts: Dictionary(new, uniquingKeysWith: { _, later in later }))
            let bytes = Array(record.rendered().utf8)
            if bytes != given?.bytes {
                result.changedRecords.append(
                    SourceFile(
                        path: given?.path ?? TranslationRecord.path(forDefinitions: file.path), bytes: bytes))
            }
        }
        return (result, diagnostics)
    }

    /// `text` in `language`, looked for at `guess` first, which is then where it was found.
    private static func text(of text: LocalizedText, in language: Language, guess: inout Int) -> String? {
        let entries = text.entries
        if guess < entries.count, entries[guess].language == language { return entries[guess].text }
        guard let found = entries.firstIndex(where: { $0.language == language }) else { return nil }
        guess = found
        return entries[found].text
    }

    private static func staleWarning(
        _ place: TranslationPlace, recorded: String, english: String, owner: DefinitionReference,
        at location: SourceLocation, englishAt: SourceLocation?
    ) -> Diagnostic {
        .warning(
            .staleTranslation,
            "the \(place.language.identifier) text of '\(place.key)' was translated from an English text that has changed since; translate it again",
            at: location, about: owner,
            notes: [
                Diagnostic.Note("translated from '\(recorded)'"),
                Diagnostic.Note("the English is now '\(english)'", at: englishAt),
                Diagnostic.Note(
                    "write the new translation here, or have it translated through 'actionc translations export' and 'import'; either is then recorded as current. If this text still fits, import it from the export with its state set to translated"
                ),
            ])
    }
}

/// The catalog's texts by the id of the action or category that holds them: looked up once
/// for each text of the definitions.
private struct CatalogTexts {
    let catalog: Catalog
    let actions: [String: Int]
    let categories: [String: Int]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        actions = Dictionary(
            zip(catalog.actions.map { $0.id }, catalog.actions.indices),
            uniquingKeysWith: { first, _ in first })
        categories = Dictionary(
            zip(catalog.categories.map { $0.id }, catalog.categories.indices),
            uniquingKeysWith: { first, _ in first })
    }

    subscript(kind: DefinitionText, id: String) -> LocalizedText? {
        switch kind {
        case .action(let text): actions[id].flatMap { text.text(of: catalog.actions[$0]) }
        case .category(let text): categories[id].flatMap { catalog.categories[$0][keyPath: text.catalog] }
        }
    }
}
