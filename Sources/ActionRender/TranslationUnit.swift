public import ActionModel

/// One text as translators get it: a button title, a text field's send button or
/// placeholder, or a category's hidden-previews placeholder or summary, under the key the
/// String Catalog and the XLIFF export share, with what a translator needs to know about it.
public struct TranslationUnit: Sendable {
    public enum Kind: Sendable {
        case title
        case sendButton
        case placeholder
        case hiddenPreviewsPlaceholder
        case summary

        /// A category text's kind.
        init(_ text: CategoryText) {
            self = text == .hiddenPreviewsBodyPlaceholder ? .hiddenPreviewsPlaceholder : .summary
        }

        /// A one-line label the long-title warning measures.
        public var hasWidthBudget: Bool { self == .title || self == .sendButton }
    }

    /// `push.action.REPLY_ID.title`: the String Catalog's key, the XLIFF unit's id.
    public var key: String
    public var kind: Kind
    /// The action's or the category's id.
    public var ownerID: String
    /// The String Catalog's comment.
    public var comment: String
    public var text: LocalizedText
    /// The widest the text should be, in the columns `long-title` measures; nil when it wraps.
    public var widthBudget: Int?
    /// Sentences for the translator beyond the comment: where the text shows, what stands
    /// beside it, its width budget, its format specifiers.
    public var context: [String]

    /// The comment and the context, as one note.
    public var note: String { ([comment] + context).joined(separator: " ") }

    /// Every translatable text of the catalog, in the String Catalog's key order: the
    /// actions' (sorted by id), then the categories' (sorted by id).
    public static func all(in catalog: Catalog) -> [TranslationUnit] {
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
            units.append(
                unit(
                    .title, key: StringCatalogRenderer.key(action: action.id, part: .title), owner: action.id,
                    action.title, context: placement))
            guard let textInput = action.textInput else { continue }
            let opens = "The text field opens when the button '\(titles[action.id] ?? action.id)' is tapped."
            units.append(
                unit(
                    .sendButton, key: StringCatalogRenderer.key(action: action.id, part: .textInputButton),
                    owner: action.id, textInput.button, context: [opens]))
            if !textInput.placeholder.isEmpty {
                units.append(
                    unit(
                        .placeholder,
                        key: StringCatalogRenderer.key(action: action.id, part: .textInputPlaceholder),
                        owner: action.id, textInput.placeholder,
                        context: [opens, "Shown greyed in the empty field; it may be longer than a button."]))
            }
        }
        for category in catalog.categories.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            for field in CategoryText.allCases {
                guard let text = category[keyPath: field.catalog] else { continue }
                units.append(
                    unit(
                        Kind(field), key: StringCatalogRenderer.key(category: category.id, part: field),
                        owner: category.id, text, context: []))
            }
        }
        return units
    }

    private static func unit(
        _ kind: Kind, key: String, owner: String, _ text: LocalizedText, context: [String]
    ) -> TranslationUnit {
        var context = context
        let budget = kind.hasWidthBudget ? TextRules.longTitleColumns : nil
        if let budget {
            context.append(
                "Keep it within \(budget) columns (a CJK character or an emoji counts two): iOS may cut off a wider button on narrow screens."
            )
        }
        context += formatExplanation(text[.english] ?? "")
        return TranslationUnit(
            key: key, kind: kind, ownerID: owner, comment: comment(kind, of: owner), text: text,
            widthBudget: budget, context: context)
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

    private static func comment(_ kind: Kind, of id: String) -> String {
        let what =
            switch kind {
            case .title: "Title of the notification button"
            case .sendButton: "Send button of the text field of the notification button"
            case .placeholder: "Placeholder of the text field of the notification button"
            case .hiddenPreviewsPlaceholder:
                "Shown instead of the body, when previews are hidden, for notifications of category"
            case .summary: "Summary of a group of notifications of category"
            }
        let count =
            kind == .hiddenPreviewsPlaceholder || kind == .summary
            ? "; %u is the number of notifications" : ""
        return "\(what) \(id)\(count). Generated by actionc from the push action definitions."
    }
}
