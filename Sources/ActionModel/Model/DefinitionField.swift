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

/// An action's texts, in the order every output lists them: the button's title, then a text
/// input's send button and placeholder. Each is read, checked, translated and written the same
/// way; every output that writes them all iterates `DefinitionText.allCases`.
package enum ActionText: CaseIterable, Sendable {
    /// The button's label.
    case title
    /// The send button beside the text field (`UNTextInputNotificationAction`'s `textInputButtonTitle`).
    case textInputButton
    /// Shown greyed in the empty text field; may be left out.
    case textInputPlaceholder

    /// Its path in the definitions, as the manifest and the String Catalog's keys name it:
    /// `title`, `textInput.button`.
    package var field: String {
        switch self {
        case .title: DefinitionField.title
        case .textInputButton: DefinitionField.textInput + "." + DefinitionField.button
        case .textInputPlaceholder: DefinitionField.textInput + "." + DefinitionField.placeholder
        }
    }

    /// How messages name it: `text input button of action 'REPLY_ID'`.
    package var label: String {
        switch self {
        case .title: "title"
        case .textInputButton: "text input button"
        case .textInputPlaceholder: "text input placeholder"
        }
    }

    /// Where a definition holds it.
    package var definition: KeyPath<ActionDefinition, TextDefinition?> {
        switch self {
        case .title: \.title
        case .textInputButton: \.textInput?.button
        case .textInputPlaceholder: \.textInput?.placeholder
        }
    }

    /// The action's text in the catalog; nil where it has none (a text-input text of a plain
    /// button, a placeholder left out). A function, not a key path like the definition's: the
    /// catalog's title is never optional, and keeps a placeholder left out as an empty text.
    package func text(of action: Catalog.Action) -> LocalizedText? {
        let text =
            switch self {
            case .title: action.title
            case .textInputButton: action.textInput?.button
            case .textInputPlaceholder: action.textInput?.placeholder
            }
        return text?.isEmpty == false ? text : nil
    }

    /// `text(of:)` of each of `actions`, in order. Here, where the call is inlined, it reads the
    /// one field of each action; a call from another module copies the whole action to pass it
    /// (a retain and a release per field): Swift 6.3 does not inline an `@inlinable` `package`
    /// function into another module.
    package func texts(of actions: [Catalog.Action]) -> [LocalizedText?] {
        actions.indices.map { text(of: actions[$0]) }
    }

    /// The method of the registry's `Action` that looks the text up by language, which the
    /// registry runtime reads (`PushActions.text(language, buttonTitle)`).
    package var runtimeName: String {
        switch self {
        case .title: "title"
        case .textInputButton: "buttonTitle"
        case .textInputPlaceholder: "placeholder"
        }
    }
}

/// A category's texts, in the order every output lists them. Each is read, checked,
/// translated and written the same way; the case's name is the field's.
package enum CategoryText: String, CaseIterable, Sendable {
    /// Shown instead of the body when the user hides previews.
    case hiddenPreviewsBodyPlaceholder
    /// The summary of a group of the category's notifications (`categorySummaryFormat`).
    case summaryFormat

    /// The field's name in the definitions, the manifest and the String Catalog's keys.
    package var field: String { rawValue }

    /// How messages name it: `summary format of category 'CHAT'`.
    package var label: String {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: "hidden-previews placeholder"
        case .summaryFormat: "summary format"
        }
    }

    /// Where a definition holds it.
    package var definition: WritableKeyPath<CategoryDefinition, TextDefinition?> {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: \.hiddenPreviewsBodyPlaceholder
        case .summaryFormat: \.summaryFormat
        }
    }

    /// Where the catalog holds it.
    package var catalog: WritableKeyPath<Catalog.Category, LocalizedText?> {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: \.hiddenPreviewsBodyPlaceholder
        case .summaryFormat: \.summaryFormat
        }
    }

    /// The category's text in the catalog: `catalog`'s, read without projecting a key path,
    /// which costs a renderer that reads every category's texts more than the rest of a line.
    package func text(of category: Catalog.Category) -> LocalizedText? {
        switch self {
        case .hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder
        case .summaryFormat: category.summaryFormat
        }
    }

    /// `text(of:)` of each of `categories`, in order, each read in place (`ActionText.texts(of:)`).
    package func texts(of categories: [Catalog.Category]) -> [LocalizedText?] {
        categories.indices.map { text(of: categories[$0]) }
    }

    /// The method of the registry's `Category` that looks the text up by language, which the
    /// registry runtime reads: the field's name.
    package var runtimeName: String { field }
}
