import ActionSyntax
import CYAML

/// Reads YAML into the shared node tree. This is the only file that sees libyaml: its
/// events are turned into `Node`s and its marks into 1-based positions here, and every
/// `yaml_event_t` is released on every path.
public enum YAMLReader {
    public static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        var reader = EventReader(file: file, bytes: bytes, limits: limits)
        return reader.run()
    }
}

private struct EventReader {
    let file: String
    let bytes: [UInt8]
    let limits: ParseLimits
    var diagnostics: [Diagnostic] = []

    /// Containers being built, innermost last.
    private var stack: [Container] = []
    private var root: Node?
    private var anchors: [String: (node: Node, size: Int)] = [:]
    private var aliasBudgetUsed = 0
    private var documents = 0

    private enum ContainerKind {
        case sequence([Node])
        case mapping([MappingEntry], pendingKey: Scalar?)
    }

    private struct Container {
        var kind: ContainerKind
        var position: Position
        var anchor: String?
        /// Nodes in this subtree, for the alias budget.
        var size: Int
    }

    init(file: String, bytes: [UInt8], limits: ParseLimits) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
    }

    mutating func run() -> ParseResult {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return ParseResult(root: nil, diagnostics: [.error(.limit, "out of memory starting the YAML parser", at: location(Position(line: 1, column: 1)))])
        }
        defer { yaml_parser_delete(&parser) }

        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    reportParserError(parser)
                    return
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                guard handle(event) else { return }
            }
        }
        return ParseResult(root: diagnostics.hasErrors ? nil : root, diagnostics: diagnostics)
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private func position(_ mark: yaml_mark_t) -> Position {
        Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Handles one event; false stops reading.
    private mutating func handle(_ event: yaml_event_t) -> Bool {
        let start = position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.append(.error(.unsupportedYAML, "a definitions file holds one YAML document; split the others into files of their own", at: location(start)))
                return false
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isSequence = event.type == YAML_SEQUENCE_START_EVENT
            let tag = isSequence ? event.data.sequence_start.tag : event.data.mapping_start.tag
            guard checkTag(tag, at: start) else { return false }
            if stack.count >= limits.maxDepth {
                diagnostics.append(.error(.limit, "nesting deeper than \(limits.maxDepth) levels", at: location(start)))
                return false
            }
            let anchor = isSequence ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
            stack.append(Container(kind: isSequence ? .sequence([]) : .mapping([], pendingKey: nil), position: start, anchor: anchor.map { String(cString: $0) }, size: 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let container = stack.removeLast()
            let node: Node
            switch container.kind {
            case .sequence(let items): node = .sequence(items, at: container.position)
            case .mapping(let entries, _): node = .mapping(entries, at: container.position)
            }
            if let anchor = container.anchor { anchors[anchor] = (node, container.size) }
            return add(node, size: container.size)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            guard checkTag(data.tag, at: start) else { return false }
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let style: ScalarStyle = data.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
            let node = Node.scalar(Scalar(text, style: style, at: start))
            if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 1) }
            return add(node, size: 1)
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            guard let (node, size) = anchors[name] else {
                diagnostics.append(.error(.syntax, "alias '*\(name)' refers to no anchor defined before it", at: location(start)))
                return false
            }
            aliasBudgetUsed += size
            if aliasBudgetUsed > limits.maxAliasExpansion {
                diagnostics.append(.error(.limit, "aliases expand to more than \(limits.maxAliasExpansion) nodes", at: location(start)))
                return false
            }
            return add(node, size: size)
        default:
            break
        }
        return true
    }

    /// Places a finished node into its parent; false stops reading.
    private mutating func add(_ node: Node, size: Int) -> Bool {
        guard var parent = stack.popLast() else {
            root = node
            return true
        }
        parent.size += size
        switch parent.kind {
        case .sequence(var items):
            parent.kind = .sequence([])  // release the old buffer so the append stays in place
            items.append(node)
            parent.kind = .sequence(items)
        case .mapping(var entries, let pendingKey):
            parent.kind = .mapping([], pendingKey: nil)
            if let key = pendingKey {
                entries.append(MappingEntry(key: key, value: node))
                parent.kind = .mapping(entries, pendingKey: nil)
            } else if case .scalar(let key) = node {
                parent.kind = .mapping(entries, pendingKey: key)
            } else {
                diagnostics.append(.error(.unsupportedYAML, "mapping keys must be plain text, not a sequence or mapping", at: location(node.position)))
                return false
            }
        }
        stack.append(parent)
        return true
    }

    private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at position: Position) -> Bool {
        guard let tag else { return true }
        let name = String(cString: tag)
        let core = ["str", "int", "bool", "null", "float", "map", "seq"].map { "tag:yaml.org,2002:" + $0 }
        if name == "!" || core.contains(name) { return true }
        diagnostics.append(.error(.unsupportedYAML, "tag '\(name)' is not supported; only the YAML core tags are", at: location(position)))
        return false
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if parser.error == YAML_READER_ERROR {
            let position = Position.of(byteOffset: Int(parser.problem_offset), in: bytes)
            diagnostics.append(.error(.encoding, problem, at: location(position)))
            return
        }
        var notes: [Diagnostic.Note] = []
        if let context = parser.context {
            notes.append(Diagnostic.Note(String(cString: context), at: location(position(parser.context_mark))))
        }
        diagnostics.append(.error(.syntax, problem, at: location(position(parser.problem_mark)), notes: notes))
    }
}
