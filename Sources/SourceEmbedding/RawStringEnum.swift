/// `enum NAME { static let KEY = #"""…"""# … }`: texts as raw string literals, one constant
/// each, in order, so the value of each constant is its text byte for byte.
enum RawStringEnum {
    static func source(name: String, origin: EmbeddedCopy.Origin, constants: [(key: String, text: String)])
        throws -> String
    {
        var source = EmbeddedCopies.header(origin: origin) + "\nenum \(name) {\n"
        for (index, constant) in constants.enumerated() {
            try checkCanBeRawLiteral(constant.text, origin: origin)
            if index > 0 { source += "\n" }
            source += "    static let \(constant.key) = #\"\"\"\n\(constant.text)\n\"\"\"#\n"
        }
        return source + "}\n"
    }

    /// A text inside `#"""…"""#` reads as written unless it holds `"""#`, which would end the
    /// literal, or `\#`, which would start an escape; a carriage return would be read as a
    /// line feed.
    static func checkCanBeRawLiteral(_ text: String, origin: EmbeddedCopy.Origin) throws {
        for sequence in ["\"\"\"#", "\\#", "\r"] where text.contains(sequence) {
            throw EmbeddingError(
                "\(origin) holds \(sequence.debugDescription), which a raw string literal cannot carry as written"
            )
        }
    }
}
