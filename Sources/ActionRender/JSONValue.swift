import ActionSyntax

/// A JSON document as the renderers build it, written in one of the layouts actionc's
/// outputs use. Objects keep their members in the order given; a style may sort them.
package enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Int)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([Member])
    /// The value on one line wherever it stands: `["A", "B"]`, `{"template": "Gift"}`.
    indirect case oneLine(JSONValue)

    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The layout of one kind of output file.
    package struct Style: Sendable {
        package var indentUnit: String
        /// Between a key and its value: `": "`, or `" : "` as Xcode writes.
        package var keySeparator: String
        /// Members by their keys' UTF-8 bytes (never by a locale), instead of as given.
        package var sortsKeys: Bool
        /// An empty object on several lines is `{`, a blank line and `}`, as Xcode writes it.
        package var emptyObjectHasBlankLine: Bool
        package var endsWithNewline: Bool

        /// Four spaces, source order: the layout of the Hive documentation's sample.
        package static let hive = Style(
            indentUnit: "    ", keySeparator: ": ", sortsKeys: false, emptyObjectHasBlankLine: false,
            endsWithNewline: true)
        /// Two spaces, `"key" : value`, sorted keys, no final newline: what Xcode writes
        /// (String Catalogs, asset catalogs), so a file Xcode saves again does not change.
        package static let xcode = Style(
            indentUnit: "  ", keySeparator: " : ", sortsKeys: true, emptyObjectHasBlankLine: true,
            endsWithNewline: false)
        /// Two spaces, source order: documents for tools.
        package static let compact = Style(
            indentUnit: "  ", keySeparator: ": ", sortsKeys: false, emptyObjectHasBlankLine: false,
            endsWithNewline: true)
    }

    /// `estimatedSize` as `CodePrinter` takes it: a large document's text in one allocation.
    package func rendered(_ style: Style, estimatedSize: Int = 0) -> String {
        var printer = CodePrinter(indentUnit: style.indentUnit, estimatedSize: estimatedSize)
        write(to: &printer, style: style)
        if style.endsWithNewline { printer.line() }
        return printer.text
    }

    /// Writes the value from the current position; a multi-line value leaves the printer
    /// after its closing bracket, for the caller to end the line (with a comma or not).
    private func write(to printer: inout CodePrinter, style: Style) {
        switch self {
        case .string(let text):
            Self.writeLiteral(text, to: &printer)
        case .number, .boolean, .null, .oneLine:
            writeInline(to: &printer, style: style)
        case .array(let items):
            guard !items.isEmpty else { return printer.print("[]") }
            printer.line("[")
            printer.indented { body in
                for (index, item) in items.enumerated() {
                    item.write(to: &body, style: style)
                    body.line(index == items.count - 1 ? "" : ",")
                }
            }
            printer.print("]")
        case .object(let members):
            guard !members.isEmpty else {
                if style.emptyObjectHasBlankLine {
                    printer.line("{")
                    printer.line()
                    printer.print("}")
                } else {
                    printer.print("{}")
                }
                return
            }
            printer.line("{")
            printer.indented { body in
                let ordered = style.sortsKeys ? Self.sorted(members) : members
                for (index, member) in ordered.enumerated() {
                    Self.writeLiteral(member.key, to: &body)
                    body.print(style.keySeparator)
                    member.value.write(to: &body, style: style)
                    body.line(index == ordered.count - 1 ? "" : ",")
                }
            }
            printer.print("}")
        }
    }

    /// Writes the value on one line, straight into the printer.
    private func writeInline(to printer: inout CodePrinter, style: Style) {
        switch self {
        case .string(let text): Self.writeLiteral(text, to: &printer)
        case .number(let number): printer.print(String(number))
        case .boolean(let value): printer.print(value ? "true" : "false")
        case .null: printer.print("null")
        case .oneLine(let value): value.writeInline(to: &printer, style: style)
        case .array(let items):
            printer.print("[")
            for (index, item) in items.enumerated() {
                if index > 0 { printer.print(", ") }
                item.writeInline(to: &printer, style: style)
            }
            printer.print("]")
        case .object(let members):
            printer.print("{")
            for (index, member) in (style.sortsKeys ? Self.sorted(members) : members).enumerated() {
                if index > 0 { printer.print(", ") }
                Self.writeLiteral(member.key, to: &printer)
                printer.print(style.keySeparator)
                member.value.writeInline(to: &printer, style: style)
            }
            printer.print("}")
        }
    }

    /// A string literal written in place: quotes and text as they are where nothing needs
    /// an escape, which saves making the literal first.
    private static func writeLiteral(_ text: String, to printer: inout CodePrinter) {
        guard !text.needsJSONEscape else { return printer.print(text.jsonLiteral) }
        printer.print("\"")
        printer.print(text)
        printer.print("\"")
    }

    private static func sorted(_ members: [Member]) -> [Member] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
