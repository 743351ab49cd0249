/// Options for the generated Swift registry.
public struct SwiftRegistryOptions: Sendable, Equatable {
    public enum AccessLevel: String, CaseIterable, Sendable {
        case `internal`
        case `public`
        case `package`
    }

    /// The enum everything is generated in; see `SwiftNaming.isValidNamespace(_:)`.
    public var namespace: String
    public var accessLevel: AccessLevel

    public init(namespace: String = "PushActions", accessLevel: AccessLevel = .internal) {
        self.namespace = namespace
        self.accessLevel = accessLevel
    }
}

/// Writes `PushActions.swift`, the typed registry app code uses: `Action` and `Category`
/// enums, their titles, options, icons and text fields, locale mapping, and (where
/// UserNotifications exists) builders for Apple's types, a merging `register(language:center:)`
/// and initialisers from responses and payloads.
///
/// The data sits in string literals, one entry per line, cut into literals of `blockSize`
/// lines that the generated code reads in place: a lookup finds its literal by position. The
/// Swift compiler handles a literal in time linear in its bytes, where `switch` statements
/// and dictionary or array literals of the same texts cost it super-linear time
/// (Benchmarks/README.md, "Registry compile cost"); an array of one literal per 32 lines
/// costs little. The enums are `Int`-backed for the same reason: `String` raw values are
/// super-linear too.
public enum SwiftRegistryRenderer {
    public static func render(_ catalog: Catalog, options: SwiftRegistryOptions) -> String {
        var writer = SwiftRegistryWriter(catalog: catalog, options: options)
        writer.writeFile()
        return writer.printer.text
    }

    /// The languages the registry holds: the catalog's, with English (the fallback) first.
    static func languages(of catalog: Catalog) -> [Language] {
        [.en] + catalog.languages.filter { $0 != .en }
    }
}

private struct SwiftRegistryWriter {
    let catalog: Catalog
    let namespace: String
    /// The access keyword with its trailing space; empty for `internal`, as hand-written code omits it.
    let access: String
    let languages: [Language]
    var printer: CodePrinter
    /// The bytes of the table line being written, kept between lines for its capacity.
    private var lineBuffer: [UInt8] = []

    init(catalog: Catalog, options: SwiftRegistryOptions) {
        self.catalog = catalog
        self.namespace = options.namespace
        self.access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        self.languages = SwiftRegistryRenderer.languages(of: catalog)
        self.printer = CodePrinter(estimatedSize: Self.estimatedSize(of: catalog, languages: languages.count))
    }

    /// Enough for the file in one allocation: every text with its identifier, once per
    /// language, plus the fixed code.
    private static func estimatedSize(of catalog: Catalog, languages: Int) -> Int {
        var size = 16_000
        for action in catalog.actions {
            for text in [action.title, action.textInput?.button, action.textInput?.placeholder] {
                size += text?.entries.reduce(0) { $0 + $1.text.utf8.count } ?? 0
            }
            size += (action.id.utf8.count + 24) * (languages + 2) + action.swiftName.utf8.count + 80
        }
        for category in catalog.categories {
            size +=
                category.id.utf8.count * 2 + category.swiftName.utf8.count + category.actionIDs.count * 24
                + 40
        }
        return size
    }

    /// `opening`, `body` one level deeper, then `}`.
    private mutating func block(_ opening: String, _ body: (inout Self) -> Void) {
        printer.line(opening)
        indented(body)
        printer.line("}")
    }

    private mutating func indented(_ body: (inout Self) -> Void) {
        printer.indent()
        body(&self)
        printer.outdent()
    }

    mutating func writeFile() {
        writeHeader()
        printer.line(
            "/// The buttons (actions) and button sets (categories) of this app's push notifications.")
        printer.line("///")
        printer.line(
            "/// Nonisolated, like everything in it: lookups into constant tables, callable from any")
        printer.line("/// actor, thread or default isolation. Only `register` is bound to the main actor.")
        block("\(access)nonisolated enum \(namespace) {") { writer in
            writer.writeNamespaceMembers()
            writer.printer.line()
            writer.writeActionEnum()
            writer.printer.line()
            writer.writeCategoryEnum()
            writer.printer.line()
            writer.writeValueTypes()
            writer.printer.line()
            writer.writeTables()
        }
        printer.line()
        writeUserNotificationsGlue()
    }

    // MARK: - Header and namespace

    private mutating func writeHeader() {
        if catalog.sourcePaths.isEmpty {
            printer.line(
                "// Generated by actionc. Do not edit: change the definitions and run actionc again.")
        } else {
            printer.line("// Generated by actionc from these push action definitions:")
            for name in catalog.sourceFileNames {
                printer.line("//   " + SwiftRegistryLiteral.commentText(name))
            }
            printer.line("// Do not edit: change the definitions and run actionc again.")
        }
        printer.lines([
            "//",
            "// swift-format-ignore-file",
            "// swiftlint:disable all",
            "",
            "#if canImport(UserNotifications) && !os(tvOS)",
            "import UserNotifications",
            "#endif",
            "",
        ])
    }

    private mutating func writeNamespaceMembers() {
        printer.lines([
            "/// The fingerprint of the categories and the actions each shows, the same as the server",
            "/// manifest's `catalogVersion`: a push fits this build when the two agree.",
            "\(access)static let catalogVersion = \(SwiftRegistryLiteral.string(catalog.version))",
            "",
            "/// The languages titles are written in, as Hive language codes; English, the fallback, is first.",
        ])
        printer.print("\(access)static let languages: [String] = [")
        printer.print(languages.map { SwiftRegistryLiteral.string($0.rawValue) }.joined(separator: ", "))
        printer.line("]")
        printer.lines([
            "",
            "/// The first of `preferredLanguages` (such as `Locale.preferredLanguages`) that titles",
            "/// are written in, as a Hive language code; `en` when there is none.",
            "\(access)static func language(for preferredLanguages: [String]) -> String {",
            "    for identifier in preferredLanguages {",
            "        if let index = languageIndex(for: identifier) { return languages[index] }",
            "    }",
            "    return \"en\"",
            "}",
            "",
            "/// The Hive language code for a Hive code (`zh-hant`) or an Apple locale identifier",
            "/// (`zh-Hant-TW`, `zh-HK`, `pt-BR`), or nil when titles are not written in that language.",
            "\(access)static func supportedLanguage(for identifier: String) -> String? {",
            "    guard let index = languageIndex(for: identifier) else { return nil }",
            "    return languages[index]",
            "}",
            "",
            "/// The position in `languages` of what `supportedLanguage(for:)` returns.",
            "private static func languageIndex(for identifier: String) -> Int? {",
            "    let code = languageCode(identifier)",
            "    guard code != 0 else { return nil }",
            "    for index in languages.indices where languageCode(languages[index]) == code { return index }",
            "    return nil",
            "}",
            "",
            "/// The language `identifier` names, one number for an Apple locale identifier and the Hive",
            "/// code: its first subtag in ASCII lowercase, a byte at a time in an integer (`pt-BR` → pt),",
            "/// and for Chinese a flag for the traditional script (`zh-Hant-TW`, `zh-HK`, `zh-hant`);",
            "/// 0 when there is no subtag, or it is longer than eight bytes.",
            Self.outOfLine,
            "private static func languageCode(_ identifier: String) -> UInt64 {",
            "    var code: UInt64 = 0",
            "    var subtag: UInt64 = 0",
            "    var length = 0",
            "    var isFirst = true",
            "    var isSimplified = false",
            "    var isTraditional = false",
            "    func endSubtag() {",
            "        guard length > 0 else { return }",
            "        if length > 8 { subtag = 0 }",
            "        if isFirst {",
            "            code = subtag",
            "            isFirst = false",
            "        } else if subtag == packed(\"hans\") {",
            "            isSimplified = true",
            "        } else if subtag == packed(\"hant\") || subtag == packed(\"tw\") || subtag == packed(\"hk\") || subtag == packed(\"mo\") {",
            "            // Traditional when the script says so or, without a script, the region writes it.",
            "            isTraditional = true",
            "        }",
            "        subtag = 0",
            "        length = 0",
            "    }",
            "    for byte in identifier.utf8 {",
            "        if byte == 0x2D || byte == 0x5F {",
            "            endSubtag()",
            "        } else {",
            "            subtag = subtag << 8 | UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)",
            "            length += 1",
            "        }",
            "    }",
            "    endSubtag()",
            "    if code == packed(\"zh\") && isTraditional && !isSimplified { code |= 1 << 63 }",
            "    return code",
            "}",
            "",
            "/// The bytes of a short ASCII literal in one integer, the first byte highest.",
            Self.outOfLine,
            "private static func packed(_ text: StaticString) -> UInt64 {",
            "    var value: UInt64 = 0",
            "    for offset in 0..<text.utf8CodeUnitCount { value = value << 8 | UInt64(text.utf8Start[offset]) }",
            "    return value",
            "}",
        ])
    }

    // MARK: - Action

    private mutating func writeActionEnum() {
        writeIdentifiedEnum(
            "Action", cases: catalog.actions.map(\.swiftName), line: "action",
            doc: [
                "/// A button on a notification. The raw value is the case's position, which changes when",
                "/// actions are added: store, send and compare `identifier`, never `rawValue`.",
            ],
            identifierDoc:
                "/// The identifier in the definitions: what iOS reports a tap with and Hive sends.",
            members: [
                "",
                "/// The title in `language`: a Hive code (`zh-hant`) or an Apple locale identifier",
                "/// (`zh-Hant-TW`, `pt-BR`); the English title when there is none in that language.",
                "\(access)func title(for language: String) -> String {",
                "    \(namespace).text(.title, of: rawValue, for: language)",
                "}",
                "",
                "/// The titles by Hive language code, one for each of `languages` the action has a title in.",
                "\(access)var titles: [String: String] { \(namespace).texts(.title, of: rawValue) }",
                "",
                "/// How iOS treats the button.",
                "\(access)var options: ActionOptions { ActionOptions(rawValue: Tables.action(rawValue).number) }",
                "",
                "/// The icon shown beside the title from iOS 15 on.",
                "\(access)var icon: Icon? {",
                "    let line = Tables.action(rawValue)",
                "    guard let name = line.text else { return nil }",
                "    return line.hasWord(\"template\") ? .template(name) : .system(name)",
                "}",
                "",
                "/// The text field the button opens, or nil for a plain button.",
                "\(access)var textInput: TextInput? {",
                "    guard Tables.action(rawValue).hasWord(\"textInput\") else { return nil }",
                "    return TextInput(",
                "        buttonTitles: \(namespace).texts(.button, of: rawValue),",
                "        placeholders: \(namespace).texts(.placeholder, of: rawValue))",
                "}",
                "",
                "/// The text field's button title and placeholder in `language` alone: the builders need",
                "/// no other language's table.",
                "fileprivate func textInputTexts(for language: String) -> (button: String, placeholder: String)? {",
                "    guard Tables.action(rawValue).hasWord(\"textInput\") else { return nil }",
                "    return (",
                "        \(namespace).text(.button, of: rawValue, for: language),",
                "        \(namespace).text(.placeholder, of: rawValue, for: language))",
                "}",
            ])
    }

    // MARK: - Category

    private mutating func writeCategoryEnum() {
        writeIdentifiedEnum(
            "Category", cases: catalog.categories.map(\.swiftName), line: "category",
            doc: [
                "/// A set of buttons, chosen by a push's `aps.category`. The raw value is the case's",
                "/// position: store, send and compare `identifier`, never `rawValue`.",
            ],
            identifierDoc: "/// The identifier in the definitions: what a push names in `aps.category`.",
            members: [
                "",
                "/// The category a push payload names in `aps.category`, or nil when the push is not",
                "/// one of ours (another SDK's, or one without buttons).",
                "\(access)init?(userInfo: [AnyHashable: Any]) {",
                "    guard let aps = userInfo[\"aps\"] as? [AnyHashable: Any], let identifier = aps[\"category\"] as? String",
                "    else { return nil }",
                "    self.init(identifier: identifier)",
                "}",
                "",
                "/// The buttons, in the order iOS shows them.",
                "\(access)var actions: [Action] {",
                "    var actions: [Action] = []",
                "    let line = Tables.category(rawValue)",
                "    var start = line.textStart",
                "    while start < line.count {",
                "        var end = start",
                "        while end < line.count && line.start[end] != 0x20 { end += 1 }",
                "        if let action = Action(identifier: line.string(start, end)) { actions.append(action) }",
                "        start = end + 1",
                "    }",
                "    return actions",
                "}",
                "",
                "/// How iOS treats notifications of this category.",
                "\(access)var options: CategoryOptions { CategoryOptions(rawValue: Tables.category(rawValue).number) }",
            ])
    }

    /// An enum with a case per identifier, `identifier` and `init?(identifier:)` (through the
    /// table function `line` and its index), then `members`.
    private mutating func writeIdentifiedEnum(
        _ name: String, cases: [String], line: String, doc: [String], identifierDoc: String,
        members: [String]
    ) {
        printer.lines(doc)
        block("\(access)enum \(name): \(rawValueConformances(isEmpty: cases.isEmpty)) {") { writer in
            for swiftName in cases { writer.printer.line("case " + swiftName) }
            if cases.isEmpty { writer.writeEmptyRawRepresentable() }
            writer.printer.lines(
                [
                    "",
                    identifierDoc,
                    "\(writer.access)var identifier: String { Tables.\(line)(rawValue).key }",
                    "",
                    "/// The \(name.lowercased()) with this identifier, or nil when it is not one of ours.",
                    "\(writer.access)init?(identifier: String) {",
                    "    guard let index = Tables.\(line)Index.line(of: identifier) else { return nil }",
                    "    self.init(rawValue: index)",
                    "}",
                ] + members)
        }
    }

    /// An enum without cases cannot have a raw type, so an empty one spells the conformance out.
    private func rawValueConformances(isEmpty: Bool) -> String {
        isEmpty ? "RawRepresentable, CaseIterable, Sendable" : "Int, CaseIterable, Sendable"
    }

    private mutating func writeEmptyRawRepresentable() {
        printer.lines([
            "\(access)init?(rawValue: Int) { return nil }",
            "\(access)var rawValue: Int { switch self {} }",
        ])
    }

    // MARK: - Value types

    private mutating func writeValueTypes() {
        printer.lines([
            "/// How iOS treats a button; the raw values are those of `UNNotificationActionOptions`.",
            "\(access)struct ActionOptions: OptionSet, Hashable, Sendable {",
            "    \(access)let rawValue: UInt",
            "    \(access)init(rawValue: UInt) { self.rawValue = rawValue }",
            "",
            "    /// The button works only on an unlocked device.",
            "    \(access)static let authenticationRequired = ActionOptions(rawValue: 1 << 0)",
            "    /// The button is drawn in red, for a choice that cannot be undone.",
            "    \(access)static let destructive = ActionOptions(rawValue: 1 << 1)",
            "    /// Tapping the button opens the app.",
            "    \(access)static let foreground = ActionOptions(rawValue: 1 << 2)",
            "}",
            "",
            "/// How iOS treats a category; the raw values are those of `UNNotificationCategoryOptions`.",
            "\(access)struct CategoryOptions: OptionSet, Hashable, Sendable {",
            "    \(access)let rawValue: UInt",
            "    \(access)init(rawValue: UInt) { self.rawValue = rawValue }",
            "",
            "    /// Dismissing the notification is reported to the app.",
            "    \(access)static let customDismissAction = CategoryOptions(rawValue: 1 << 0)",
            "    /// CarPlay may show the notification.",
            "    \(access)static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)",
            "    /// The title stays visible when previews are hidden.",
            "    \(access)static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)",
            "    /// The subtitle stays visible when previews are hidden.",
            "    \(access)static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)",
            "}",
            "",
            "/// A button icon, shown from iOS 15 on.",
            "\(access)enum Icon: Hashable, Sendable {",
            "    /// An SF Symbol, by name.",
            "    case system(String)",
            "    /// An image in the app's asset catalog, by name.",
            "    case template(String)",
            "}",
            "",
            "/// The text field of a text-input button.",
            "\(access)struct TextInput: Equatable, Sendable {",
            "    /// The send button's titles by Hive language code.",
            "    \(access)let buttonTitles: [String: String]",
            "    /// The empty field's placeholders by Hive language code, one for each language that has one.",
            "    \(access)let placeholders: [String: String]",
            "",
            "    /// The send button's title in `language`, falling back to English.",
            "    \(access)func buttonTitle(for language: String) -> String {",
            "        \(namespace).localized(buttonTitles, for: language)",
            "    }",
            "",
            "    /// The placeholder in `language`, falling back to English, else empty.",
            "    \(access)func placeholder(for language: String) -> String {",
            "        \(namespace).localized(placeholders, for: language)",
            "    }",
            "}",
            "",
            "/// The text for `language` (a Hive code or an Apple locale identifier), else the",
            "/// English one; empty when there is neither (only placeholders may have no text).",
            "private static func localized(_ texts: [String: String], for language: String) -> String {",
            "    texts[supportedLanguage(for: language) ?? \"en\"] ?? texts[\"en\"] ?? \"\"",
            "}",
            "",
            "/// The `field` of `action` in `language`, else in English, else empty.",
            Self.outOfLine,
            "fileprivate static func text(_ field: Tables.Field, of action: Int, for language: String) -> String {",
            "    if let index = languageIndex(for: language), let text = Tables.text(field, of: action, in: index) {",
            "        return text",
            "    }",
            "    return Tables.text(field, of: action, in: 0) ?? \"\"",
            "}",
            "",
            "/// The `field` of `action` by Hive language code, in each language that has it.",
            Self.outOfLine,
            "private static func texts(_ field: Tables.Field, of action: Int) -> [String: String] {",
            "    var texts: [String: String] = [:]",
            "    for index in languages.indices {",
            "        if let text = Tables.text(field, of: action, in: index) { texts[languages[index]] = text }",
            "    }",
            "    return texts",
            "}",
        ])
    }

    // MARK: - Tables

    /// The most lines one table literal holds: a lookup reads no more than this.
    static let blockSize = 32

    /// For the generated helpers that many members call: `-O` then optimises each once, not
    /// again inside every caller (Benchmarks/README.md, "Where the registry's compile time goes").
    static let outOfLine = "@inline(never)"

    private mutating func writeTables() {
        printer.lines([
            "/// The registry's data, one entry per line, so that a changed text is a one-line diff.",
            "/// Every table is cut into string literals of `blockSize` lines: a lookup picks its",
            "/// literal by position and reads at most that many lines, so nothing is built on first",
            "/// use but the identifier indexes.",
        ])
        block("fileprivate enum Tables {") { writer in
            writer.printer.line("static let blockSize = \(Self.blockSize)")
            writer.printer.line()
            writer.writeActionTable()
            writer.printer.line()
            writer.writeCategoryTable()
            writer.printer.line()
            writer.writeTextTables()
            writer.printer.line()
            writer.writeTableReader()
        }
    }

    private mutating func writeActionTable() {
        writeIdentifiedTable(
            "action", plural: "actions", count: catalog.actions.count,
            doc: [
                "/// One line per action, in case order: the identifier, the options' raw value",
                "/// (`UNNotificationActionOptions`) and their names, `textInput` for a text field, then",
                "/// `system: NAME` or `template: NAME` for an icon.",
            ]
        ) { catalog, index, line in
            let action = catalog.actions[index]
            Self.appendHead(
                action.id, action.options.reduce(0) { $0 | $1.appleRawValue }, action.options.map(\.rawValue),
                to: &line)
            if action.textInput != nil { line += " textInput".utf8 }
            switch action.icon {
            case .system(let name):
                line += " system: ".utf8
                SwiftRegistryLiteral.appendLineContent(name, to: &line)
            case .template(let name):
                line += " template: ".utf8
                SwiftRegistryLiteral.appendLineContent(name, to: &line)
            case nil: break
            }
        }
    }

    private mutating func writeCategoryTable() {
        writeIdentifiedTable(
            "category", plural: "categories", count: catalog.categories.count,
            doc: [
                "/// One line per category, in case order: the identifier, the options' raw value",
                "/// (`UNNotificationCategoryOptions`) and their names, then after `: ` its actions'",
                "/// identifiers.",
            ]
        ) { catalog, index, line in
            let category = catalog.categories[index]
            Self.appendHead(
                category.id, category.options.reduce(0) { $0 | $1.appleRawValue },
                category.options.map(\.rawValue), to: &line)
            line.append(UInt8(ascii: ":"))
            for id in category.actionIDs { Self.appendWord(id, to: &line) }
        }
    }

    /// The table `plural` with the line `writeLine` makes for each of `count` rows of the
    /// catalog, then its index (`actionIndex`, `categoryIndex`).
    private mutating func writeIdentifiedTable(
        _ name: String, plural: String, count: Int, doc: [String],
        _ writeLine: (Catalog, Int, inout [UInt8]) -> Void
    ) {
        printer.lines(doc)
        writeBlocks("static let \(plural): [StaticString] = [", count: count) { writer, range in
            let catalog = writer.catalog
            for index in range {
                writer.writeTableLine { line in writeLine(catalog, index, &line) }
            }
        }
        printer.lines(["", "static let \(name)Index = Index(\(plural))"])
    }

    /// One table per language, in the blocks of the action table: each block holds its actions'
    /// titles in case order, as `ID: text`, then the button title and placeholder of those with
    /// a text field, as `ID button: text` and `ID placeholder: text`. A line without `:` has no
    /// text in that language.
    private mutating func writeTextTables() {
        printer.lines([
            "/// The texts, language by language in the order of `languages`, each language in the",
            "/// blocks of `actions`: a block has its actions' titles, as `IDENTIFIER: text`, then the",
            "/// button title and placeholder of those with a text field. A line without `:` has no",
            "/// text in that language.",
        ])
        let codes = languages.map(\.rawValue)
        writeBlocks("static let texts: [StaticString] = [", count: catalog.actions.count, groups: codes) {
            writer, group, range in
            let language = writer.languages[group]
            for index in range {
                writer.writeTextLine(
                    writer.catalog.actions[index].id, "", writer.catalog.actions[index].title[language])
            }
            for index in range {
                // Only the text field is copied: a copy of the whole action retains every field.
                guard let textInput = writer.catalog.actions[index].textInput else { continue }
                let id = writer.catalog.actions[index].id
                writer.writeTextLine(id, " button", textInput.button[language])
                writer.writeTextLine(id, " placeholder", textInput.placeholder[language])
            }
        }
    }

    /// `ID` and `suffix`, then `: text` when there is a text: `ID:` alone for an empty one, since
    /// a trailing space would not survive editors.
    private mutating func writeTextLine(_ id: String, _ suffix: String, _ text: String?) {
        writeTableLine { line in
            id.withUTF8InPlace { line.append(contentsOf: $0) }
            suffix.withUTF8InPlace { line.append(contentsOf: $0) }
            guard let text else { return }
            line.append(UInt8(ascii: ":"))
            if !text.isEmpty {
                line.append(UInt8(ascii: " "))
                SwiftRegistryLiteral.appendLineContent(text, to: &line)
            }
        }
    }

    /// `opening`, the lines `body` writes for each range of `blockSize` rows, each range as one
    /// multi-line string literal, then `]`.
    private mutating func writeBlocks(
        _ opening: String, count: Int, _ body: (inout Self, Range<Int>) -> Void
    ) {
        writeBlocks(opening, count: count, groups: [""]) { writer, _, range in body(&writer, range) }
    }

    /// `writeBlocks` for each group in turn, after a comment with its name when there are
    /// several, all in one array; `body` gets the group's position in `groups`.
    private mutating func writeBlocks(
        _ opening: String, count: Int, groups: [String], _ body: (inout Self, Int, Range<Int>) -> Void
    ) {
        printer.line(opening)
        indented { writer in
            for group in groups.indices {
                if groups.count > 1 && count > 0 { writer.printer.line("// " + groups[group]) }
                for start in stride(from: 0, to: count, by: Self.blockSize) {
                    writer.printer.line("\"\"\"")
                    body(&writer, group, start..<min(start + Self.blockSize, count))
                    writer.printer.line("\"\"\",")
                }
            }
        }
        printer.line("]")
    }

    /// `id`, the options' raw value, then their names: how action and category lines start.
    private static func appendHead(_ id: String, _ rawValue: UInt, _ names: [String], to line: inout [UInt8])
    {
        line += id.utf8
        appendWord(String(rawValue), to: &line)
        for name in names { appendWord(name, to: &line) }
    }

    /// A space, then `word`.
    private static func appendWord(_ word: String, to line: inout [UInt8]) {
        line.append(UInt8(ascii: " "))
        line += word.utf8
    }

    /// One line of a table, from the bytes `fill` appends, through one reused buffer.
    private mutating func writeTableLine(_ fill: (inout [UInt8]) -> Void) {
        lineBuffer.removeAll(keepingCapacity: true)
        fill(&lineBuffer)
        printer.line(utf8: lineBuffer)
    }

    private mutating func writeTableReader() {
        printer.lines([
            "/// The line of `action` in `actions`.",
            "\(Self.outOfLine)",
            "static func action(_ action: Int) -> Line {",
            "    Line(action % blockSize, of: actions[action / blockSize])!",
            "}",
            "",
            "/// The line of `category` in `categories`.",
            "\(Self.outOfLine)",
            "static func category(_ category: Int) -> Line {",
            "    Line(category % blockSize, of: categories[category / blockSize])!",
            "}",
            "",
            "/// The texts an action has.",
            "enum Field { case title, button, placeholder }",
            "",
            "/// The `field` of `action` in `languages[language]`, or nil when it has none there.",
            Self.outOfLine,
            "static func text(_ field: Field, of action: Int, in language: Int) -> String? {",
            "    // `actions.count`: how many blocks each language has.",
            "    let block = texts[language * actions.count + action / blockSize]",
            "    if case .title = field { return Line(action % blockSize, of: block)?.text }",
            "    // A text field's lines follow the block's titles: `ID button: …`, then `ID placeholder: …`.",
            "    let key = Tables.action(action)",
            "    var line = Line(0, of: block)",
            "    while let current = line, !current.isTextField(of: key) { line = current.next }",
            "    if case .button = field { return line?.text }",
            "    return line?.next?.text",
            "}",
            "",
            "/// A line of a table: `head` or `head: text`, where the head is an identifier and words",
            "/// without `:`. It points into a string literal's constant storage.",
            "struct Line {",
            "    let start: UnsafePointer<UInt8>",
            "    /// The bytes of the line, without its line break.",
            "    let count: Int",
            "    /// The end of the literal holding the line.",
            "    private let end: UnsafePointer<UInt8>",
            "",
            "    /// Line `index` of `block`; nil past its end, and for a block of a single scalar,",
            "    /// which Swift stores without a pointer (a one-character identifier without text).",
            "    \(Self.outOfLine)",
            "    init?(_ index: Int, of block: StaticString) {",
            "        guard block.hasPointerRepresentation else { return nil }",
            "        var start = block.utf8Start",
            "        let end = start + block.utf8CodeUnitCount",
            "        var skipped = 0",
            "        while skipped < index {",
            "            // Eight bytes at a time while they hold no line break.",
            "            while start + 8 <= end {",
            "                let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A",
            "                guard (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 == 0 else { break }",
            "                start += 8",
            "            }",
            "            guard start < end else { return nil }",
            "            if start.pointee == 0x0A { skipped += 1 }",
            "            start += 1",
            "        }",
            "        self.init(start, end)",
            "    }",
            "",
            "    \(Self.outOfLine)",
            "    private init(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) {",
            "        var stop = start",
            "        while stop < end && stop.pointee != 0x0A { stop += 1 }",
            "        self.start = start",
            "        self.count = stop - start",
            "        self.end = end",
            "    }",
            "",
            "    /// The line after this one in its literal, or nil after the last.",
            "    var next: Line? { start + count < end ? Line(start + count + 1, end) : nil }",
            "",
            "    /// The offset of the first `byte` from `offset` on, or `count`.",
            "    \(Self.outOfLine)",
            "    private func offset(of byte: UInt8, from offset: Int = 0) -> Int {",
            "        var offset = offset",
            "        while offset < count && start[offset] != byte { offset += 1 }",
            "        return offset",
            "    }",
            "",
            "    \(Self.outOfLine)",
            "    func string(_ from: Int, _ to: Int) -> String {",
            "        String(decoding: UnsafeBufferPointer(start: start + from, count: to - from), as: UTF8.self)",
            "    }",
            "",
            "    /// The length of the first word, the identifier.",
            "    var keyCount: Int { min(offset(of: 0x20), offset(of: 0x3A)) }",
            "",
            "    /// The identifier.",
            "    var key: String { string(0, keyCount) }",
            "",
            "    /// Where the text after `: ` starts; `count` when there is none.",
            "    var textStart: Int { min(offset(of: 0x3A) + 2, count) }",
            "",
            "    /// The text after `: ` (or a bare `:`); nil when the line has no `:`.",
            "    var text: String? { offset(of: 0x3A) < count ? string(textStart, count) : nil }",
            "",
            "    /// The decimal number after the identifier.",
            "    var number: UInt {",
            "        var value: UInt = 0",
            "        var offset = keyCount + 1",
            "        while offset < count && start[offset] >= 0x30 && start[offset] <= 0x39 {",
            "            value = value * 10 + UInt(start[offset] - 0x30)",
            "            offset += 1",
            "        }",
            "        return value",
            "    }",
            "",
            "    /// Whether `word` is one of the head's words after the identifier.",
            "    \(Self.outOfLine)",
            "    func hasWord(_ word: StaticString) -> Bool {",
            "        let headEnd = offset(of: 0x3A)",
            "        var wordStart = keyCount + 1",
            "        while wordStart < headEnd {",
            "            let wordEnd = min(offset(of: 0x20, from: wordStart), headEnd)",
            "            if wordEnd - wordStart == word.utf8CodeUnitCount {",
            "                var offset = 0",
            "                while offset < word.utf8CodeUnitCount && start[wordStart + offset] == word.utf8Start[offset] {",
            "                    offset += 1",
            "                }",
            "                if offset == word.utf8CodeUnitCount { return true }",
            "            }",
            "            wordStart = wordEnd + 1",
            "        }",
            "        return false",
            "    }",
            "",
            "    /// Whether this is a text-field line (`ID button` or `ID placeholder`) of the action",
            "    /// whose line is `action`.",
            "    func isTextField(of action: Line) -> Bool {",
            "        let keyCount = action.keyCount",
            "        guard count > keyCount && start[keyCount] == 0x20 else { return false }",
            "        for offset in 0..<keyCount where start[offset] != action.start[offset] { return false }",
            "        return true",
            "    }",
            "}",
            "",
            "/// The line of each identifier in a table: an open-addressing hash table over the",
            "/// identifiers' bytes, built on first use.",
            "struct Index: Sendable {",
            "    private let table: [StaticString]",
            "    /// Line numbers plus one by hash; 0 marks a free slot.",
            "    private let slots: [Int]",
            "",
            "    init(_ table: [StaticString]) {",
            "        var capacity = 2",
            "        while capacity < table.count * blockSize * 2 { capacity *= 2 }",
            "        var slots = [Int](repeating: 0, count: capacity)",
            "        for block in table.indices {",
            "            var line = Line(0, of: table[block])",
            "            var number = block * blockSize",
            "            while let current = line {",
            "                var hash = Index.seed",
            "                for offset in 0..<current.keyCount { hash = Index.mix(hash, current.start[offset]) }",
            "                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)",
            "                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }",
            "                number += 1",
            "                slots[slot] = number",
            "                line = current.next",
            "            }",
            "        }",
            "        self.table = table",
            "        self.slots = slots",
            "    }",
            "",
            "    /// FNV-1a.",
            "    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325",
            "    private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {",
            "        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3",
            "    }",
            "",
            "    \(Self.outOfLine)",
            "    func line(of identifier: String) -> Int? {",
            "        var hash = Index.seed",
            "        for byte in identifier.utf8 { hash = Index.mix(hash, byte) }",
            "        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)",
            "        while slots[slot] != 0 {",
            "            let line = slots[slot] - 1",
            "            if Line(line % blockSize, of: table[line / blockSize])!.key == identifier { return line }",
            "            slot = (slot + 1) & (slots.count - 1)",
            "        }",
            "        return nil",
            "    }",
            "}",
        ])
    }

    // MARK: - UserNotifications

    private mutating func writeUserNotificationsGlue() {
        // Copies for the blocks' closures, which cannot read `self` while it is being written.
        let (access, namespace) = (self.access, self.namespace)
        // A closure over the cases of an empty enum is code that "will never be executed".
        // A loop over the cases of an empty enum is code that "will never be executed".
        let allNotificationCategories =
            catalog.categories.isEmpty
            ? ["[]"]
            : [
                "var categories = Set<UNNotificationCategory>()",
                "for category in Category.allCases { categories.insert(category.notificationCategory(language: language)) }",
                "return categories",
            ]
        let notificationActions =
            catalog.actions.isEmpty
            ? ["let notificationActions: [UNNotificationAction] = []"]
            : [
                "var notificationActions: [UNNotificationAction] = []",
                "for action in actions { notificationActions.append(action.notificationAction(language: language)) }",
            ]
        printer.line("#if canImport(UserNotifications) && !os(tvOS)")
        printer.line(SwiftRegistryAvailability.userNotifications.attribute)
        block("nonisolated extension \(namespace) {") { writer in
            writer.printer.lines([
                "/// Registers every category with titles in `language`, merged into what is registered:",
                "/// categories with our identifiers are replaced, all others (another SDK's, or the",
                "/// app's own) are kept.",
                "///",
                "/// With the Hive SDK, let Hive register its categories from `hive_push_actions.json` and",
                "/// use this registry for typed identifiers, routing and `Category(userInfo:)`; call",
                "/// `register` only without Hive, or for categories Hive cannot express. Called after",
                "/// Hive's own registration, it replaces Hive's categories that have the same identifiers:",
                "/// Apple's `setNotificationCategories` replaces the whole set.",
                "///",
                "/// On the main actor, where launch code runs: the centre is not `Sendable`, so it stays",
                "/// with the caller, and apps call this once at launch, after other SDKs set theirs up.",
                SwiftRegistryAvailability.concurrency.attribute,
                "@MainActor",
                "\(access)static func register(language: String, center: UNUserNotificationCenter = .current()) async {",
                "    var categories = notificationCategories(language: language)",
                "    for category in await center.notificationCategories() where Category(identifier: category.identifier) == nil {",
                "        categories.insert(category)",
                "    }",
                "    center.setNotificationCategories(categories)",
                "}",
                "",
                "/// Every category, with titles in `language`.",
                "\(access)static func notificationCategories(language: String) -> Set<UNNotificationCategory> {",
            ])
            writer.printer.indented { $0.lines(allNotificationCategories) }
            writer.printer.lines([
                "}",
                "",
                "/// What the user typed, when `response` comes from a text-input button.",
                "\(access)static func userText(in response: UNNotificationResponse) -> String? {",
                "    (response as? UNTextInputNotificationResponse)?.userText",
                "}",
            ])
        }
        printer.line()
        printer.line(SwiftRegistryAvailability.userNotifications.attribute)
        block("nonisolated extension \(namespace).Action {") { writer in
            writer.printer.lines([
                "/// The button the user tapped, or nil when it is not one of ours: another SDK's",
                "/// button, a tap on the notification or a dismissal (Apple's identifiers start with",
                "/// `com.apple.`, which actionc never accepts in an id).",
                "\(access)init?(response: UNNotificationResponse) {",
                "    self.init(identifier: response.actionIdentifier)",
                "}",
                "",
                "/// The button for a `UNNotificationCategory`, with its texts in `language`.",
                "\(access)func notificationAction(language: String) -> UNNotificationAction {",
                "    let title = self.title(for: language)",
                "    let options = UNNotificationActionOptions(rawValue: self.options.rawValue)",
                "    let textInput = textInputTexts(for: language)",
                "    if \(SwiftRegistryAvailability.actionIcon.condition), let icon = notificationIcon {",
                "        if let textInput {",
                "            return UNTextInputNotificationAction(",
                "                identifier: identifier, title: title, options: options, icon: icon,",
                "                textInputButtonTitle: textInput.button, textInputPlaceholder: textInput.placeholder)",
                "        }",
                "        return UNNotificationAction(identifier: identifier, title: title, options: options, icon: icon)",
                "    }",
                "    if let textInput {",
                "        return UNTextInputNotificationAction(",
                "            identifier: identifier, title: title, options: options,",
                "            textInputButtonTitle: textInput.button, textInputPlaceholder: textInput.placeholder)",
                "    }",
                "    return UNNotificationAction(identifier: identifier, title: title, options: options)",
                "}",
                "",
                SwiftRegistryAvailability.actionIcon.attribute,
                "private var notificationIcon: UNNotificationActionIcon? {",
                "    switch icon {",
                "    case .system(let name)?: return UNNotificationActionIcon(systemImageName: name)",
                "    case .template(let name)?: return UNNotificationActionIcon(templateImageName: name)",
                "    case nil: return nil",
                "    }",
                "}",
            ])
        }
        printer.line()
        printer.line(SwiftRegistryAvailability.userNotifications.attribute)
        block("nonisolated extension \(namespace).Category {") { writer in
            writer.printer.lines([
                "/// The category of a delivered notification, or nil when it is not one of ours.",
                "\(access)init?(notification: UNNotification) {",
                "    self.init(identifier: notification.request.content.categoryIdentifier)",
                "}",
                "",
                "/// The category to register with `UNUserNotificationCenter`, with texts in `language`.",
                "\(access)func notificationCategory(language: String) -> UNNotificationCategory {",
            ])
            writer.printer.indented { $0.lines(notificationActions) }
            writer.printer.lines([
                "    return UNNotificationCategory(",
                "        identifier: identifier, actions: notificationActions,",
                "        intentIdentifiers: [], options: UNNotificationCategoryOptions(rawValue: options.rawValue))",
                "}",
            ])
        }
        printer.line("#endif")
    }
}

/// The platform versions the generated code gates Apple's APIs on. The registry tests check
/// each gate in the generated file against Apple's minimums (Tests/RegistryTests).
struct SwiftRegistryAvailability: Sendable {
    /// Platform and minimum version, such as `("iOS", "13.0")`.
    let platforms: [(name: String, version: String)]

    /// UserNotifications itself: the glue's extensions.
    static let userNotifications = Self([("iOS", "10.0"), ("macOS", "10.14"), ("watchOS", "3.0")])
    /// Swift concurrency: every `async` member.
    static let concurrency = Self([("iOS", "13.0"), ("macOS", "10.15"), ("watchOS", "6.0")])
    /// `UNNotificationActionIcon` and the initialisers that take one.
    static let actionIcon = Self([("iOS", "15.0"), ("macOS", "12.0"), ("watchOS", "8.0")])

    init(_ platforms: [(name: String, version: String)]) {
        self.platforms = platforms
    }

    /// `iOS 13.0, macOS 10.15, watchOS 6.0, *`
    var arguments: String {
        platforms.map { $0.name + " " + $0.version }.joined(separator: ", ") + ", *"
    }

    /// `@available(…)` for a declaration.
    var attribute: String { "@available(\(arguments))" }

    /// `#available(…)` for a condition.
    var condition: String { "#available(\(arguments))" }
}

/// Apple's raw values, which the registry's `ActionOptions` and `CategoryOptions` declare.
extension ActionOption {
    fileprivate var appleRawValue: UInt {
        switch self {
        case .authenticationRequired: 1 << 0
        case .destructive: 1 << 1
        case .foreground: 1 << 2
        }
    }
}

extension CategoryOption {
    fileprivate var appleRawValue: UInt {
        switch self {
        case .customDismissAction: 1 << 0
        case .allowInCarPlay: 1 << 1
        case .hiddenPreviewsShowTitle: 1 << 2
        case .hiddenPreviewsShowSubtitle: 1 << 3
        case .allowAnnouncement: 1 << 4
        }
    }
}
