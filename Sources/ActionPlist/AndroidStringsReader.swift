package import ActionSyntax

/// Reads an Android string resource file (`res/values*/strings.xml`) into the shared node
/// tree: a mapping from each `<string>`'s `name` (at the attribute's value) to its text (at
/// the text's start), and from each `<plurals>`'s `name` to a mapping of its `<item>`s by
/// `quantity`. Other resources (`<string-array>`, `<color>`…) are passed over.
///
/// A text is read as aapt2 compiles it: inline markup (`<b>`, `<xliff:g>`) keeps its text, the
/// backslash escapes (`\'`, `\"`, `\\`, `\n`, `\t`, `\@`, `\?`, `\uXXXX`) are resolved,
/// double quotes are dropped, and outside them runs of whitespace become one space and the
/// ends are trimmed.
///
/// Turned away, as `syntax` at the place: malformed XML (by `XMLReader`), a root other than
/// `<resources>`, a `<string>` or `<plurals>` without `name`, an `<item>` without `quantity`;
/// as `limit`: nesting deeper than `maxDepth`, a file over `maxFileSize`; as `encoding`: bytes
/// that are not UTF-8.
package enum AndroidStringsReader {
    package static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        if let problem = limits.fileSizeProblem(size: bytes.count, file: file)
            ?? TextEncoding.check(bytes, file: file)
        {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        let lines = TextLines(bytes)
        func failure(_ message: String, at offset: Int, code: DiagnosticCode = .syntax) -> ParseResult {
            ParseResult(
                root: nil,
                diagnostics: [
                    .error(
                        code, message,
                        at: SourceLocation(file: file, position: lines.position(ofByteOffset: offset)))
                ])
        }
        var reader = XMLReader(bytes)
        var entries: [MappingEntry] = []
        var depth = 0
        var sawRoot = false
        // The resource being read: its name, and for `<plurals>` its items so far.
        var resource: (name: Scalar, isPlural: Bool, items: [MappingEntry])?
        // The text being collected: where it starts, and its bytes; `quantity` for an item.
        var text: (at: Int, bytes: [UInt8], quantity: Scalar?)?
        do {
            while let event = try reader.next() {
                switch event {
                case .start(let name, let tag, let content, let attributes):
                    depth += 1
                    if depth > limits.maxDepth {
                        return failure(
                            "elements nest deeper than \(limits.maxDepth) levels", at: tag, code: .limit)
                    }
                    if depth == 1 {
                        guard name == "resources" else {
                            return failure(
                                "the root element is <\(name)>; a resource file's is <resources>", at: tag)
                        }
                        sawRoot = true
                        continue
                    }
                    if text != nil { continue }  // inline markup: its text is the string's
                    func scalar(_ attribute: String) -> Scalar? {
                        value(of: attribute, in: attributes, bytes: bytes, lines: lines)
                    }
                    switch (depth, name) {
                    case (2, "string"), (2, "plurals"):
                        guard let resourceName = scalar("name") else {
                            return failure("<\(name)> has no 'name'; write <\(name) name=\"…\">", at: tag)
                        }
                        resource = (resourceName, name == "plurals", [])
                        if name == "string" { text = (content, [], nil) }
                    case (3, "item") where resource?.isPlural == true:
                        guard let quantity = scalar("quantity") else {
                            return failure(
                                "<item> of a <plurals> has no 'quantity'; write <item quantity=\"other\">",
                                at: tag)
                        }
                        text = (content, [], quantity)
                    default:
                        break
                    }
                case .text(let bytes, _):
                    text?.bytes += bytes
                case .end(let name):
                    depth -= 1
                    guard let resourceNow = resource else { continue }
                    if let collected = text, depth == (collected.quantity == nil ? 1 : 2) {
                        let value = Scalar(
                            resolve(collected.bytes), style: .quoted,
                            at: lines.position(ofByteOffset: collected.at))
                        if let quantity = collected.quantity {
                            resource?.items.append(MappingEntry(key: quantity, value: .scalar(value)))
                        } else {
                            entries.append(MappingEntry(key: resourceNow.name, value: .scalar(value)))
                        }
                        text = nil
                    }
                    if depth == 1, name == "plurals", let plural = resource {
                        entries.append(
                            MappingEntry(
                                key: plural.name, value: .mapping(plural.items, at: plural.name.position)))
                    }
                    if depth == 1 { resource = nil }
                }
            }
        } catch {
            return failure(error.message, at: error.offset)
        }
        guard sawRoot else { return failure("the file has no <resources> element", at: 0) }
        return ParseResult(root: .mapping(entries, at: Position(line: 1, column: 1)), diagnostics: [])
    }

    /// The attribute's value, placed right after its opening quote (the reader gives the
    /// name's offset).
    private static func value(
        of attribute: String, in attributes: [XMLAttribute], bytes: [UInt8], lines: TextLines
    ) -> Scalar? {
        attributes.first { $0.name == attribute }.map { found in
            var offset = found.offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""),
                bytes[offset] != UInt8(ascii: "'")
            {
                offset += 1
            }
            return Scalar(
                found.value, style: .quoted, at: lines.position(ofByteOffset: min(offset + 1, bytes.count)))
        }
    }

    /// A resource text as aapt2 compiles it.
    static func resolve(_ bytes: [UInt8]) -> String {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var result = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if !quoted, scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
            switch scalar {
            case "\"":
                quoted.toggle()
            case "\\" where index < scalars.count:
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    let digits = scalars[index..<min(index + 4, scalars.count)]
                    var hex = ""
                    hex.unicodeScalars.append(contentsOf: digits)
                    if digits.count == 4, let value = UInt32(hex, radix: 16),
                        let character = Unicode.Scalar(value)
                    {
                        result.append(character)
                        index += 4
                    } else {
                        result.append("u")
                    }
                default: result.append(escaped)
                }
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
