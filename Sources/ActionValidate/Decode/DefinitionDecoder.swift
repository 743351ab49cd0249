public import ActionModel
public import ActionSyntax

/// Turns a node tree into a `DefinitionFile` by the version-1 schema. Scalars are read as
/// the schema says: a title is text whatever it looks like (`yes`, `1.0`, `no`), a
/// language key `no` is the language "no". Only YAML 1.2 nulls (`~`, `null`) stay null.
/// Reports every shape problem it meets and keeps going, so one run shows them all.
public enum DefinitionDecoder {
    public static let supportedVersion = 1

    /// Decodes one file's tree; a null root (an empty YAML document) defines nothing.
    public static func decode(_ root: Node, file: String) -> (DefinitionFile, [Diagnostic]) {
        var decoder = NodeDecoder(file: file)
        let definitions = decoder.definitionFile(root)
        return (definitions, decoder.diagnostics)
    }
}

/// Field names of the definition format, in one place.
enum Key {
    static let version = "version", languages = "languages", targets = "targets", presets = "presets"
    static let hiveLanguages = "hiveLanguages"
    static let actions = "actions", categories = "categories"
    static let title = "title", options = "options", icon = "icon", textInput = "textInput"
    static let swiftName = "swiftName", template = "template", button = "button", placeholder = "placeholder"
    static let override = "override", allow = "allow", warnings = "warnings", retired = "retired"
    static let hiddenPreviewsBodyPlaceholder = "hiddenPreviewsBodyPlaceholder"
    static let summaryFormat = "summaryFormat", intentIdentifiers = "intentIdentifiers"

    static let topLevel = [
        version, targets, languages, hiveLanguages, presets, actions, categories, warnings, retired,
    ]
    static let action = [title, options, icon, textInput, swiftName, override, allow]
    static let category = [
        actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat, intentIdentifiers, swiftName,
        override, allow,
    ]
    static let textInputFields = [button, placeholder]
    static let iconFields = [template]
}

package struct NodeDecoder {
    package let file: String
    package var diagnostics: [Diagnostic] = []

    package init(file: String) {
        self.file = file
    }

    package func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    // MARK: - The format

    mutating func definitionFile(_ root: Node) -> DefinitionFile {
        var result = DefinitionFile(path: file)
        if case .scalar(let scalar) = root, scalar.isNull { return result }
        guard let fields = fields(of: root, in: "the definitions file", allowed: Key.topLevel) else {
            return result
        }
        if let version = fields[Key.version] { checkVersion(version.value) }
        if let languages = fields[Key.languages] {
            result.languages = items(of: languages.value, what: "language codes").compactMap { language($0) }
        }
        if let targets = fields[Key.targets] { result.targets = self.targets(targets.value) }
        if let choices = fields[Key.hiveLanguages] {
            result.hiveLanguages = entries(of: choices.value, what: "languages").compactMap { entry in
                language(entry.value).map {
                    HiveLanguageChoice(
                        code: Located(entry.key.text, at: location(entry.key.position)), language: $0)
                }
            }
        }
        if let presets = fields[Key.presets] { result.presets = presetRequests(presets.value) }
        if let actions = fields[Key.actions] {
            result.actions = entries(of: actions.value, what: "actions").map { action($0) }
        }
        if let categories = fields[Key.categories] {
            result.categories = entries(of: categories.value, what: "categories").map { category($0) }
        }
        if let warnings = fields[Key.warnings] {
            result.warnings = entries(of: warnings.value, what: "warning levels").compactMap {
                warningSetting($0)
            }
        }
        if let retired = fields[Key.retired] {
            result.retired = items(of: retired.value, what: "retired ids").compactMap {
                name($0, what: "a retired action or category id")
            }
        }
        return result
    }

    /// `[hive, ios]`: the known names, each once, at the list. An unknown name is reported
    /// and left out; when none is left, the file states no targets (nil), so that the rest is
    /// judged by every target's rules rather than by none.
    private mutating func targets(_ node: Node) -> Located<[Target]>? {
        let names = items(of: node, what: "targets").compactMap { name($0, what: "a target name") }
        if names.isEmpty {
            diagnostics.append(
                .error(
                    .missingTarget, "'targets' names no target", at: location(node.position),
                    notes: [Diagnostic.Note(Target.explanation)]))
            return nil
        }
        var targets: Set<Target> = []
        for name in names {
            if let target = Target(rawValue: name.value) {
                targets.insert(target)
                continue
            }
            diagnostics.append(
                .error(
                    .unknownTarget, "unknown target '\(name.value)'", at: name.location,
                    notes: Suggestion.notes(
                        for: name.value, in: Target.allCases.map(\.rawValue), listedAs: "targets are")))
        }
        return targets.isEmpty ? nil : Located(targets.sorted(), at: location(node.position))
    }

    /// `[hive]`, whole presets; or `{hive: [ID, ...]}`, picking categories and actions from
    /// each (an empty value takes the whole preset, as the list form does).
    private mutating func presetRequests(_ node: Node) -> [PresetRequest] {
        guard case .mapping = node else {
            return items(of: node, what: "preset names").compactMap {
                name($0, what: "a preset name").map { PresetRequest(name: $0) }
            }
        }
        return entries(of: node, what: "picks").compactMap { entry in
            guard let name = name(.scalar(entry.key), what: "a preset name") else { return nil }
            if case .scalar(let scalar) = entry.value, scalar.isNull { return PresetRequest(name: name) }
            let picks = items(of: entry.value, what: "category and action ids to take from the preset")
            return PresetRequest(
                name: name, picks: picks.compactMap { self.name($0, what: "a category or action id") })
        }
    }

    /// `CODE: ignore|warning|error`; whether CODE is one that can be set is the policy's to
    /// judge, with every file in view.
    private mutating func warningSetting(_ entry: MappingEntry) -> WarningSetting? {
        let code = Located(entry.key.text, at: location(entry.key.position))
        guard case .scalar(let scalar) = entry.value, scalar.style == .plain,
            let level = WarningLevel(rawValue: scalar.text)
        else {
            mismatch(entry.value, expected: "ignore, warning or error")
            return nil
        }
        return WarningSetting(code: code, level: Located(level, at: location(scalar.position)))
    }

    /// `allow: [CODE, ...]`, the codes as written; the policy checks them.
    private mutating func allowList(_ node: Node) -> [Located<String>] {
        items(of: node, what: "diagnostic codes").compactMap { name($0, what: "a diagnostic code") }
    }

    /// `1`, also written `1.0` (JSON and JSON Schema treat them as the same number).
    private mutating func checkVersion(_ node: Node) {
        guard case .scalar(let scalar) = node, scalar.style == .plain, !scalar.isNull,
            let number = Self.coreSchemaNumber(scalar.text)
        else {
            mismatch(node, expected: "the format version number (\(DefinitionDecoder.supportedVersion))")
            return
        }
        if number != Double(DefinitionDecoder.supportedVersion) {
            diagnostics.append(
                .error(
                    .unsupportedVersion,
                    "format version \(scalar.text) is not supported; this actionc reads version \(DefinitionDecoder.supportedVersion)",
                    at: location(scalar.position)))
        }
    }

    /// A plain scalar's value as YAML 1.2's core schema reads numbers: decimal integers and
    /// floats, `0x` hexadecimal and `0o` octal integers.
    static func coreSchemaNumber(_ text: String) -> Double? {
        for (prefix, radix) in [("0x", 16), ("0o", 8)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix).map(Double.init)
        }
        guard text.unicodeScalars.allSatisfy({ "0123456789.eE+-".unicodeScalars.contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    private mutating func action(_ entry: MappingEntry) -> ActionDefinition {
        let id = Located(entry.key.text, at: location(entry.key.position))
        var action = ActionDefinition(id: id)
        guard let fields = fields(of: entry.value, in: "action '\(id.value)'", allowed: Key.action) else {
            return action
        }
        if let title = fields[Key.title] {
            action.title = localizedText(title.value)
        } else {
            missingKey(Key.title, of: fields, in: "action '\(id.value)'", at: id.location)
        }
        if let options = fields[Key.options] {
            action.options = optionSet(options.value, of: ActionOption.self, about: .action(id.value))
        }
        if let icon = fields[Key.icon] { action.icon = self.icon(icon.value) }
        if let textInput = fields[Key.textInput] {
            action.textInput = self.textInput(textInput.value, of: id)
        }
        if let swiftName = fields[Key.swiftName] {
            action.swiftName = name(swiftName.value, what: "a Swift name")
        }
        if let override = fields[Key.override] { action.isOverride = boolean(override.value) }
        if let allow = fields[Key.allow] { action.allow = allowList(allow.value) }
        return action
    }

    private mutating func category(_ entry: MappingEntry) -> CategoryDefinition {
        let id = Located(entry.key.text, at: location(entry.key.position))
        // The short form `ID: [A, B]` is hive_push_actions.json's own; `ID:` alone is an empty one.
        switch entry.value {
        case .sequence:
            return CategoryDefinition(id: id, actions: actionList(entry.value))
        case .scalar(let scalar) where scalar.isNull:
            return CategoryDefinition(id: id, actions: [])
        default:
            break
        }
        var category = CategoryDefinition(id: id, actions: nil)
        guard
            let fields = fields(
                of: entry.value, in: "category '\(id.value)'", allowed: Key.category,
                expected: "a list of action ids or a mapping with 'actions'")
        else { return category }
        if let actions = fields[Key.actions] {
            if case .sequence = actions.value {
                category.actions = actionList(actions.value)
            } else if case .scalar(let scalar) = actions.value, scalar.isNull {
                category.actions = []
            } else {
                mismatch(actions.value, expected: "a list of action ids")
            }
        } else {
            missingKey(Key.actions, of: fields, in: "category '\(id.value)'", at: id.location)
        }
        if let options = fields[Key.options] {
            category.options = optionSet(options.value, of: CategoryOption.self, about: .category(id.value))
        }
        category.hiddenPreviewsBodyPlaceholder = fields[Key.hiddenPreviewsBodyPlaceholder].flatMap {
            localizedText($0.value)
        }
        category.summaryFormat = fields[Key.summaryFormat].flatMap { localizedText($0.value) }
        if let intents = fields[Key.intentIdentifiers] {
            category.intentIdentifiers = items(of: intents.value, what: "intent identifiers").compactMap {
                name($0, what: "an intent identifier")
            }
        }
        if let swiftName = fields[Key.swiftName] {
            category.swiftName = name(swiftName.value, what: "a Swift name")
        }
        if let override = fields[Key.override] { category.isOverride = boolean(override.value) }
        if let allow = fields[Key.allow] { category.allow = allowList(allow.value) }
        return category
    }

    /// Action ids as written; whether each is a well-formed id is asked where the
    /// action is defined.
    private mutating func actionList(_ node: Node) -> [Located<String>] {
        items(of: node, what: "action ids").compactMap { text($0, what: "an action id") }
    }

    private mutating func icon(_ node: Node) -> ActionIcon? {
        if case .scalar = node {
            return iconName(node, what: "an SF Symbol name").map { .system($0) }
        }
        guard
            let fields = fields(
                of: node, in: "icon", allowed: Key.iconFields,
                expected: "an SF Symbol name or {template: ImageName}")
        else { return nil }
        guard let template = fields[Key.template] else {
            missingKey(Key.template, of: fields, in: "icon", at: location(node.position))
            return nil
        }
        return iconName(template.value, what: "an image name").map { .template($0) }
    }

    /// An icon's name goes into the registry and the Hive file like a title does, so it is
    /// held to the same rules: something visible, no control or bidi characters.
    private mutating func iconName(_ node: Node, what: String) -> String? {
        guard let name = name(node, what: what) else { return nil }
        if TextRules.looksEmpty(name.value) {
            mismatch(node, expected: what)
            return nil
        }
        if let bad = name.value.unicodeScalars.first(where: TextRules.isForbidden) {
            diagnostics.append(
                .error(
                    .invalidCharacter, "the icon name contains \(TextRules.describe(bad))", at: name.location)
            )
            return nil
        }
        return name.value
    }

    package mutating func textInput(_ node: Node, of id: Located<String>) -> TextInputDefinition? {
        // Built only for a diagnostic: this runs for every action.
        func context() -> String { "textInput of action '\(id.value)'" }
        guard let fields = fields(of: node, in: context(), allowed: Key.textInputFields) else { return nil }
        var result = TextInputDefinition(button: nil)
        if let button = fields[Key.button] {
            result.button = localizedText(button.value)
        } else {
            missingKey(Key.button, of: fields, in: context(), at: location(node.position))
        }
        result.placeholder = fields[Key.placeholder].flatMap { localizedText($0.value) }
        return result
    }

    /// A plain string means English only; a mapping is language → text.
    package mutating func localizedText(_ node: Node) -> TextDefinition? {
        let start = location(node.position)
        if case .scalar = node {
            return text(node).map {
                TextDefinition(
                    entries: [
                        .init(
                            language: .english, text: $0.value, position: $0.location.position,
                            verbatimStart: Self.verbatimStart(node))
                    ],
                    location: start)
            }
        }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "text, or a mapping of language codes to text")
            return nil
        }
        var result = TextDefinition(entries: [], location: start)
        for entry in uniqueEntries(entries) {
            let language = language(.scalar(entry.key))
            let text = text(entry.value)
            guard let language, let text else {
                result.isComplete = false
                continue
            }
            result.entries.append(
                .init(
                    language: language.value, text: text.value, position: text.location.position,
                    verbatimStart: Self.verbatimStart(entry.value)))
        }
        return result
    }

    /// Where a verbatim scalar's text starts, for diagnostics that point inside it.
    private static func verbatimStart(_ node: Node) -> Position? {
        guard case .scalar(let scalar) = node, scalar.isVerbatim else { return nil }
        return scalar.textStart
    }

    /// Title text: any scalar is text as written (`yes` is "yes", an empty value is ""),
    /// except a YAML null keyword.
    private mutating func text(_ node: Node, what: String = "text") -> Located<String>? {
        guard case .scalar(let scalar) = node, !scalar.isNull || scalar.text.isEmpty else {
            mismatch(node, expected: what)
            return nil
        }
        return Located(scalar.text, at: location(scalar.position))
    }

    private mutating func language(_ node: Node) -> Located<Language>? {
        guard case .scalar(let scalar) = node else {
            mismatch(node, expected: "a language code")
            return nil
        }
        let code = scalar.text
        if let language = Language(identifier: code) {
            return Located(language, at: location(scalar.position))
        }
        let notes =
            Diagnostic.Note.didYouMean(Language.suggestion(for: code)?.identifier) + [
                Diagnostic.Note(
                    "languages are Apple's locale identifiers, as Xcode names localizations (en, pt-BR, "
                        + "zh-Hans; Docs/definitions.md#languages), and Hive's codes (zh-hans) name the same ones"
                )
            ]
        diagnostics.append(
            .error(
                .unknownLanguage, "unknown language '\(code)'", at: location(scalar.position), notes: notes))
        return nil
    }

    /// The chosen options in declaration order; a repeat is harmless and kept once.
    package mutating func optionSet<Option: RawRepresentable & CaseIterable>(
        _ node: Node, of _: Option.Type, about definition: DefinitionReference? = nil
    ) -> [Option]
    where Option.RawValue == String {
        let names = items(of: node, what: "options").compactMap { name($0, what: "an option name") }
        var chosen: Set<String> = []
        for name in names {
            if Option(rawValue: name.value) != nil {
                chosen.insert(name.value)
                if definition != nil, let deprecation = Self.deprecation(ofOption: name.value) {
                    diagnostics.append(
                        .warning(
                            .deprecated, "option '\(name.value)' \(deprecation)", at: name.location,
                            about: definition))
                }
                continue
            }
            let valid = Option.allCases.map(\.rawValue)
            let notes = Suggestion.notes(for: name.value, in: valid, listedAs: "valid options")
            diagnostics.append(
                .error(.invalidOption, "unknown option '\(name.value)'", at: name.location, notes: notes))
        }
        return Option.allCases.filter { chosen.contains($0.rawValue) }
    }

    /// Why an option still read is no longer worth writing, or nil.
    private static func deprecation(ofOption name: String) -> String? {
        guard name == CategoryOption.allowAnnouncement.rawValue else { return nil }
        return
            "is deprecated: iOS 15 and later ignore it, reading notifications aloud by the user's Announce Notifications setting; it still takes effect on iOS 13 and 14"
    }

    // MARK: - Shapes

    /// A mapping's known fields by key.
    struct Fields {
        /// At most one per allowed key, in source order.
        var entries: [MappingEntry] = []
        /// Whether some key was unknown: a required key that is missing is then most
        /// likely the misspelt one, already reported.
        var hadUnknownKeys = false

        subscript(key: String) -> MappingEntry? { entries.first { $0.key.text == key } }
    }

    /// The entries of a mapping, each key checked against `allowed`; the first of any
    /// repeated key wins. Nil (after a diagnostic) when the node is not a mapping.
    mutating func fields(
        of node: Node, in context: @autoclosure () -> String, allowed: [String], expected: String? = nil
    ) -> Fields? {
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: expected ?? "a mapping for \(context())")
            return nil
        }
        var result = Fields()
        for entry in uniqueEntries(entries) {
            guard allowed.contains(entry.key.text) else {
                let notes = Suggestion.notes(for: entry.key.text, in: allowed, listedAs: "\(context()) takes")
                diagnostics.append(
                    .error(
                        .unknownKey, "unknown key '\(entry.key.text)' in \(context())",
                        at: location(entry.key.position), notes: notes))
                result.hadUnknownKeys = true
                continue
            }
            result.entries.append(entry)
        }
        return result
    }

    /// A mapping of entries by id; an empty value (`actions:`) counts as an empty mapping.
    package mutating func entries(of node: Node, what: String) -> [MappingEntry] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "a mapping of \(what) by id")
            return []
        }
        return uniqueEntries(entries)
    }

    /// A mapping's entries with repeated keys reported (at the repeat, with a note at the
    /// first) and dropped.
    package mutating func uniqueEntries(_ entries: [MappingEntry]) -> [MappingEntry] {
        // Most mappings are a title's languages or an action's fields: a look back over the
        // few keys kept costs less than a dictionary there. A file's actions get one.
        let isSmall = entries.count <= 16
        var firstSeen: [String: Position] = [:]
        var unique: [MappingEntry] = []
        for entry in entries {
            let first =
                isSmall
                ? unique.first { $0.key.text == entry.key.text }?.key.position : firstSeen[entry.key.text]
            if let first {
                diagnostics.append(
                    .error(
                        .duplicateKey, "duplicate key '\(entry.key.text)'", at: location(entry.key.position),
                        notes: [
                            Diagnostic.Note("'\(entry.key.text)' first appears here", at: location(first))
                        ]))
                continue
            }
            if !isSmall { firstSeen[entry.key.text] = entry.key.position }
            unique.append(entry)
        }
        return unique
    }

    /// The items of a sequence; an empty value counts as an empty list.
    package mutating func items(of node: Node, what: String) -> [Node] {
        if case .scalar(let scalar) = node, scalar.isNull { return [] }
        guard case .sequence(let items, _) = node else {
            mismatch(node, expected: "a list of \(what)")
            return []
        }
        return items
    }

    /// A name or id: non-empty text that is not a YAML null.
    /// `true` or `false` as YAML 1.2 writes them (JSON's are among them); anything else is
    /// reported and read as false.
    private mutating func boolean(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        mismatch(node, expected: "true or false")
        return false
    }

    package mutating func name(_ node: Node, what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node, !scalar.isNull, !scalar.text.isEmpty else {
            mismatch(node, expected: what)
            return nil
        }
        return Located(scalar.text, at: location(scalar.position))
    }

    private mutating func missingKey(
        _ key: String, of fields: Fields, in context: @autoclosure () -> String, at location: SourceLocation
    ) {
        guard !fields.hadUnknownKeys else { return }
        diagnostics.append(.error(.missingKey, "\(context()) has no '\(key)'", at: location))
    }

    package mutating func mismatch(_ node: Node, expected: String) {
        let found: String
        switch node {
        case .scalar(let scalar) where scalar.isNull && scalar.text.isEmpty: found = "nothing"
        case .scalar(let scalar) where scalar.isNull:
            found = "'\(scalar.text)', which YAML reads as null (quote it to mean the word)"
        case .scalar(let scalar) where scalar.text.isEmpty: found = "empty text"
        case .scalar(let scalar): found = "'\(scalar.text)'"
        case .sequence: found = "a list"
        case .mapping: found = "a mapping"
        }
        diagnostics.append(
            .error(.typeMismatch, "expected \(expected), found \(found)", at: location(node.position)))
    }
}
