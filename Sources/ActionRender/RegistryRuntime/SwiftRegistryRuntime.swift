/// The fixed part of every generated registry: `RegistryRuntime.swift` in this folder, a
/// real Swift file (not compiled into ActionRender; the registry tests compile it in every
/// generated registry), carried in the binary as `EmbeddedRegistryRuntime`.
///
/// It is written as the public registry of the namespace `PushActions`. `swift run actionc-embed`
/// reads its code apart from its comments and string literals, and makes the copy a function
/// that writes the app's namespace where the code names `PushActions`, and the registry's access
/// level (`package `, or nothing for `internal`) where the code says `public `. Nothing else in
/// it is a template, and no comment can become one.
enum SwiftRegistryRuntime {
    /// The file as written; its size stands for any registry's copy.
    static let text = EmbeddedRegistryRuntime.text(namespace: "PushActions", access: "public ")

    /// Appends the runtime for `namespace` at access `access` (`public `, `package ` or empty).
    static func write(to printer: inout CodePrinter, namespace: String, access: String) {
        var text = EmbeddedRegistryRuntime.text(namespace: namespace, access: access)
        text.withUTF8 { bytes in
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            for line in lines { printer.line(utf8: line) }
        }
    }
}
