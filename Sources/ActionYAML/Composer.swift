internal import ActionSyntax

/// Builds the node tree from libyaml's events, one recursive call per node, and applies
/// the reading policy that `YAMLReader` describes.
///
/// After a policy problem the rest of the events are still read, without building, so that
/// a syntax error later in the file is reported instead: a broken file is first of all
/// broken. A limit stops the reading where it is crossed.
struct Composer {
    private let file: String
    private let maxDepth: Int
    private let maxAliasExpansion: Int
    /// The first policy problem; once set, nothing more is built.
    private var problem: Diagnostic?
    private var anchors: [String: Anchor] = [:]
    /// Nodes copied by aliases so far.
    private var aliasExpansion = 0
    private var recentKeys = RecentKeys()

    init(file: String, limits: ParseLimits) {
        self.file = file
        maxDepth = limits.nestingLimit
        maxAliasExpansion = limits.maxAliasExpansion
    }

    /// A node and how much it holds.
    private struct Composed {
        let node: Node
        let extent: Extent
    }

    /// How much a subtree holds once its aliases are expanded.
    private struct Extent {
        /// Nodes, for the alias budget.
        var size: Int
        /// Levels of sequences and mappings, so that an alias cannot nest deeper than the limit.
        var height: Int

        static let scalar = Extent(size: 1, height: 0)
        static let emptyCollection = Extent(size: 1, height: 1)

        mutating func add(_ child: Extent) {
            size += child.size
            height = max(height, child.height + 1)
        }
    }

    private enum Anchor {
        /// The anchored collection is still being read: an alias to it would be recursive.
        case open
        case complete(Composed)
    }

    private var isBuilding: Bool { problem == nil }

    /// The document's tree, or every problem that keeps it from being read.
    mutating func compose(_ events: inout EventParser) -> ParseResult {
        do throws(ReadingStop) {
            let root = try stream(&events)
            return ParseResult(root: problem == nil ? root : nil, diagnostics: problem.map { [$0] } ?? [])
        } catch {
            switch error {
            case .broken(let diagnostic): return ParseResult(root: nil, diagnostics: [diagnostic])
            case .limit(let diagnostic):
                return ParseResult(root: nil, diagnostics: [problem, diagnostic].compactMap { $0 })
            }
        }
    }

    /// The first document's root; nil for a stream without documents.
    private mutating func stream(_ events: inout EventParser) throws(ReadingStop) -> Node? {
        var root: Node?
        var documents = 0
        var event = try events.next()
        while event.kind != .streamEnd {
            if event.kind == .documentStart {
                documents += 1
                if documents > 1 {
                    reject(
                        .unsupportedYAML,
                        "a definitions file holds one YAML document; move the others into files of their own",
                        at: event.position)
                }
                let content = try node(from: events.next(), events: &events, depth: 0)
                if documents == 1 { root = content?.node }
            }
            event = try events.next()
        }
        return root
    }

    /// The node that `event` starts, read to its end; nil once a problem stopped the
    /// building. `depth` counts the sequences and mappings around it.
    private mutating func node(
        from event: consuming Event, events: inout EventParser, depth: Int, keyPlace: Int? = nil
    )
        throws(ReadingStop) -> Composed?
    {
        switch event.kind {
        case .scalar:
            return scalar(event, keyAt: keyPlace.map { (depth, $0) })
        case .alias:
            return try alias(event, depth: depth)
        case .sequenceStart, .mappingStart:
            return try collection(from: event, events: &events, depth: depth)
        case .streamStart, .streamEnd, .documentStart, .documentEnd, .sequenceEnd, .mappingEnd:
            return nil  // libyaml starts no node with these
        }
    }

    /// The sequence or mapping that `event` starts.
    private mutating func collection(from event: consuming Event, events: inout EventParser, depth: Int)
        throws(ReadingStop) -> Composed?
    {
        // Checked before the contents are read, which also stops libyaml's scanner before
        // a file of 200,000 `[` makes it slow.
        guard depth < maxDepth else { throw nestingLimit(at: event.position) }
        let isSequence = event.kind == .sequenceStart
        checkTag(of: event, on: isSequence ? .sequence : .mapping)
        let anchor = isBuilding ? event.anchor : nil
        if let anchor { anchors[anchor] = .open }
        let composed =
            isSequence
            ? try sequence(at: event.position, events: &events, depth: depth + 1)
            : try mapping(at: event.position, events: &events, depth: depth + 1)
        if let anchor, let composed { anchors[anchor] = .complete(composed) }
        return composed
    }

    private func nestingLimit(at position: Position) -> ReadingStop {
        .limit(.error(.limit, "nesting deeper than \(maxDepth) levels", at: location(position)))
    }

    private mutating func checkTag(of event: borrowing Event, on kind: TagKind) {
        if isBuilding, let tag = event.tag, let problem = tagProblem(tag, on: kind) {
            reject(.unsupportedYAML, problem, at: event.position)
        }
    }

    private mutating func sequence(at position: Position, events: inout EventParser, depth: Int)
        throws(ReadingStop) -> Composed?
    {
        var items: [Node] = []
        var extent = Extent.emptyCollection
        var event = try events.next()
        while event.kind != .sequenceEnd {
            if let item = try node(from: event, events: &events, depth: depth) {
                items.append(item.node)
                extent.add(item.extent)
            }
            event = try events.next()
        }
        return isBuilding ? Composed(node: .sequence(items, at: position), extent: extent) : nil
    }

    private mutating func mapping(at position: Position, events: inout EventParser, depth: Int)
        throws(ReadingStop) -> Composed?
    {
        var entries: [MappingEntry] = []
        var extent = Extent.emptyCollection
        var event = try events.next()
        while event.kind != .mappingEnd {
            // The key is checked before its value is read, so a problem in the key is the one reported.
            let key = try node(from: event, events: &events, depth: depth, keyPlace: entries.count).flatMap {
                mappingKey($0)
            }
            let value = try node(from: events.next(), events: &events, depth: depth)
            if let key, let value, isBuilding {
                entries.append(MappingEntry(key: key, value: value.node))
                extent.add(.scalar)
                extent.add(value.extent)
            }
            event = try events.next()
        }
        return isBuilding ? Composed(node: .mapping(entries, at: position), extent: extent) : nil
    }

    /// The key's scalar, or nil after rejecting a key this tool does not read.
    private mutating func mappingKey(_ key: Composed) -> Scalar? {
        guard case .scalar(let scalar) = key.node else {
            reject(
                .unsupportedYAML,
                "a mapping key must be a scalar (text or a number), not a sequence or mapping",
                at: key.node.position)
            return nil
        }
        if scalar.style == .plain && scalar.text == "<<" {
            reject(
                .unsupportedYAML,
                "merge keys ('<<') are not supported; use an alias for the whole value (key: *anchor), or quote \"<<\" for a key of that name",
                at: scalar.position)
            return nil
        }
        return scalar
    }

    /// A scalar; a mapping key's with where it is (depth and place), to be found among the
    /// recent keys.
    private mutating func scalar(_ event: borrowing Event, keyAt key: (depth: Int, place: Int)?)
        -> Composed?
    {
        guard isBuilding else { return nil }
        var style: ScalarStyle = event.isPlain ? .plain : .quoted
        if let tag = event.tag {
            if let problem = tagProblem(tag, on: .scalar) {
                reject(.unsupportedYAML, problem, at: event.position)
                return nil
            }
            style = tag == "!" || tag == coreTagPrefix + "str" ? .quoted : .plain
        }
        let composed = Composed(
            node: .scalar(
                Scalar(
                    key.map { recentKeys.key(event.utf8, depth: $0.depth, place: $0.place) } ?? event.text,
                    style: style, at: event.position, isVerbatim: event.isVerbatim)),
            extent: .scalar)
        if let anchor = event.anchor { anchors[anchor] = .complete(composed) }
        return composed
    }

    /// A copy of the anchored node, within the depth limit and the alias budget.
    private mutating func alias(_ event: borrowing Event, depth: Int) throws(ReadingStop) -> Composed? {
        guard isBuilding, let name = event.anchor else { return nil }
        switch anchors[name] {
        case nil:
            reject(.syntax, "alias '*\(name)' refers to no anchor defined before it", at: event.position)
            return nil
        case .open:
            reject(
                .unsupportedYAML,
                "alias '*\(name)' is inside the node anchored '&\(name)' that it names; recursive structures are not supported",
                at: event.position)
            return nil
        case .complete(let composed):
            guard depth + composed.extent.height <= maxDepth else {
                throw .limit(
                    .error(
                        .limit, "alias '*\(name)' nests deeper than \(maxDepth) levels",
                        at: location(event.position)))
            }
            aliasExpansion += composed.extent.size
            guard aliasExpansion <= maxAliasExpansion else {
                throw .limit(
                    .error(
                        .limit, "aliases expand to more than \(maxAliasExpansion) nodes",
                        at: location(event.position)))
            }
            return composed
        }
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func reject(_ code: DiagnosticCode, _ message: String, at position: Position) {
        if problem == nil { problem = .error(code, message, at: location(position)) }
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
