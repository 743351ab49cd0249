package import ActionModel

/// One text as translators get it: a button title, a text field's send button or
/// placeholder, or a category's hidden-previews placeholder or summary, under the key the
/// String Catalog and the XLIFF export share, with what a translator needs to know about it.
package struct TranslationUnit: Sendable {
    /// `push.action.REPLY_ID.title`: the String Catalog's key, the XLIFF unit's id.
    package var key: String
    package var kind: DefinitionText
    /// The action's or the category's id.
    package var ownerID: String
    /// The String Catalog's comment.
    package var comment: String
    package var text: LocalizedText
    /// The widest the text should be, in the columns `long-title` measures; nil when it wraps.
    package var widthBudget: Int?
    /// Sentences for the translator beyond the comment: where the text shows, what stands
    /// beside it, its width budget, its format specifiers.
    package var context: [String]

    /// The text translators translate from: the source language's, as a device set to it
    /// shows it.
    package var english: String { text.shown(in: StringCatalogRenderer.sourceLanguage)?.text ?? "" }

    /// The comment and the context, as one note.
    package var note: String { ([comment] + context).joined(separator: " ") }

    /// Every translatable text of the catalog, in the String Catalog's key order: the
    /// actions' (sorted by id), then the categories' (sorted by id).
    package static func all(in catalog: Catalog) -> [TranslationUnit] {
        let titles = Dictionary(catalog.actions.map { ($0.id, $0.title[.english] ?? $0.id) }) { first, _ in
            first
        }
        // Looked up per button, not searched for: a catalog of thousands stays linear.
        var showing: [String: [Catalog.Category]] = [:]
        for category in catalog.categories {
            for id in Set(category.actionIDs) { showing[id, default: []].append(category) }
        }
        var units: [TranslationUnit] = []
        for action in catalog.actions {
            let placement = placement(of: action.id, in: showing[action.id] ?? [], titles: titles)
            let opens = "The text field opens when the button '\(titles[action.id] ?? action.id)' is tapped."
            for kind in ActionText.allCases {
                guard let text = kind.text(of: action) else { continue }
                let context =
                    switch kind {
                    case .title: placement
                    case .textInputButton: [opens]
                    case .textInputPlaceholder:
                        [opens, "Shown greyed in the empty field; it may be longer than a button."]
                    }
                units.append(unit(.action(kind), owner: action.id, text, context: context))
            }
        }
        for category in catalog.categories.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            for kind in CategoryText.allCases {
                guard let text = category[keyPath: kind.catalog] else { continue }
                units.append(unit(.category(kind), owner: category.id, text, context: []))
            }
        }
        return units
    }

    private static func unit(
        _ kind: DefinitionText, owner: String, _ text: LocalizedText, context: [String]
    ) -> TranslationUnit {
        let budget = kind.isButtonLabel ? TextRules.longTitleColumns : nil
        var unit = TranslationUnit(
            key: StringCatalogRenderer.key(kind, of: owner), kind: kind, ownerID: owner,
            comment: comment(kind, of: owner), text: text, widthBudget: budget, context: context)
        if let budget {
            unit.context.append(
                "Keep it within \(budget) columns (a CJK character or an emoji counts two): iOS may cut off a wider button on narrow screens."
            )
        }
        unit.context += formatExplanation(unit.english)
        return unit
    }

    /// The categories a button shows in, and the buttons beside it in each.
    private static func placement(of id: String, in categories: [Catalog.Category], titles: [String: String])
        -> [String]
    {
        guard !categories.isEmpty else { return ["No category shows this button yet."] }
        return categories.map { category in
            let others = category.actionIDs.filter { $0 != id }.map { "'\(titles[$0] ?? $0)' (\($0))" }
            let beside = others.isEmpty ? "alone" : "beside " + others.joined(separator: ", ")
            return "A button of category \(category.id), \(beside)."
        }
    }

    /// What each format specifier the English uses stands for, and how to keep them.
    private static func formatExplanation(_ english: String) -> [String] {
        let specifiers = FormatSpecifier.all(in: english)
        guard !specifiers.isEmpty else { return [] }
        let meanings = specifiers.map { specifier in
            switch specifier.kind {
            case .count: "\(specifier.text) is the number of notifications"
            case .list:
                "\(specifier.text) is the grouped notifications' summary arguments, joined into a list"
            case .unsupported: "\(specifier.text) is filled by iOS"
            }
        }
        return [
            "Format specifiers: " + meanings.joined(separator: "; ")
                + ". Keep every one; write %1$u and %2$@ to put them in another order, and %% for a percent sign."
        ]
    }

    private static func comment(_ kind: DefinitionText, of id: String) -> String {
        let what =
            switch kind {
            case .action(.title): "Title of the notification button"
            case .action(.textInputButton): "Send button of the text field of the notification button"
            case .action(.textInputPlaceholder): "Placeholder of the text field of the notification button"
            case .category(.hiddenPreviewsBodyPlaceholder):
                "Shown instead of the body, when previews are hidden, for notifications of category"
            case .category(.summaryFormat): "Summary of a group of notifications of category"
            }
        let count = kind.isFormat ? "; %u is the number of notifications" : ""
        return "\(what) \(id)\(count). Generated by actionc from the push action definitions."
    }
}
