/// Every problem actionc reports carries one of these codes; they are a contract with
/// tools that read `--diagnostics-format json`, so a code is never renamed.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // Reading the bytes.
    case syntax
    case encoding
    case limit
    case unsupportedYAML = "unsupported-yaml"
    /// An input that cannot be found or read, an output that cannot be written (the CLI's).
    case fileSystem = "file-system"
    /// An output missing or out of date under `actionc check` (the CLI's).
    case staleOutput = "stale-output"
    // The definition format.
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case typeMismatch = "type-mismatch"
    case unsupportedVersion = "unsupported-version"
    case invalidIdentifier = "invalid-identifier"
    case reservedIdentifier = "reserved-identifier"
    case duplicateIdentifier = "duplicate-identifier"
    case unknownAction = "unknown-action"
    case tooManyActions = "too-many-actions"
    case emptyCategory = "empty-category"
    case repeatedAction = "repeated-action"
    case missingEnglish = "missing-english"
    case unknownLanguage = "unknown-language"
    case emptyTitle = "empty-title"
    case invalidCharacter = "invalid-character"
    case invalidOption = "invalid-option"
    case unknownPreset = "unknown-preset"
    /// A name in `targets:` that is no target.
    case unknownTarget = "unknown-target"
    /// Something only one target reads, written while `targets:` leaves that target out
    /// (`presets: [hive]` without `hive`), or a `targets:` list that names none.
    case missingTarget = "missing-target"
    /// Two files' `targets:` name different targets.
    case conflictingTargets = "conflicting-targets"
    /// Two of the app's languages fall under one Hive SDK code and the definitions do not say
    /// which the Hive file carries, or `hiveLanguages:` chooses one that cannot be chosen.
    case hiveLanguageConflict = "hive-language-conflict"
    case swiftNameCollision = "swift-name-collision"
    /// `override: true` on an id that no preset defines.
    case nothingToOverride = "nothing-to-override"
    /// A summary format or hidden-previews placeholder whose `%` specifiers do not fit the
    /// arguments iOS passes, or differ from the English text's.
    case formatMismatch = "format-mismatch"
    // Other artifacts checked against the catalog: Info.plist, APNs payloads.
    case unknownCategory = "unknown-category"
    case notContentExtension = "not-content-extension"
    // Warnings (errors under `--strict`).
    case unlistedCategory = "unlisted-category"
    case missingTranslation = "missing-translation"
    case unusedAction = "unused-action"
    case longTitle = "long-title"
    /// A definition holds something `hive_push_actions.json` has no place for, so the Hive
    /// SDK, which registers from that file, never sees it.
    case notInHiveJSON = "not-in-hive-json"
    /// Every input defines nothing: a truncated file would otherwise ship no buttons.
    case emptyCatalog = "empty-catalog"
    /// Something Apple deprecated and newer systems ignore (`allowAnnouncement`).
    case deprecated
    /// An intent identifier that is none of Apple's `IN…IntentIdentifier` constants.
    case unknownIntent = "unknown-intent"
    /// A count written `%d`, `%i` or `%lu`: it prints the same, but `%u` is what Apple documents.
    case countSpecifier = "count-specifier"
    /// A translation made from an English text that has changed since, by the translation
    /// record beside the definitions.
    case staleTranslation = "stale-translation"
    // Warning control: `warnings:`, `allow:` and `--ignore`.
    /// A name in `warnings:` or `allow:` that is no diagnostic code.
    case unknownCode = "unknown-code"
    /// A code that `warnings:` or `allow:` cannot turn off: an error, or (for `allow`) a
    /// warning about no one definition.
    case cannotAcknowledge = "cannot-acknowledge"
    /// Two files give one code different levels in `warnings:`.
    case conflictingWarningLevel = "conflicting-warning-level"
    /// An `allow` entry that acknowledged nothing: stale, or on the wrong definition (a warning).
    case unusedAllow = "unused-allow"
    // `retired:`, the acknowledgement of a deliberate removal (see `actionc diff`).
    /// A retired id that a definition still has.
    case retiredStillDefined = "retired-still-defined"
    /// A retired id that no baseline of `actionc diff` has.
    case retiredNotInBaseline = "retired-not-in-baseline"
    // `actionc diff`: changes against a baseline (BreakingChange.Rule gives each its class).
    case categoryRemoved = "category-removed"
    case buttonRemoved = "button-removed"
    case buttonReplaced = "button-replaced"
    case textInputAdded = "text-input-added"
    case textInputRemoved = "text-input-removed"
    case authenticationRequiredRemoved = "authentication-required-removed"
    case foregroundAdded = "foreground-added"
    case foregroundRemoved = "foreground-removed"
    case destructiveChanged = "destructive-changed"
    case buttonOrderChanged = "button-order-changed"
    case categoryOptionsChanged = "category-options-changed"
    case categoryAdded = "category-added"
    case buttonAdded = "button-added"
    case authenticationRequiredAdded = "authentication-required-added"
    case titleChanged = "title-changed"
    // `actionc translations import`: a translator's file against the definitions.
    /// A unit whose id names no text of the definitions.
    case unknownTranslationID = "unknown-translation-id"
    /// A unit translated from an English text the definitions no longer have: not imported.
    case sourceChanged = "source-changed"
    /// A unit actionc cannot write back: plural variations, inline markup, a block scalar.
    case cannotImport = "cannot-import"
}
