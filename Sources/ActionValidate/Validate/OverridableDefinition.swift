import ActionModel
import ActionSyntax

/// A preset's definition that an app's own, marked `override: true`, may be laid over, as an
/// app rewords a preset's button: each field the app's definition writes replaces the
/// preset's field whole (a title with all its languages, so no title mixes two wordings),
/// and the fields it leaves out keep the preset's. Its id's location becomes the app's, so
/// diagnostics point at what the app wrote.
protocol OverridableDefinition {
    /// `id` and `isOverride` as this module reads them: generic code that called the stored
    /// properties' getters, which are ActionModel's, would copy each definition whole first.
    var definitionID: Located<String> { get }
    var isMarkedOverride: Bool { get }
    mutating func override(with other: Self)
}

extension ActionDefinition: OverridableDefinition {
    var definitionID: Located<String> { id }
    var isMarkedOverride: Bool { isOverride }

    mutating func override(with other: ActionDefinition) {
        id = other.id
        title = other.title ?? title
        options = other.options ?? options
        icon = other.icon ?? icon
        textInput = other.textInput ?? textInput
        swiftName = other.swiftName ?? swiftName
        android = android?.overridden(by: other.android) ?? other.android
    }
}

extension CategoryDefinition: OverridableDefinition {
    var definitionID: Located<String> { id }
    var isMarkedOverride: Bool { isOverride }

    mutating func override(with other: CategoryDefinition) {
        id = other.id
        actions = other.actions ?? actions
        options = other.options ?? options
        for text in CategoryText.allCases {
            self[keyPath: text.definition] = other[keyPath: text.definition] ?? self[keyPath: text.definition]
        }
        intentIdentifiers = other.intentIdentifiers ?? intentIdentifiers
        swiftName = other.swiftName ?? swiftName
        android = android?.overridden(by: other.android) ?? other.android
    }
}
