package import ActionSyntax

/// What a diagnostic code means, in one row: the severity it is reported at (before
/// `warnings:`, `allow:` and `--strict`), how the user may acknowledge it, and, for a change
/// `actionc diff` reports, its class. `all` is every code actionc has; Docs/diagnostics.md
/// describes each (a test keeps its table's codes equal to these).
package struct DiagnosticCodeEntry: Sendable {
    /// How much a change against a baseline matters to app versions already in users' hands.
    /// Docs/diff.md has the table with the reason for each; a test keeps the two equal.
    package enum DiffClass: String, Sendable {
        /// Something a shipped version or a server relies on stops working: an error.
        case breaking
        /// Behaviour changes in a way a person should look at: a warning.
        case warning
        /// Worth knowing, breaks nothing: a remark.
        case info

        package var severity: Diagnostic.Severity {
            switch self {
            case .breaking: .error
            case .warning: .warning
            case .info: .remark
            }
        }
    }

    /// The check that reports a code: an `allow` of the code is judged stale only in a run
    /// where that check ran.
    package enum Stage: Sendable {
        /// Decoding and validating the definitions: every run that compiles them.
        case definitions
        /// `--info-plist`: a content extension's category list compared with the catalog.
        case infoPlist
        /// The translation records beside the definitions, read by the commands that report
        /// stale translations (`validate`, `build`, `check`, `translations export`).
        case translationRecords
        /// `actionc diff`: the catalog compared with released baselines.
        case diff
    }

    /// How the user says "I know" to a code.
    package struct Acknowledgement: Sendable {
        package let stage: Stage
        /// Whether `warnings:` and `--ignore` may set the code's level for the whole project.
        package let projectWide: Bool
        /// Whether `allow:` on an action or category may acknowledge it there: the check
        /// reports it about one definition (`Diagnostic.definition`).
        package let perDefinition: Bool
        /// What acknowledges the code instead, when `allow:` cannot.
        package let otherwise: String?

        /// `allow:` on the definition it is about, or `warnings:` for the project.
        static func onDefinition(_ stage: Stage) -> Acknowledgement {
            Acknowledgement(stage: stage, projectWide: true, perDefinition: true, otherwise: nil)
        }

        /// `warnings:` for the project only: the code is about no one definition.
        static let projectOnly = Acknowledgement(
            stage: .definitions, projectWide: true, perDefinition: false, otherwise: nil)
    }

    package let code: DiagnosticCode
    package let severity: Diagnostic.Severity
    /// Nil when nothing can turn the code off: an error is fixed, not acknowledged.
    package let acknowledgement: Acknowledgement?
    /// Set for the changes `actionc diff` reports.
    package let diffClass: DiffClass?

    private init(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity,
        acknowledged acknowledgement: Acknowledgement? = nil
    ) {
        self.code = code
        self.severity = severity
        self.acknowledgement = acknowledgement
        diffClass = nil
    }

    /// A change against a baseline, acknowledged with `allow:` on the definition that still
    /// exists; a breaking one never project-wide, or one line would let every break through.
    private init(_ code: DiagnosticCode, diff diffClass: DiffClass, acknowledged: Acknowledgement? = nil) {
        self.code = code
        severity = diffClass.severity
        acknowledgement =
            acknowledged
            ?? Acknowledgement(
                stage: .diff, projectWide: diffClass != .breaking, perDefinition: true, otherwise: nil)
        self.diffClass = diffClass
    }

    /// Every code. The order is the one lists of codes are shown in: the codes `warnings:`
    /// and `allow:` take (in the schema and in notes) come out of it filtered.
    package static let all: [DiagnosticCodeEntry] = [
        // Reading the bytes.
        .init(.syntax, .error),
        .init(.encoding, .error),
        .init(.limit, .error),
        .init(.unsupportedYAML, .error),
        .init(.fileSystem, .error),
        .init(.staleOutput, .error),
        .init(.leftoverOutput, .warning),
        // The definition format.
        .init(.duplicateKey, .error),
        .init(.unknownKey, .error),
        .init(.missingKey, .error),
        .init(.typeMismatch, .error),
        .init(.unsupportedVersion, .error),
        .init(.invalidIdentifier, .error),
        .init(.reservedIdentifier, .error),
        .init(.duplicateIdentifier, .error),
        .init(.unknownAction, .error),
        .init(.tooManyActions, .error),
        .init(.emptyCategory, .error),
        .init(.repeatedAction, .error),
        .init(.missingEnglish, .error),
        .init(.unknownLanguage, .error),
        .init(.emptyTitle, .error),
        .init(.invalidCharacter, .error),
        .init(.invalidOption, .error),
        .init(.unknownPreset, .error),
        .init(.unknownTarget, .error),
        .init(.missingTarget, .error),
        .init(.conflictingTargets, .error),
        .init(.hiveLanguageConflict, .error),
        .init(.swiftNameCollision, .error),
        .init(.androidNameCollision, .error),
        .init(.nothingToOverride, .error),
        .init(.formatMismatch, .error),
        // Other artifacts checked against the catalog.
        .init(.unknownCategory, .error),
        .init(.notContentExtension, .error),
        .init(.unknownLocKey, .error),
        .init(.locArgsMismatch, .error),
        .init(.nonStringSpecifier, .error),
        .init(.invalidApsValue, .error),
        // Warnings.
        .init(.missingTranslation, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.unusedAction, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.longTitle, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.notInHiveJSON, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.notOnAndroid, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.deprecated, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.unknownIntent, .warning, acknowledged: .onDefinition(.definitions)),
        .init(.countSpecifier, .warning, acknowledged: .onDefinition(.definitions)),
        // An error for an `actionc diff` baseline, which then compares with nothing.
        .init(.emptyCatalog, .warning, acknowledged: .projectOnly),
        // Warning control.
        .init(.unknownCode, .error),
        .init(.cannotAcknowledge, .error),
        .init(.conflictingWarningLevel, .error),
        .init(.unusedAllow, .warning, acknowledged: .projectOnly),
        .init(.unlistedCategory, .warning, acknowledged: .onDefinition(.infoPlist)),
        .init(.staleTranslation, .warning, acknowledged: .onDefinition(.translationRecords)),
        // `actionc payload --strings`: about the app's strings, so for the whole project.
        .init(.untranslatedLocKey, .warning, acknowledged: .projectOnly),
        .init(.unusedLocArgs, .warning, acknowledged: .projectOnly),
        .init(.staleLocKey, .warning, acknowledged: .projectOnly),
        // `retired:`.
        .init(.retiredStillDefined, .error),
        .init(.retiredNotInBaseline, .error),
        // `actionc diff`, breaking first. A removed category has no definition left to carry
        // an `allow:`: `retired:` does.
        .init(
            .categoryRemoved, diff: .breaking,
            acknowledged: Acknowledgement(
                stage: .diff, projectWide: false, perDefinition: false,
                otherwise: "list a deliberately removed category in the top-level 'retired:' instead")),
        .init(.buttonRemoved, diff: .breaking),
        .init(.buttonReplaced, diff: .breaking),
        .init(.textInputAdded, diff: .breaking),
        .init(.textInputRemoved, diff: .breaking),
        .init(.authenticationRequiredRemoved, diff: .breaking),
        .init(.foregroundAdded, diff: .breaking),
        .init(.foregroundRemoved, diff: .breaking),
        .init(.destructiveChanged, diff: .warning),
        .init(.buttonOrderChanged, diff: .warning),
        .init(.categoryOptionsChanged, diff: .warning),
        .init(.categoryAdded, diff: .info),
        .init(.buttonAdded, diff: .info),
        .init(.authenticationRequiredAdded, diff: .info),
        .init(.titleChanged, diff: .info),
        // `actionc translations import`.
        .init(.unknownTranslationID, .error),
        .init(.sourceChanged, .warning),
        .init(.cannotImport, .error),
        .init(.nothingImported, .warning),
    ]

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    package static func entry(for code: DiagnosticCode) -> DiagnosticCodeEntry? { byCode[code] }
}
