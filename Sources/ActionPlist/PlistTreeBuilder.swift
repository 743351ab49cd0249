import ActionSyntax

/// Builds a property list's node tree from `XMLReader`'s events, checking on the way
/// that the elements are a property list's.
final class PlistTreeBuilder {
    private enum Element: String {
        case plist, dict, array, key, string, integer, real, date, data
        case `true`, `false`

        /// Elements whose content is text, kept as it is written (whitespace included).
        var holdsText: Bool {
            switch self {
            case .key, .string, .integer, .real, .date, .data: true
            default: false
            }
        }

        var isContainer: Bool { self == .dict || self == .array }
    }

    /// An element that has started and not yet ended.
    private struct OpenElement {
        let element: Element
        /// Where its `<` is.
        let tagPosition: Position
        /// Where its content starts, right after the start tag.
        let contentPosition: Position
        var items: [Node] = []
        var entries: [MappingEntry] = []
        /// A `<dict>`'s key that is waiting for its value.
        var pendingKey: Scalar?
        var text: [UInt8] = []
    }

    /// Why the tree could not be built: the one diagnostic a malformed plist gets.
    private struct Failure: Error {
        let code: DiagnosticCode
        let message: String
        let position: Position
    }

    private let bytes: [UInt8]
    private let file: String
    private let maxDepth: Int
    private var stack: [OpenElement] = []
    private var containerDepth = 0
    private var root: Node?

    private let lines: TextLines
    /// Where the parse last was: where a file that ends holding no property list ends.
    private var lastPosition = Position(line: 1, column: 1)

    init(_ bytes: [UInt8], file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        lines = TextLines(bytes)
    }

    func build() -> ParseResult {
        var reader = XMLReader(bytes)
        do {
            while let event = try next(&reader) {
                switch event {
                case .start(let name, let tag, let content, _): try start(name, tag: tag, content: content)
                case .end: try end()
                case .text(let text, let offset): try self.text(text, at: offset)
                }
            }
        } catch {
            let location = SourceLocation(file: file, position: error.position)
            return ParseResult(root: nil, diagnostics: [.error(error.code, error.message, at: location)])
        }
        guard let root else {
            return ParseResult(
                root: nil,
                diagnostics: [.error(.syntax, "the file holds no property list", at: location(lastPosition))])
        }
        return ParseResult(root: root, diagnostics: [])
    }

    /// The reader's next event, its malformed XML turned into a `syntax` failure.
    private func next(_ reader: inout XMLReader) throws(Failure) -> XMLEvent? {
        do {
            return try reader.next()
        } catch {
            throw Failure(code: .syntax, message: error.message, position: position(at: error.offset))
        }
    }

    // MARK: Events

    private func start(_ name: String, tag: Int, content: Int) throws(Failure) {
        let tagPosition = position(at: tag)
        func failure(_ message: String, at position: Position? = nil) -> Failure {
            Failure(code: .syntax, message: message, position: position ?? tagPosition)
        }
        guard let element = Element(rawValue: name) else {
            throw failure("<\(name)> is not a property list element")
        }
        if let parent = stack.last {
            if parent.element.holdsText || parent.element == .true || parent.element == .false {
                throw failure("<\(parent.element.rawValue)> cannot hold <\(name)>")
            }
            if parent.element == .plist, !parent.items.isEmpty {
                throw failure("<plist> holds more than one value")
            }
            if parent.element == .dict {
                if let key = parent.pendingKey, element == .key {
                    throw failure("key '\(key.text)' has no value", at: key.position)
                }
                if parent.pendingKey == nil, element != .key {
                    throw failure("expected a <key> in <dict>, found <\(name)>")
                }
            }
        } else if element != .plist {
            throw failure("the root element is <\(name)>, not <plist>")
        }
        if element.isContainer {
            containerDepth += 1
            if containerDepth > maxDepth {
                throw Failure(
                    code: .limit,
                    message: "nesting is deeper than the limit of \(maxDepth) dictionaries and arrays",
                    position: tagPosition)
            }
        }
        stack.append(
            OpenElement(element: element, tagPosition: tagPosition, contentPosition: position(at: content)))
    }

    private func end() throws(Failure) {
        guard let closed = stack.popLast() else { return }
        let node: Node
        switch closed.element {
        case .plist:
            guard let value = closed.items.first else {
                throw Failure(code: .syntax, message: "<plist> holds no value", position: closed.tagPosition)
            }
            root = value
            return
        case .dict:
            if let key = closed.pendingKey {
                throw Failure(
                    code: .syntax, message: "key '\(key.text)' has no value", position: key.position)
            }
            containerDepth -= 1
            node = .mapping(closed.entries, at: closed.tagPosition)
        case .array:
            containerDepth -= 1
            node = .sequence(closed.items, at: closed.tagPosition)
        case .key:
            stack[stack.count - 1].pendingKey = scalar(closed, style: .quoted)
            return
        case .string:
            node = .scalar(scalar(closed, style: .quoted))
        case .integer, .real, .date, .data:
            node = .scalar(scalar(closed, style: .plain))
        case .true, .false:
            node = .scalar(Scalar(closed.element.rawValue, style: .plain, at: closed.tagPosition))
        }
        let parent = stack.count - 1
        if let key = stack[parent].pendingKey {
            stack[parent].entries.append(MappingEntry(key: key, value: node))
            stack[parent].pendingKey = nil
        } else {
            stack[parent].items.append(node)
        }
    }

    /// Text is kept in the elements that hold it; elsewhere only whitespace may stand.
    private func text(_ characters: [UInt8], at offset: Int) throws(Failure) {
        guard let top = stack.last else { return }
        if top.element.holdsText {
            stack[stack.count - 1].text += characters
        } else if characters.contains(where: { !PlistReader.isWhitespace($0) }) {
            // Raw text or a CDATA section: either way, the first byte that is not a space.
            let first = bytes[offset...].firstIndex { !PlistReader.isWhitespace($0) } ?? offset
            throw Failure(
                code: .syntax, message: "text is not allowed directly in <\(top.element.rawValue)>",
                position: position(at: first))
        }
    }

    // MARK: Support

    private func scalar(_ closed: OpenElement, style: ScalarStyle) -> Scalar {
        Scalar(String(decoding: closed.text, as: UTF8.self), style: style, at: closed.contentPosition)
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// The position of byte `offset`, kept as the last place the parse reached.
    private func position(at offset: Int) -> Position {
        lastPosition = lines.position(ofByteOffset: offset)
        return lastPosition
    }
}
