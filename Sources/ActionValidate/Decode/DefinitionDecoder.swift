package import ActionModel
package import ActionSyntax

/// Turns a node tree into a `DefinitionFile` by the version-1 schema. Scalars are read as
/// the schema says: a title is text whatever it looks like (`yes`, `1.0`, `no`), a
/// language key `no` is the language "no". Only YAML 1.2 nulls (`~`, `null`) stay null.
/// Reports every shape problem it meets and keeps going, so one run shows them all.
package enum DefinitionDecoder {
    package static let supportedVersion = 1

    /// Decodes one file's tree; a null root (an empty YAML document) defines nothing.
    package static func decode(_ root: Node, file: String) -> (DefinitionFile, [Diagnostic]) {
        var decoder = NodeReader(file: file)
        let definitions = decoder.definitionFile(root)
        return (definitions, decoder.diagnostics)
    }
}

/// The definitions schema, read with the general node reader.
extension NodeReader {
    mutating func definitionFile(_ root: Node) -> DefinitionFile {
        var result = DefinitionFile(path: file)
        if case .scalar(let scalar) = root, scalar.isNull { return result }
        guard let fields = fields(of: root, in: "the definitions file", allowed: DefinitionField.topLevel)
        else {
            return result
        }
        if let version = fields[DefinitionField.version] { checkVersion(version.value) }
        if let languages = fields[DefinitionField.languages] {
            result.languages = items(of: languages.value, what: "language codes").compactMap { language($0) }
        }
        if let targets = fields[DefinitionField.targets] { result.targets = self.targets(targets.value) }
        if let choices = fields[DefinitionField.hiveLanguages] {
            result.hiveLanguages = entries(of: choices.value, what: "languages").compactMap { entry in
                language(entry.value).map {
                    HiveLanguageChoice(
                        code: Located(entry.key.text, at: location(entry.key.position)), language: $0)
                }
            }
        }
        if let presets = fields[DefinitionField.presets] { result.presets = presetRequests(presets.value) }
        if let actions = fields[DefinitionField.actions] {
            result.actions = entries(of: actions.value, what: "actions").map { action($0) }
        }
        if let categories = fields[DefinitionField.categories] {
            result.categories = entries(of: categories.value, what: "categories").map { category($0) }
        }
        if let warnings = fields[DefinitionField.warnings] {
            result.warnings = entries(of: warnings.value, what: "warning levels").compactMap {
                warningSetting($0)
            }
        }
        if let retired = fields[DefinitionField.retired] {
            result.retired = items(of: retired.value, what: "retired ids").compactMap {
                name($0, what: "a retired action or category id")
            }
        }
        if let android = fields[DefinitionField.android] {
            result.androidPackage =
                self.android(
                    android.value, in: "android", allowed: DefinitionField.androidFile)?.package
        }
        return result
    }

    /// An `android:` mapping: the file's (`package`), an action's (`name`, `icon`) or a
    /// category's (`name`); which fields it may hold is `allowed`.
    private mutating func android(_ node: Node, in context: String, allowed: [String]) -> (
        definition: AndroidDefinition, package: Located<String>?
    )? {
        guard let fields = fields(of: node, in: context, allowed: allowed) else { return nil }
        let read = { (reader: inout NodeReader, field: String, what: String) in
            fields[field].flatMap { reader.name($0.value, what: what) }
        }
        return (
            AndroidDefinition(
                name: read(&self, DefinitionField.name, "an Android name"),
                icon: read(&self, DefinitionField.icon, "a drawable resource name")),
            read(&self, DefinitionField.packageName, "a Kotlin package name")
        )
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
        // Not a loop over (prefix, radix) pairs: an array of them has its runtime type made on
        // first use, which every build pays for its one version number.
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(Double.init) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(Double.init) }
        guard text.unicodeScalars.allSatisfy({ "0123456789.eE+-".unicodeScalars.contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    private mutating func action(_ entry: MappingEntry) -> ActionDefinition {
        let id = Located(entry.key.text, at: location(entry.key.position))
        var action = ActionDefinition(id: id)
        guard
            let fields = fields(of: entry.value, in: "action '\(id.value)'", allowed: DefinitionField.action)
        else {
            return action
        }
        if let title = fields[DefinitionField.title] {
            action.title = localizedText(title.value)
        } else {
            missingKey(DefinitionField.title, of: fields, in: "action '\(id.value)'", at: id.location)
        }
        if let options = fields[DefinitionField.options] {
            action.options = optionSet(options.value, of: ActionOption.self, about: .action(id.value))
        }
        if let icon = fields[DefinitionField.icon] { action.icon = self.icon(icon.value) }
        if let textInput = fields[DefinitionField.textInput] {
            action.textInput = self.textInput(textInput.value, of: id)
        }
        if let swiftName = fields[DefinitionField.swiftName] {
            action.swiftName = name(swiftName.value, what: "a Swift name")
        }
        if let android = fields[DefinitionField.android] {
            action.android =
                self.android(
                    android.value, in: "android of action '\(id.value)'",
                    allowed: DefinitionField.androidAction)?
                .definition
        }
        if let override = fields[DefinitionField.override] { action.isOverride = boolean(override.value) }
        if let allow = fields[DefinitionField.allow] { action.allow = allowList(allow.value) }
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
                of: entry.value, in: "category '\(id.value)'", allowed: DefinitionField.category,
                expected: "a list of action ids or a mapping with 'actions'")
        else { return category }
        if let actions = fields[DefinitionField.actions] {
            if case .sequence = actions.value {
                category.actions = actionList(actions.value)
            } else if case .scalar(let scalar) = actions.value, scalar.isNull {
                category.actions = []
            } else {
                mismatch(actions.value, expected: "a list of action ids")
            }
        } else {
            missingKey(DefinitionField.actions, of: fields, in: "category '\(id.value)'", at: id.location)
        }
        if let options = fields[DefinitionField.options] {
            category.options = optionSet(options.value, of: CategoryOption.self, about: .category(id.value))
        }
        for text in CategoryText.allCases {
            category[keyPath: text.definition] = fields[text.field].flatMap { localizedText($0.value) }
        }
        if let intents = fields[DefinitionField.intentIdentifiers] {
            category.intentIdentifiers = items(of: intents.value, what: "intent identifiers").compactMap {
                name($0, what: "an intent identifier")
            }
        }
        if let swiftName = fields[DefinitionField.swiftName] {
            category.swiftName = name(swiftName.value, what: "a Swift name")
        }
        if let android = fields[DefinitionField.android] {
            category.android =
                self.android(
                    android.value, in: "android of category '\(id.value)'",
                    allowed: DefinitionField.androidCategory)?
                .definition
        }
        if let override = fields[DefinitionField.override] { category.isOverride = boolean(override.value) }
        if let allow = fields[DefinitionField.allow] { category.allow = allowList(allow.value) }
        return category
    }

    /// Action ids as written; whether each is a well-formed id is asked where the
    /// action is defined.
    private mutating func actionList(_ node: Node) -> [Located<String>] {
        items(of: node, what: "action ids").compactMap {
            textScalar($0, what: "an action id").map { Located($0.text, at: location($0.position)) }
        }
    }

    private mutating func icon(_ node: Node) -> ActionIcon? {
        if case .scalar = node {
            return iconName(node, what: "an SF Symbol name").map { .system($0) }
        }
        guard
            let fields = fields(
                of: node, in: "icon", allowed: DefinitionField.iconFields,
                expected: "an SF Symbol name or {template: ImageName}")
        else { return nil }
        guard let template = fields[DefinitionField.template] else {
            missingKey(DefinitionField.template, of: fields, in: "icon", at: location(node.position))
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
        guard let fields = fields(of: node, in: context(), allowed: DefinitionField.textInputFields) else {
            if case .scalar = node {
                noteExample(
                    file.lowercased().hasSuffix(".json")
                        ? #"a mapping: "textInput": {"button": "Send", "placeholder": "Message"}"#
                        : "a mapping: textInput: {button: Send, placeholder: Message}")
            }
            return nil
        }
        var result = TextInputDefinition(button: nil)
        if let button = fields[DefinitionField.button] {
            result.button = localizedText(button.value)
        } else {
            missingKey(DefinitionField.button, of: fields, in: context(), at: location(node.position))
        }
        result.placeholder = fields[DefinitionField.placeholder].flatMap { localizedText($0.value) }
        return result
    }

    /// A plain string means English only; a mapping is language → text.
    package mutating func localizedText(_ node: Node) -> TextDefinition? {
        let start = location(node.position)
        if case .scalar = node {
            return textScalar(node).map {
                TextDefinition(entries: [Self.entry(.english, $0)], location: start)
            }
        }
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: "text, or a mapping of language codes to text")
            return nil
        }
        var result = TextDefinition(entries: [], location: start)
        result.entries.reserveCapacity(entries.count)
        for (place, knownLanguage) in languageEntries(entries) {
            // An unknown language is looked up again, to be reported with suggestions.
            let language = knownLanguage ?? language(.scalar(entries[place].key))?.value
            // Read from its entry as `textScalar` reads it, sparing the copy of the scalar that
            // passing it would make.
            guard case .scalar(let text) = entries[place].value, !text.isNull || text.text.isEmpty else {
                mismatch(entries[place].value, expected: "text")
                result.isComplete = false
                continue
            }
            guard let language else {
                result.isComplete = false
                continue
            }
            result.entries.append(Self.entry(language, text))
        }
        return result
    }

    /// One language's text; where it starts when it is verbatim, for diagnostics that point
    /// inside it.
    private static func entry(_ language: Language, _ text: Scalar) -> TextDefinition.Entry {
        TextDefinition.Entry(
            language: language, text: text.text, position: text.position,
            verbatimStart: text.isVerbatim ? text.textStart : nil)
    }

    /// Title text: any scalar is text as written (`yes` is "yes", an empty value is ""),
    /// except a YAML null keyword.
    private mutating func textScalar(_ node: Node, what: String = "text") -> Scalar? {
        guard case .scalar(let scalar) = node, !scalar.isNull || scalar.text.isEmpty else {
            mismatch(node, expected: what)
            return nil
        }
        return scalar
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
    package mutating func optionSet<Option: RawRepresentable & CaseIterable & Equatable>(
        _ node: Node, of _: Option.Type, about definition: DefinitionReference? = nil
    ) -> [Option]
    where Option.RawValue == String {
        let names = items(of: node, what: "options").compactMap { name($0, what: "an option name") }
        // A few options of a few kinds: a look among those chosen costs less than a set of names.
        var chosen: [Option] = []
        for name in names {
            if let option = Option(rawValue: name.value) {
                if !chosen.contains(option) { chosen.append(option) }
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
        // One option is in order already: `allCases` and the filter would each make an array.
        return chosen.count < 2 ? chosen : Option.allCases.filter { chosen.contains($0) }
    }

    /// Why an option still read is no longer worth writing, or nil.
    private static func deprecation(ofOption name: String) -> String? {
        guard name == CategoryOption.allowAnnouncement.rawValue else { return nil }
        return
            "is deprecated: iOS 15 and later ignore it, reading notifications aloud by the user's Announce Notifications setting; it still takes effect on iOS 13 and 14"
    }
}
