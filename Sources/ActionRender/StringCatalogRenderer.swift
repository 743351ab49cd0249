package import ActionModel
import ActionSyntax

/// Writes an Xcode String Catalog (`.xcstrings`) holding every title, text-input button and
/// placeholder, and every category's texts (`CategoryText`), in every language, so teams that
/// localize in Xcode see these strings with the rest of the app's.
///
/// Keys: `push.action.<ACTION_ID>.<field>` for each action text (`title`, `textInput.button`,
/// `textInput.placeholder`) and `push.category.<CATEGORY_ID>.<field>` for each category text
/// (`DefinitionText`), in key order as Xcode writes them. Each string is `extractionState: manual`
/// (Xcode finds no code that uses the key and would otherwise mark it stale), has a comment
/// naming the action, and a string unit per language: `translated`, or `needs_review` for a
/// stale translation (made from an English text that has changed since), which apps still
/// show, as the registry and the Hive file do. The languages are the catalog's (as in the
/// Swift registry) and English.
package enum StringCatalogRenderer {
    package static let sourceLanguage = Language.english

    /// The catalog key of one string: `push.action.REPLY_ID.textInput.button`,
    /// `push.category.CHAT_CATEGORY.hiddenPreviewsBodyPlaceholder`.
    package static func key(_ text: DefinitionText, of id: String) -> String {
        "push.\(text.owner.rawValue).\(id).\(text.field)"
    }

    /// Whether `key` is shaped like one of these keys, whatever id it names.
    package static func isKey(_ key: String) -> Bool {
        key.hasPrefix("push.action.") || key.hasPrefix("push.category.")
    }

    package static func render(_ catalog: Catalog, stale: Set<TranslationPlace> = []) -> String {
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
