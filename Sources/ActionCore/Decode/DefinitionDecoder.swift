import ActionSyntax

/// Turns a node tree into a `DefinitionFile` by the version-1 schema. Scalars are read as
/// the schema says: a title is text whatever it looks like (`yes`, `1.0`, `no`), a
/// language key `no` is the language "no". Reports every shape problem it meets and
/// keeps going, so one run shows them all.
public enum DefinitionDecoder {
    public static let supportedVersion = 1

    public static func decode(_ root: Node, file: String) -> (DefinitionFile, [Diagnostic]) {
        var decoder = NodeDecoder(file: file)
        let definitions = decoder.definitionFile(root)
        return (definitions, decoder.diagnostics)
    }
}

/// Field names of the definition format, in one place.
enum Key {
    static let version = "version", languages = "languages", presets = "presets"
    static let actions = "actions", categories = "categories"
    static let title = "title", options = "options", icon = "icon", textInput = "textInput"
    static let swiftName = "swiftName", template = "template", button = "button", placeholder = "placeholder"

    static let topLevel = [version, languages, presets, actions, categories]
    static let action = [title, options, icon, textInput, swiftName]
    static let category = [actions, options, swiftName]
    static let textInputFields = [button, placeholder]
    static let iconFields = [template]
}

struct NodeDecoder {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    // MARK: - The format

    mutating func definitionFile(_ root: Node) -> DefinitionFile {
        var result = DefinitionFile(path: file)
        if case .scalar(let scalar) = root, scalar.isNull { return result }
        guard let fields = fields(of: root, in: "the definitions file", allowed: Key.topLevel) else { return result }
        if let version = fields[Key.version] { checkVersion(version.value) }
        if let languages = fields[Key.languages] {
            result.languages = items(of: languages.value, what: "language codes").compactMap { language($0) }
        }
        if let presets = fields[Key.presets] {
            result.presets = items(of: presets.value, what: "preset names").compactMap { text($0, what: "a preset name") }
        }
        if let actions = fields[Key.actions] {
            result.actions = entries(of: actions.value, what: "actions").compactMap { action($0) }
        }
        if let categories = fields[Key.categories] {
            result.categories = entries(of: categories.value, what: "categories").compactMap { category($0) }
        }
        return result
    }

    private mutating func checkVersion(_ node: Node) {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let number = Int(scalar.text) else {
            mismatch(node, expected: "the format version number (1)")
            return
        }
        if number != DefinitionDecoder.supportedVersion {
            diagnostics.append(.error(
                .unsupportedVersion,
                "format version \(number) is not supported; this actionc reads version \(DefinitionDecoder.supportedVersion)",
                at: location(scalar.position)))
        }
    }

    private mutating func action(_ entry: MappingEntry) -> ActionDefinition? {
        let id = Located(entry.key.text, at: location(entry.key.position))
        guard let fields = fields(of: entry.value, in: "action '\(id.value)'", allowed: Key.action) else { return nil }
        guard let titleEntry = fields[Key.title] else {
            diagnostics.append(.error(.missingKey, "action '\(id.value)' has no title", at: id.location))
            return nil
        }
        guard let title = localizedText(titleEntry.value) else { return nil }
        var action = ActionDefinition(id: id, title: title, titleLocation: location(titleEntry.value.position))
        if let options = fields[Key.options] {
            action.options = optionSet(options.value, of: ActionOption.self)
        }
        if let icon = fields[Key.icon] { action.icon = self.icon(icon.value) }
        if let textInput = fields[Key.textInput] { action.textInput = self.textInput(textInput.value, of: id) }
        if let swiftName = fields[Key.swiftName] { action.swiftName = text(swiftName.value, what: "a Swift name") }
        return action
    }

    private mutating func category(_ entry: MappingEntry) -> CategoryDefinition? {
        let id = Located(entry.key.text, at: location(entry.key.position))
        // The short form `ID: [A, B]` is hive_push_actions.json's own.
        if case .sequence = entry.value {
            return CategoryDefinition(id: id, actions: actionList(entry.value))
        }
        guard let fields = fields(of: entry.value, in: "category '\(id.value)'", allowed: Key.category,
                                  expected: "a list of action ids or a mapping with 'actions'") else { return nil }
        guard let actions = fields[Key.actions] else {
            diagnostics.append(.error(.missingKey, "category '\(id.value)' has no 'actions' list", at: id.location))
            return nil
        }
        var category = CategoryDefinition(id: id, actions: actionList(actions.value))
        if let options = fields[Key.options] {
            category.options = optionSet(options.value, of: CategoryOption.self)
        }
        if let swiftName = fields[Key.swiftName] { category.swiftName = text(swiftName.value, what: "a Swift name") }
        return category
    }

    private mutating func actionList(_ node: Node) -> [Located<String>] {
        items(of: node, what: "action ids").compactMap { text($0, what: "an action id") }
    }

    private mutating func icon(_ node: Node) -> ActionIcon? {
        if case .scalar = node {
            return text(node, what: "an SF Symbol name").map { .system($0.value) }
        }
        guard let fields = fields(of: node, in: "icon", allowed: Key.iconFields,
                                  expected: "an SF Symbol name or {template: ImageName}") else { return nil }
        guard let template = fields[Key.template] else {
            diagnostics.append(.error(.missingKey, "icon mapping needs 'template: ImageName'", at: location(node.position)))
            return nil
        }
        return text(template.value, what: "an image name").map { .template($0.value) }
    }

    private mutating func textInput(_ node: Node, of id: Located<String>) -> TextInput? {
        guard let fields = fields(of: node, in: "textInput", allowed: Key.textInputFields) else { return nil }
        guard let button = fields[Key.button] else {
            diagnostics.append(.error(.missingKey, "textInput of action '\(id.value)' has no 'button' title", at: location(node.position)))
            return nil
        }
        guard let buttonText = localizedText(button.value) else { return nil }
        let placeholder = fields[Key.placeholder].flatMap { localizedText($0.value) } ?? LocalizedText([])
        return TextInput(button: buttonText, placeholder: placeholder)
    }

    /// A plain string means English only; a mapping is language → text.
    mutating func localizedText(_ node: Node) -> LocalizedText? {
        if case .scalar = node {
            return title(node).map { LocalizedText([(.en, $0)]) }
        }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "a title: text, or a mapping of language codes to text")
            return nil
        }
        var texts: [(language: Language, text: String)] = []
        for entry in uniqueEntries(entries) {
            guard let language = language(.scalar(entry.key)) else { continue }
            if let text = title(entry.value) { texts.append((language.value, text)) }
        }
        return LocalizedText(texts)
    }

    /// Title text: any scalar is text as written, except an explicit null.
    private mutating func title(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, !scalar.isNull || scalar.text.isEmpty else {
            mismatch(node, expected: "text (quote it if you mean the word)")
            return nil
        }
        return scalar.text
    }

    private mutating func language(_ node: Node) -> Located<Language>? {
        guard let code = text(node, what: "a language code") else { return nil }
        if let language = Language(rawValue: code.value) { return Located(language, at: code.location) }
        var notes: [Diagnostic.Note] = []
        if let suggestion = Language.suggestion(for: code.value) {
            notes.append(Diagnostic.Note("did you mean '\(suggestion.rawValue)'?"))
        }
        notes.append(Diagnostic.Note("languages are the Hive codes: " + Language.allCases.map(\.rawValue).joined(separator: " ")))
        diagnostics.append(.error(.unknownLanguage, "unknown language '\(code.value)'", at: code.location, notes: notes))
        return nil
    }

    private mutating func optionSet<Option: RawRepresentable & CaseIterable>(_ node: Node, of _: Option.Type) -> [Option]
    where Option.RawValue == String {
        let names = items(of: node, what: "options").compactMap { text($0, what: "an option name") }
        var chosen: Set<String> = []
        for name in names {
            if Option(rawValue: name.value) != nil {
                chosen.insert(name.value)
                continue
            }
            let valid = Option.allCases.map(\.rawValue)
            var notes: [Diagnostic.Note] = []
            if let suggestion = Suggestion.closest(to: name.value, in: valid) {
                notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
            }
            notes.append(Diagnostic.Note("valid options: " + valid.joined(separator: ", ")))
            diagnostics.append(.error(.invalidOption, "unknown option '\(name.value)'", at: name.location, notes: notes))
        }
        return Option.allCases.filter { chosen.contains($0.rawValue) }
    }

    // MARK: - Shapes

    /// The entries of a mapping, each key checked against `allowed`; the first of any
    /// repeated key wins. Nil (after a diagnostic) when the node is not a mapping.
    mutating func fields(
        of node: Node, in context: String, allowed: [String], expected: String? = nil
    ) -> [String: MappingEntry]? {
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: expected ?? "a mapping for \(context)")
            return nil
        }
        var result: [String: MappingEntry] = [:]
        for entry in uniqueEntries(entries) {
            guard allowed.contains(entry.key.text) else {
                var notes: [Diagnostic.Note] = []
                if let suggestion = Suggestion.closest(to: entry.key.text, in: allowed) {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
                }
                notes.append(Diagnostic.Note("\(context) takes: " + allowed.joined(separator: ", ")))
                diagnostics.append(.error(
                    .unknownKey, "unknown key '\(entry.key.text)' in \(context)",
                    at: location(entry.key.position), notes: notes))
                continue
            }
            result[entry.key.text] = entry
        }
        return result
    }

    /// A mapping's entries with repeated keys reported (at the repeat) and dropped.
    /// An empty value (`actions:`) counts as an empty mapping.
    mutating func entries(of node: Node, what: String) -> [MappingEntry] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "a mapping of \(what) by id")
            return []
        }
        return uniqueEntries(entries)
    }

    private mutating func uniqueEntries(_ entries: [MappingEntry]) -> [MappingEntry] {
        var firstSeen: [String: Position] = [:]
        firstSeen.reserveCapacity(entries.count)
        var unique: [MappingEntry] = []
        unique.reserveCapacity(entries.count)
        for entry in entries {
            if let first = firstSeen[entry.key.text] {
                diagnostics.append(.error(
                    .duplicateKey, "duplicate key '\(entry.key.text)'", at: location(entry.key.position),
                    notes: [Diagnostic.Note("first defined here", at: location(first))]))
                continue
            }
            firstSeen[entry.key.text] = entry.key.position
            unique.append(entry)
        }
        return unique
    }

    /// The items of a sequence; an empty value counts as an empty list.
    mutating func items(of node: Node, what: String) -> [Node] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .sequence(let items, _) = node else {
            mismatch(node, expected: "a list of \(what)")
            return []
        }
        return items
    }

    mutating func text(_ node: Node, what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node else {
            mismatch(node, expected: what)
            return nil
        }
        return Located(scalar.text, at: location(scalar.position))
    }

    mutating func mismatch(_ node: Node, expected: String) {
        let found: String
        switch node {
        case .scalar(let scalar) where scalar.isNull: found = "nothing"
        case .scalar(let scalar): found = "'\(scalar.text)'"
        case .sequence: found = "a list"
        case .mapping: found = "a mapping"
        }
        diagnostics.append(.error(.typeMismatch, "expected \(expected), found \(found)", at: location(node.position)))
    }
}
