package import ActionModel
package import ActionSyntax

/// A diagnostic code the user may turn off or acknowledge, with the check that reports it:
/// the codes of `DiagnosticCodeEntry.all` that have an acknowledgement. `warnings:`, `--ignore`
/// and `allow:` are validated against `AcknowledgeableCode.all`, the one list.
package struct AcknowledgeableCode: Sendable {
    package typealias Stage = DiagnosticCodeEntry.Stage

    package let code: DiagnosticCode
    package let stage: Stage
    /// Whether `warnings:` and `--ignore` may set the code's level for the whole project.
    package let projectWide: Bool
    /// Whether `allow:` on an action or category may acknowledge it there: the check reports
    /// it about one definition (`Diagnostic.definition`).
    package let perDefinition: Bool
    /// What acknowledges the code instead, when `allow:` cannot.
    package let otherwise: String?

    private init(_ code: DiagnosticCode, _ acknowledgement: DiagnosticCodeEntry.Acknowledgement) {
        self.code = code
        stage = acknowledgement.stage
        projectWide = acknowledgement.projectWide
        perDefinition = acknowledgement.perDefinition
        otherwise = acknowledgement.otherwise
    }

    package static let all: [AcknowledgeableCode] = DiagnosticCodeEntry.all.compactMap { entry in
        entry.acknowledgement.map { AcknowledgeableCode(entry.code, $0) }
    }

    /// Every warning the definitions' checks report.
    package static let warnings = all.filter { $0.stage != .diff }

    /// `actionc diff`'s codes.
    package static let diff = all.filter { $0.stage == .diff }

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    package static func entry(for code: DiagnosticCode) -> AcknowledgeableCode? { byCode[code] }

    /// How to silence a warning like `diagnostic`, the note every warning carries (the text
    /// format prints it once per code and kind of definition): this one with `allow:` on its
    /// action or category where the code can be acknowledged there, and every one with
    /// `warnings:` or `--ignore` where the project can turn it off. Nil for a code neither
    /// quiets, and for one that is not a warning by default: a remark that `warnings:` raised
    /// already has a note at that setting.
    package static func silencing(_ diagnostic: Diagnostic) -> String? {
        guard let entry = entry(for: diagnostic.code),
            DiagnosticCodeEntry.entry(for: diagnostic.code)?.severity == .warning
        else { return nil }
        let code = diagnostic.code.rawValue
        let all = "for every one with 'warnings: {\(code): ignore}' or '--ignore \(code)'"
        if entry.perDefinition, let definition = diagnostic.definition {
            let one = "silence it with 'allow: [\(code)]' on its \(definition.kind.rawValue)"
            return entry.projectWide ? one + ", or " + all : one
        }
        return entry.projectWide ? "silence it " + all : entry.otherwise
    }

    /// Why `name` cannot be set project-wide (`warnings:`, `--ignore`), or nil when it can:
    /// the message and its notes, shared by the definitions' diagnostics and the command line.
    package static func problemSettingLevel(of name: String) -> (DiagnosticCode, String, [Diagnostic.Note])? {
        let otherwise = DiagnosticCode.named(name).flatMap { entry(for: $0)?.otherwise }
        return problem(
            with: name, use: "set for the project", allowedBy: \.projectWide,
            refusal: otherwise == nil
                ? "'\(name)' is acknowledged only on the definition it is about, with 'allow:'"
                : "'\(name)' cannot be set for the whole project",
            hint: otherwise)
    }

    /// Why `name` cannot be in an `allow:` list, or nil when it can.
    static func problemAllowing(_ name: String) -> (DiagnosticCode, String, [Diagnostic.Note])? {
        let otherwise = DiagnosticCode.named(name).flatMap { entry(for: $0)?.otherwise }
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
        guard let code = DiagnosticCode.named(name) else {
            // A code cut short (`not-in-hive`) is too far from the whole for spelling distance.
            let codes = DiagnosticCode.all.map(\.rawValue)
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
