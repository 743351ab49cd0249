public import ActionModel
import ActionSyntax

/// Writes the server manifest (`--manifest`): what a push server or dashboard needs to send
/// only categories the app has. Deterministic, like every output; two-space JSON.
///
/// ```json
/// {
///   "catalogVersion": "<Catalog.version>",
///   "categories": {"ID": {"actions": ["ACTION_ID"], "options": [], "intentIdentifiers": [],
///                         "hiddenPreviewsBodyPlaceholder": {"en": "…"}, "summaryFormat": {"en": "…"}}},
///   "actions": {"ACTION_ID": {"options": [], "title": {"en": "…"}, "textInput": {…}}}
/// }
/// ```
///
/// - `catalogVersion` is `Catalog.version`, the value the Swift registry's `catalogVersion`
///   holds, so a server can match what an installed app reports.
/// - Categories come in definition order, actions by identifier, as in the Hive file.
/// - `options` and `intentIdentifiers` are always present, empty or not, so readers need no
///   default; `hiddenPreviewsBodyPlaceholder` and `summaryFormat` only when written, as
///   language → text like a title (the texts keep their `%u` and `%@` for the server to fill).
/// - Titles are all the catalog's languages, English first; `textInput` (its `button`, and
///   its `placeholder` when there is one) only on text-input actions.
/// - Languages are keyed by their identifiers in lowercase (`zh-hans`, `pt-br`): BCP 47 tags
///   compare without case, and lowercase is how version 1 of the manifest spelt Hive's codes.
public enum ManifestRenderer {
    /// A localized text as a JSON object, language key → text, English first.
    private static func text(_ text: LocalizedText) -> JSONValue {
        .object(text.entries.map { .init($0.language.identifier.lowercased(), .string($0.text)) })
    }

    public enum Field {
        public static let catalogVersion = "catalogVersion"
        public static let categories = "categories"
        public static let actions = "actions"
        public static let options = "options"
        public static let intentIdentifiers = "intentIdentifiers"
        public static let hiddenPreviewsBodyPlaceholder = "hiddenPreviewsBodyPlaceholder"
        public static let summaryFormat = "summaryFormat"
        public static let title = "title"
        /// Its `button` and `placeholder`, as in the Hive file.
        public static let textInput = "textInput"
    }

    public static func render(_ catalog: Catalog) -> String {
        JSONValue.object([
            .init(Field.catalogVersion, .string(catalog.version)),
            .init(
                Field.categories,
                .object(
                    catalog.categories.map { .init($0.id, self.category($0)) })),
            .init(Field.actions, .object(catalog.actions.map { .init($0.id, action($0)) })),
        ]).rendered(.compact)
    }

    private static func category(_ category: Catalog.Category) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init(Field.actions, names(category.actionIDs)),
            .init(Field.options, names(category.options.map(\.rawValue))),
            .init(Field.intentIdentifiers, names(category.intentIdentifiers)),
        ]
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            members.append(
                .init(Field.hiddenPreviewsBodyPlaceholder, text(placeholder)))
        }
        if let summary = category.summaryFormat {
            members.append(.init(Field.summaryFormat, text(summary)))
        }
        return .object(members)
    }

    private static func action(_ action: Catalog.Action) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init(Field.options, names(action.options.map(\.rawValue))),
            .init(Field.title, text(action.title)),
        ]
        if let textInput = action.textInput {
            members.append(.init(Field.textInput, HiveJSONRenderer.textInput(textInput, text: text)))
        }
        return .object(members)
    }

    private static func names(_ names: [String]) -> JSONValue {
        .oneLine(.array(names.map(JSONValue.string)))
    }
}
