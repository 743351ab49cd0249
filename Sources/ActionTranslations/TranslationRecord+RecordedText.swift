import ActionModel

extension TranslationRecord {
    /// One text's recorded translations, each with the English it was made from, as the
    /// keeper compares them with the definitions': where the record's bytes hold them, made
    /// strings only where one is written or told. A large app's record is compared on every
    /// run and rarely changes: a string for each of its translations cost more than reading it.
    struct RecordedText {
        /// Where the scanner found the translations, when it read the record.
        private let scanned: ScannedRecord?
        private let places: [ScannedTranslation]
        /// The translations otherwise: set, or read through the tree.
        private let entries: [(language: Language, entry: Entry)]

        init(_ translations: [Language: Entry]) {
            scanned = nil
            places = []
            entries = translations.map { ($0.key, $0.value) }
        }

        init(_ record: ScannedRecord, _ translations: [ScannedTranslation]) {
            scanned = record
            places = translations
            entries = []
        }

        var count: Int { scanned == nil ? entries.count : places.count }

        var isEmpty: Bool { count == 0 }

        func language(at index: Int) -> Language {
            scanned?.language(of: places[index]) ?? entries[index].language
        }

        /// Where `language`'s translation is, looked for at `guess` first: the texts of a
        /// record list their languages in one order, and the definitions theirs in another.
        func index(of language: Language, guess: Int) -> Int? {
            guard let scanned else { return entries.firstIndex { $0.language == language } }
            if guess < places.count, scanned.translation(places[guess], isInto: language) { return guess }
            return places.firstIndex { scanned.translation($0, isInto: language) }
        }

        /// Whether the translation at `index` is `text`.
        func translation(at index: Int, is text: String) -> Bool {
            scanned?.translation(places[index], is: text)
                ?? (entries[index].entry.translation == text)
        }

        /// Whether the translation at `index` was made from `english`.
        func english(at index: Int, is english: String) -> Bool {
            scanned?.english(places[index], is: english)
                ?? (entries[index].entry.english == english)
        }

        /// Whether the translations at `index` and `other` were made from the one English in
        /// the record's bytes; false when they were not read from bytes.
        func english(at index: Int, isThatOf other: Int) -> Bool {
            scanned != nil && places[index].english == places[other].english
        }

        func entry(at index: Int) -> Entry {
            scanned?.entry(places[index]) ?? entries[index].entry
        }

        /// The text as the record holds it, to keep it unread.
        var text: Text {
            scanned.map { .scanned($0, places) } ?? .translations(translations)
        }

        /// Every translation, as strings.
        var translations: [Language: Entry] {
            Dictionary(uniqueKeysWithValues: (0..<count).map { (language(at: $0), entry(at: $0)) })
        }
    }
}
