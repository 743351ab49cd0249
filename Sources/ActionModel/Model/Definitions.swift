public import ActionSyntax

/// One input file as decoded, before cross-file checks. Locations are kept so that
/// validation can point at the exact key or value.
public struct DefinitionFile: Sendable {
    /// The names a folder search takes as definitions, matched ignoring case; the translation record's
    /// name is made from them, so the two rules cannot drift apart.
    public static let nameSuffixes = [".actions.yaml", ".actions.yml", ".actions.json"]

    public var path: String
    /// Built-in preset files do not warn about actions the app leaves unused, and their
    /// `languages` describe the preset, not the app.
    public var isPreset: Bool
    public var languages: [Located<Language>]?
    /// `targets:` as written (the known names, at the list); nil when not written.
    public var targets: Located<[Target]>?
    /// `hiveLanguages:`, which language the Hive file carries under a Hive code, as written.
    public var hiveLanguages: [HiveLanguageChoice]
    public var presets: [PresetRequest]
    public var actions: [ActionDefinition]
    public var categories: [CategoryDefinition]
    /// The top-level `warnings:` mapping, in source order.
    public var warnings: [WarningSetting]
    /// `retired:`, ids removed on purpose (acknowledged removals for `actionc diff`).
    public var retired: [Located<String>]

    public init(
        path: String, isPreset: Bool = false, languages: [Located<Language>]? = nil,
        targets: Located<[Target]>? = nil, hiveLanguages: [HiveLanguageChoice] = [],
        presets: [PresetRequest] = [], actions: [ActionDefinition] = [],
        categories: [CategoryDefinition] = [], warnings: [WarningSetting] = [],
        retired: [Located<String>] = []
    ) {
        self.path = path
        self.isPreset = isPreset
        self.languages = languages
        self.targets = targets
        self.hiveLanguages = hiveLanguages
        self.presets = presets
        self.actions = actions
        self.categories = categories
        self.warnings = warnings
        self.retired = retired
    }
}

extension DefinitionFile {
    /// Every text the file writes: each action's, then each category's (`DefinitionText`).
    public var texts: [TextDefinition] { DefinitionText.texts(in: self).map(\.text) }
}

/// One entry of `hiveLanguages:`: under the Hive SDK's `code`, hive_push_actions.json carries
/// the texts of `language` (`pt: pt-BR`). Whether either can be chosen is the validator's to judge.
public struct HiveLanguageChoice: Sendable {
    public var code: Located<String>
    public var language: Located<Language>

    public init(code: Located<String>, language: Located<Language>) {
        self.code = code
        self.language = language
    }
}

/// One preset a file pulls in: `presets: [hive]` takes all of it; `presets: {hive: [ID, ...]}`
/// takes only the categories and actions it names (a category with the actions it uses).
public struct PresetRequest: Sendable {
    public var name: Located<String>
    /// The ids picked from the preset; nil for the whole preset.
    public var picks: [Located<String>]?

    public init(name: Located<String>, picks: [Located<String>]? = nil) {
        self.name = name
        self.picks = picks
    }
}

/// An action as written. Parts that could not be decoded are nil (their problem is
/// already reported); the action still counts as defined, so categories naming it do
/// not pile up follow-on errors.
public struct ActionDefinition: Sendable {
    public var id: Located<String>
    public var title: TextDefinition?
    /// Nil when not written: an app's definition of a preset's action then keeps the preset's.
    public var options: [ActionOption]?
    public var icon: ActionIcon?
    public var textInput: TextInputDefinition?
    /// Overrides the derived Swift case name.
    public var swiftName: Located<String>?
    /// `override: true`: laid over a preset's action of the same id instead of repeating it.
    public var isOverride: Bool
    /// `allow:`, the codes acknowledged for this action alone, as written.
    public var allow: [Located<String>]

    public init(
        id: Located<String>, title: TextDefinition? = nil, options: [ActionOption]? = nil,
        icon: ActionIcon? = nil, textInput: TextInputDefinition? = nil, swiftName: Located<String>? = nil,
        isOverride: Bool = false, allow: [Located<String>] = []
    ) {
        self.id = id
        self.title = title
        self.options = options
        self.icon = icon
        self.textInput = textInput
        self.swiftName = swiftName
        self.isOverride = isOverride
        self.allow = allow
    }
}

/// A localized text as written: each language's text with the place it was written,
/// so diagnostics about one language point at that language's text.
public struct TextDefinition: Sendable {
    /// One language's text. It keeps a `Position`, not a `SourceLocation`: the file is the
    /// text's own, and a large catalog has hundreds of thousands of entries, each of which
    /// would otherwise hold (and retain and release) the path.
    public struct Entry: Sendable {
        public var language: Language
        public var text: String
        public var position: Position
        /// Where the text's first character is when the text is written as it stands on one
        /// line (`Scalar.isVerbatim`), so a part of it can be pointed at by column; nil when
        /// escapes or folded lines stand between the source and the text.
        public var verbatimStart: Position?

        public init(language: Language, text: String, position: Position, verbatimStart: Position? = nil) {
            self.language = language
            self.text = text
            self.position = position
            self.verbatimStart = verbatimStart
        }
    }

    /// In source order, each language once.
    public var entries: [Entry]
    /// Where the text (the plain string or the language mapping) starts.
    public var location: SourceLocation
    /// False when an entry was dropped for a reported problem (an unknown language, a
    /// value that is not text): checks over the whole set, such as missing English,
    /// then stay quiet rather than repeat that problem.
    public var isComplete: Bool

    public init(entries: [Entry], location: SourceLocation, isComplete: Bool = true) {
        self.entries = entries
        self.location = location
        self.isComplete = isComplete
    }

    public var localized: LocalizedText { LocalizedText(entries.map { ($0.language, $0.text) }) }

    /// Where `entry`, one of `entries`, was written.
    public func location(of entry: Entry) -> SourceLocation {
        SourceLocation(file: location.file, position: entry.position)
    }

    /// Where the character `offset` Unicode scalars into `entry`'s text is: its own column
    /// when the text is verbatim, else the start of the text.
    public func location(of entry: Entry, scalarOffset offset: Int) -> SourceLocation {
        guard let start = entry.verbatimStart else { return location(of: entry) }
        return SourceLocation(
            file: location.file, line: Int(start.line), column: Int(start.column) + offset)
    }
}

/// The `textInput` of an action as written; `button` is nil when it was missing or broken.
public struct TextInputDefinition: Sendable {
    public var button: TextDefinition?
    public var placeholder: TextDefinition?

    public init(button: TextDefinition?, placeholder: TextDefinition? = nil) {
        self.button = button
        self.placeholder = placeholder
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
    /// Nil when the list was missing or not a list (already reported), so it is not
    /// reported again as an empty category.
    public var actions: [Located<String>]?
    /// Nil when not written.
    public var options: [CategoryOption]?
    public var swiftName: Located<String>?
    /// `override: true`: laid over a preset's category of the same id instead of repeating it.
    public var isOverride: Bool
    /// Shown instead of the body when the user hides previews (`hiddenPreviewsBodyPlaceholder`).
    public var hiddenPreviewsBodyPlaceholder: TextDefinition?
    /// The summary of a group of this category's notifications (`categorySummaryFormat`).
    public var summaryFormat: TextDefinition?
    /// SiriKit intent identifiers as written (Apple's constant names); nil when not written.
    public var intentIdentifiers: [Located<String>]?
    /// `allow:` (long form only), the codes acknowledged for this category alone, as written.
    public var allow: [Located<String>]

    public init(
        id: Located<String>, actions: [Located<String>]?, options: [CategoryOption]? = nil,
        swiftName: Located<String>? = nil, isOverride: Bool = false,
        hiddenPreviewsBodyPlaceholder: TextDefinition? = nil, summaryFormat: TextDefinition? = nil,
        intentIdentifiers: [Located<String>]? = nil, allow: [Located<String>] = []
    ) {
        self.id = id
        self.actions = actions
        self.options = options
        self.swiftName = swiftName
        self.isOverride = isOverride
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.summaryFormat = summaryFormat
        self.intentIdentifiers = intentIdentifiers
        self.allow = allow
    }
}
