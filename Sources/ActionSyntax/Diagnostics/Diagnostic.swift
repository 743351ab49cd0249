/// The one diagnostic type: parse, decode and validation problems all end up here.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error
        case warning
        /// Information, not a problem: never fails a run, and `--strict` leaves it alone.
        /// Spelt as clang and swiftc print theirs (`remark:`), so editors and CI log parsers
        /// that read compiler output already know it.
        case remark
    }

    /// Extra context printed after the diagnostic as `note:` lines.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        /// Text actionc wrote to be pasted (an `<array>` as Xcode indents it), printed with its
        /// line breaks and tabs. Every other message has its control characters escaped, as it
        /// may quote what a user or translator wrote.
        public var isBlock = false

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }

        public init(block: String, at location: SourceLocation?) {
            self.init(block, at: location)
            isBlock = true
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// The definition the diagnostic is about, when it is about one: an `allow` there
    /// acknowledges it.
    public var definition: DefinitionReference?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, about definition: DefinitionReference? = nil, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.definition = definition
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        about definition: DefinitionReference? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, about: definition, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
