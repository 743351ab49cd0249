import ActionModel
import ActionSyntax

/// What a text is for, which decides the rules it is held to beyond the shared ones (no
/// forbidden characters, English present, every declared language present).
enum TextKind {
    /// A button's title or a text input's button: one line that must show something and
    /// fit, so empty is an error and wide is `long-title`.
    case label
    /// A text field's placeholder: may be empty, is never cut to a button's width.
    case hint
    /// A category's text shown in the notification's body (the hidden-previews placeholder,
    /// the group summary): must show something, but wraps, so no width warning.
    case body

    var mayBeEmpty: Bool { self == .hint }
    var hasWidthLimit: Bool { self == .label }
}

extension Validator {
    /// Every title, text input button and placeholder, and every category text: each by
    /// its `TextKind`'s rules. A repeated definition's texts are checked for errors too, so
    /// renaming it brings up no new error; its warnings wait (an output read back would
    /// repeat every one).
    static func checkTexts(_ context: inout ValidationContext) {
        for file in context.files {
            // A text in a language the app does not list is in no output; a preset's list
            // says what the preset covers, so its other languages are left out by design.
            let listed = context.declaredLanguages
            // English, every text's fallback, is in every output whether listed or not.
            let unlisted: (Language) -> Bool =
                file.isPreset || listed.isEmpty
                ? { _ in false } : { $0 != .english && !listed.contains($0) }
            for category in file.categories {
                let id = category.id.value
                let warns = !context.isRepeat(category.id)
                for field in CategoryText.allCases {
                    guard let text = category[keyPath: field.definition] else { continue }
                    checkText(
                        text, of: "\(field.label) of category '\(id)'", about: .category(id), kind: .body,
                        warns: warns, unlisted: unlisted, in: &context)
                }
            }
            for action in file.actions {
                let id = action.id.value
                let warns = !context.isRepeat(action.id)
                let texts: [(TextDefinition?, String, TextKind)] = [
                    (action.title, "title", .label), (action.textInput?.button, "text input button", .label),
                    (action.textInput?.placeholder, "text input placeholder", .hint),
                ]
                for case let (text?, name, kind) in texts {
                    checkText(
                        text, of: "\(name) of action '\(id)'", about: .action(id), kind: kind, warns: warns,
                        unlisted: unlisted, in: &context)
                }
            }
        }
    }

    /// Problems with one language's text point at that text; problems with the set of
    /// languages point at the start of the whole text.
    private static func checkText(
        _ text: TextDefinition, of what: String, about definition: DefinitionReference, kind: TextKind,
        warns: Bool, unlisted: (Language) -> Bool,
        in context: inout ValidationContext
    ) {
        for entry in text.entries {
            let language = entry.language.identifier
            if unlisted(entry.language) {
                let listed = context.declaredLanguages
                context.report(
                    .error(
                        .unknownLanguage,
                        "\(what) has a text in '\(language)', which no output carries: 'languages:' (\(listed.map(\.identifier).joined(separator: ", "))) does not list \(language)",
                        at: text.location(of: entry),
                        notes: Diagnostic.Note.listLanguage(
                            entry.language, nearest: Language.nearest(to: entry.language, among: listed))))
            }
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
            if warns, kind.hasWidthLimit, entry.text.utf8.count > TextRules.longTitleColumns,
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
        let missing = context.declaredLanguages.filter { !isPresent($0) }
        if warns, !missing.isEmpty {
            context.report(
                .warning(
                    .missingTranslation, "\(what) has no " + missingText(missing, shownBy: isPresent),
                    at: text.location, about: definition))
        }
    }

    /// `ko, ja text; English is shown instead`, or, where a language's fallback chain reaches
    /// a text before English, which text each shows: `es-MX, ko text; the es-419 text is
    /// shown instead for es-MX, the English text for ko`.
    private static func missingText(_ missing: [Language], shownBy isPresent: (Language) -> Bool) -> String {
        var shown: [(text: Language, for: [Language])] = []
        for language in missing {
            let text = language.fallbacks.first(where: isPresent) ?? .english
            if let index = shown.firstIndex(where: { $0.text == text }) {
                shown[index].for.append(language)
            } else {
                shown.append((text, [language]))
            }
        }
        func names(_ languages: [Language]) -> String { languages.map(\.identifier).joined(separator: ", ") }
        let head = names(missing) + " text; "
        guard shown.count > 1 || shown[0].text != .english else { return head + "English is shown instead" }
        return head
            + shown.enumerated().map { index, group in
                let text = group.text == .english ? "English" : group.text.identifier
                return (index == 0 ? "the \(text) text is shown instead" : "the \(text) text")
                    + " for \(names(group.for))"
            }.joined(separator: ", ")
    }
}
