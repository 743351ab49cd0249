public import ActionSyntax

/// The codes the core and the command line report, beside the readers' own (ActionSyntax).
/// What each means (its severity, how it is acknowledged, its diff class) is its row of
/// `DiagnosticCodeEntry.all`; Docs/diagnostics.md says it in words.
extension DiagnosticCode {
    /// An input that cannot be found or read, an output that cannot be written (the CLI's).
    public static let fileSystem = DiagnosticCode(rawValue: "file-system")
    /// An output missing or out of date under `actionc check` (the CLI's).
    public static let staleOutput = DiagnosticCode(rawValue: "stale-output")
    public static let leftoverOutput = DiagnosticCode(rawValue: "leftover-output")

    // The definition format.
    public static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    public static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    public static let missingKey = DiagnosticCode(rawValue: "missing-key")
    public static let typeMismatch = DiagnosticCode(rawValue: "type-mismatch")
    public static let unsupportedVersion = DiagnosticCode(rawValue: "unsupported-version")
    public static let invalidIdentifier = DiagnosticCode(rawValue: "invalid-identifier")
    public static let reservedIdentifier = DiagnosticCode(rawValue: "reserved-identifier")
    public static let duplicateIdentifier = DiagnosticCode(rawValue: "duplicate-identifier")
    public static let unknownAction = DiagnosticCode(rawValue: "unknown-action")
    public static let tooManyActions = DiagnosticCode(rawValue: "too-many-actions")
    public static let emptyCategory = DiagnosticCode(rawValue: "empty-category")
    public static let repeatedAction = DiagnosticCode(rawValue: "repeated-action")
    public static let missingEnglish = DiagnosticCode(rawValue: "missing-english")
    public static let unknownLanguage = DiagnosticCode(rawValue: "unknown-language")
    public static let emptyTitle = DiagnosticCode(rawValue: "empty-title")
    public static let invalidCharacter = DiagnosticCode(rawValue: "invalid-character")
    public static let invalidOption = DiagnosticCode(rawValue: "invalid-option")
    public static let unknownPreset = DiagnosticCode(rawValue: "unknown-preset")
    /// A name in `targets:` that is no target.
    public static let unknownTarget = DiagnosticCode(rawValue: "unknown-target")
    /// Something only one target reads, written while `targets:` leaves that target out
    /// (`presets: [hive]` without `hive`), or a `targets:` list that names none.
    public static let missingTarget = DiagnosticCode(rawValue: "missing-target")
    /// Two files' `targets:` name different targets.
    public static let conflictingTargets = DiagnosticCode(rawValue: "conflicting-targets")
    /// Two of the app's languages fall under one Hive SDK code and the definitions do not say
    /// which the Hive file carries, or `hiveLanguages:` chooses one that cannot be chosen.
    public static let hiveLanguageConflict = DiagnosticCode(rawValue: "hive-language-conflict")
    public static let swiftNameCollision = DiagnosticCode(rawValue: "swift-name-collision")
    /// With the `android` target, two ids of one kind give one Android name (`AndroidNaming`).
    public static let androidNameCollision = DiagnosticCode(rawValue: "android-name-collision")
    /// `override: true` on an id that no preset defines.
    public static let nothingToOverride = DiagnosticCode(rawValue: "nothing-to-override")
    /// A category text whose `%` specifiers do not fit the arguments iOS passes, or differ
    /// from the English text's.
    public static let formatMismatch = DiagnosticCode(rawValue: "format-mismatch")

    // Other artifacts checked against the catalog: Info.plist, APNs payloads.
    public static let unknownCategory = DiagnosticCode(rawValue: "unknown-category")
    public static let notContentExtension = DiagnosticCode(rawValue: "not-content-extension")
    /// A payload's `alert.loc-key` (or title or subtitle key) that the app's strings do not
    /// have in their development language.
    public static let unknownLocKey = DiagnosticCode(rawValue: "unknown-loc-key")
    /// A payload's `*-loc-args` with fewer items than a text of its key takes.
    public static let locArgsMismatch = DiagnosticCode(rawValue: "loc-args-mismatch")
    /// A text a payload's key names with a specifier other than `%@`: APNs passes strings.
    public static let nonStringSpecifier = DiagnosticCode(rawValue: "non-string-specifier")
    /// An `aps` value that is none of those Apple defines (`interruption-level`, `relevance-score`…).
    public static let invalidApsValue = DiagnosticCode(rawValue: "invalid-aps-value")

    // Warnings (errors under `--strict`).
    /// A key a payload names that a language of the app has no text for.
    public static let untranslatedLocKey = DiagnosticCode(rawValue: "untranslated-loc-key")
    /// A text a payload's key names that shows fewer of its `*-loc-args` than it is sent.
    public static let unusedLocArgs = DiagnosticCode(rawValue: "unused-loc-args")
    /// A key a payload names that its String Catalog marks stale.
    public static let staleLocKey = DiagnosticCode(rawValue: "stale-loc-key")
    public static let unlistedCategory = DiagnosticCode(rawValue: "unlisted-category")
    public static let missingTranslation = DiagnosticCode(rawValue: "missing-translation")
    public static let unusedAction = DiagnosticCode(rawValue: "unused-action")
    public static let longTitle = DiagnosticCode(rawValue: "long-title")
    /// A definition holds something `hive_push_actions.json` has no place for, so the Hive
    /// SDK, which registers from that file, never sees it.
    public static let notInHiveJSON = DiagnosticCode(rawValue: "not-in-hive-json")
    /// With the `android` target, a definition holds something only iOS reads (category
    /// options and texts, intents, an iOS icon, `destructive`), which Android goes without.
    public static let notOnAndroid = DiagnosticCode(rawValue: "not-on-android")
    /// Every input defines nothing: a truncated file would otherwise ship no buttons.
    public static let emptyCatalog = DiagnosticCode(rawValue: "empty-catalog")
    /// Something Apple deprecated and newer systems ignore (`allowAnnouncement`).
    public static let deprecated = DiagnosticCode(rawValue: "deprecated")
    /// An intent identifier that is none of Apple's `IN…IntentIdentifier` constants.
    public static let unknownIntent = DiagnosticCode(rawValue: "unknown-intent")
    /// A count written `%d`, `%i` or `%lu`: it prints the same, but `%u` is what Apple documents.
    public static let countSpecifier = DiagnosticCode(rawValue: "count-specifier")
    /// A translation made from an English text that has changed since, by the translation
    /// record beside the definitions.
    public static let staleTranslation = DiagnosticCode(rawValue: "stale-translation")

    // Warning control: `warnings:`, `allow:` and `--ignore`.
    /// A name in `warnings:` or `allow:` that is no diagnostic code.
    public static let unknownCode = DiagnosticCode(rawValue: "unknown-code")
    /// A code that `warnings:` or `allow:` cannot turn off: an error, or (for `allow`) a
    /// warning about no one definition.
    public static let cannotAcknowledge = DiagnosticCode(rawValue: "cannot-acknowledge")
    /// Two files give one code different levels in `warnings:`.
    public static let conflictingWarningLevel = DiagnosticCode(rawValue: "conflicting-warning-level")
    /// An `allow` entry that acknowledged nothing: stale, or on the wrong definition (a warning).
    public static let unusedAllow = DiagnosticCode(rawValue: "unused-allow")

    // `retired:`, the acknowledgement of a deliberate removal (see `actionc diff`).
    /// A retired id that a definition still has.
    public static let retiredStillDefined = DiagnosticCode(rawValue: "retired-still-defined")
    /// A retired id that no baseline of `actionc diff` has.
    public static let retiredNotInBaseline = DiagnosticCode(rawValue: "retired-not-in-baseline")

    // `actionc diff`: changes against a baseline (each row's `diffClass`).
    public static let categoryRemoved = DiagnosticCode(rawValue: "category-removed")
    public static let buttonRemoved = DiagnosticCode(rawValue: "button-removed")
    public static let buttonReplaced = DiagnosticCode(rawValue: "button-replaced")
    public static let textInputAdded = DiagnosticCode(rawValue: "text-input-added")
    public static let textInputRemoved = DiagnosticCode(rawValue: "text-input-removed")
    public static let authenticationRequiredRemoved = DiagnosticCode(
        rawValue: "authentication-required-removed")
    public static let foregroundAdded = DiagnosticCode(rawValue: "foreground-added")
    public static let foregroundRemoved = DiagnosticCode(rawValue: "foreground-removed")
    public static let destructiveChanged = DiagnosticCode(rawValue: "destructive-changed")
    public static let buttonOrderChanged = DiagnosticCode(rawValue: "button-order-changed")
    public static let categoryOptionsChanged = DiagnosticCode(rawValue: "category-options-changed")
    public static let categoryAdded = DiagnosticCode(rawValue: "category-added")
    public static let buttonAdded = DiagnosticCode(rawValue: "button-added")
    public static let authenticationRequiredAdded = DiagnosticCode(rawValue: "authentication-required-added")
    public static let titleChanged = DiagnosticCode(rawValue: "title-changed")

    // `actionc translations import`: a translator's file against the definitions.
    /// A unit whose id names no text of the definitions.
    public static let unknownTranslationID = DiagnosticCode(rawValue: "unknown-translation-id")
    /// A unit translated from an English text the definitions no longer have: not imported.
    public static let sourceChanged = DiagnosticCode(rawValue: "source-changed")
    /// A unit actionc cannot write back: plural variations, inline markup, a block scalar.
    public static let cannotImport = DiagnosticCode(rawValue: "cannot-import")
    /// A translator's file that gives the definitions nothing: no unit of theirs, or English.
    public static let nothingImported = DiagnosticCode(rawValue: "nothing-imported")

    /// Every code, in the table's order.
    public static let all = DiagnosticCodeEntry.all.map(\.code)

    /// The code `name` spells, or nil when no code has that name.
    public static func named(_ name: String) -> DiagnosticCode? {
        DiagnosticCodeEntry.entry(for: DiagnosticCode(rawValue: name))?.code
    }

    /// This code's row of the table.
    public var entry: DiagnosticCodeEntry? { DiagnosticCodeEntry.entry(for: self) }
}
