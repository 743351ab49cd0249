import ActionModel
public import ActionSyntax
import ActionValidate

/// Turns the iOS button sets that Pushwoosh sends in its `registerDevice` response into
/// version-1 definitions, so apps that use Pushwoosh get the typed registry too.
///
/// Input: the whole response (`{"response": {"iosCategories": [...]}}`), the `response`
/// object, or the bare `iosCategories` array. Each category is
/// `{categoryId, buttons: [{id?, label, type?, startApplication?, behavior?,
/// text_input_title?, text_input_placeholder?}]}`; other keys are Pushwoosh's business and
/// are ignored.
///
/// Values are read as the Pushwoosh iOS SDK reads them (`PWInteractivePush`), so what it
/// registers imports unless the definitions' own rules refuse it (a fourth button, an empty
/// category), and what it skips or cannot read is an error at its place:
/// - `categoryId`: a JSON number (its `stringValue`: `65` → `"65"`, `65.0` → `"65"`); anything
///   else is an error, since the SDK skips the category;
/// - button `id`: a number as the category id, or a string; when it is neither (or missing),
///   the button's 1-based place in the list, as the SDK does;
/// - `type` and `startApplication`: read as `boolValue`, so numbers (non-zero), booleans and
///   numeric strings (`"1"`, and as Foundation reads text: `"true"`, `"yes"`) all work, and
///   a missing one is false; null, a list or an object is an error (the SDK throws on it and
///   registers none of the categories);
/// - `label`: a string, else an error (the SDK stops reading the category's buttons there);
/// - `behavior: "text_input"` makes a text-input button, titled `text_input_title` or, when
///   that is not a non-empty string, the SDK's `Send`; `text_input_placeholder` when it is a
///   non-empty string. Any other `behavior` is a plain button.
///
/// Mapping:
/// - category id: the `categoryId` text, the identifier the Pushwoosh SDK registers with iOS,
///   so `aps.category` of Pushwoosh's pushes matches it;
/// - action id: `<categoryId>_<button id>`, with every character of the button id outside
///   `[A-Za-z0-9_]` replaced by `_` (Pushwoosh button ids repeat across categories, actionc
///   action ids may not);
/// - `swiftName`: `category<categoryId>` and the button id camel-cased, as a Swift developer
///   would name the case (`later-today` in 66 → `category66LaterToday`), when the id starts
///   with a letter; else `category<categoryId>Button` and the id as the action id spells it
///   (`65`/`0` → `category65Button0`). Always written: the names derived from `65_1` and
///   `6_51` would both be `action651`;
/// - `label` → English title (the SDK localizes it with `NSLocalizedString` first, which only
///   the app's strings can resolve); `type` → `destructive`; `startApplication` → `foreground`.
public enum PushwooshImporter {
    /// The definitions as YAML text (nil when there was an error) and every problem found,
    /// positioned in the input.
    public struct Result: Sendable {
        public var definitions: String?
        public var diagnostics: [Diagnostic]
    }

    /// The decode step of the import: Pushwoosh's categories as definitions, each located
    /// where the response wrote it, and the problems reading them.
    static func definitions(in root: Node, file path: String) -> (DefinitionFile, [Diagnostic]) {
        var reader = ResponseReader(decoder: NodeReader(file: path))
        let file = reader.definitions(in: root)
        return (file, reader.decoder.diagnostics)
    }

    /// The definitions as the YAML file the import writes.
    static func yaml(_ file: DefinitionFile, from path: String) -> String {
        DefinitionsWriter.yaml(file, sourceName: fileName(of: path))
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
    /// What the SDK titles a text-input button's send button when the response gives none.
    static let defaultTextInputButton = "Send"
}

private struct ResponseReader {
    var decoder: NodeReader
    private var categoryIDs: [String: SourceLocation] = [:]

    init(decoder: NodeReader) {
        self.decoder = decoder
    }

    /// Pushwoosh's categories as definitions, each located where the response wrote it.
    mutating func definitions(in root: Node) -> DefinitionFile {
        // Judged as the file it becomes, which states `targets: [ios]` (DefinitionsWriter).
        let targets = Located([Target.ios], at: SourceLocation(file: decoder.file, line: 1, column: 1))
        var file = DefinitionFile(path: decoder.file, targets: targets)
        guard let list = categoryList(in: root) else { return file }
        var buttons: [ButtonName] = []
        for (index, item) in decoder.items(of: list, what: "Pushwoosh categories").enumerated() {
            guard let (category, actions, names) = category(item, at: index) else { continue }
            file.categories.append(category)
            file.actions += actions
            buttons += names
        }
        let swiftNames = Self.swiftNames(buttons)
        for index in file.actions.indices {
            file.actions[index].swiftName = Located(swiftNames[index], at: buttons[index].place)
        }
        return file
    }

    /// What a button's Swift name is made of: its category's id and its own, as the action
    /// id spells them.
    struct ButtonName {
        var categoryID: String
        var buttonID: String
        var place: SourceLocation

        /// `category66LaterToday` for `later_today` in 66: camel-cased as a Swift developer
        /// would name the case, and led by the category, since Pushwoosh repeats button ids
        /// across categories and the app's own actions take the short names (`REPLY_ID` is
        /// `reply`). An id that does not start with a letter stays as the action id spells it.
        var camelCased: String {
            guard buttonID.first.map({ $0.isASCII && $0.isLetter }) == true else { return exact }
            return "category\(categoryID)"
                + SwiftNaming.caseName(for: "category_\(buttonID)", kind: .action).dropFirst("category".count)
        }

        /// `category65Button0`, `category103Button7_5`: the action id's parts, as they are.
        /// Unique whenever the action ids are (`65`/`1` and `6`/`51` stay apart), which the
        /// camel-cased forms are not always (`v1_2` and `v12` are both `V12`).
        var exact: String { "category\(categoryID)Button\(buttonID)" }
    }

    /// Each button's camel-cased name, or its exact name where another button's camel-cased
    /// name is the same.
    static func swiftNames(_ buttons: [ButtonName]) -> [String] {
        let names = buttons.map(\.camelCased)
        let nameCounts = counts(names)
        return zip(names, buttons).map { name, button in nameCounts[name] == 1 ? name : button.exact }
    }

    private static func counts(_ names: [String]) -> [String: Int] {
        names.reduce(into: [:]) { counts, name in counts[name, default: 0] += 1 }
    }

    /// `iosCategories`, found in the whole response, in its `response` object, or as the root.
    private mutating func categoryList(in root: Node) -> Node? {
        var node = root
        var entries = uniqueEntries(of: node)
        if let response = entries?.first(where: { $0.key.text == Field.response })?.value {
            node = response
            entries = uniqueEntries(of: node)
        }
        switch node {
        case .sequence:
            return node
        case .mapping:
            if let list = entries?.first(where: { $0.key.text == Field.iosCategories })?.value { return list }
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

    /// One category and its buttons' actions. A category whose id cannot be read (already
    /// reported) keeps a stand-in id, `iosCategories.<index>`, that no number can take, so its
    /// buttons are still checked, counted included.
    private mutating func category(_ node: Node, at index: Int) -> (
        CategoryDefinition, [ActionDefinition], [ButtonName]
    )? {
        guard
            let fields = fields(
                of: node, what: "a Pushwoosh category",
                sdkDoes: "Pushwoosh's SDK skips a category that is not an object")
        else { return nil }
        let readID = required(Field.categoryID, in: fields, of: node, context: "category").flatMap {
            categoryID($0)
        }
        let id = readID ?? Located("\(Field.iosCategories).\(index)", at: decoder.location(node.position))
        let buttons = required(Field.buttons, in: fields, of: node, context: "category").map {
            decoder.items(of: $0, what: "buttons")
        }
        if readID != nil, let first = categoryIDs.updateValue(id.location, forKey: id.value) {
            decoder.diagnostics.append(
                .error(
                    .duplicateIdentifier, "categoryId \(id.value) appears more than once", at: id.location,
                    notes: [Diagnostic.Note("first appears here", at: first)]))
            return nil
        }
        // Members sit at their buttons, so too-many-actions points at the fourth button.
        var category = CategoryDefinition(id: id, actions: buttons == nil ? nil : [])
        var actions: [ActionDefinition] = []
        var names: [ButtonName] = []
        var actionIDs: [String: SourceLocation] = [:]
        for (index, item) in (buttons ?? []).enumerated() {
            let (action, name) = action(item, at: index, categoryID: id.value)
            let location = decoder.location(item.position)
            if let first = actionIDs.updateValue(location, forKey: action.id.value) {
                decoder.diagnostics.append(
                    .error(
                        .duplicateIdentifier,
                        "this button's id gives action id '\(action.id.value)', as an earlier button's does",
                        at: action.id.location, notes: [Diagnostic.Note("the earlier button", at: first)]))
                continue
            }
            category.actions?.append(Located(action.id.value, at: location))
            actions.append(action)
            names.append(name)
        }
        return (category, actions, names)
    }

    /// A button's action. Whatever cannot be read is reported and left out (no title, no
    /// option), so the button still counts and its other fields are still checked.
    private mutating func action(_ node: Node, at index: Int, categoryID: String) -> (
        ActionDefinition, ButtonName
    ) {
        let place = decoder.location(node.position)
        let category = Self.identifierCharacters(categoryID)
        guard
            let fields = fields(
                of: node, what: "a Pushwoosh button",
                sdkDoes:
                    "Pushwoosh's SDK throws on a button that is not an object, and registers none of the response's categories"
            )
        else {
            return (
                ActionDefinition(id: Located("\(categoryID)_\(index + 1)", at: place)),
                ButtonName(categoryID: category, buttonID: "\(index + 1)", place: place)
            )
        }
        // The SDK numbers buttons from 1 where the id is neither a number nor a string.
        let id = fields[Field.id].flatMap { buttonID($0) } ?? Located("\(index + 1)", at: place)
        let title = required(Field.label, in: fields, of: node, context: "button").flatMap { label($0) }
        let destructive = fields[Field.type].map { flag($0) } ?? false
        let foreground = fields[Field.startApplication].map { flag($0) } ?? false
        var textInput: TextInputDefinition?
        if let behavior = fields[Field.behavior], isTextInput(behavior) {
            let button =
                fields[Field.textInputTitle].flatMap { nonEmptyText($0) }
                ?? english(Field.defaultTextInputButton, at: behavior.position)
            textInput = TextInputDefinition(
                button: button, placeholder: fields[Field.textInputPlaceholder].flatMap { nonEmptyText($0) })
        }
        var options: [ActionOption] = []
        if foreground { options.append(.foreground) }
        if destructive { options.append(.destructive) }
        let button = Self.identifierCharacters(id.value)
        return (
            ActionDefinition(
                id: Located("\(categoryID)_\(button)", at: id.location), title: title, options: options,
                textInput: textInput),
            ButtonName(categoryID: category, buttonID: button, place: place)
        )
    }

    // MARK: - Values

    /// A mapping's entries by key, repeats reported.
    private mutating func fields(of node: Node, what: String, sdkDoes: String) -> [String: Node]? {
        guard case .mapping(let entries, _) = node else {
            mismatch(node, expected: what, sdkDoes: sdkDoes)
            return nil
        }
        var result: [String: Node] = [:]
        for entry in decoder.uniqueEntries(entries) { result[entry.key.text] = entry.value }
        return result
    }

    /// A type mismatch, with a note on what Pushwoosh's SDK does with such a value. A scalar
    /// is named as JSON wrote it (a string in quotes, a number, `true` or `null` as they are):
    /// the decoder's wording is about YAML's readings of plain text.
    private mutating func mismatch(_ node: Node, expected: String, sdkDoes: String) {
        let note = Diagnostic.Note(sdkDoes)
        guard case .scalar(let scalar) = node else {
            decoder.mismatch(node, expected: expected)
            decoder.diagnostics[decoder.diagnostics.count - 1].notes.append(note)
            return
        }
        let found = scalar.style == .quoted ? "the string \"\(scalar.text)\"" : scalar.text
        decoder.diagnostics.append(
            .error(
                .typeMismatch, "expected \(expected), found \(found)", at: decoder.location(node.position),
                notes: [note]))
    }

    /// A mapping's entries with repeated keys reported, as everywhere else (Foundation would
    /// keep the last one silently); nil for any other node.
    private mutating func uniqueEntries(of node: Node) -> [MappingEntry]? {
        guard case .mapping(let entries, _) = node else { return nil }
        return decoder.uniqueEntries(entries)
    }

    private mutating func required(_ key: String, in fields: [String: Node], of node: Node, context: String)
        -> Node?
    {
        if let value = fields[key] { return value }
        decoder.diagnostics.append(
            .error(.missingKey, "Pushwoosh \(context) has no '\(key)'", at: decoder.location(node.position)))
        return nil
    }

    /// `categoryId`: a JSON number (the SDK takes any `NSNumber`, and JSON booleans are
    /// those too), as its `stringValue`.
    private mutating func categoryID(_ node: Node) -> Located<String>? {
        guard let text = numberText(node) else {
            mismatch(
                node, expected: "a number (the category id)",
                sdkDoes: "Pushwoosh's SDK skips a category whose categoryId is not a number")
            return nil
        }
        return Located(text, at: decoder.location(node.position))
    }

    /// A button id the SDK takes: a number (as its `stringValue`) or a string; nil otherwise.
    private func buttonID(_ node: Node) -> Located<String>? {
        guard case .scalar(let scalar) = node else { return nil }
        let location = decoder.location(scalar.position)
        if scalar.style == .quoted { return Located(scalar.text, at: location) }
        return numberText(node).map { Located($0, at: location) }
    }

    /// What `-[NSNumber stringValue]` gives for a JSON number or boolean: whole numbers in
    /// decimal without a fraction (`65.0` and `6.5e1` are `65`), booleans as `1` and `0`;
    /// nil for anything that is not a number. An integer literal is read exactly, as
    /// `JSONSerialization` keeps it in a 64-bit integer: through `Double`,
    /// `9007199254740993` would become `…992`, an id the SDK never registers.
    private func numberText(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, !scalar.isNull else { return nil }
        switch scalar.text {
        case "true": return "1"
        case "false": return "0"
        default:
            if let integer = Int64(scalar.text) { return String(integer) }
            if let integer = UInt64(scalar.text) { return String(integer) }
            guard let value = Double(scalar.text), value.isFinite else { return nil }
            if value == value.rounded(), let whole = Int64(exactly: value) { return String(whole) }
            return String(value)
        }
    }

    /// Every character outside `[A-Za-z0-9_]` as `_`, so the text can sit inside an action
    /// id or a Swift name.
    static func identifierCharacters(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                        || scalar == "_" ? scalar : "_"
                }))
    }

    /// `label`: a JSON string (whether it is blank is the validator's to say).
    private mutating func label(_ node: Node) -> TextDefinition? {
        guard case .scalar(let scalar) = node, scalar.style == .quoted else {
            mismatch(
                node, expected: "text (the button's label)",
                sdkDoes: "Pushwoosh's SDK stops reading this category's buttons at a label that is not text")
            return nil
        }
        return english(scalar.text, at: scalar.position)
    }

    /// A JSON string that is not empty; the SDK takes anything else as absent.
    private func nonEmptyText(_ node: Node) -> TextDefinition? {
        guard case .scalar(let scalar) = node, scalar.style == .quoted, !scalar.text.isEmpty else {
            return nil
        }
        return english(scalar.text, at: scalar.position)
    }

    private func english(_ text: String, at position: Position) -> TextDefinition {
        TextDefinition(
            entries: [.init(language: .english, text: text, position: position)],
            location: decoder.location(position))
    }

    /// `type` and `startApplication` as the SDK's `boolValue` reads them: a number is true
    /// when it is not zero, `true` and `false` are themselves, and text is true when it
    /// starts, after spaces, a sign and zeros, with a digit 1 to 9 or `Y`, `y`, `T`, `t`.
    /// Null, a list or an object is reported (the SDK throws on them) and read as false.
    private mutating func flag(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            mismatch(
                node, expected: "0 or 1 (a number, numeric text or a boolean)",
                sdkDoes:
                    "Pushwoosh's SDK throws on a value it cannot read as a boolean, and registers none of the response's categories"
            )
            return false
        }
        if scalar.style == .quoted { return Self.foundationBoolValue(scalar.text) }
        switch scalar.text {
        case "true": return true
        case "false": return false
        default: return (Double(scalar.text) ?? 0) != 0
        }
    }

    /// `-[NSString boolValue]`.
    static func foundationBoolValue(_ text: String) -> Bool {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// `behavior`: `text_input` as a string; anything else is a plain button to the SDK.
    private func isTextInput(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .quoted && scalar.text == Field.textInputBehavior
    }
}
