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
        let texts = localizedTexts(of: catalog)
        let keyedTexts = files.map { $0.isPreset ? [] : $0.keyedTexts }
        // A later file's definition of a key (an override) is the one that counts.
        var writer: [String: Int] = [:]
        for (index, fileTexts) in keyedTexts.enumerated() {
            for text in fileTexts { writer[text.key] = index }
        }
        var result = TranslationRecordResult()
        var diagnostics: [Diagnostic] = []
        for (index, file) in files.enumerated() where !file.isPreset {
            var old = TranslationRecord()
            let given = input.records[file.path]
            if let given {
                let (decoded, problems) = TranslationRecord.decode(given, limits: limits)
                guard let decoded else {
                    if !input.passesOverUnreadable { diagnostics += problems }
                    continue
                }
                old = decoded
            }
            var new = TranslationRecord()
            // Whether `new` says anything `old` does not; with as many texts, then, it says the same.
            var changed = false
            var kept: [Language] = []
            for (key, definition, owner) in keyedTexts[index] where writer[key] == index {
                guard let text = texts[key], let english = text[.english] else { continue }
                let recordedTexts = old.translations(of: key)
                var translations: [Language: TranslationRecord.Entry] = [:]
                // The languages whose translations keep their records: when they are all the
                // recorded ones, the recorded text is kept whole, not built again.
                kept.removeAll(keepingCapacity: true)
                for entry in definition.entries where entry.language != .english {
                    guard let translation = text[entry.language] else { continue }
                    let place = TranslationPlace(key: key, language: entry.language)
                    if let recorded = recordedTexts?[entry.language], recorded.translation == translation,
                        confirmed.isEmpty || !confirmed.contains(place)
                    {
                        kept.append(entry.language)
                        guard recorded.english != english else { continue }
                        result.stale.insert(place)
                        diagnostics.append(
                            staleWarning(
                                place, recorded: recorded.english, english: english, owner: owner,
                                at: definition.location(of: entry),
                                englishAt: definition.entries.first { $0.language == .english }.map {
                                    definition.location(of: $0)
                                }))
                    } else {
                        translations[entry.language] = TranslationRecord.Entry(
                            english: english, translation: translation)
                    }
                }
                if let recordedTexts, translations.isEmpty, kept.count == recordedTexts.count {
                    new.keep(key, from: old)
                } else {
                    for language in kept { translations[language] = recordedTexts?[language] }
                    changed = changed || translations != recordedTexts ?? [:]
                    new.set(translations, of: key)
                }
            }
            // A file with no translation gets no record; one it had is kept, emptied.
            guard given != nil || !new.isEmpty else { continue }
            // A record that says what it said is left as it is, unrendered: rendering a large
            // app's record on every run cost as much as reading it.
            guard given == nil || changed || new.count != old.count else { continue }
            let bytes = Array(new.rendered().utf8)
            if bytes != given?.bytes {
                result.changedRecords.append(
                    SourceFile(
                        path: given?.path ?? TranslationRecord.path(forDefinitions: file.path), bytes: bytes))
            }
        }
        return (result, diagnostics)
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

    /// Every translatable text of the catalog by its String Catalog key.
    private static func localizedTexts(of catalog: Catalog) -> [String: LocalizedText] {
        Dictionary(
            DefinitionText.texts(in: catalog).map {
                (StringCatalogRenderer.key($0.kind, of: $0.id), $0.text)
            },
            uniquingKeysWith: { first, _ in first })
    }
}
