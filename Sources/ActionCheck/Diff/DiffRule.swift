public import ActionModel
public import ActionSyntax

/// One rule of `actionc diff`: a kind of change against a baseline, and how much it matters
/// to app versions already in users' hands: the rows of `DiagnosticCodeEntry.all` that have a
/// diff class. Docs/diff.md has the table with the reason for each; a test keeps the two equal.
public struct DiffRule: Sendable {
    public typealias Class = DiagnosticCodeEntry.DiffClass

    public let code: DiagnosticCode
    public let `class`: Class

    /// Every rule, breaking first.
    public static let all: [DiffRule] = DiagnosticCodeEntry.all.compactMap { entry in
        entry.diffClass.map { DiffRule(code: entry.code, class: $0) }
    }

    public static func rule(for code: DiagnosticCode) -> DiffRule? {
        code.entry?.diffClass.map { DiffRule(code: code, class: $0) }
    }
}
