import ActionSyntax

/// Turns the iOS button sets that Pushwoosh sends in its `registerDevice` response into
/// version-1 definitions, so apps that use Pushwoosh get the typed registry too.
///
/// Input: the whole response (`{"response": {"iosCategories": [...]}}`), the `response`
/// object, or the bare `iosCategories` array. Each category is
/// `{categoryId: number, buttons: [{id, label, type, startApplication, behavior?,
/// text_input_title?, text_input_placeholder?}]}`; other keys are Pushwoosh's business and
/// are ignored.
///
/// Mapping:
/// - category id: `categoryId` in decimal (`65` → `"65"`), the identifier the Pushwoosh SDK
///   registers with iOS, so `aps.category` of Pushwoosh's pushes matches it;
/// - action id: `<categoryId>_<button id>`, with every character of the button id outside
///   `[A-Za-z0-9_]` replaced by `_` (Pushwoosh button ids repeat across categories, actionc
///   action ids may not);
/// - `swiftName: category<categoryId>Button<n>` (n counts the category's buttons from 1): the
///   derived names of `65_1` and `6_51` would both be `action651`;
/// - `label` → English title; `type` 1 → `destructive`; `startApplication` 1 → `foreground`;
///   `behavior: text_input` → `textInput` with `text_input_title` as its button and
///   `text_input_placeholder` as its placeholder.
public enum PushwooshImporter {
    /// The definitions as YAML text (nil when there was an error) and every problem found,
    /// positioned in the input.
    public struct Result: Sendable {
        public var definitions: String?
        public var diagnostics: [Diagnostic]
    }

    /// The response is JSON whatever the file is called, so it is always read as JSON.
    /// The definitions are validated as `actionc build` would, with every problem (an empty
    /// label, a control character, an over-long id) placed in the response.
    public static func importDefinitions(_ source: SourceFile, limits: ParseLimits = .default) -> Result {
        if let problem = TextEncoding.check(source.bytes, file: source.path) {
            return Result(definitions: nil, diagnostics: [problem])
        }
        let parsed = JSONReader.parse(source.bytes, file: source.path, limits: limits)
        guard let root = parsed.root else { return Result(definitions: nil, diagnostics: parsed.diagnostics) }
        var reader = ResponseReader(decoder: NodeDecoder(file: source.path))
        let file = reader.definitions(in: root)
        var diagnostics = parsed.diagnostics + reader.decoder.diagnostics
        if !diagnostics.hasErrors { diagnostics += Validator.validate([file]).1 }
        guard !diagnostics.hasErrors else { return Result(definitions: nil, diagnostics: diagnostics) }
        return Result(
            definitions: DefinitionsWriter.yaml(file, sourceName: fileName(of: source.path)),
            diagnostics: diagnostics)
    }

    /// The name without its folders: the header must not depend on where the file was.
    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Field names of Pushwoosh's response, in one place.
private enum Field {
    static let response = "response", iosCategories = "iosCategories"
    static let categoryID = "categoryId", buttons = "buttons"
    static let id = "id", label = "label", type = "type", startApplication = "startApplication"
    static let behavior = "behavior", textInputTitle = "text_input_title"
    static let textInputPlaceholder = "text_input_placeholder"
    static let textInputBehavior = "text_input"
}

private struct ResponseReader {
    var decoder: NodeDecoder
    private var categoryIDs: [String: SourceLocation] = [:]

    init(decoder: NodeDecoder) {
        self.decoder = decoder
    }

    /// Pushwoosh's categories as definitions, each located where the response wrote it.
    mutating func definitions(in root: Node) -> DefinitionFile {
        var file = DefinitionFile(path: decoder.file)
        guard let list = categoryList(in: root) else { return file }
        for item in decoder.items(of: list, what: "Pushwoosh categories") {
            guard let (category, actions) = category(item) else { continue }
            file.categories.append(category)
            file.actions += actions
        }
        return file
    }

    /// `iosCategories`, found in the whole response, in its `response` object, or as the root.
    private mutating func categoryList(in root: Node) -> Node? {
        var node = root
        if case .mapping = node, let response = field(Field.response, of: node) { node = response }
        switch node {
        case .sequence:
            return node
        case .mapping:
            if let list = field(Field.iosCategories, of: node) { return list }
            decoder.diagnostics.append(
                .error(
                    .missingKey, "the Pushwoosh response has no '\(Field.iosCategories)'",
                    at: decoder.location(node.position)))
            return nil
        case .scalar:
            decoder.mismatch(
                node, expected: "a Pushwoosh registerDevice response or an \(Field.iosCategories) list")
            return nil
        }
    }

    private mutating func category(_ node: Node) -> (CategoryDefinition, [ActionDefinition])? {
        guard let fields = fields(of: node, what: "a Pushwoosh category") else { return nil }
        let id = required(Field.categoryID, in: fields, of: node, context: "category").flatMap {
            wholeNumber($0)
        }
        let buttons = required(Field.buttons, in: fields, of: node, context: "category").map {
            decoder.items(of: $0, what: "buttons")
        }
        guard let id, let buttons else {
            // The buttons' own problems are still worth reporting in the same run.
            for item in buttons ?? [] { _ = action(item, categoryID: "") }
            return nil
        }
        if let first = categoryIDs.updateValue(id.location, forKey: id.value) {
            decoder.diagnostics.append(
                .error(
                    .duplicateIdentifier, "categoryId \(id.value) appears more than once", at: id.location,
                    notes: [Diagnostic.Note("first appears here", at: first)]))
            return nil
        }
        // Members sit at their buttons, so too-many-actions points at the fourth button.
        var category = CategoryDefinition(id: id, actions: [])
        var actions: [ActionDefinition] = []
        var actionIDs: [String: SourceLocation] = [:]
        for (index, item) in buttons.enumerated() {
            guard var action = action(item, categoryID: id.value) else { continue }
            let location = decoder.location(item.position)
            if let first = actionIDs.updateValue(location, forKey: action.id.value) {
                decoder.diagnostics.append(
                    .error(
                        .duplicateIdentifier,
                        "this button's id gives action id '\(action.id.value)', as an earlier button's does",
                        at: action.id.location, notes: [Diagnostic.Note("the earlier button", at: first)]))
                continue
            }
            action.swiftName = Located("category\(id.value)Button\(index + 1)", at: location)
            category.actions?.append(Located(action.id.value, at: location))
            actions.append(action)
        }
        return (category, actions)
    }

    private mutating func action(_ node: Node, categoryID: String) -> ActionDefinition? {
        guard let fields = fields(of: node, what: "a Pushwoosh button") else { return nil }
        let context = "button"
        let id = required(Field.id, in: fields, of: node, context: context).flatMap { buttonID($0) }
        let label = required(Field.label, in: fields, of: node, context: context).flatMap { text($0) }
        let destructive = required(Field.type, in: fields, of: node, context: context).flatMap { flag($0) }
        let foreground = required(Field.startApplication, in: fields, of: node, context: context).flatMap {
            flag($0)
        }
        var textInput: TextInputDefinition?
        if let behavior = fields[Field.behavior], isTextInput(behavior) {
            let button = required(Field.textInputTitle, in: fields, of: node, context: "text-input button")
                .flatMap { text($0) }
            let placeholder = fields[Field.textInputPlaceholder].flatMap { optionalText($0) }
            if let button { textInput = TextInputDefinition(button: button, placeholder: placeholder) }
        }
        guard let id, let label, let destructive, let foreground else { return nil }
        var options: [ActionOption] = []
        if foreground { options.append(.foreground) }
        if destructive { options.append(.destructive) }
        return ActionDefinition(
            id: Located("\(categoryID)_\(id.value)", at: id.location), title: label, options: options,
            textInput: textInput)
    }

    // MARK: - Values

    /// A mapping's entries by key, repeats reported.
    private mutating func fields(of node: Node, what: String) -> [String: Node]? {
        guard case .mapping(let entries, _) = node else {
            decoder.mismatch(node, expected: what)
            return nil
        }
        var result: [String: Node] = [:]
        for entry in decoder.uniqueEntries(entries) { result[entry.key.text] = entry.value }
        return result
    }

    private func field(_ key: String, of node: Node) -> Node? {
        guard case .mapping(let entries, _) = node else { return nil }
        return entries.first { $0.key.text == key }?.value
    }

    private mutating func required(_ key: String, in fields: [String: Node], of node: Node, context: String)
        -> Node?
    {
        if let value = fields[key] { return value }
        decoder.diagnostics.append(
            .error(.missingKey, "Pushwoosh \(context) has no '\(key)'", at: decoder.location(node.position)))
        return nil
    }

    /// `categoryId`: a JSON number without fraction, sign or exponent.
    private mutating func wholeNumber(_ node: Node) -> Located<String>? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, !scalar.text.isEmpty,
            scalar.text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            decoder.mismatch(node, expected: "a whole number (the category id)")
            return nil
        }
        return Located(scalar.text, at: decoder.location(scalar.position))
    }

    /// A button id, a number or a string, made fit for an action id.
    private mutating func buttonID(_ node: Node) -> Located<String>? {
        guard case .scalar(let scalar) = node, !scalar.isNull, !scalar.text.isEmpty,
            scalar.text != "true", scalar.text != "false" || scalar.style == .quoted
        else {
            decoder.mismatch(node, expected: "a button id (a number or text)")
            return nil
        }
        let sanitized = String(
            String.UnicodeScalarView(
                scalar.text.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                        || scalar == "_" ? scalar : "_"
                }))
        return Located(sanitized, at: decoder.location(scalar.position))
    }

    /// Text that iOS shows, as English: a JSON string (whether it is blank is the
    /// validator's to say).
    private mutating func text(_ node: Node) -> TextDefinition? {
        guard case .scalar(let scalar) = node, scalar.style == .quoted else {
            decoder.mismatch(node, expected: "text")
            return nil
        }
        let location = decoder.location(scalar.position)
        return TextDefinition(
            entries: [.init(language: .en, text: scalar.text, position: scalar.position)], location: location)
    }

    /// An optional text: null or empty means none.
    private mutating func optionalText(_ node: Node) -> TextDefinition? {
        if case .scalar(let scalar) = node, scalar.isNull || (scalar.style == .quoted && scalar.text.isEmpty)
        {
            return nil
        }
        return text(node)
    }

    /// `type` and `startApplication`: 0 or 1.
    private mutating func flag(_ node: Node) -> Bool? {
        guard case .scalar(let scalar) = node, scalar.style == .plain,
            scalar.text == "0" || scalar.text == "1"
        else {
            decoder.mismatch(node, expected: "0 or 1")
            return nil
        }
        return scalar.text == "1"
    }

    /// `behavior`: `text_input`, or absent, null or anything else Pushwoosh shows as a plain button.
    private mutating func isTextInput(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else {
            decoder.mismatch(node, expected: "a button behavior such as '\(Field.textInputBehavior)'")
            return false
        }
        return scalar.style == .quoted && scalar.text == Field.textInputBehavior
    }
}

/// Writes imported categories as a definitions file: every id and text double-quoted, so
/// no YAML reading of `65`, `yes` or `#` can change them.
enum DefinitionsWriter {
    static func yaml(_ file: DefinitionFile, sourceName: String) -> String {
        var out = """
            # Imported from the Pushwoosh response \(sourceName) by 'actionc import pushwoosh'.
            # Category ids are Pushwoosh's categoryId; action ids are <categoryId>_<button id>.
            # This file is now the source of truth: add translations and languages here.
            version: 1
            languages: [en]

            """
        out += file.actions.isEmpty ? "actions: {}\n" : "actions:\n"
        for action in file.actions {
            out += "  \(quoted(action.id.value)):\n"
            out += "    title: \(english(action.title))\n"
            if !action.options.isEmpty {
                out += "    options: [" + action.options.map(\.rawValue).joined(separator: ", ") + "]\n"
            }
            if let textInput = action.textInput {
                out += "    textInput:\n      button: \(english(textInput.button))\n"
                if let placeholder = textInput.placeholder {
                    out += "      placeholder: \(english(placeholder))\n"
                }
            }
            if let swiftName = action.swiftName { out += "    swiftName: \(swiftName.value)\n" }
        }
        out += file.categories.isEmpty ? "categories: {}\n" : "categories:\n"
        for category in file.categories {
            let members = (category.actions ?? []).map { quoted($0.value) }
            out += "  \(quoted(category.id.value)): [" + members.joined(separator: ", ") + "]\n"
        }
        return out
    }

    /// An imported text holds only English: the label as Pushwoosh sent it.
    private static func english(_ text: TextDefinition?) -> String {
        quoted(text?.localized[.en] ?? "")
    }

    /// A YAML double-quoted scalar. Anything YAML may not hold as it is (controls, DEL, C1,
    /// line and paragraph separators, the byte-order mark) is escaped, so even text the
    /// compiler rejects reaches it intact and is reported at its place.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
