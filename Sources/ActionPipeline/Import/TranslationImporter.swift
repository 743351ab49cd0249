public import ActionModel
import ActionRender
public import ActionSyntax
package import ActionTranslations
package import ActionValidate

/// The translation import's editing step: translations from translators' files sorted
/// against definitions the pipeline validated and written into their bytes. Pure: it reads
/// nothing and checks nothing again; the pipeline validates before and after it
/// (`Pipeline+TranslationImport`).
public enum TranslationImporter {
    /// What an import would do.
    public struct Result: Sendable {
        /// The definitions files whose bytes change, with their new bytes; empty on any error.
        public var changedFiles: [SourceFile]
        public var diagnostics: [Diagnostic]
        /// Per language, in output order.
        public var summary: [(language: Language, counts: Counts)]
    }

    public struct Counts: Sendable, Equatable {
        public var changed = 0
        public var added = 0
        public var unchanged = 0
        /// Unchanged, but stale by the record and marked reviewed against the English now: a
        /// reviewer's word that it still fits, now recorded as current.
        public var confirmed = 0
        /// Marked as not done in the file (`new`, `needs-review-*`).
        public var notReviewed = 0
        /// Translated from an English text the definitions no longer have.
        public var outdated = 0

        public init() {}
    }

    private struct FilePlace: Hashable {
        var place: TranslationPlace
        var file: String
    }

    /// A definitions text a unit's key names: where it is written.
    fileprivate struct Target {
        var file: Int
        var definition: TextDefinition
        /// Where the action or category that owns the text is defined.
        var owner: SourceLocation
    }

    /// A place in one definitions file that holds a text or a text's language mapping.
    private struct SharedPlace: Hashable {
        var file: Int
        var position: Position
    }

    /// The translations sorted against the validated definitions, one at a time: those that
    /// change a text, those the definitions already hold, and the problems with the rest;
    /// then the changes written into the definitions' text.
    private struct Sorting {
        let catalog: Catalog
        let units: [String: TranslationUnit]
        var diagnostics: [Diagnostic] = []
        var counts: [Language: Counts] = [:]
        var changes: [TranslationPlace: (translation: ImportedTranslation, unit: TranslationUnit)] = [:]
        /// The places of `changes`, in the order first met.
        var order: [TranslationPlace] = []
        var unchanged: Set<TranslationPlace> = []
        /// Unchanged, and reviewed against the English now.
        var confirmed: Set<TranslationPlace> = []
        var firstInFile: [FilePlace: ImportedTranslation] = [:]
        var reportedLanguages: Set<SourceLocation> = []

        init(_ catalog: Catalog) {
            self.catalog = catalog
            units = Dictionary(TranslationUnit.all(in: catalog).map { ($0.key, $0) }) { first, _ in first }
        }

        mutating func sort(_ translation: ImportedTranslation) {
            guard let (unit, language) = importable(translation) else { return }
            let place = TranslationPlace(key: translation.key, language: language)
            // One file that gives a text twice, differently, contradicts itself.
            let inFile = FilePlace(place: place, file: translation.targetLocation.file)
            if let earlier = firstInFile[inFile] {
                if earlier.target != translation.target {
                    diagnostics.append(
                        .error(
                            .duplicateKey,
                            "'\(translation.key)' is translated into \(language.identifier) twice, differently, in this file",
                            at: translation.keyLocation,
                            notes: [.init("the other translation", at: earlier.targetLocation)]))
                }
                return
            }
            firstInFile[inFile] = translation
            // Across files, a translation equal to the definitions' says nothing (a String
            // Catalog holds every language, an XLIFF file one); two that change a text must agree.
            if unit.text[language] == translation.target {
                unchanged.insert(place)
                // Reviewed against the English now, it is current; without the English the
                // file says nothing about what it was made from.
                if translation.source != nil { confirmed.insert(place) }
            } else if let earlier = changes[place] {
                if earlier.translation.target != translation.target {
                    diagnostics.append(
                        .error(
                            .duplicateKey,
                            "'\(translation.key)' is translated into \(language.identifier) twice, differently, in the imported files",
                            at: translation.keyLocation,
                            notes: [.init("the other translation", at: earlier.translation.targetLocation)]))
                }
            } else {
                changes[place] = (translation, unit)
                order.append(place)
            }
        }

        /// The unit and language of a reviewed translation of one of actionc's texts, into a
        /// language the definitions declare besides English, that the build would accept; nil,
        /// counted or reported, for any other.
        private mutating func importable(_ translation: ImportedTranslation) -> (TranslationUnit, Language)? {
            // An `.xcloc` holds the whole app's strings; only actionc's keys are the definitions'.
            guard StringCatalogRenderer.isKey(translation.key) else { return nil }
            guard let unit = units[translation.key] else {
                diagnostics.append(
                    .error(
                        .unknownTranslationID,
                        "no text of the definitions has the id '\(translation.key)'; remove the unit, or import into the definitions it was exported from",
                        at: translation.keyLocation))
                return nil
            }
            guard let language = declaredLanguage(of: translation) else { return nil }
            let english = unit.english
            guard translation.isReviewed else {
                counts[language, default: Counts()].notReviewed += 1
                return nil
            }
            if let source = translation.source, source != english {
                counts[language, default: Counts()].outdated += 1
                diagnostics.append(
                    .warning(
                        .sourceChanged,
                        "'\(translation.key)' was translated from '\(source)', but the English is now '\(english)'; not imported: export again and translate the new text",
                        at: translation.keyLocation))
                return nil
            }
            if let problem = problem(with: translation.target, of: unit, english: english) {
                diagnostics.append(
                    .error(
                        problem.code,
                        "\(language.identifier) text of '\(translation.key)' \(problem.message)",
                        at: translation.targetLocation))
                return nil
            }
            return (unit, language)
        }

        /// The translation's language when the definitions declare it and it is not English;
        /// nil, reported once per place, otherwise.
        private mutating func declaredLanguage(of translation: ImportedTranslation) -> Language? {
            guard let language = Language(identifier: translation.language) else {
                diagnostics.append(
                    .error(
                        .unknownLanguage, "'\(translation.language)' is not a language Apple localizes into",
                        at: translation.languageLocation))
                return nil
            }
            guard language == .english || !catalog.languages.contains(language) else { return language }
            // Said once per place: an XLIFF file names its language once for all its units.
            guard reportedLanguages.insert(translation.languageLocation).inserted else { return nil }
            if language == .english {
                diagnostics.append(
                    .warning(
                        .nothingImported,
                        "the translations are into English, the definitions' own language, so they are not imported; translate into a language of 'languages:' besides English",
                        at: translation.languageLocation))
                return nil
            }
            let declared = catalog.languages.map(\.identifier).joined(separator: ", ")
            diagnostics.append(
                .error(
                    .unknownLanguage,
                    "'\(language.identifier)' is not in the definitions' 'languages:' (\(declared)), so no output would carry its translations",
                    at: translation.languageLocation,
                    notes: Diagnostic.Note.listLanguage(
                        language, nearest: Language.nearest(to: language, among: catalog.languages))))
            return nil
        }

        /// Counts the unchanged translations: those reviewed, and `stale` by the records
        /// before the import, as confirmed.
        mutating func countUnchanged(stale: Set<TranslationPlace>) {
            for place in unchanged where changes[place] == nil {
                if confirmed.contains(place) && stale.contains(place) {
                    counts[place.language, default: Counts()].confirmed += 1
                } else {
                    counts[place.language, default: Counts()].unchanged += 1
                }
            }
        }

        /// Writes each change into `definitions`, whose decoded `files` are in the same
        /// order: which files changed, with their edited bytes, and each changed text as it
        /// should read back.
        mutating func write(into definitions: [SourceFile], files: [DefinitionFile?]) -> Edits {
            var edits = Edits(targets: texts(in: files), editors: definitions.map(DefinitionTextEditor.init))
            let owners = placeOwners(in: files)
            for place in order {
                let (translation, unit) = changes[place]!
                let language = place.language
                guard let target = edits.targets[translation.key] else {
                    diagnostics.append(
                        .error(
                            .cannotImport,
                            "'\(translation.key)' comes from a preset; override the definition in your own file to translate it",
                            at: translation.keyLocation))
                    continue
                }
                let existing = target.definition.entries.first { $0.language == language }
                let written = SharedPlace(
                    file: target.file, position: existing?.position ?? target.definition.location.position)
                if let other = owners[written]?.first(where: { $0 != translation.key }),
                    let sharer = edits.targets[other]
                {
                    diagnostics.append(
                        sharedText(of: translation, at: written, in: target, with: other, sharer))
                    continue
                }
                do {
                    if let entry = existing {
                        try edits.editors[target.file].replace(entry, with: translation.target)
                        counts[language, default: Counts()].changed += 1
                    } else {
                        let file = files[target.file]
                        let key = spelling(of: language, in: file, edits.editors[target.file])
                        try edits.editors[target.file].add(
                            key: key, text: translation.target, in: language, to: target.definition,
                            order: file?.languages?.map(\.value) ?? catalog.languages)
                        counts[language, default: Counts()].added += 1
                    }
                    edits.edited.insert(target.file)
                    var entries = (edits.expected[translation.key] ?? unit.text).entries
                    entries.removeAll { $0.language == language }
                    edits.expected[translation.key] = LocalizedText(
                        entries + [(language, translation.target)])
                } catch {
                    diagnostics.append(
                        .error(
                            .cannotImport,
                            "'\(translation.key)' cannot be written into the definitions: \(error.message)",
                            at: translation.targetLocation,
                            notes: [.init("the text is written here", at: target.definition.location)]))
                }
            }
            return edits
        }

        /// An anchor and its aliases are one text: editing it for one action edits them all.
        private func sharedText(
            of translation: ImportedTranslation, at written: SharedPlace, in target: Target,
            with other: String,
            _ sharer: Target
        ) -> Diagnostic {
            .error(
                .cannotImport,
                "'\(translation.key)' shares its text with '\(other)' through a YAML anchor and alias, so importing it would change both; give each its own text (write the text out where the alias '*' stands) and import again",
                at: translation.targetLocation,
                notes: [
                    .init(
                        "the shared text is written here",
                        at: SourceLocation(file: target.definition.location.file, position: written.position)),
                    .init("'\(translation.key)' belongs to the definition here", at: target.owner),
                    .init("'\(other)' belongs to the definition here", at: sharer.owner),
                ])
        }
    }

    /// The definitions' texts as the import edits them.
    fileprivate struct Edits {
        let targets: [String: Target]
        /// One per definitions file.
        var editors: [DefinitionTextEditor]
        /// The indices of the files an edit reached.
        var edited = Set<Int>()
        /// Each imported text as it should read back.
        var expected: [String: LocalizedText] = [:]
    }

    /// What the edit makes of the definitions, for the pipeline to check as it checks a build.
    package struct Edit {
        /// Every definitions file, in the order given, with its edited bytes where an edit reached it.
        package var definitions: [SourceFile]
        /// The files an edit reached, in that order.
        package var changedFiles: [SourceFile]
        /// The edit's own findings: the translations it does not import and why, and the
        /// texts it cannot write.
        package var diagnostics: [Diagnostic]
        /// Per language, in output order.
        package var summary: [(language: Language, counts: Counts)]
        /// The translations now current: each imported one, and each the file confirms
        /// unchanged against the English now.
        package var current: Set<TranslationPlace>
        /// Every text of the definitions before the edit, by key.
        fileprivate var units: [String: TranslationUnit]
        fileprivate var edits: Edits

        /// The read-back check over the edited definitions' `catalog`: every imported text
        /// reads as imported, and every other text as it was (an edit that went astray
        /// would otherwise change another text).
        package func misreadTexts(in catalog: Catalog) -> [Diagnostic] {
            let readBack = Dictionary(TranslationUnit.all(in: catalog).map { ($0.key, $0.text) }) {
                first, _ in first
            }
            var diagnostics: [Diagnostic] = []
            for (key, unit) in units where edits.expected[key] == nil && readBack[key] != unit.text {
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "'\(key)' changed although no translation of it was imported; nothing was written",
                        at: edits.targets[key].map(\.definition.location)))
            }
            for (key, text) in edits.expected where readBack[key] != text {
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "'\(key)' did not read back as imported after rewriting the definitions; nothing was written",
                        at: edits.targets[key].map(\.definition.location)))
            }
            return diagnostics
        }
    }

    /// The translations sorted against `validated`, the pipeline's validation of
    /// `definitions`, and written into the definitions' bytes. `staleBefore`: the
    /// translations the records call stale before the import, so that one the file confirms
    /// unchanged counts as confirmed; asked for only when a file confirms one.
    package static func edit(
        _ translations: [ImportedTranslation], into definitions: [SourceFile], _ validated: ValidatedCatalog,
        staleBefore: () -> Set<TranslationPlace>
    ) -> Edit {
        var sorting = Sorting(validated.catalog)
        for translation in translations { sorting.sort(translation) }
        sorting.countUnchanged(stale: sorting.confirmed.isEmpty ? [] : staleBefore())
        // The files as validation decoded them, each by its definitions file's path.
        let decoded = Dictionary(validated.files.filter { !$0.isPreset }.map { ($0.path, $0) }) {
            first, _ in first
        }
        let edits = sorting.write(into: definitions, files: definitions.map { decoded[$0.path] })
        var changed = definitions
        for index in edits.edited { changed[index].bytes = edits.editors[index].edited }
        return Edit(
            definitions: changed, changedFiles: edits.edited.sorted().map { changed[$0] },
            diagnostics: sorting.diagnostics,
            summary: sorting.counts.sorted { $0.key < $1.key }.map { (language: $0.key, counts: $0.value) },
            current: sorting.confirmed.union(sorting.order), units: sorting.units, edits: edits)
    }

    /// What the build would reject in a translation: empty, forbidden characters, or format
    /// specifiers that ask iOS for other arguments than the English text's.
    private static func problem(with text: String, of unit: TranslationUnit, english: String) -> (
        code: DiagnosticCode, message: String
    )? {
        if !unit.kind.mayBeEmpty, TextRules.looksEmpty(text) { return (.emptyTitle, "is empty") }
        if let bad = TextRules.firstForbidden(in: text) {
            return (.invalidCharacter, "contains \(TextRules.describe(bad))")
        }
        guard unit.kind.isFormat else { return nil }
        let expected = arguments(of: english)
        let found = arguments(of: text)
        guard expected != found else { return nil }
        func list(_ specifiers: [String]) -> String {
            specifiers.isEmpty ? "none" : specifiers.joined(separator: " ")
        }
        return (
            .formatMismatch,
            "has the format specifiers \(list(FormatSpecifier.all(in: text).map(\.text))) where the English has \(list(FormatSpecifier.all(in: english).map(\.text))); iOS passes the same arguments to every language"
        )
    }

    /// The arguments a format text takes, by number and kind: `%u %@` and `%2$@ %1$u` agree.
    private static func arguments(of text: String) -> [Int: FormatSpecifier.Kind] {
        var result: [Int: FormatSpecifier.Kind] = [:]
        var next = 1
        for specifier in FormatSpecifier.all(in: text) {
            let argument = specifier.explicitArgument ?? next
            if specifier.explicitArgument == nil { next += 1 }
            result[argument] = specifier.kind
        }
        return result
    }

    /// Every text of the app's own files by its key; a later file's definition (an
    /// override) wins.
    private static func texts(in files: [DefinitionFile?]) -> [String: Target] {
        var targets: [String: Target] = [:]
        for (index, file) in files.enumerated() {
            guard let file else { continue }
            var owners: [DefinitionReference: SourceLocation] = [:]
            for action in file.actions { owners[.action(action.id.value)] = action.id.location }
            for category in file.categories { owners[.category(category.id.value)] = category.id.location }
            for text in file.keyedTexts {
                targets[text.key] = Target(
                    file: index, definition: text.text, owner: owners[text.owner] ?? text.text.location)
            }
        }
        return targets
    }

    /// The keys whose texts each place holds: more than one where a YAML alias repeats an
    /// anchored text or language mapping.
    private static func placeOwners(in files: [DefinitionFile?]) -> [SharedPlace: [String]] {
        var owners: [SharedPlace: [String]] = [:]
        for (index, file) in files.enumerated() {
            for text in file?.keyedTexts ?? [] {
                var places = Set(text.text.entries.map(\.position))
                places.insert(text.text.location.position)
                for position in places {
                    owners[SharedPlace(file: index, position: position), default: []].append(text.key)
                }
            }
        }
        return owners
    }

    /// How the file's `languages:` spells `language` (`zh-hans` or `zh-Hans`), so an added
    /// text is keyed as the file's others are; Apple's spelling when the file does not list it.
    private static func spelling(
        of language: Language, in file: DefinitionFile?, _ editor: DefinitionTextEditor
    ) -> String {
        guard let written = file?.languages?.first(where: { $0.value == language }),
            let word = editor.word(at: written.location.position), Language(identifier: word) == language
        else { return language.identifier }
        return word
    }
}
