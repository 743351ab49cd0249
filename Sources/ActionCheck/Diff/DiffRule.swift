package import ActionModel
package import ActionSyntax

/// One rule of `actionc diff`: a kind of change against a baseline, and how much it matters
/// to app versions already in users' hands: the rows of `DiagnosticCodeEntry.all` that have a
/// diff class. Docs/diff.md has the table with the reason for each; a test keeps the two equal.
package struct DiffRule: Sendable {
    package typealias Class = DiagnosticCodeEntry.DiffClass

    package let code: DiagnosticCode
    package let `class`: Class

    /// Every rule, breaking first.
    package static let all: [DiffRule] = DiagnosticCodeEntry.all.compactMap { entry in
        entry.diffClass.map { DiffRule(code: entry.code, class: $0) }
    }

    package static func rule(for code: DiagnosticCode) -> DiffRule? {
        code.entry?.diffClass.map { DiffRule(code: code, class: $0) }
    }
}
