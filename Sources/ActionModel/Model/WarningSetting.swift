/// What a warning becomes project-wide: dropped, left a warning, or made an error.
public enum WarningLevel: String, CaseIterable, Sendable {
    case ignore
    case warning
    case error
}

/// One entry of a file's top-level `warnings:` mapping, as written: the code is checked
/// against the codes that can be set when the policy is made, where all files are known.
public struct WarningSetting: Sendable {
    public var code: Located<String>
    public var level: Located<WarningLevel>

    public init(code: Located<String>, level: Located<WarningLevel>) {
        self.code = code
        self.level = level
    }
}
