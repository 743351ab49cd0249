import ActionSyntax

/// Writes a JSON document value by value through a `CodePrinter`, in one of `JSONValue`'s
/// layouts: the one JSON writer. A `JSONValue` is written through it, and a renderer of a large
/// document (the Hive file: a member per text) writes through it directly, so that it need not
/// build the document as a tree first.
///
/// An object's members are written `key(_:)` then their value, in the order given: a style
/// that sorts keys (`JSONValue.Style.sortsKeys`) is the `JSONValue`'s to apply.
package struct JSONWriter {
    private var printer: CodePrinter
    private let style: JSONValue.Style
    /// The arrays and objects open around the next value, innermost last.
    private var open: [Container] = []
    /// Whether the next value is a member's, after its key and separator.
    private var afterKey = false

    private struct Container {
        var isObject: Bool
        /// On one line (`["A", "B"]`), as is everything inside it.
        var isOneLine: Bool
        var isEmpty = true
    }

    /// `estimatedSize` as `CodePrinter` takes it: a large document's text in one allocation.
    package init(style: JSONValue.Style, estimatedSize: Int = 0) {
        self.style = style
        printer = CodePrinter(indentUnit: style.indentUnit, estimatedSize: estimatedSize)
    }

    /// The document written, with the style's final newline. Every array and object must be
    /// closed.
    package mutating func finished() -> String {
        precondition(open.isEmpty, "finished() with an array or object open")
        if style.endsWithNewline { printer.endLine() }
        return printer.text
    }

    /// Opens an object: then `key(_:)` and a value for each member, and `endObject()`.
    /// `oneLine` writes it on one line wherever it stands (`{"template": "Gift"}`).
    package mutating func beginObject(oneLine: Bool = false) { begin(isObject: true, oneLine: oneLine) }

    /// Opens an array: then each item's value, and `endArray()`.
    package mutating func beginArray(oneLine: Bool = false) { begin(isObject: false, oneLine: oneLine) }

    package mutating func endObject() { end(closing: "}") }

    package mutating func endArray() { end(closing: "]") }

    /// Starts a member of the innermost object: its key and the style's separator.
    package mutating func key(_ key: String) {
        startMember()
        writeLiteral(key)
        printer.print(style.keySeparator)
    }

    /// A key as this writer writes it, quoted and escaped once, with the separator after it:
    /// for a key written many times (each text's language codes).
    package struct Key: Sendable {
        fileprivate let written: [UInt8]
    }

    /// `key` made ready for `key(_:)`.
    package func prepare(key: String) -> Key {
        Key(written: Array((key.jsonLiteral + style.keySeparator).utf8))
    }

    /// `key(_:)` for a key made ready.
    package mutating func key(_ key: Key) {
        startMember()
        key.written.withUnsafeBufferPointer { printer.print(utf8: $0) }
    }

    private mutating func startMember() {
        precondition(open.last?.isObject == true && !afterKey, "key(_:) outside an object's members")
        startItem()
        afterKey = true
    }

    package mutating func string(_ text: String) {
        startItem()
        writeLiteral(text)
    }

    package mutating func number(_ number: Int) {
        startItem()
        printer.print(String(number))
    }

    package mutating func boolean(_ value: Bool) {
        startItem()
        printer.print(literal: value ? "true" : "false")
    }

    package mutating func null() {
        startItem()
        printer.print(literal: "null")
    }

    /// Writes `value` where the next value goes; `oneLine` as `JSONValue.oneLine` does.
    package mutating func value(_ value: JSONValue, oneLine: Bool = false) {
        switch value {
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .boolean(let boolean): self.boolean(boolean)
        case .null: null()
        case .oneLine(let inner): self.value(inner, oneLine: true)
        case .array(let items):
            beginArray(oneLine: oneLine)
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject(oneLine: oneLine)
            let ordered =
                style.sortsKeys
                ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
            for member in ordered {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    private mutating func begin(isObject: Bool, oneLine: Bool) {
        startItem()
        printer.print(literal: isObject ? "{" : "[")
        open.append(Container(isObject: isObject, isOneLine: oneLine || open.last?.isOneLine == true))
    }

    /// Closes the innermost container. On several lines its last item's line ends, and the
    /// bracket stands on a line of its own; an empty one is `{}` or `[]`, or (in a style that
    /// says so) an object with a blank line.
    private mutating func end(closing: StaticString) {
        precondition(!afterKey, "a member without its value")
        let container = open.removeLast()
        if !container.isOneLine {
            if !container.isEmpty {
                printer.endLine()
                printer.outdent()
            } else if container.isObject && style.emptyObjectHasBlankLine {
                printer.endLine()
                printer.endLine()
            }
        }
        printer.print(literal: closing)
    }

    /// Before an item of the innermost container: the separator after the one before, and on
    /// several lines, the end of its line (and one level deeper for the first). Nothing before a
    /// member's value, which follows its key.
    private mutating func startItem() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.indices.last else { return }
        let container = open[last]
        if container.isOneLine {
            if !container.isEmpty { printer.print(literal: ", ") }
        } else {
            if container.isEmpty {
                printer.endLine()
                printer.indent()
            } else {
                printer.print(literal: ",")
                printer.endLine()
            }
        }
        if container.isEmpty { open[last].isEmpty = false }
    }

    /// A string literal written in place: quotes and text as they are where nothing needs
    /// an escape, which saves making the literal first.
    private mutating func writeLiteral(_ text: String) {
        text.withUTF8InPlace { utf8 in
            guard !utf8.needsJSONEscape else { return printer.print(text.jsonLiteral) }
            printer.print(literal: "\"")
            printer.print(utf8: utf8)
            printer.print(literal: "\"")
        }
    }
}
