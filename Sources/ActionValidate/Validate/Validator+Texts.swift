import ActionModel
import ActionSyntax

extension Validator {
    /// Every text (`DefinitionText`): each by its kind's rules (a button's label must show
    /// something and fit, a placeholder may be empty, a category's text wraps). A repeated definition's texts are checked for errors too, so
    /// renaming it brings up no new error; its warnings wait (an output read back would
    /// repeat every one).
    static func checkTexts(_ context: inout ValidationContext) {
        for file in context.files {
            for (kind, id, text) in DefinitionText.texts(in: file) {
                checkText(
                    text, of: "\(kind.label) of \(kind.owner.rawValue) '\(id.value)'",
                    about: DefinitionReference(kind.owner, id.value), kind: kind,
                    warns: !context.isRepeat(id),
                    in: &context)
            }
        }
    }

    /// Problems with one language's text point at that text; problems with the set of
    /// languages point at the start of the whole text.
    private static func checkText(
        _ text: TextDefinition, of what: String, about definition: DefinitionReference, kind: DefinitionText,
        warns: Bool,
        in context: inout ValidationContext
    ) {
        for entry in text.entries {
            let language = entry.language.identifier
            if !kind.mayBeEmpty, TextRules.looksEmpty(entry.text) {
                context.report(
                    .error(.emptyTitle, "\(what) is empty in '\(language)'", at: text.location(of: entry)))
            }
            if let bad = TextRules.firstForbidden(in: entry.text) {
                context.report(
                    .error(
                        .invalidCharacter, "\(what) in '\(language)' contains \(TextRules.describe(bad))",
                        at: text.location(of: entry)))
            }
            // A character takes at least as many UTF-8 bytes as columns, so a text of few
            // bytes is settled without looking at its characters.
            if warns, kind.isButtonLabel, entry.text.utf8.count > TextRules.longTitleColumns,
                case let width = TextRules.displayColumns(entry.text), width > TextRules.longTitleColumns
            {
                context.report(
                    .warning(
                        .longTitle,
                        "\(what) in '\(language)' is \(width) columns wide, over the \(TextRules.longTitleColumns) this check allows:"
                            + " Apple documents no limit, but a title too wide for its button may be cut off on a narrow screen",
                        at: text.location(of: entry), about: definition))
            }
        }
        // An incomplete text already has an error; judging its set of languages would repeat it.
        guard text.isComplete else { return }
        // A look over the few entries of a text: a `Set` of them would hash every identifier.
        func isPresent(_ language: Language) -> Bool { text.entries.contains { $0.language == language } }
        guard isPresent(.english) else {
            context.report(
                .error(
                    .missingEnglish,
                    "\(what) has no English ('en') text, the fallback shown at run time for a language without a"
                        + " text of its own",
                    at: text.location))
            return
        }
        // A user whose language or a parent of it has a text reads their own language (en-GB
        // the en text, es-MX the es-419): only one who would read the English is missing a text.
        // Most texts have every language, so the fallback is looked up only where one is absent.
        let absent = context.declaredLanguages.filter { language in
            !text.entries.contains { $0.language == language && !$0.text.isEmpty }
        }
        let localized = absent.isEmpty ? nil : text.localized
        let missing = absent.filter { localized?.shown(in: $0)?.isLastResort ?? true }
        if warns, !missing.isEmpty {
            context.report(
                .warning(
                    .missingTranslation,
                    "\(what) has no \(missing.map(\.identifier).joined(separator: ", ")) text; English is shown instead",
                    at: text.location, about: definition))
        }
    }
}
