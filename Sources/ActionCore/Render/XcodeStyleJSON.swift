import ActionSyntax

/// A small JSON document written the way Xcode writes its own JSON files (String Catalogs,
/// asset catalogs): two-space indentation, `"key" : value`, keys sorted, an empty object as
/// `{` blank line `}`, and no final newline. Matching Xcode keeps a file that Xcode saves
/// again from changing in diffs.
enum XcodeStyleJSON {
    case string(String)
    case object([String: XcodeStyleJSON])

    /// Keys are sorted by their UTF-8 bytes, so the order never depends on a locale.
    func rendered() -> String {
        var out = ""
        write(to: &out, depth: 0)
        return out
    }

    private func write(to out: inout String, depth: Int) {
        switch self {
        case .string(let text):
            out += text.jsonLiteral
        case .object(let members):
            let indent = String(repeating: "  ", count: depth + 1)
            let closing = String(repeating: "  ", count: depth)
            guard !members.isEmpty else {
                out += "{\n\n" + closing + "}"
                return
            }
            out += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                out += indent + key.jsonLiteral + " : "
                members[key]!.write(to: &out, depth: depth + 1)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        }
    }
}
