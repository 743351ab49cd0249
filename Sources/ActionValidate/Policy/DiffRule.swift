public import ActionSyntax

/// One rule of `actionc diff`: a kind of change against a baseline, and how much it matters
/// to app versions already in users' hands. Docs/diff.md has the table with the reason for
/// each; a test keeps the two equal.
public struct DiffRule: Sendable {
    public enum Class: String, Sendable {
        /// Something a shipped version or a server relies on stops working: an error.
        case breaking
        /// Behaviour changes in a way a person should look at: a warning.
        case warning
        /// Worth knowing, breaks nothing: a remark.
        case info

        public var severity: Diagnostic.Severity {
            switch self {
            case .breaking: .error
            case .warning: .warning
            case .info: .remark
            }
        }
    }

    public let code: DiagnosticCode
    public let `class`: Class

    /// Every rule, breaking first.
    public static let all: [DiffRule] = [
        DiffRule(code: .categoryRemoved, class: .breaking),
        DiffRule(code: .buttonRemoved, class: .breaking),
        DiffRule(code: .buttonReplaced, class: .breaking),
        DiffRule(code: .textInputAdded, class: .breaking),
        DiffRule(code: .textInputRemoved, class: .breaking),
        DiffRule(code: .authenticationRequiredRemoved, class: .breaking),
        DiffRule(code: .foregroundAdded, class: .breaking),
        DiffRule(code: .foregroundRemoved, class: .breaking),
        DiffRule(code: .destructiveChanged, class: .warning),
        DiffRule(code: .buttonOrderChanged, class: .warning),
        DiffRule(code: .categoryOptionsChanged, class: .warning),
        DiffRule(code: .categoryAdded, class: .info),
        DiffRule(code: .buttonAdded, class: .info),
        DiffRule(code: .authenticationRequiredAdded, class: .info),
        DiffRule(code: .titleChanged, class: .info),
    ]

    public static func rule(for code: DiagnosticCode) -> DiffRule? {
        all.first { $0.code == code }
    }
}
