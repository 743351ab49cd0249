import ActionSyntax

/// One input file as decoded, before cross-file checks. Locations are kept so that
/// validation can point at the exact key or value.
public struct DefinitionFile: Sendable {
    public var path: String
    /// Built-in preset files do not warn about actions the app leaves unused.
    public var isPreset: Bool
    public var languages: [Located<Language>]?
    public var presets: [Located<String>]
    public var actions: [ActionDefinition]
    public var categories: [CategoryDefinition]

    public init(
        path: String, isPreset: Bool = false, languages: [Located<Language>]? = nil, presets: [Located<String>] = [],
        actions: [ActionDefinition] = [], categories: [CategoryDefinition] = []
    ) {
        self.path = path
        self.isPreset = isPreset
        self.languages = languages
        self.presets = presets
        self.actions = actions
        self.categories = categories
    }
}

public struct ActionDefinition: Sendable {
    public var id: Located<String>
    public var title: LocalizedText
    public var titleLocation: SourceLocation
    public var options: [ActionOption]
    public var icon: ActionIcon?
    public var textInput: TextInput?
    /// Overrides the derived Swift case name.
    public var swiftName: Located<String>?

    public init(
        id: Located<String>, title: LocalizedText, titleLocation: SourceLocation, options: [ActionOption] = [],
        icon: ActionIcon? = nil, textInput: TextInput? = nil, swiftName: Located<String>? = nil
    ) {
        self.id = id
        self.title = title
        self.titleLocation = titleLocation
        self.options = options
        self.icon = icon
        self.textInput = textInput
        self.swiftName = swiftName
    }
}

/// The text field of a `UNTextInputNotificationAction`.
public struct TextInput: Hashable, Sendable {
    public var button: LocalizedText
    public var placeholder: LocalizedText

    public init(button: LocalizedText, placeholder: LocalizedText) {
        self.button = button
        self.placeholder = placeholder
    }
}

public struct CategoryDefinition: Sendable {
    public var id: Located<String>
    public var actions: [Located<String>]
    public var options: [CategoryOption]
    public var swiftName: Located<String>?

    public init(
        id: Located<String>, actions: [Located<String>], options: [CategoryOption] = [],
        swiftName: Located<String>? = nil
    ) {
        self.id = id
        self.actions = actions
        self.options = options
        self.swiftName = swiftName
    }
}
