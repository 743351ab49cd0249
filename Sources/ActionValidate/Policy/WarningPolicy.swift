package import ActionModel
package import ActionSyntax

/// What the user asked of the warnings, applied after the checks as rustc applies lint
/// levels: an `allow:` on the definition a diagnostic is about acknowledges it there; else
/// `--ignore` drops its code, and the files' `warnings:` ignore it, keep it or make it an
/// error. `--strict` (the CLI's) then promotes only the warnings left.
///
/// Made from the decoded files, with every setting and allow entry checked. Each check's
/// diagnostics pass through `apply`, which remembers the allow entries it used, so the
/// entries that acknowledged nothing can be reported once every check has run.
package struct WarningPolicy: Sendable {
    /// One `allow:` entry that names a code an allow can take.
    struct Allowance: Sendable {
        var definition: DefinitionReference
        var code: DiagnosticCode
        var location: SourceLocation
        var used = false
    }

    /// Each code's project-wide level, with the `warnings:` entry that set it (nil for `--ignore`).
    private var levels: [DiagnosticCode: (level: WarningLevel, setAt: SourceLocation?)] = [:]
    private var allowances: [Allowance] = []
    /// The first allowance of each (definition, code).
    private var allowanceIndex: [DefinitionReference: [DiagnosticCode: Int]] = [:]

    /// A policy that changes nothing.
    package init() {}

    /// The policy the app's files and the command line's `--ignore` codes (already checked
    /// to be codes that can be set) describe, and the problems with what the files wrote.
    package static func make(_ files: [DefinitionFile], ignoring ignored: [DiagnosticCode] = []) -> (
        WarningPolicy, [Diagnostic]
    ) {
        var policy = WarningPolicy()
        var diagnostics: [Diagnostic] = []
        var firstSet: [DiagnosticCode: WarningSetting] = [:]
        for file in files where !file.isPreset {
            for setting in file.warnings {
                if let (code, message, notes) = AcknowledgeableCode.problemSettingLevel(
                    of: setting.code.value)
                {
                    diagnostics.append(.error(code, message, at: setting.code.location, notes: notes))
                    continue
                }
                guard let code = DiagnosticCode.named(setting.code.value) else { continue }
                if let first = firstSet[code] {
                    if first.level.value != setting.level.value {
                        diagnostics.append(
                            .error(
                                .conflictingWarningLevel,
                                "'\(code.rawValue)' is set to \(setting.level.value.rawValue) here and to \(first.level.value.rawValue) in another file; the project has one level per code",
                                at: setting.level.location,
                                notes: [
                                    Diagnostic.Note(
                                        "set to \(first.level.value.rawValue) here", at: first.level.location)
                                ]))
                    }
                    continue
                }
                firstSet[code] = setting
                policy.levels[code] = (setting.level.value, setting.level.location)
            }
            for action in file.actions {
                policy.addAllowances(action.allow, on: .action(action.id.value), diagnostics: &diagnostics)
            }
            for category in file.categories {
                policy.addAllowances(
                    category.allow, on: .category(category.id.value), diagnostics: &diagnostics)
            }
        }
        for code in ignored { policy.levels[code] = (.ignore, nil) }
        return (policy, diagnostics)
    }

    private mutating func addAllowances(
        _ entries: [Located<String>], on definition: DefinitionReference, diagnostics: inout [Diagnostic]
    ) {
        for entry in entries {
            if let (code, message, notes) = AcknowledgeableCode.problemAllowing(entry.value) {
                diagnostics.append(.error(code, message, at: entry.location, notes: notes))
                continue
            }
            guard let code = DiagnosticCode.named(entry.value) else { continue }
            if let first = allowanceIndex[definition]?[code] {
                diagnostics.append(
                    .warning(
                        .unusedAllow, "'\(code.rawValue)' is already allowed on \(definition.description)",
                        at: entry.location,
                        notes: [Diagnostic.Note("first allowed here", at: allowances[first].location)]))
                continue
            }
            allowanceIndex[definition, default: [:]][code] = allowances.count
            allowances.append(Allowance(definition: definition, code: code, location: entry.location))
        }
    }

    /// Whether an `allow:` on `definition` acknowledges `code` there; the entry counts as used.
    /// For a check that folds several definitions' findings into one diagnostic (the
    /// Info.plist's unlisted categories) and asks before folding.
    package mutating func acknowledges(_ code: DiagnosticCode, on definition: DefinitionReference) -> Bool {
        guard let index = allowanceIndex[definition]?[code] else { return false }
        allowances[index].used = true
        return true
    }

    /// The diagnostics as the policy leaves them: the acknowledged and ignored dropped, the
    /// ones set to `error` promoted (with a note at the setting).
    package mutating func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            if let definition = diagnostic.definition, acknowledges(diagnostic.code, on: definition) {
                return nil
            }
            return leveled(diagnostic)
        }
    }

    private func leveled(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let (level, setAt) = levels[diagnostic.code] else { return diagnostic }
        // A diff's info code is a remark: `warning` raises it as `error` does, so the level
        // set is the level reported.
        let target: Diagnostic.Severity
        switch level {
        case .ignore: return nil
        case .warning: target = .warning
        case .error: target = .error
        }
        guard diagnostic.severity != target else { return diagnostic }
        var promoted = diagnostic
        promoted.severity = target
        promoted.notes.append(
            Diagnostic.Note(
                "a \(diagnostic.severity.rawValue), made \(target == .error ? "an" : "a") \(target.rawValue) by 'warnings:'",
                at: setAt))
        return promoted
    }

    /// An `unused-allow` warning for each allow entry of a code that `stage` reports which
    /// acknowledged nothing: stale, or on a definition the warning is not about. Only
    /// meaningful once that stage's diagnostics have all passed through `apply`.
    package func unusedAllowances(in stage: AcknowledgeableCode.Stage) -> [Diagnostic] {
        allowances.compactMap { allowance in
            guard !allowance.used, let entry = AcknowledgeableCode.entry(for: allowance.code),
                entry.stage == stage
            else { return nil }
            // A diff code names a change against the baselines, not a warning.
            let found = entry.stage == .diff ? "no such change against the baselines" : "no such warning"
            return leveled(
                .warning(
                    .unusedAllow,
                    "\(allowance.definition.description) allows '\(allowance.code.rawValue)', but has \(found); remove the entry",
                    at: allowance.location))
        }
    }
}
