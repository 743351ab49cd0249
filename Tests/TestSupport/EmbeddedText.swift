/// Swift source that embeds text files as raw string literals, for the copies the binary
/// carries (presets, the definitions schema) so the CLI needs no resource files. Tests
/// compare the checked-in source with this and regenerate it under `ACTIONC_UPDATE_GOLDENS=1`.
public enum EmbeddedText {
    /// `enum NAME { static let key = #"""…"""# … }`, one constant per entry, in order.
    /// Returns nil when a text holds `"""#`, which would end its literal early.
    public static func swiftSource(enumName: String, origin: String, entries: [(key: String, text: String)])
        -> String?
    {
        var source = """
            // Generated from \(origin) by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
            // A test fails when this copy and the file drift apart.
            // swift-format-ignore-file

            enum \(enumName) {

            """
        for (index, entry) in entries.enumerated() {
            guard !entry.text.contains("\"\"\"#") else { return nil }
            if index > 0 { source += "\n" }
            source += "    static let \(entry.key) = #\"\"\"\n\(entry.text)\n\"\"\"#\n"
        }
        return source + "}\n"
    }
}
