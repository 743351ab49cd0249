public import ActionSyntax

/// Reads YAML into the shared node tree: libyaml's events (pulled on another thread by
/// `EventStream`, the only file that sees libyaml) are composed into `Node`s here. A file
/// written in the plain block shapes of definitions files is read without libyaml, by
/// `PlainBlockReader`, into the same tree. A large file is read in two halves at once when
/// that gives the same tree (`HalvedReading`).
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
///
/// Bytes that are not UTF-8, or hold a NUL, are an `encoding` error (`TextEncoding.check`)
/// that wins over anything else found. The check runs only when something was found:
/// libyaml's reader turns away the same bytes (ill-formed UTF-8, NUL and other control
/// characters), so a file it reads to the end without an error passes the check anyway.
public enum YAMLReader {
    public static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        parse(bytes, file: file, limits: limits, halvingFrom: HalvedReading.minimumSize)
    }

    /// Files of at least `minimumSize` bytes are read in two halves at once when they can be
    /// (`HalvedReading`); the tree is the same either way.
    static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits, halvingFrom minimumSize: Int)
        -> ParseResult
    {
        if bytes.count >= minimumSize, let split = HalvedReading.Split(nearTheMiddleOf: bytes),
            let result = HalvedReading.read(bytes, file: file, limits: limits, at: split)
        {
            return result
        }
        if let root = PlainBlockReader.read(bytes, maxDepth: limits.maxDepth) {
            return ParseResult(root: root, diagnostics: [])
        }
        var reader = EventReader(file: file, bytes: bytes, limits: limits)
        return reader.run()
    }
}

struct EventReader {
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
    /// Nodes copied by aliases; zero when the document has none.
    private(set) var aliasExpansion = 0
    private let lineOffset: Int
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

    /// `lineOffset` moves the positions, for a part of a file.
    init(file: String, bytes: [UInt8], limits: ParseLimits, lineOffset: Int = 0) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
        self.lineOffset = lineOffset
    }

    mutating func run() -> ParseResult {
        let result = read()
        if !result.diagnostics.isEmpty, let problem = TextEncoding.check(bytes, file: file) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        return result
    }

    /// The tree or libyaml's and the composition's problems, without the encoding check.
    /// libyaml runs on a thread of its own unless `onThisThread`, for a caller that already
    /// keeps every core busy.
    mutating func read(onThisThread: Bool = false) -> ParseResult {
        if onThisThread {
            var outcome: ParseResult?
            EventStream.pull(bytes, file: file, maxDepth: limits.maxDepth, lineOffset: lineOffset) { batch in
                outcome = compose(batch)
                return outcome == nil
            }
            return outcome ?? result()
        }
        let stream = EventStream(bytes: bytes, file: file, maxDepth: limits.maxDepth, lineOffset: lineOffset)
        defer { stream.waitUntilFinished() }
        while true {
            if let outcome = compose(stream.next()) {
                if limitError != nil { stream.cancel() }
                return outcome
            }
        }
    }

    /// Composes a batch's events; the result once the reading is over, nil to go on.
    private mutating func compose(_ batch: EventBatch) -> ParseResult? {
        let longTexts = batch.makeLongTexts()
        for event in batch.events {
            handle(event, in: batch, longTexts: longTexts)
            if limitError != nil { return result() }
        }
        guard batch.isLast else { return nil }
        if let parserError = batch.parserError { return ParseResult(root: nil, diagnostics: [parserError]) }
        limitError = batch.limitError
        return result()
    }

    private func result() -> ParseResult {
        let diagnostics = [compositionError, limitError].compactMap { $0 }
        return ParseResult(root: diagnostics.isEmpty ? root : nil, diagnostics: diagnostics)
    }

    private var isBuilding: Bool { compositionError == nil }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func reject(_ code: DiagnosticCode, _ message: String, at position: Position) {
        if compositionError == nil { compositionError = .error(code, message, at: location(position)) }
    }

    private mutating func handle(_ event: PulledEvent, in batch: EventBatch, longTexts: [String]) {
        let start = event.position
        switch event.kind {
        case .documentStart:
            documents += 1
            if documents > 1 {
                reject(
                    .unsupportedYAML,
                    "a definitions file holds one YAML document; move the others into files of their own",
                    at: start)
            }
        case .sequenceStart, .mappingStart:
            depth += 1
            guard isBuilding else { return }
            let isSequence = event.kind == .sequenceStart
            if let tag = batch.tag(of: event),
                let problem = tagProblem(tag, on: isSequence ? .sequence : .mapping)
            {
                return reject(.unsupportedYAML, problem, at: start)
            }
            let anchor = batch.anchor(of: event)
            if let anchor { anchors[anchor] = .open }
            stack.append(Container(isSequence: isSequence, position: start, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            depth -= 1
            guard isBuilding else { return }
            let container = stack.removeLast()
            let node: Node =
                container.isSequence
                ? .sequence(container.items, at: container.position)
                : .mapping(container.entries, at: container.position)
            if let anchor = container.anchor { anchors[anchor] = .complete(node, container.extent) }
            add(node, container.extent)
        case .scalar:
            guard isBuilding else { return }
            var style: ScalarStyle = event.isPlain ? .plain : .quoted
            if let tag = batch.tag(of: event) {
                if let problem = tagProblem(tag, on: .scalar) {
                    return reject(.unsupportedYAML, problem, at: start)
                }
                style = tag == "!" || tag == coreTagPrefix + "str" ? .quoted : .plain
            }
            let node = Node.scalar(
                Scalar(batch.text(of: event, longTexts: longTexts), style: style, at: start))
            if let anchor = batch.anchor(of: event) { anchors[anchor] = .complete(node, .scalar) }
            add(node, .scalar)
        case .alias:
            guard isBuilding, let name = batch.anchor(of: event) else { return }
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
}
