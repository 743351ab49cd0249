import ActionSyntax
import CYAML

/// Reads YAML into the shared node tree. This is the only file that sees libyaml: its
/// events are turned into `Node`s and its marks into 1-based positions here, and every
/// `yaml_event_t` is released on every path.
///
/// What is read, and what is turned away:
/// - One document per file; a second one is `unsupported-yaml`.
/// - Mapping keys are scalars; a sequence or mapping as a key is `unsupported-yaml`.
/// - Tags: only the YAML core ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
///   `!!seq`, `!!map`) and the non-specific `!`. `!!str` and `!` make a scalar text (it
///   is then read as if quoted); `!!int`, `!!float`, `!!bool` and `!!null` make it a
///   plain value even when quoted. Any other tag is `unsupported-yaml`.
/// - Anchors and aliases: an alias stands for a copy of its anchored node. The copies
///   are bounded by `ParseLimits.maxAliasExpansion`, counted in nodes over the document
///   (a "billion laughs" file stops at the alias that crosses it, with `limit`). An alias
///   without an earlier anchor is `syntax`; an alias inside the node it names is a
///   recursive structure, `unsupported-yaml`.
/// - Merge keys: a plain `<<` key is `unsupported-yaml` (write the alias as the whole
///   value instead); a quoted `"<<"` is an ordinary key.
/// - Nesting deeper than `ParseLimits.maxDepth` is a `limit` error at the event that
///   crosses it, which also stops libyaml's scanner before its cost grows. Aliases count
///   with the depth of the node they copy.
///
/// After a policy error the events are still read, without building, so that a syntax
/// error later in the file is reported instead: a broken file is first of all broken.
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

    /// The first problem found while composing the tree (a policy rejection or a bad
    /// alias). Once set, events are only checked, no longer built into nodes.
    private var compositionError: Diagnostic?
    /// A limit that stopped the reading.
    private var limitError: Diagnostic?
    /// A libyaml error; it replaces the composition error.
    private var parserError: Diagnostic?

    /// Containers being built, innermost last.
    private var stack: [Container] = []
    /// Open sequences and mappings, counted even when not building.
    private var depth = 0
    private var root: Node?
    private var anchors: [String: Anchor] = [:]
    private var aliasExpansion = 0
    private var documents = 0

    private enum Anchor {
        /// The anchored collection is still being read: an alias to it would be recursive.
        case open
        case complete(Node, Extent)
    }

    private struct Container {
        let isSequence: Bool
        let position: Position
        let anchor: String?
        var items: [Node] = []
        var entries: [MappingEntry] = []
        var pendingKey: Scalar?
        var extent = Extent(size: 1, height: 1)
    }

    /// How much a subtree holds once its aliases are expanded.
    private struct Extent {
        /// Nodes, for the alias budget.
        var size: Int
        /// Levels of sequences and mappings, so an alias cannot nest deeper than the limit.
        var height: Int

        static let scalar = Extent(size: 1, height: 0)
    }

    init(file: String, bytes: [UInt8], limits: ParseLimits) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
    }

    mutating func run() -> ParseResult {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return ParseResult(
                root: nil, diagnostics: [.error(.limit, "out of memory starting the YAML parser", at: nil)])
        }
        defer { yaml_parser_delete(&parser) }

        // libyaml gives a byte order mark a column when the encoding is set, so it is
        // left out of the input instead.
        let skipped = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(
                &parser, buffer.baseAddress.map { $0 + skipped }, buffer.count - skipped)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    parserError = diagnostic(for: parser, skipped: skipped)
                    return
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                handle(event)
                if limitError != nil { return }
            }
        }
        if let parserError { return ParseResult(root: nil, diagnostics: [parserError]) }
        let diagnostics = [compositionError, limitError].compactMap { $0 }
        return ParseResult(root: diagnostics.isEmpty ? root : nil, diagnostics: diagnostics)
    }

    private var isBuilding: Bool { compositionError == nil }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private func position(_ mark: yaml_mark_t) -> Position {
        Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private mutating func reject(_ code: DiagnosticCode, _ message: String, at position: Position) {
        if compositionError == nil { compositionError = .error(code, message, at: location(position)) }
    }

    private mutating func handle(_ event: yaml_event_t) {
        let start = position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                reject(
                    .unsupportedYAML,
                    "a definitions file holds one YAML document; move the others into files of their own",
                    at: start)
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard depth < limits.maxDepth else {
                limitError = .error(
                    .limit, "nesting deeper than \(limits.maxDepth) levels", at: location(start))
                return
            }
            depth += 1
            guard isBuilding else { return }
            let isSequence = event.type == YAML_SEQUENCE_START_EVENT
            let tag = isSequence ? event.data.sequence_start.tag : event.data.mapping_start.tag
            let anchor = isSequence ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
            let kind: TagKind = isSequence ? .sequence : .mapping
            if let tag, let problem = tagProblem(String(cString: tag), on: kind) {
                return reject(.unsupportedYAML, problem, at: start)
            }
            let name = anchor.map { String(cString: $0) }
            if let name { anchors[name] = .open }
            stack.append(Container(isSequence: isSequence, position: start, anchor: name))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            depth -= 1
            guard isBuilding else { return }
            let container = stack.removeLast()
            let node: Node =
                container.isSequence
                ? .sequence(container.items, at: container.position)
                : .mapping(container.entries, at: container.position)
            if let anchor = container.anchor { anchors[anchor] = .complete(node, container.extent) }
            add(node, container.extent)
        case YAML_SCALAR_EVENT:
            guard isBuilding else { return }
            let data = event.data.scalar
            var style: ScalarStyle = data.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
            if let tag = data.tag {
                let name = String(cString: tag)
                if let problem = tagProblem(name, on: .scalar) {
                    return reject(.unsupportedYAML, problem, at: start)
                }
                style = name == "!" || name == coreTagPrefix + "str" ? .quoted : .plain
            }
            let text = String(
                decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let node = Node.scalar(Scalar(text, style: style, at: start))
            if let anchor = data.anchor { anchors[String(cString: anchor)] = .complete(node, .scalar) }
            add(node, .scalar)
        case YAML_ALIAS_EVENT:
            guard isBuilding else { return }
            let name = String(cString: event.data.alias.anchor)
            switch anchors[name] {
            case nil:
                reject(.syntax, "alias '*\(name)' refers to no anchor defined before it", at: start)
            case .open:
                reject(
                    .unsupportedYAML,
                    "alias '*\(name)' is inside the node anchored '&\(name)' that it names; recursive structures are not supported",
                    at: start)
            case .complete(let node, let extent):
                guard depth + extent.height <= limits.maxDepth else {
                    limitError = .error(
                        .limit, "alias '*\(name)' nests deeper than \(limits.maxDepth) levels",
                        at: location(start))
                    return
                }
                aliasExpansion += extent.size
                guard aliasExpansion <= limits.maxAliasExpansion else {
                    limitError = .error(
                        .limit, "aliases expand to more than \(limits.maxAliasExpansion) nodes",
                        at: location(start))
                    return
                }
                add(node, extent)
            }
        default:
            break
        }
    }

    /// Places a finished node into its parent, or makes it the document.
    private mutating func add(_ node: Node, _ extent: Extent) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let index = stack.count - 1
        stack[index].extent.size += extent.size
        stack[index].extent.height = max(stack[index].extent.height, extent.height + 1)
        if stack[index].isSequence {
            stack[index].items.append(node)
        } else if let key = stack[index].pendingKey {
            stack[index].entries.append(MappingEntry(key: key, value: node))
            stack[index].pendingKey = nil
        } else {
            guard case .scalar(let key) = node else {
                return reject(
                    .unsupportedYAML,
                    "a mapping key must be a scalar (text or a number), not a sequence or mapping",
                    at: node.position)
            }
            if key.style == .plain && key.text == "<<" {
                return reject(
                    .unsupportedYAML,
                    "merge keys ('<<') are not supported; use an alias for the whole value (key: *anchor), or quote \"<<\" for a key of that name",
                    at: key.position)
            }
            stack[index].pendingKey = key
        }
    }

    private enum TagKind {
        case scalar, sequence, mapping
    }

    private let coreTagPrefix = "tag:yaml.org,2002:"

    /// Why `tag` may not be written on a node of this kind, or nil when it may.
    private func tagProblem(_ tag: String, on kind: TagKind) -> String? {
        let allowed: Set<String> =
            switch kind {
            case .scalar: ["str", "int", "float", "bool", "null"]
            case .sequence: ["seq"]
            case .mapping: ["map"]
            }
        if tag == "!" { return nil }
        if tag.hasPrefix(coreTagPrefix) {
            let name = String(tag.dropFirst(coreTagPrefix.count))
            if allowed.contains(name) { return nil }
            if ["str", "int", "float", "bool", "null", "seq", "map"].contains(name) {
                return "tag '!!\(name)' does not fit a \(kind)"
            }
            return
                "tag '!!\(name)' is not supported; only the YAML core tags (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map) are"
        }
        return
            "tag '\(tag)' is not supported; only the YAML core tags (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map) are"
    }

    private func diagnostic(for parser: yaml_parser_t, skipped: Int) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error(.limit, "out of memory reading YAML", at: location(Position(line: 1, column: 1)))
        case YAML_READER_ERROR:
            // Offsets count bytes of the input libyaml saw, which starts after the mark.
            let offset = Int(parser.problem_offset) + skipped
            return .error(.encoding, problem, at: location(Position.of(byteOffset: offset, in: bytes)))
        default:
            var notes: [Diagnostic.Note] = []
            if let context = parser.context {
                notes.append(
                    Diagnostic.Note(String(cString: context), at: location(position(parser.context_mark))))
            }
            return .error(.syntax, problem, at: location(position(parser.problem_mark)), notes: notes)
        }
    }
}
