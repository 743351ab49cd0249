/// The code every problem actionc reports carries; codes are a contract with tools that read
/// `--diagnostics-format json`, so a code is never renamed. This module declares the codes
/// its readers report; the core declares the rest, each with what it means, in one table
/// (`DiagnosticCodeEntry.all`).
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Any name; whether it is a code is the core's table's to say (`DiagnosticCode.named`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Malformed YAML, JSON or XML.
    public static let syntax = DiagnosticCode(rawValue: "syntax")
    /// Not UTF-8, a NUL byte, UTF-16/32, binary.
    public static let encoding = DiagnosticCode(rawValue: "encoding")
    /// A size, depth or count limit exceeded.
    public static let limit = DiagnosticCode(rawValue: "limit")
    /// Valid YAML that one definitions tree cannot hold (tags, anchors, several documents).
    public static let unsupportedYAML = DiagnosticCode(rawValue: "unsupported-yaml")
}
