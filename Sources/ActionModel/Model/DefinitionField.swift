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

    /// The fields each mapping may hold, in the order the format's reference lists them.
    package static let topLevel = [
        version, targets, languages, hiveLanguages, presets, actions, categories, warnings, retired,
    ]
    package static let action = [title, options, icon, textInput, swiftName, override, allow]
    package static let category =
        [actions, options] + CategoryText.allCases.map(\.field) + [
            intentIdentifiers, swiftName, override, allow,
        ]
    package static let textInputFields = [button, placeholder]
    package static let iconFields = [template]
}

/// An action's texts, in the order every output lists them: the button's title, then a text
/// input's send button and placeholder. Each is read, checked, translated and written the same
/// way; every output that writes them all iterates `DefinitionText.allCases`.
public enum ActionText: CaseIterable, Sendable {
    /// The button's label.
    case title
    /// The send button beside the text field (`UNTextInputNotificationAction`'s `textInputButtonTitle`).
    case textInputButton
    /// Shown greyed in the empty text field; may be left out.
    case textInputPlaceholder

    /// Its path in the definitions, as the manifest and the String Catalog's keys name it:
    /// `title`, `textInput.button`.
    public var field: String {
        switch self {
        case .title: DefinitionField.title
        case .textInputButton: DefinitionField.textInput + "." + DefinitionField.button
        case .textInputPlaceholder: DefinitionField.textInput + "." + DefinitionField.placeholder
        }
    }

    /// How messages name it: `text input button of action 'REPLY_ID'`.
    public var label: String {
        switch self {
        case .title: "title"
        case .textInputButton: "text input button"
        case .textInputPlaceholder: "text input placeholder"
        }
    }

    /// Where a definition holds it.
    public var definition: KeyPath<ActionDefinition, TextDefinition?> {
        switch self {
        case .title: \.title
        case .textInputButton: \.textInput?.button
        case .textInputPlaceholder: \.textInput?.placeholder
        }
    }

    /// The action's text in the catalog; nil where it has none (a text-input text of a plain
    /// button, a placeholder left out). A function, not a key path like the definition's: the
    /// catalog's title is never optional, and keeps a placeholder left out as an empty text.
    public func text(of action: Catalog.Action) -> LocalizedText? {
        let text =
            switch self {
            case .title: action.title
            case .textInputButton: action.textInput?.button
            case .textInputPlaceholder: action.textInput?.placeholder
            }
        return text?.isEmpty == false ? text : nil
    }

    /// The method of the registry's `Action` that looks the text up by language, which the
    /// registry runtime reads (`PushActions.text(language, buttonTitle)`).
    public var runtimeName: String {
        switch self {
        case .title: "title"
        case .textInputButton: "buttonTitle"
        case .textInputPlaceholder: "placeholder"
        }
    }
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

    /// The method of the registry's `Category` that looks the text up by language, which the
    /// registry runtime reads: the field's name.
    public var runtimeName: String { field }
}
