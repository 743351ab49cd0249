/// What a warning becomes project-wide: dropped, left a warning, or made an error.
package enum WarningLevel: String, CaseIterable, Sendable {
    case ignore
    case warning
    case error
}

/// One entry of a file's top-level `warnings:` mapping, as written: the code is checked
/// against the codes that can be set when the policy is made, where all files are known.
package struct WarningSetting: Sendable {
    package var code: Located<String>
    package var level: Located<WarningLevel>

    package init(code: Located<String>, level: Located<WarningLevel>) {
        self.code = code
        self.level = level
    }
}
