import ActionModel
import ActionRender
package import ActionSyntax
import ActionValidate

/// Reads a baseline through the same parse stage as definitions, so every id keeps its
/// place. The kind is told by the content, not the name, since a CI job saves a release's
/// file under any name (`git show v1.4.0:Server/push-manifest.json > base.json`):
/// - a top-level `catalogVersion` is a server manifest;
/// - JSON holding only `actions` and `categories`, every category a list, is a Hive file;
/// - anything else is definitions, compiled as `build` compiles them.
package enum BaselineReader {
    /// One baseline from its files (several only for a definitions folder). Only errors are
    /// reported: a baseline's warnings were the concern of its own release.
    /// A baseline that holds nothing is an error, not a baseline that every category is new
    /// to: it is most likely a failed `git show … > base.yaml`, which leaves an empty file.
    package static func read(_ sources: [SourceFile], name: String, limits: ParseLimits = .default) -> (
        Baseline?, [Diagnostic]
    ) {
        let (baseline, problems) = readAny(sources, name: name, limits: limits)
        guard let baseline, baseline.categories.isEmpty, baseline.actions.isEmpty else {
            return (baseline, problems)
        }
        let file = sources.first?.path ?? name
        return (
            nil,
            [
                .error(
                    .emptyCatalog,
                    "baseline '\(name)' defines no category or action, so nothing could be compared with it",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    notes: [
                        Diagnostic.Note(
                            "an empty file is what a failed 'git show REF:PATH > FILE' leaves; name the released version's manifest, Hive file or definitions"
                        )
                    ])
            ]
        )
    }

    /// The baseline's files go through the pipeline's parse stage once: a lone file's tree
    /// tells its kind, and definitions go on to the decode and validate stages from there.
    private static func readAny(_ sources: [SourceFile], name: String, limits: ParseLimits) -> (
        Baseline?, [Diagnostic]
    ) {
        let parsed = sources.map { ParsedInput($0, limits: limits) }
        var kind = Baseline.Kind.definitions
        if parsed.count == 1, let input = parsed.first {
            guard !input.diagnostics.hasErrors else { return (nil, errors(input.diagnostics)) }
            // An empty file (nothing, only comments, `~`) reads as definitions of nothing.
            if let root = input.root, isManifest(root) {
                var decoder = NodeReader(file: input.source.path)
                let baseline = decoder.manifest(root, name: name)
                let problems = errors(decoder.diagnostics)
                return (problems.isEmpty ? baseline : nil, problems)
            }
            if let root = input.root, input.source.isJSON && isHiveShaped(root) { kind = .hiveJSON }
        }
        // A released baseline is read, not judged: its own `warnings:` and `allow:` entries
        // were its release's concern, so only what the stage finds an error stops the reading.
        let (validated, _, findings) = ValidatedCatalog.validate(DecodedDefinitions(parsed))
        guard let catalog = validated?.catalog else {
            return (nil, errors(findings).inReportOrder(fileOrder: parsed.map(\.source.path)))
        }
        return (Baseline(name: name, kind: kind, catalog: catalog), [])
    }

    private static func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error }
    }

    static func isManifest(_ root: Node) -> Bool {
        guard case .mapping(let entries, _) = root else { return false }
        return entries.contains { $0.key.text == ManifestRenderer.catalogVersionField }
    }

    /// The Hive file's shape. A JSON definitions file in that shape has no category options
    /// either way; reading it as a Hive file only says so.
    static func isHiveShaped(_ root: Node) -> Bool {
        guard case .mapping(let entries, _) = root else { return false }
        let fields = [DefinitionField.actions, DefinitionField.categories]
        return entries.allSatisfy { entry in
            guard fields.contains(entry.key.text) else { return false }
            guard entry.key.text == DefinitionField.categories else { return true }
            guard case .mapping(let categories, _) = entry.value else { return false }
            return categories.allSatisfy { if case .sequence = $0.value { true } else { false } }
        }
    }
}

extension NodeReader {
    /// A server manifest (ManifestRenderer's layout). Keys it does not compare are passed
    /// over, so a manifest from a newer release with more fields still reads.
    mutating func manifest(_ root: Node, name: String) -> Baseline {
        typealias Field = DefinitionField
        let top = members(of: root, what: "the server manifest")
        var catalogVersion = ""
        if let node = top[ManifestRenderer.catalogVersionField] {
            catalogVersion = self.name(node, what: "the catalog version")?.value ?? ""
        }
        var categories: [Baseline.Category] = []
        for entry in top[Field.categories].map({ entries(of: $0, what: "categories") }) ?? [] {
            let id = Located(entry.key.text, at: location(entry.key.position))
            let fields = members(of: entry.value, what: "category '\(id.value)'")
            let actions = fields[Field.actions].map { items(of: $0, what: "action ids") } ?? []
            categories.append(
                Baseline.Category(
                    id: id, actions: actions.compactMap { self.name($0, what: "an action id") },
                    options: fields[Field.options].map { optionSet($0, of: CategoryOption.self) } ?? []))
        }
        var actions: [String: Baseline.Action] = [:]
        for entry in top[Field.actions].map({ entries(of: $0, what: "actions") }) ?? [] {
            let id = Located(entry.key.text, at: location(entry.key.position))
            let fields = members(of: entry.value, what: "action '\(id.value)'")
            let textInput = fields[Field.textInput].flatMap { self.textInput($0, of: id) }
            actions[id.value] = Baseline.Action(
                id: id, options: fields[Field.options].map { optionSet($0, of: ActionOption.self) } ?? [],
                title: fields[Field.title].flatMap { localizedText($0) }?.localized ?? LocalizedText([]),
                textInput: textInput.map { definition in
                    TextInput(
                        button: definition.button?.localized ?? LocalizedText([]),
                        placeholder: definition.placeholder?.localized ?? LocalizedText([]))
                })
        }
        return Baseline(
            name: name, kind: .manifest, catalogVersion: catalogVersion, categories: categories,
            actions: actions)
    }

    /// A mapping's values by key, each key once; not a mapping is reported.
    private mutating func members(of node: Node, what: String) -> [String: Node] {
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "a mapping for \(what)")
            return [:]
        }
        var members: [String: Node] = [:]
        for entry in uniqueEntries(entries) { members[entry.key.text] = entry.value }
        return members
    }
}
