import ActionSyntax
internal import CXML2

/// Drives libxml2's SAX parser over one property list and builds its node tree from the
/// element events. The only code that touches libxml2.
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

    private let bytes: [UInt8]
    private let file: String
    private let maxDepth: Int
    private var context: xmlParserCtxtPtr?
    private var stack: [OpenElement] = []
    private var containerDepth = 0
    private var root: Node?
    private var problem: Diagnostic?

    // Positions move forward with the parse, so a cursor keeps their cost linear.
    private var cursorOffset: Int
    private var cursor = Position(line: 1, column: 1)

    init(_ bytes: [UInt8], file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        cursorOffset = TextEncoding.hasByteOrderMark(bytes) ? 3 : 0
    }

    func build() -> ParseResult {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let context = xmlCreateMemoryParserCtxt(characters.baseAddress, Int32(characters.count))
                else {
                    problem = .error(
                        .syntax, "libxml2 could not start reading the file",
                        at: SourceLocation(file: file, line: 1, column: 1))
                    return
                }
                self.context = context
                defer {
                    xmlFreeParserCtxt(context)
                    self.context = nil
                }
                // No DTD loading, no entity substitution (both off unless asked for), no network.
                _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
                // The context owns its handler; ours is copied over it, so it is freed as usual.
                var handler = Self.makeHandler()
                withUnsafeBytes(of: &handler) { source in
                    UnsafeMutableRawPointer(context.pointee.sax).copyMemory(
                        from: source.baseAddress!, byteCount: source.count)
                }
                context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
                _ = xmlParseDocument(context)
            }
        }
        if let problem { return ParseResult(root: nil, diagnostics: [problem]) }
        guard let root else {
            return ParseResult(
                root: nil,
                diagnostics: [
                    .error(.syntax, "the file holds no property list", at: location(cursor))
                ])
        }
        return ParseResult(root: root, diagnostics: [])
    }

    // MARK: Events

    private func start(_ name: String) {
        guard problem == nil, let context else { return }
        let offset = Int(xmlByteConsumed(context))
        let tagPosition = position(at: markupStart(before: offset))
        guard let element = Element(rawValue: name) else {
            return fail(.syntax, "<\(name)> is not a property list element", at: tagPosition)
        }
        if let parent = stack.last {
            if parent.element.holdsText || parent.element == .true || parent.element == .false {
                return fail(.syntax, "<\(parent.element.rawValue)> cannot hold <\(name)>", at: tagPosition)
            }
            if parent.element == .plist, !parent.items.isEmpty {
                return fail(.syntax, "<plist> holds more than one value", at: tagPosition)
            }
            if parent.element == .dict {
                if let key = parent.pendingKey, element == .key {
                    return fail(.syntax, "key '\(key.text)' has no value", at: location(key.position))
                }
                if parent.pendingKey == nil, element != .key {
                    return fail(.syntax, "expected a <key> in <dict>, found <\(name)>", at: tagPosition)
                }
            }
        } else if element != .plist {
            return fail(.syntax, "the root element is <\(name)>, not <plist>", at: tagPosition)
        }
        if element.isContainer {
            containerDepth += 1
            if containerDepth > maxDepth {
                return fail(
                    .limit, "nesting is deeper than the limit of \(maxDepth) dictionaries and arrays",
                    at: tagPosition)
            }
        }
        let contentStart = offset < bytes.count && bytes[offset] == UInt8(ascii: ">") ? offset + 1 : offset
        stack.append(
            OpenElement(
                element: element, tagPosition: tagPosition, contentPosition: position(at: contentStart)))
    }

    private func end() {
        guard problem == nil, let closed = stack.popLast() else { return }
        let node: Node
        switch closed.element {
        case .plist:
            guard let value = closed.items.first else {
                return fail(.syntax, "<plist> holds no value", at: location(closed.tagPosition))
            }
            root = value
            return
        case .dict:
            if let key = closed.pendingKey {
                return fail(.syntax, "key '\(key.text)' has no value", at: location(key.position))
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

    private func text(_ characters: UnsafeBufferPointer<UInt8>) {
        guard problem == nil, let top = stack.last else { return }
        if top.element.holdsText {
            stack[stack.count - 1].text += characters
        } else if characters.contains(where: { !PlistReader.isWhitespace($0) }) {
            fail(.syntax, "text is not allowed directly in <\(top.element.rawValue)>", at: currentLocation())
        }
    }

    private func entityDeclaration() {
        guard let context else { return }
        let start = markupStart(before: Int(xmlByteConsumed(context)))
        fail(.syntax, "entity declarations are not read in a property list", at: position(at: start))
    }

    private func xmlProblem(_ message: String) {
        guard problem == nil else { return }
        fail(.syntax, message, at: currentLocation())
    }

    // MARK: Support

    private func scalar(_ closed: OpenElement, style: ScalarStyle) -> Scalar {
        Scalar(String(decoding: closed.text, as: UTF8.self), style: style, at: closed.contentPosition)
    }

    private func fail(_ code: DiagnosticCode, _ message: String, at position: Position) {
        fail(code, message, at: location(position))
    }

    private func fail(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        guard problem == nil else { return }
        problem = .error(code, message, at: location)
        if let context { xmlStopParser(context) }
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// Where libxml2 has parsed to: for its own errors, the place it gave up.
    private func currentLocation() -> SourceLocation {
        let offset = context.map { Int(xmlByteConsumed($0)) } ?? 0
        return location(
            offset >= cursorOffset ? position(at: offset) : Position.of(byteOffset: offset, in: bytes))
    }

    /// The position of byte `offset`, counted as `Position.of(byteOffset:in:)` counts, from
    /// the last position asked for.
    private func position(at offset: Int) -> Position {
        let end = min(max(offset, cursorOffset), bytes.count)
        var line = Int(cursor.line)
        var column = Int(cursor.column)
        var index = cursorOffset
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && bytes.at(index + 1) != UInt8(ascii: "\n"))
            {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r"), byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        cursorOffset = end
        cursor = Position(line: line, column: column)
        return cursor
    }

    /// libxml2 reports a start tag or a declaration with its closing `>` next; `<` cannot
    /// occur inside either, so the nearest one before is where it begins.
    private func markupStart(before offset: Int) -> Int {
        var start = min(offset, bytes.count - 1)
        while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        return start
    }

    // MARK: libxml2 callbacks

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, _, _, _, _, _, _, _ in
            builder(context).start(String(cString: name!))
        }
        handler.endElementNs = { context, _, _, _ in builder(context).end() }
        handler.characters = { context, characters, length in
            builder(context).text(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.ignorableWhitespace = handler.characters
        handler.entityDecl = { context, _, _, _, _, _ in
            builder(context).entityDeclaration()
        }
        handler.serror = { context, error in
            guard let error = error?.pointee, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            // libxml2's messages end with a newline.
            let message = error.message.map { String(cString: $0) } ?? "malformed XML"
            builder(context).xmlProblem(String(message.reversed().drop(while: \.isWhitespace).reversed()))
        }
        return handler
    }
}

/// The builder a callback is for: libxml2 passes the parser context, which holds it.
private func builder(_ context: UnsafeMutableRawPointer?) -> PlistTreeBuilder {
    let parser = context!.assumingMemoryBound(to: xmlParserCtxt.self)
    return Unmanaged<PlistTreeBuilder>.fromOpaque(parser.pointee._private).takeUnretainedValue()
}

extension Array where Element == UInt8 {
    fileprivate func at(_ index: Int) -> UInt8? { index < count ? self[index] : nil }
}
