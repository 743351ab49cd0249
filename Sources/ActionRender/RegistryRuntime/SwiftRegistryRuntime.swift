/// The fixed part of every generated registry: `RegistryRuntime.swift` in this folder, a
/// real Swift file (not compiled into ActionCore; the registry tests compile it in every
/// generated registry), carried in the binary as `EmbeddedRegistryRuntime`.
///
/// It is written as the public registry of the namespace `PushActions`. The renderer copies it
/// line by line, making two substitutions: the app's namespace for `PushActions`, and the
/// registry's access level for a `public` that starts a line's code (`package`, or nothing for
/// `internal`). Nothing else in it is a template.
enum SwiftRegistryRuntime {
    static let text = EmbeddedRegistryRuntime.text

    /// The namespace the file is written in.
    static let writtenNamespace = Array("PushActions".utf8)

    /// Appends the runtime for `namespace` at access `access` (`public `, `package ` or empty).
    static func write(to printer: inout CodePrinter, namespace: String, access: String) {
        let publicKeyword = Array("public ".utf8)
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var line: [UInt8] = []
        for source in lines {
            line.removeAll(keepingCapacity: true)
            var rest = source[...]
            let indentation = rest.prefix { $0 == UInt8(ascii: " ") }
            line += indentation
            rest = rest.dropFirst(indentation.count)
            if rest.starts(with: publicKeyword) {
                line += access.utf8
                rest = rest.dropFirst(publicKeyword.count)
            }
            while !rest.isEmpty {
                if rest.starts(with: writtenNamespace) {
                    line += namespace.utf8
                    rest = rest.dropFirst(writtenNamespace.count)
                } else {
                    line.append(rest.removeFirst())
                }
            }
            printer.line(utf8: line)
        }
    }
}
