import ActionModel
public import ActionSyntax

/// A diagnostic code the user may turn off or acknowledge, with the check that reports it.
/// `warnings:`, `--ignore` and `allow:` are validated against `AcknowledgeableCode.all`, the
/// one list: a stage with codes of its own (a baseline diff) adds its entries to it.
public struct AcknowledgeableCode: Sendable {
    /// The check that reports a code: an `allow` of the code is judged stale only in a run
    /// where that check ran.
    public enum Stage: Sendable {
        /// Decoding and validating the definitions: every run that compiles them.
        case definitions
        /// `--info-plist`: a content extension's category list compared with the catalog.
        case infoPlist
        /// The translation records beside the definitions, read by the commands that report
        /// stale translations (`validate`, `build`, `check`).
        case translationRecords
        /// `actionc diff`: the catalog compared with released baselines.
        case diff
    }

    public let code: DiagnosticCode
    public let stage: Stage
    /// Whether `warnings:` and `--ignore` may set the code's level for the whole project.
    public let projectWide: Bool
    /// Whether `allow:` on an action or category may acknowledge it there: the check reports
    /// it about one definition (`Diagnostic.definition`).
    public let perDefinition: Bool
    /// What acknowledges the code instead, when `allow:` cannot.
    public let otherwise: String?

    public init(
        _ code: DiagnosticCode, stage: Stage, projectWide: Bool = true, perDefinition: Bool,
        otherwise: String? = nil
    ) {
        self.code = code
        self.stage = stage
        self.projectWide = projectWide
        self.perDefinition = perDefinition
        self.otherwise = otherwise
    }

    /// Every warning, by the check that reports it.
    public static let warnings: [AcknowledgeableCode] = [
        AcknowledgeableCode(.missingTranslation, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.unusedAction, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.longTitle, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.notInHiveJSON, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.deprecated, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.unknownIntent, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.countSpecifier, stage: .definitions, perDefinition: true),
        AcknowledgeableCode(.emptyCatalog, stage: .definitions, perDefinition: false),
        AcknowledgeableCode(.unusedAllow, stage: .definitions, perDefinition: false),
        AcknowledgeableCode(.unlistedCategory, stage: .infoPlist, perDefinition: true),
        AcknowledgeableCode(.staleTranslation, stage: .translationRecords, perDefinition: true),
    ]

    /// `actionc diff`'s codes. A change to a definition that still exists is acknowledged with
    /// `allow:` on it; a breaking one never project-wide, or one line would let every break
    /// through. A removed category has no definition left to carry it: `retired:` does.
    public static let diff: [AcknowledgeableCode] = DiffRule.all.map { rule in
        guard rule.code != .categoryRemoved else {
            return AcknowledgeableCode(
                rule.code, stage: .diff, projectWide: false, perDefinition: false,
                otherwise: "list a deliberately removed category in the top-level 'retired:' instead")
        }
        return AcknowledgeableCode(
            rule.code, stage: .diff, projectWide: rule.class != .breaking, perDefinition: true)
    }

    public static let all: [AcknowledgeableCode] = warnings + diff

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    public static func entry(for code: DiagnosticCode) -> AcknowledgeableCode? { byCode[code] }

    /// How the user says "I know" to `diagnostic`, for the note `--strict` adds: on its
    /// definition where `allow:` can, else for the project; nil for a code neither can quiet.
    public static func acknowledgement(of diagnostic: Diagnostic) -> String? {
        guard let entry = entry(for: diagnostic.code) else { return nil }
        let code = diagnostic.code.rawValue
        let project = "for the whole project with 'warnings: {\(code): ignore}' or '--ignore \(code)'"
        if entry.perDefinition, let definition = diagnostic.definition {
            let onDefinition = "acknowledge it with 'allow: [\(code)]' on \(definition.description)"
            return entry.projectWide ? onDefinition + ", or " + project : onDefinition
        }
        return entry.projectWide ? "turn it off " + project : entry.otherwise
    }

    /// Why `name` cannot be set project-wide (`warnings:`, `--ignore`), or nil when it can:
    /// the message and its notes, shared by the definitions' diagnostics and the command line.
    public static func problemSettingLevel(of name: String) -> (DiagnosticCode, String, [Diagnostic.Note])? {
        let otherwise = DiagnosticCode(rawValue: name).flatMap { entry(for: $0)?.otherwise }
        return problem(
            with: name, use: "set for the project", allowedBy: \.projectWide,
            refusal: otherwise == nil
                ? "'\(name)' is acknowledged only on the definition it is about, with 'allow:'"
                : "'\(name)' cannot be set for the whole project",
            hint: otherwise)
    }

    /// Why `name` cannot be in an `allow:` list, or nil when it can.
    static func problemAllowing(_ name: String) -> (DiagnosticCode, String, [Diagnostic.Note])? {
        let otherwise = DiagnosticCode(rawValue: name).flatMap { entry(for: $0)?.otherwise }
        return problem(
            with: name, use: "allowed on a definition", allowedBy: \.perDefinition,
            refusal: "'\(name)' is not reported about one definition, so no 'allow:' can acknowledge it",
            hint: otherwise ?? "set it for the whole project in the top-level 'warnings:' instead")
    }

    private static func problem(
        with name: String, use: String, allowedBy scope: KeyPath<AcknowledgeableCode, Bool>,
        refusal: @autoclosure () -> String, hint: String?
    ) -> (DiagnosticCode, String, [Diagnostic.Note])? {
        let candidates = all.filter { $0[keyPath: scope] }.map(\.code.rawValue)
        guard let code = DiagnosticCode(rawValue: name) else {
            // A code cut short (`not-in-hive`) is too far from the whole for spelling distance.
            let codes = DiagnosticCode.allCases.map(\.rawValue)
            let near =
                Suggestion.closest(to: name, in: codes)
                ?? (name.count >= 4 ? codes.first { $0.hasPrefix(name.lowercased()) } : nil)
            return (
                .unknownCode, "unknown diagnostic code '\(name)'",
                Diagnostic.Note.didYouMean(near) + [
                    Diagnostic.Note("codes that can be \(use): " + candidates.joined(separator: ", "))
                ]
            )
        }
        guard let entry = entry(for: code) else {
            return (
                .cannotAcknowledge,
                "'\(name)' is an error, not a warning; an error cannot be turned off, only fixed",
                [Diagnostic.Note("codes that can be \(use): " + candidates.joined(separator: ", "))]
            )
        }
        guard entry[keyPath: scope] else {
            return (.cannotAcknowledge, refusal(), hint.map { [Diagnostic.Note($0)] } ?? [])
        }
        return nil
    }
}
