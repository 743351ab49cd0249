package import ActionSyntax

/// One input file as decoded, before cross-file checks. Locations are kept so that
/// validation can point at the exact key or value.
package struct DefinitionFile: Sendable {
    /// The names a folder search takes as definitions, matched ignoring case; the translation record's
    /// name is made from them, so the two rules cannot drift apart.
    package static let nameSuffixes = [".actions.yaml", ".actions.yml", ".actions.json"]

    package var path: String
    /// Built-in preset files do not warn about actions the app leaves unused, and their
    /// `languages` describe the preset, not the app.
    package var isPreset: Bool
    package var languages: [Located<Language>]?
    /// `targets:` as written (the known names, at the list); nil when not written.
    package var targets: Located<[Target]>?
    /// `hiveLanguages:`, which language the Hive file carries under a Hive code, as written.
    package var hiveLanguages: [HiveLanguageChoice]
    package var presets: [PresetRequest]
    package var actions: [ActionDefinition]
    package var categories: [CategoryDefinition]
    /// The top-level `warnings:` mapping, in source order.
    package var warnings: [WarningSetting]
    /// `retired:`, ids removed on purpose (acknowledged removals for `actionc diff`).
    package var retired: [Located<String>]
    /// `android: {package: …}`, the Kotlin package PushActions.kt is declared in; nil when not written.
    package var androidPackage: Located<String>?

    package init(
        path: String, isPreset: Bool = false, languages: [Located<Language>]? = nil,
        targets: Located<[Target]>? = nil, hiveLanguages: [HiveLanguageChoice] = [],
        presets: [PresetRequest] = [], actions: [ActionDefinition] = [],
        categories: [CategoryDefinition] = [], warnings: [WarningSetting] = [],
        retired: [Located<String>] = [], androidPackage: Located<String>? = nil
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
        self.androidPackage = androidPackage
    }
}

/// One entry of `hiveLanguages:`: under the Hive SDK's `code`, hive_push_actions.json carries
/// the texts of `language` (`pt: pt-BR`). Whether either can be chosen is the validator's to judge.
package struct HiveLanguageChoice: Sendable {
    package var code: Located<String>
    package var language: Located<Language>

    package init(code: Located<String>, language: Located<Language>) {
        self.code = code
        self.language = language
    }
}

/// One preset a file pulls in: `presets: [hive]` takes all of it; `presets: {hive: [ID, ...]}`
/// takes only the categories and actions it names (a category with the actions it uses).
package struct PresetRequest: Sendable {
    package var name: Located<String>
    /// The ids picked from the preset; nil for the whole preset.
    package var picks: [Located<String>]?

    package init(name: Located<String>, picks: [Located<String>]? = nil) {
        self.name = name
        self.picks = picks
    }
}

/// An action as written. Parts that could not be decoded are nil (their problem is
/// already reported); the action still counts as defined, so categories naming it do
/// not pile up follow-on errors.
package struct ActionDefinition: Sendable {
    package var id: Located<String>
    package var title: TextDefinition?
    /// Nil when not written: an app's definition of a preset's action then keeps the preset's.
    package var options: [ActionOption]?
    package var icon: ActionIcon?
    package var textInput: TextInputDefinition?
    /// Overrides the derived Swift case name.
    package var swiftName: Located<String>?
    /// `override: true`: laid over a preset's action of the same id instead of repeating it.
    package var isOverride: Bool
    /// `allow:`, the codes acknowledged for this action alone, as written.
    package var allow: [Located<String>]
    /// `android:`, the Android name and icon; nil when not written.
    package var android: AndroidDefinition?

    package init(
        id: Located<String>, title: TextDefinition? = nil, options: [ActionOption]? = nil,
        icon: ActionIcon? = nil, textInput: TextInputDefinition? = nil, swiftName: Located<String>? = nil,
        isOverride: Bool = false, allow: [Located<String>] = [], android: AndroidDefinition? = nil
    ) {
        self.id = id
        self.title = title
        self.options = options
        self.icon = icon
        self.textInput = textInput
        self.swiftName = swiftName
        self.isOverride = isOverride
        self.allow = allow
        self.android = android
    }
}

/// An action's or category's `android:` mapping as written: `name` overrides the name its
/// resources and Kotlin entry take (`AndroidNaming`), `icon` names an action's drawable.
package struct AndroidDefinition: Sendable {
    package var name: Located<String>?
    package var icon: Located<String>?

    package init(name: Located<String>? = nil, icon: Located<String>? = nil) {
        self.name = name
        self.icon = icon
    }

    /// Each field `other` writes replaces this one's.
    package func overridden(by other: AndroidDefinition?) -> AndroidDefinition {
        AndroidDefinition(name: other?.name ?? name, icon: other?.icon ?? icon)
    }
}

/// A localized text as written: each language's text with the place it was written,
/// so diagnostics about one language point at that language's text.
package struct TextDefinition: Sendable {
    /// One language's text. It keeps a `Position`, not a `SourceLocation`: the file is the
    /// text's own, and a large catalog has hundreds of thousands of entries, each of which
    /// would otherwise hold (and retain and release) the path.
    package struct Entry: Sendable {
        package var language: Language
        package var text: String
        package var position: Position
        /// Where the text's first character is when the text is written as it stands on one
        /// line (`Scalar.isVerbatim`), so a part of it can be pointed at by column; nil when
        /// escapes or folded lines stand between the source and the text.
        package var verbatimStart: Position?

        package init(language: Language, text: String, position: Position, verbatimStart: Position? = nil) {
            self.language = language
            self.text = text
            self.position = position
            self.verbatimStart = verbatimStart
        }
    }

    /// In source order, each language once.
    package var entries: [Entry]
    /// Where the text (the plain string or the language mapping) starts.
    package var location: SourceLocation
    /// False when an entry was dropped for a reported problem (an unknown language, a
    /// value that is not text): checks over the whole set, such as missing English,
    /// then stay quiet rather than repeat that problem.
    package var isComplete: Bool

    package init(entries: [Entry], location: SourceLocation, isComplete: Bool = true) {
        self.entries = entries
        self.location = location
        self.isComplete = isComplete
    }

    package var localized: LocalizedText {
        // Each field read in place: `map` would copy each entry (its text retained twice).
        var pairs: [(language: Language, text: String)] = []
        pairs.reserveCapacity(entries.count)
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices { pairs.append((entries[index].language, entries[index].text)) }
        }
        return LocalizedText(pairs)
    }

    /// Where `entry`, one of `entries`, was written.
    package func location(of entry: Entry) -> SourceLocation {
        SourceLocation(file: location.file, position: entry.position)
    }

    /// Where the character `offset` Unicode scalars into `entry`'s text is: its own column
    /// when the text is verbatim, else the start of the text.
    package func location(of entry: Entry, scalarOffset offset: Int) -> SourceLocation {
        guard let start = entry.verbatimStart else { return location(of: entry) }
        return SourceLocation(
            file: location.file, line: Int(start.line), column: Int(start.column) + offset)
    }
}

/// The `textInput` of an action as written; `button` is nil when it was missing or broken.
package struct TextInputDefinition: Sendable {
    package var button: TextDefinition?
    package var placeholder: TextDefinition?

    package init(button: TextDefinition?, placeholder: TextDefinition? = nil) {
        self.button = button
        self.placeholder = placeholder
    }
}

/// The text field of a `UNTextInputNotificationAction`.
package struct TextInput: Hashable, Sendable {
    package var button: LocalizedText
    package var placeholder: LocalizedText

    package init(button: LocalizedText, placeholder: LocalizedText) {
        self.button = button
        self.placeholder = placeholder
    }
}

package struct CategoryDefinition: Sendable {
    package var id: Located<String>
    /// Nil when the list was missing or not a list (already reported), so it is not
    /// reported again as an empty category.
    package var actions: [Located<String>]?
    /// Nil when not written.
    package var options: [CategoryOption]?
    package var swiftName: Located<String>?
    /// `override: true`: laid over a preset's category of the same id instead of repeating it.
    package var isOverride: Bool
    /// Shown instead of the body when the user hides previews (`hiddenPreviewsBodyPlaceholder`).
    package var hiddenPreviewsBodyPlaceholder: TextDefinition?
    /// The summary of a group of this category's notifications (`categorySummaryFormat`).
    package var summaryFormat: TextDefinition?
    /// SiriKit intent identifiers as written (Apple's constant names); nil when not written.
    package var intentIdentifiers: [Located<String>]?
    /// `allow:` (long form only), the codes acknowledged for this category alone, as written.
    package var allow: [Located<String>]
    /// `android:` (long form only): its `name`; nil when not written.
    package var android: AndroidDefinition?

    package init(
        id: Located<String>, actions: [Located<String>]?, options: [CategoryOption]? = nil,
        swiftName: Located<String>? = nil, isOverride: Bool = false,
        hiddenPreviewsBodyPlaceholder: TextDefinition? = nil, summaryFormat: TextDefinition? = nil,
        intentIdentifiers: [Located<String>]? = nil, allow: [Located<String>] = [],
        android: AndroidDefinition? = nil
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
        self.android = android
    }
}
