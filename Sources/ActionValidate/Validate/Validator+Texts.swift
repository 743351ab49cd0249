import ActionModel
import ActionSyntax

extension Validator {
    /// Every text (`DefinitionText`): each by its kind's rules (a button's label must show
    /// something and fit, a placeholder may be empty, a category's text wraps). A repeated definition's texts are checked for errors too, so
    /// renaming it brings up no new error; its warnings wait (an output read back would
    /// repeat every one).
    static func checkTexts(_ context: inout ValidationContext) {
        for file in context.files {
            // A text in a language the app does not list is in no output; a preset's list
            // says what the preset covers, so its other languages are left out by design.
            let checksListing = !file.isPreset && !context.declaredLanguages.isEmpty
            DefinitionText.forEachText(in: file) { kind, id, text in
                checkText(
                    text, kind: kind, id: id, warns: !context.isRepeat(id), checksListing: checksListing,
                    in: &context)
            }
        }
    }

    /// Problems with one language's text point at that text; problems with the set of
    /// languages point at the start of the whole text.
    private static func checkText(
        _ text: TextDefinition, kind: DefinitionText, id: Located<String>, warns: Bool, checksListing: Bool,
        in context: inout ValidationContext
    ) {
        // Worded only for a diagnostic: most texts have none.
        var what: String { "\(kind.label) of \(kind.owner.rawValue) '\(id.value)'" }
        var definition: DefinitionReference { DefinitionReference(kind.owner, id.value) }
        let listed = context.declaredLanguages
        // Texts list their languages in output order, as `listed` is, so each is looked for
        // where the one before it was found.
        var listedHint = 0
        // Each entry read in place: a copy of it would retain and release its text.
        let english = Language.english
        text.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let language = entries[index].language
                // English, every text's fallback, is in every output whether listed or not.
                if checksListing, language != english,
                    firstIndex(of: language, in: listed, from: &listedHint) == nil
                {
                    context.report(
                        .error(
                            .unknownLanguage,
                            "\(what) has a text in '\(language.identifier)', which no output carries: 'languages:' (\(listed.map(\.identifier).joined(separator: ", "))) does not list \(language.identifier)",
                            at: text.location(of: entries[index]),
                            notes: Diagnostic.Note.listLanguage(
                                language, nearest: Language.nearest(to: language, among: listed))))
                }
                if !kind.mayBeEmpty, TextRules.looksEmpty(entries[index].text) {
                    context.report(
                        .error(
                            .emptyTitle, "\(what) is empty in '\(language.identifier)'",
                            at: text.location(of: entries[index])))
                }
                if let bad = TextRules.firstForbidden(in: entries[index].text) {
                    context.report(
                        .error(
                            .invalidCharacter,
                            "\(what) in '\(language.identifier)' contains \(TextRules.describe(bad))",
                            at: text.location(of: entries[index])))
                }
                // A text of few bytes is settled without looking at its characters.
                if warns, kind.isButtonLabel, entries[index].text.utf8.count > TextRules.longTitleColumns,
                    TextRules.mostDisplayColumns(entries[index].text) > TextRules.longTitleColumns,
                    case let width = TextRules.displayColumns(entries[index].text),
                    width > TextRules.longTitleColumns
                {
                    context.report(
                        .warning(
                            .longTitle,
                            "\(what) in '\(language.identifier)' is \(width) columns wide, over the \(TextRules.longTitleColumns) this check allows:"
                                + " Apple documents no limit, but a title too wide for its button may be cut off on a narrow screen",
                            at: text.location(of: entries[index]), about: definition))
                }
            }
        }
        // An incomplete text already has an error; judging its set of languages would repeat it.
        guard text.isComplete else { return }
        // A look over the few entries of a text: a `Set` of them would hash every identifier.
        func isPresent(_ language: Language) -> Bool { text.entries.contains { $0.language == language } }
        guard isPresent(.english) else {
            // A regional English (`en-US`) is a language of its own, never the fallback.
            let regional = text.entries.first { $0.language.baseCode == "en" }
            context.report(
                .error(
                    .missingEnglish,
                    "\(what) has no English ('en') text, the fallback shown at run time for a language without a"
                        + " text of its own",
                    at: text.location,
                    notes: regional.map { entry in
                        let written = entry.language.identifier
                        return [
                            Diagnostic.Note(
                                "'\(written)' is a regional English, shown only on devices set to \(written); write"
                                    + " the fallback under 'en' (rename '\(written)' to 'en' if it is the only English)",
                                at: text.location(of: entry))
                        ]
                    } ?? []))
            return
        }
        guard warns else { return }
        // A user whose language or a parent of it has a text reads their own language (en-GB
        // the en text, es-MX the es-419): only one who would read the English is missing a text.
        // Most texts have every language, so the fallback is looked up only where one is absent.
        var entryHint = 0
        let absent = listed.filter { language in
            guard
                let index = firstIndex(of: language, in: text.entries, from: &entryHint, by: { $0.language })
            else { return true }
            return text.entries[index].text.isEmpty
        }
        guard !absent.isEmpty else { return }
        let localized = text.localized
        let missing = absent.filter { localized.shown(in: $0)?.isLastResort ?? true }
        if !missing.isEmpty {
            context.report(
                .warning(
                    .missingTranslation,
                    "\(what) has no \(missing.map(\.identifier).joined(separator: ", ")) text; English is shown instead",
                    at: text.location, about: definition))
        }
    }

    /// Where `language` is in `languages`, looked for from `hint` on first and then from the
    /// start; `hint` is left after it. Two lists in one order are matched in one comparison
    /// an element, where a `Set` would hash every language.
    private static func firstIndex(of language: Language, in languages: [Language], from hint: inout Int)
        -> Int?
    {
        firstIndex(of: language, in: languages, from: &hint, by: { $0 })
    }

    private static func firstIndex<Element>(
        of language: Language, in elements: [Element], from hint: inout Int, by key: (Element) -> Language
    ) -> Int? {
        let start = min(hint, elements.count)
        guard
            let index = elements[start...].firstIndex(where: { key($0) == language })
                ?? elements[..<start].firstIndex(where: { key($0) == language })
        else { return nil }
        hint = index + 1
        return index
    }
}
