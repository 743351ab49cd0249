/// The field names of the definition format, each written once. The decoder reads them, the
/// importer writes them, and every output that keeps the format's names takes them from here:
/// the Hive file and the server manifest (`actions`, `title`, `textInput`'s `button`), the
/// String Catalog's and XLIFF's keys (`push.action.ID.textInput.button`), and the diff, which
/// reads those outputs back.
package enum DefinitionField {
    package static let version = "version", languages = "languages", targets = "targets"
    package static let presets = "presets", hiveLanguages = "hiveLanguages"
    package static let actions = "actions", categories = "categories"
    package static let title = "title", options = "options", icon = "icon", textInput = "textInput"
    package static let swiftName = "swiftName", template = "template", button = "button"
    package static let placeholder = "placeholder"
    package static let override = "override", allow = "allow", warnings = "warnings", retired = "retired"
    package static let intentIdentifiers = "intentIdentifiers"
    package static let android = "android", packageName = "package", name = "name"

    /// The fields each mapping may hold, in the order the format's reference lists them.
    package static let topLevel = [
        version, targets, languages, hiveLanguages, presets, actions, categories, warnings, retired, android,
    ]
    package static let action = [title, options, icon, textInput, swiftName, android, override, allow]
    package static let category =
        [actions, options] + CategoryText.allCases.map(\.field) + [
            intentIdentifiers, swiftName, android, override, allow,
        ]
    /// The `android:` mappings: the file's, an action's, a category's.
    package static let androidFile = [packageName]
    package static let androidAction = [name, icon]
    package static let androidCategory = [name]
    package static let textInputFields = [button, placeholder]
    package static let iconFields = [template]
}

/// A category's texts, in the order every output lists them. Each is read, checked,
/// translated and written the same way; the case's name is the field's.
public enum CategoryText: String, CaseIterable, Sendable {
    /// Shown instead of the body when the user hides previews.
    case hiddenPreviewsBodyPlaceholder
    /// The summary of a group of the category's notifications (`categorySummaryFormat`).
    case summaryFormat

    /// The field's name in the definitions, the manifest and the String Catalog's keys.
    public var field: String { rawValue }

    /// How messages name it: `summary format of category 'CHAT'`.
    public var label: String {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: "hidden-previews placeholder"
        case .summaryFormat: "summary format"
        }
    }

    /// Where a definition holds it.
    public var definition: WritableKeyPath<CategoryDefinition, TextDefinition?> {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: \.hiddenPreviewsBodyPlaceholder
        case .summaryFormat: \.summaryFormat
        }
    }

    /// Where the catalog holds it.
    public var catalog: WritableKeyPath<Catalog.Category, LocalizedText?> {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: \.hiddenPreviewsBodyPlaceholder
        case .summaryFormat: \.summaryFormat
        }
    }
}
