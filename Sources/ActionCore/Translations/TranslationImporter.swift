import ActionModel
import ActionRender
import ActionSyntax
import ActionValidate

/// Translations from translators' files written into the definitions, after every check
/// the build makes: pure, bytes in, the changed definitions files and diagnostics out.
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
    private struct Target {
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

    /// With `records`, the translation records of `definitions` come back in `changedFiles`
    /// too, wherever they change: each imported translation is recorded as made from the
    /// English now, and so is one the file marks translated from that English unchanged (a
    /// reviewer's confirmation that it still fits).
    public static func importTranslations(
        _ translations: [ImportedTranslation], into definitions: [SourceFile],
        records: TranslationRecordInput? = nil, limits: ParseLimits = .default
    ) -> Result {
        let (checked, problems) = ValidatedCatalog.validate(definitions, limits: limits)
        guard let validated = checked else {
            return Result(
                changedFiles: [], diagnostics: problems.filter { $0.severity == .error }, summary: [])
        }
        let catalog = validated.catalog
        let units = Dictionary(TranslationUnit.all(in: catalog).map { ($0.key, $0) }) { first, _ in first }
        var files: [DefinitionFile?] = []
        for source in definitions {
            files.append(DecodedDefinitions.decode(ParsedInput(source, limits: limits)).0)
        }
        let targets = texts(in: files)
        let owners = placeOwners(in: files)
        var editors = definitions.map(DefinitionTextEditor.init)
        var edited = Set<Int>()
        var diagnostics: [Diagnostic] = []
        var counts: [Language: Counts] = [:]
        var expected: [String: LocalizedText] = [:]
        var changes: [TranslationPlace: (translation: ImportedTranslation, unit: TranslationUnit)] = [:]
        var order: [TranslationPlace] = []
        var unchanged: Set<TranslationPlace> = []
        var confirmed: Set<TranslationPlace> = []
        var firstInFile: [FilePlace: ImportedTranslation] = [:]
        var reportedLanguages: Set<SourceLocation> = []
        for translation in translations {
            // An `.xcloc` holds the whole app's strings; only actionc's keys are the definitions'.
            guard StringCatalogRenderer.isKey(translation.key) else { continue }
            guard let unit = units[translation.key] else {
                diagnostics.append(
                    .error(
                        .unknownTranslationID,
                        "no text of the definitions has the id '\(translation.key)'; remove the unit, or import into the definitions it was exported from",
                        at: translation.keyLocation))
                continue
            }
            guard let language = Language(identifier: translation.language) else {
                diagnostics.append(
                    .error(
                        .unknownLanguage, "'\(translation.language)' is not a language Apple localizes into",
                        at: translation.languageLocation))
                continue
            }
            if language == .english {
                if reportedLanguages.insert(translation.languageLocation).inserted {
                    diagnostics.append(
                        .warning(
                            .nothingImported,
                            "the translations are into English, the definitions' own language, so they are not imported; translate into a language of 'languages:' besides English",
                            at: translation.languageLocation))
                }
                continue
            }
            guard catalog.languages.contains(language) else {
                // Said once per place: an XLIFF file names its language once for all its units.
                guard reportedLanguages.insert(translation.languageLocation).inserted else { continue }
                let declared = catalog.languages.map(\.identifier).joined(separator: ", ")
                diagnostics.append(
                    .error(
                        .unknownLanguage,
                        "'\(language.identifier)' is not in the definitions' 'languages:' (\(declared)), so no output would carry its translations",
                        at: translation.languageLocation,
                        notes: Diagnostic.Note.listLanguage(
                            language, nearest: Language.nearest(to: language, among: catalog.languages))))
                continue
            }
            let english = unit.english
            guard translation.isReviewed else {
                counts[language, default: Counts()].notReviewed += 1
                continue
            }
            if let source = translation.source, source != english {
                counts[language, default: Counts()].outdated += 1
                diagnostics.append(
                    .warning(
                        .sourceChanged,
                        "'\(translation.key)' was translated from '\(source)', but the English is now '\(english)'; not imported: export again and translate the new text",
                        at: translation.keyLocation))
                continue
            }
            if let problem = problem(with: translation.target, of: unit, english: english) {
                diagnostics.append(
                    .error(
                        problem.code,
                        "\(language.identifier) text of '\(translation.key)' \(problem.message)",
                        at: translation.targetLocation))
                continue
            }
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
                continue
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
        // Which of the reviewed unchanged texts the records call stale: those become current.
        let staleBefore =
            confirmed.isEmpty
            ? []
            : records.map {
                TranslationRecordKeeper.check(validated.files, catalog: catalog, input: $0, limits: limits).0.stale
            } ?? []
        for place in unchanged where changes[place] == nil {
            if confirmed.contains(place) && staleBefore.contains(place) {
                counts[place.language, default: Counts()].confirmed += 1
            } else {
                counts[place.language, default: Counts()].unchanged += 1
            }
        }
        for place in order {
            let (translation, unit) = changes[place]!
            let language = place.language
            guard let target = targets[translation.key] else {
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
                let sharer = targets[other]
            {
                // An anchor and its aliases are one text: editing it for one action edits them all.
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "'\(translation.key)' shares its text with '\(other)' through a YAML anchor and alias, so importing it would change both; give each its own text (write the text out where the alias '*' stands) and import again",
                        at: translation.targetLocation,
                        notes: [
                            .init(
                                "the shared text is written here",
                                at: SourceLocation(
                                    file: target.definition.location.file, position: written.position)),
                            .init("'\(translation.key)' belongs to the definition here", at: target.owner),
                            .init("'\(other)' belongs to the definition here", at: sharer.owner),
                        ]))
                continue
            }
            do {
                if let entry = existing {
                    try editors[target.file].replace(entry, with: translation.target)
                    counts[language, default: Counts()].changed += 1
                } else {
                    let key = spelling(of: language, in: files[target.file], editors[target.file])
                    let order = files[target.file]?.languages?.map(\.value) ?? catalog.languages
                    try editors[target.file].add(
                        key: key, text: translation.target, in: language, to: target.definition, order: order)
                    counts[language, default: Counts()].added += 1
                }
                edited.insert(target.file)
                var entries = (expected[translation.key] ?? unit.text).entries
                entries.removeAll { $0.language == language }
                expected[translation.key] = LocalizedText(entries + [(language, translation.target)])
            } catch {
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "'\(translation.key)' cannot be written into the definitions: \(error.message)",
                        at: translation.targetLocation,
                        notes: [.init("the text is written here", at: target.definition.location)]))
            }
        }
        let summary = counts.sorted { $0.key < $1.key }.map { (language: $0.key, counts: $0.value) }
        guard !diagnostics.hasErrors else {
            return Result(changedFiles: [], diagnostics: diagnostics, summary: summary)
        }
        var changed = definitions
        for index in edited { changed[index].bytes = editors[index].edited }
        // The build's own checks over the result, and a check that every text reads back as
        // imported: an edit that slipped would otherwise change another text.
        var (after, afterProblems) = ValidatedCatalog.validate(changed, limits: limits)
        // Each imported translation, and each one confirmed unchanged, is recorded as made
        // from the English now.
        var recorded: TranslationRecordResult?
        if let input = records, let revalidated = after {
            (recorded, afterProblems) = Pipeline.checkRecords(
                revalidated, definitionDiagnostics: afterProblems, fileOrder: changed.map(\.path),
                input: input, confirmed: confirmed.union(order), limits: limits)
            if recorded == nil { after = nil }
        }
        let readBack = after.map(\.catalog).map { catalog in
            Dictionary(TranslationUnit.all(in: catalog).map { ($0.key, $0.text) }) { first, _ in first }
        }
        let rewritten = Set(edited.map { changed[$0].path })
        guard let readBack else {
            return Result(
                changedFiles: [],
                diagnostics: diagnostics
                    + afterProblems.filter { $0.severity == .error }.map { inRewrittenText($0, rewritten) },
                summary: summary)
        }
        // A warning the import brings (a translation too wide for a button) is the import's
        // own: shown, and an error under --strict, before anything is written. The record's
        // stale translations are not among them: an import only ever makes texts current.
        let warnedBefore = Set(
            problems.filter { $0.severity == .warning }.map { [$0.code.rawValue, $0.message] })
        diagnostics += afterProblems.filter {
            $0.severity == .warning && $0.code != .staleTranslation
                && !warnedBefore.contains([$0.code.rawValue, $0.message])
        }
        .map { inRewrittenText($0, rewritten) }
        // Every other text must read back as it was: an edit that reached it went astray.
        for (key, unit) in units where expected[key] == nil && readBack[key] != unit.text {
            diagnostics.append(
                .error(
                    .cannotImport,
                    "'\(key)' changed although no translation of it was imported; nothing was written",
                    at: targets[key].map(\.definition.location)))
        }
        for (key, text) in expected where readBack[key] != text {
            diagnostics.append(
                .error(
                    .cannotImport,
                    "'\(key)' did not read back as imported after rewriting the definitions; nothing was written",
                    at: targets[key].map(\.definition.location)))
        }
        guard !diagnostics.hasErrors else {
            return Result(changedFiles: [], diagnostics: diagnostics, summary: summary)
        }
        return Result(
            changedFiles: edited.sorted().map { changed[$0] }
                + (recorded?.changedRecords ?? []),
            diagnostics: diagnostics, summary: summary)
    }

    /// A diagnostic of the definitions as the import would rewrite them: its position is in
    /// text that is not on disk, so the message says where, and it is placed at no position.
    private static func inRewrittenText(_ diagnostic: Diagnostic, _ rewritten: Set<String>) -> Diagnostic {
        guard let location = diagnostic.location, rewritten.contains(location.file) else { return diagnostic }
        var moved = diagnostic
        moved.message =
            "importing would bring into '\(location.file)' (at line \(location.line), column \(location.column) of its rewritten text): "
            + diagnostic.message
        moved.location = nil
        return moved
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
