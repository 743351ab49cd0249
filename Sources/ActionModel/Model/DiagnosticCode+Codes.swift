public import ActionSyntax

/// The codes the core and the command line report, beside the readers' own (ActionSyntax).
/// What each means (its severity, how it is acknowledged, its diff class) is its row of
/// `DiagnosticCodeEntry.all`; Docs/diagnostics.md says it in words.
extension DiagnosticCode {
    /// An input that cannot be found or read, an output that cannot be written (the CLI's).
    package static let fileSystem = DiagnosticCode(rawValue: "file-system")
    /// An output missing or out of date under `actionc check` (the CLI's).
    package static let staleOutput = DiagnosticCode(rawValue: "stale-output")
    package static let leftoverOutput = DiagnosticCode(rawValue: "leftover-output")

    // The definition format.
    package static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    package static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    package static let missingKey = DiagnosticCode(rawValue: "missing-key")
    package static let typeMismatch = DiagnosticCode(rawValue: "type-mismatch")
    package static let unsupportedVersion = DiagnosticCode(rawValue: "unsupported-version")
    package static let invalidIdentifier = DiagnosticCode(rawValue: "invalid-identifier")
    package static let reservedIdentifier = DiagnosticCode(rawValue: "reserved-identifier")
    package static let duplicateIdentifier = DiagnosticCode(rawValue: "duplicate-identifier")
    package static let unknownAction = DiagnosticCode(rawValue: "unknown-action")
    package static let tooManyActions = DiagnosticCode(rawValue: "too-many-actions")
    package static let emptyCategory = DiagnosticCode(rawValue: "empty-category")
    package static let repeatedAction = DiagnosticCode(rawValue: "repeated-action")
    package static let missingEnglish = DiagnosticCode(rawValue: "missing-english")
    package static let unknownLanguage = DiagnosticCode(rawValue: "unknown-language")
    package static let emptyTitle = DiagnosticCode(rawValue: "empty-title")
    package static let invalidCharacter = DiagnosticCode(rawValue: "invalid-character")
    package static let invalidOption = DiagnosticCode(rawValue: "invalid-option")
    package static let unknownPreset = DiagnosticCode(rawValue: "unknown-preset")
    /// A name in `targets:` that is no target.
    package static let unknownTarget = DiagnosticCode(rawValue: "unknown-target")
    /// Something only one target reads, written while `targets:` leaves that target out
    /// (`presets: [hive]` without `hive`), or a `targets:` list that names none.
    package static let missingTarget = DiagnosticCode(rawValue: "missing-target")
    /// Two files' `targets:` name different targets.
    package static let conflictingTargets = DiagnosticCode(rawValue: "conflicting-targets")
    /// Two of the app's languages fall under one Hive SDK code and the definitions do not say
    /// which the Hive file carries, or `hiveLanguages:` chooses one that cannot be chosen.
    package static let hiveLanguageConflict = DiagnosticCode(rawValue: "hive-language-conflict")
    public static let swiftNameCollision = DiagnosticCode(rawValue: "swift-name-collision")
    /// With the `android` target, two ids of one kind give one Android name (`AndroidNaming`).
    package static let androidNameCollision = DiagnosticCode(rawValue: "android-name-collision")
    /// `override: true` on an id that no preset defines.
    package static let nothingToOverride = DiagnosticCode(rawValue: "nothing-to-override")
    /// A category text whose `%` specifiers do not fit the arguments iOS passes, or differ
    /// from the English text's.
    package static let formatMismatch = DiagnosticCode(rawValue: "format-mismatch")

    // Other artifacts checked against the catalog: Info.plist, APNs payloads.
    package static let unknownCategory = DiagnosticCode(rawValue: "unknown-category")
    package static let notContentExtension = DiagnosticCode(rawValue: "not-content-extension")
    /// A payload's `alert.loc-key` (or title or subtitle key) that the app's strings do not
    /// have in their development language.
    package static let unknownLocKey = DiagnosticCode(rawValue: "unknown-loc-key")
    /// A payload's `*-loc-args` with fewer items than a text of its key takes.
    package static let locArgsMismatch = DiagnosticCode(rawValue: "loc-args-mismatch")
    /// A text a payload's key names with a specifier other than `%@`: APNs passes strings.
    package static let nonStringSpecifier = DiagnosticCode(rawValue: "non-string-specifier")
    /// An `aps` value that is none of those Apple defines (`interruption-level`, `relevance-score`…).
    package static let invalidApsValue = DiagnosticCode(rawValue: "invalid-aps-value")

    // Warnings (errors under `--strict`).
    /// A key a payload names that a language of the app has no text for.
    package static let untranslatedLocKey = DiagnosticCode(rawValue: "untranslated-loc-key")
    /// A text a payload's key names that shows fewer of its `*-loc-args` than it is sent.
    package static let unusedLocArgs = DiagnosticCode(rawValue: "unused-loc-args")
    /// A key a payload names that its String Catalog marks stale.
    package static let staleLocKey = DiagnosticCode(rawValue: "stale-loc-key")
    package static let unlistedCategory = DiagnosticCode(rawValue: "unlisted-category")
    package static let missingTranslation = DiagnosticCode(rawValue: "missing-translation")
    package static let unusedAction = DiagnosticCode(rawValue: "unused-action")
    package static let longTitle = DiagnosticCode(rawValue: "long-title")
    /// A definition holds something `hive_push_actions.json` has no place for, so the Hive
    /// SDK, which registers from that file, never sees it.
    package static let notInHiveJSON = DiagnosticCode(rawValue: "not-in-hive-json")
    /// With the `android` target, a definition holds something only iOS reads (category
    /// options and texts, intents, an iOS icon, `destructive`), which Android goes without.
    package static let notOnAndroid = DiagnosticCode(rawValue: "not-on-android")
    /// Every input defines nothing: a truncated file would otherwise ship no buttons.
    package static let emptyCatalog = DiagnosticCode(rawValue: "empty-catalog")
    /// Something Apple deprecated and newer systems ignore (`allowAnnouncement`).
    package static let deprecated = DiagnosticCode(rawValue: "deprecated")
    /// An intent identifier that is none of Apple's `IN…IntentIdentifier` constants.
    package static let unknownIntent = DiagnosticCode(rawValue: "unknown-intent")
    /// A count written `%d`, `%i` or `%lu`: it prints the same, but `%u` is what Apple documents.
    package static let countSpecifier = DiagnosticCode(rawValue: "count-specifier")
    /// A translation made from an English text that has changed since, by the translation
    /// record beside the definitions.
    package static let staleTranslation = DiagnosticCode(rawValue: "stale-translation")

    // Warning control: `warnings:`, `allow:` and `--ignore`.
    /// A name in `warnings:` or `allow:` that is no diagnostic code.
    package static let unknownCode = DiagnosticCode(rawValue: "unknown-code")
    /// A code that `warnings:` or `allow:` cannot turn off: an error, or (for `allow`) a
    /// warning about no one definition.
    package static let cannotAcknowledge = DiagnosticCode(rawValue: "cannot-acknowledge")
    /// Two files give one code different levels in `warnings:`.
    package static let conflictingWarningLevel = DiagnosticCode(rawValue: "conflicting-warning-level")
    /// An `allow` entry that acknowledged nothing: stale, or on the wrong definition (a warning).
    package static let unusedAllow = DiagnosticCode(rawValue: "unused-allow")

    // `retired:`, the acknowledgement of a deliberate removal (see `actionc diff`).
    /// A retired id that a definition still has.
    package static let retiredStillDefined = DiagnosticCode(rawValue: "retired-still-defined")
    /// A retired id that no baseline of `actionc diff` has.
    package static let retiredNotInBaseline = DiagnosticCode(rawValue: "retired-not-in-baseline")

    // `actionc diff`: changes against a baseline (each row's `diffClass`).
    package static let categoryRemoved = DiagnosticCode(rawValue: "category-removed")
    package static let buttonRemoved = DiagnosticCode(rawValue: "button-removed")
    package static let buttonReplaced = DiagnosticCode(rawValue: "button-replaced")
    package static let textInputAdded = DiagnosticCode(rawValue: "text-input-added")
    package static let textInputRemoved = DiagnosticCode(rawValue: "text-input-removed")
    package static let authenticationRequiredRemoved = DiagnosticCode(
        rawValue: "authentication-required-removed")
    package static let foregroundAdded = DiagnosticCode(rawValue: "foreground-added")
    package static let foregroundRemoved = DiagnosticCode(rawValue: "foreground-removed")
    package static let destructiveChanged = DiagnosticCode(rawValue: "destructive-changed")
    package static let buttonOrderChanged = DiagnosticCode(rawValue: "button-order-changed")
    package static let categoryOptionsChanged = DiagnosticCode(rawValue: "category-options-changed")
    package static let categoryAdded = DiagnosticCode(rawValue: "category-added")
    package static let buttonAdded = DiagnosticCode(rawValue: "button-added")
    package static let authenticationRequiredAdded = DiagnosticCode(rawValue: "authentication-required-added")
    package static let titleChanged = DiagnosticCode(rawValue: "title-changed")

    // `actionc translations import`: a translator's file against the definitions.
    /// A unit whose id names no text of the definitions.
    package static let unknownTranslationID = DiagnosticCode(rawValue: "unknown-translation-id")
    /// A unit translated from an English text the definitions no longer have: not imported.
    package static let sourceChanged = DiagnosticCode(rawValue: "source-changed")
    /// A unit actionc cannot write back: plural variations, inline markup, a block scalar.
    package static let cannotImport = DiagnosticCode(rawValue: "cannot-import")
    /// A translator's file that gives the definitions nothing: no unit of theirs, or English.
    package static let nothingImported = DiagnosticCode(rawValue: "nothing-imported")

    /// Every code, in the table's order.
    package static let all = DiagnosticCodeEntry.all.map(\.code)

    /// The code `name` spells, or nil when no code has that name.
    package static func named(_ name: String) -> DiagnosticCode? {
        DiagnosticCodeEntry.entry(for: DiagnosticCode(rawValue: name))?.code
    }

    /// This code's row of the table.
    package var entry: DiagnosticCodeEntry? { DiagnosticCodeEntry.entry(for: self) }
}
