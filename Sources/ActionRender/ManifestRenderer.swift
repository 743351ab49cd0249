package import ActionModel
import ActionSyntax

/// Writes the server manifest (`--manifest`): what a push server or dashboard needs to send
/// only categories the app has. Deterministic, like every output; two-space JSON.
///
/// ```json
/// {
///   "catalogVersion": "<Catalog.version>",
///   "categories": {"ID": {"actions": ["ACTION_ID"], "options": [], "intentIdentifiers": [],
///                         "<category text>": {"en": "…"}}},
///   "actions": {"ACTION_ID": {"options": [], "title": {"en": "…"}, "textInput": {…}}}
/// }
/// ```
///
/// - `catalogVersion` is `Catalog.version`, the value the Swift registry's `catalogVersion`
///   holds, so a server can match what an installed app reports.
/// - Categories come in definition order, actions by identifier, as in the Hive file.
/// - `options` and `intentIdentifiers` are always present, empty or not, so readers need no
///   default; each category text (`CategoryText`, under its field's name) only when written,
///   as language → text like a title (the texts keep their `%u` and `%@` for the server to fill).
/// - Titles are all the catalog's languages, English first; `textInput` (its `button`, and
///   its `placeholder` when there is one) only on text-input actions.
/// - Languages are keyed by their identifiers in lowercase (`zh-hans`, `pt-br`): BCP 47 tags
///   compare without case, and lowercase is how version 1 of the manifest spelt Hive's codes.
package enum ManifestRenderer {
    /// A localized text as a JSON object, language key → text, English first.
    private static func text(_ text: LocalizedText) -> JSONValue {
        .object(text.entries.map { .init($0.language.identifier.lowercased(), .string($0.text)) })
    }

    /// The one field of the manifest that the definitions do not have.
    package static let catalogVersionField = "catalogVersion"

    package static func render(_ catalog: Catalog) -> String {
        JSONValue.object([
            .init(catalogVersionField, .string(catalog.version)),
            .init(
                DefinitionField.categories,
                .object(
                    catalog.categories.map { .init($0.id, self.category($0)) })),
            .init(DefinitionField.actions, .object(catalog.actions.map { .init($0.id, action($0)) })),
        ]).rendered(.compact)
    }

    private static func category(_ category: Catalog.Category) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init(DefinitionField.actions, names(category.actionIDs)),
            .init(DefinitionField.options, names(category.options.map(\.rawValue))),
            .init(DefinitionField.intentIdentifiers, names(category.intentIdentifiers)),
        ]
        for field in CategoryText.allCases {
            guard let written = category[keyPath: field.catalog] else { continue }
            members.append(.init(field.field, text(written)))
        }
        return .object(members)
    }

    private static func action(_ action: Catalog.Action) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init(DefinitionField.options, names(action.options.map(\.rawValue))),
            .init(DefinitionField.title, text(action.title)),
        ]
        if let textInput = action.textInput {
            members.append(
                .init(DefinitionField.textInput, HiveJSONRenderer.textInput(textInput, text: text)))
        }
        return .object(members)
    }

    private static func names(_ names: [String]) -> JSONValue {
        .oneLine(.array(names.map(JSONValue.string)))
    }
}
