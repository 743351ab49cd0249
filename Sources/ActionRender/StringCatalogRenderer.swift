public import ActionModel

/// Writes an Xcode String Catalog (`.xcstrings`) holding every title, text-input button and
/// placeholder, and every category's texts (`CategoryText`), in every language, so teams that
/// localize in Xcode see these strings with the rest of the app's.
///
/// Keys: `push.action.<ACTION_ID>.title`, `push.action.<ACTION_ID>.textInput.button`,
/// `push.action.<ACTION_ID>.textInput.placeholder` and `push.category.<CATEGORY_ID>.<field>`
/// for each category text, in key order as Xcode writes them. Each string is `extractionState: manual`
/// (Xcode finds no code that uses the key and would otherwise mark it stale), has a comment
/// naming the action, and a string unit per language: `translated`, or `needs_review` for a
/// stale translation (made from an English text that has changed since), which apps still
/// show, as the registry and the Hive file do. The languages are the catalog's (as in the
/// Swift registry) and English.
public enum StringCatalogRenderer {
    /// The part of an action a string belongs to.
    public enum Part: CaseIterable, Sendable {
        case title
        case textInputButton
        case textInputPlaceholder

        /// Its fields' names, as a key ends: `textInput.button`.
        var path: String {
            switch self {
            case .title: DefinitionField.title
            case .textInputButton: DefinitionField.textInput + "." + DefinitionField.button
            case .textInputPlaceholder: DefinitionField.textInput + "." + DefinitionField.placeholder
            }
        }
    }

    public static let sourceLanguage = Language.english

    /// The catalog key of one string: `push.action.REPLY_ID.textInput.button`.
    public static func key(action id: String, part: Part) -> String {
        "push.action.\(id).\(part.path)"
    }

    /// The catalog key of one category string: `push.category.CHAT_CATEGORY.hiddenPreviewsBodyPlaceholder`.
    public static func key(category id: String, part: CategoryText) -> String {
        "push.category.\(id).\(part.field)"
    }

    /// Whether `key` is shaped like one of these keys, whatever id it names.
    public static func isKey(_ key: String) -> Bool {
        key.hasPrefix("push.action.") || key.hasPrefix("push.category.")
    }

    public static func render(_ catalog: Catalog, stale: Set<TranslationPlace> = []) -> String {
        let languages = Set(Language.englishFirst(catalog.languages))
        let texts = TranslationUnit.all(in: catalog).map { ($0.key, $0.comment, $0.text) }
        let strings = texts.map { key, comment, text in
            let localizations = text.entries.filter { languages.contains($0.language) }.map {
                let isStale = stale.contains(TranslationPlace(key: key, language: $0.language))
                return JSONValue.Member(
                    $0.language.identifier,
                    .object([
                        .init(
                            "stringUnit",
                            .object([
                                .init("state", .string(isStale ? "needs_review" : "translated")),
                                .init("value", .string($0.text)),
                            ]))
                    ]))
            }
            return JSONValue.Member(
                key,
                .object([
                    .init("comment", .string(comment)),
                    .init("extractionState", .string("manual")),
                    .init("localizations", .object(localizations)),
                ]))
        }
        return JSONValue.object([
            .init("sourceLanguage", .string(sourceLanguage.identifier)),
            .init("strings", .object(strings)),
            .init("version", .string("1.0")),
        ]).rendered(.xcode)
    }
}
