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
/// The file has two parts. This renderer writes the first: the enums' cases and the tables,
/// each a string literal with one line per action or category (a changed text is a one-line
/// diff), which the Swift compiler handles in time linear in its bytes where `switch`
/// statements and dictionary or array literals of the same texts cost super-linear time
/// (Benchmarks/README.md, "Registry compile cost"). The second part is the same in every
/// app: `RegistryRuntime/RegistryRuntime.swift`, embedded as written (`SwiftRegistryRuntime`).
public enum SwiftRegistryRenderer {
    public static func render(_ catalog: Catalog, options: SwiftRegistryOptions) -> String {
        var writer = SwiftRegistryWriter(catalog: catalog, options: options)
        writer.writeFile()
        return writer.printer.text
    }

    /// The languages the registry holds: the catalog's, with English (the fallback) first.
    static func languages(of catalog: Catalog) -> [Language] {
        [.english] + catalog.languages.filter { $0 != .english }
    }

    /// A localized text the registry holds for each action or category: one column in each
    /// language's table, read by the runtime as `Tables.Field.<name>`.
    struct TextField: Sendable {
        let name: String
        /// The field's text of each row of its table (the actions, or the categories), in case order.
        let texts: @Sendable (Catalog) -> [LocalizedText?]
    }

    /// Every localized text, in the order of the columns of a language's table. A new one is
    /// an entry here and a member in the runtime that reads it.
    static let textFields = [
        TextField(name: "title") { $0.actions.map(\.title) },
        TextField(name: "buttonTitle") { $0.actions.map(\.textInput?.button) },
        TextField(name: "placeholder") { $0.actions.map(\.textInput?.placeholder) },
        TextField(name: "hiddenPreviewsBodyPlaceholder") {
            $0.categories.map(\.hiddenPreviewsBodyPlaceholder)
        },
        TextField(name: "summaryFormat") { $0.categories.map(\.summaryFormat) },
    ]
}

private struct SwiftRegistryWriter {
    let catalog: Catalog
    let namespace: String
    let accessLevel: SwiftRegistryOptions.AccessLevel
    /// The access keyword with its trailing space; empty for `internal`, as hand-written code omits it.
    let access: String
    let languages: [Language]
    var printer: CodePrinter
    /// The bytes of the table line being written, kept between lines for its capacity.
    private var lineBuffer: [UInt8] = []

    init(catalog: Catalog, options: SwiftRegistryOptions) {
        self.catalog = catalog
        self.namespace = options.namespace
        self.accessLevel = options.accessLevel
        self.access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        self.languages = SwiftRegistryRenderer.languages(of: catalog)
        self.printer = CodePrinter(estimatedSize: Self.estimatedSize(of: catalog, languages: languages.count))
    }

    /// Enough for the file in one allocation: the fixed part, then every identifier and text
    /// once per table it is in, each with its line break.
    private static func estimatedSize(of catalog: Catalog, languages: Int) -> Int {
        var size = SwiftRegistryRuntime.text.utf8.count + 4_000
        for action in catalog.actions {
            for text in [action.title, action.textInput?.button, action.textInput?.placeholder] {
                size += text?.entries.reduce(0) { $0 + $1.text.utf8.count + 1 } ?? 0
            }
            size += action.id.utf8.count + action.swiftName.utf8.count + 3 * languages
        }
        for category in catalog.categories {
            size += category.actionIDs.reduce(category.id.utf8.count) { $0 + $1.utf8.count + 1 } * 2
        }
        return size
    }

    mutating func writeFile() {
        writeHeader()
        printer.lines([
            "/// The buttons (actions) and button sets (categories) of this app's push notifications.",
            "///",
            "/// Nonisolated, like everything in it: lookups into constant tables, callable from any",
            "/// actor, thread or default isolation. Only `register` is bound to the main actor.",
        ])
        printer.line("\(access)nonisolated enum \(namespace) {")
        printer.indent()
        printer.lines([
            "/// The fingerprint of the categories and the actions each shows, the same as the server",
            "/// manifest's `catalogVersion`: a push fits this build when the two agree.",
            "\(access)static let catalogVersion = \(SwiftRegistryLiteral.string(catalog.version))",
            "",
            "/// The languages titles are written in, as Hive language codes; English, the fallback, is first.",
            "\(access)static let languages: [String] = ["
                + languages.map { SwiftRegistryLiteral.string($0.hiveCode ?? $0.identifier) }.joined(
                    separator: ", ") + "]",
            "",
            "/// A button on a notification. The raw value is the case's position, which changes when",
            "/// actions are added: store, send and compare `identifier`, never `rawValue`.",
        ])
        writeEnum("Action", cases: catalog.actions.map(\.swiftName))
        printer.lines([
            "",
            "/// A set of buttons, chosen by a push's `aps.category`. The raw value is the case's",
            "/// position: store, send and compare `identifier`, never `rawValue`.",
        ])
        writeEnum("Category", cases: catalog.categories.map(\.swiftName))
        printer.line()
        writeTables()
        printer.outdent()
        printer.line("}")
        printer.line()
        SwiftRegistryRuntime.write(to: &printer, namespace: namespace, access: access)
    }

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
            // The public and package registries show UserNotifications types in their API,
            // which `InternalImportsByDefault` requires an import of the same level for.
            "\(access)import UserNotifications",
            "#endif",
            "",
        ])
    }

    /// An `Int`-backed enum with a case per identifier (`String` raw values cost the compiler
    /// super-linear time); its members are in the runtime.
    private mutating func writeEnum(_ name: String, cases: [String]) {
        guard !cases.isEmpty else {
            // An enum without cases cannot have a raw type, so it spells the conformance out.
            printer.block("\(access)enum \(name): RawRepresentable, CaseIterable, Sendable {") { printer in
                printer.line("\(access)init?(rawValue: Int) { return nil }")
                printer.line("\(access)var rawValue: Int { switch self {} }")
            }
            return
        }
        printer.block("\(access)enum \(name): Int, CaseIterable, Sendable {") { printer in
            for swiftName in cases { printer.line("case " + swiftName) }
        }
    }

    // MARK: - Tables

    private mutating func writeTables() {
        printer.lines([
            "/// The registry's data: tables of columns, each a string literal with one line per action",
            "/// or category in case order, split on first use. An empty line has no value.",
            "fileprivate enum Tables {",
        ])
        printer.indent()
        let actions = catalog.actions
        let categories = catalog.categories
        writeTable(
            "actions", columns: "ActionColumn",
            doc: "The columns of `actions`.",
            [
                ("identifier", actions.map(\.id)),
                ("systemIcon", actions.map { if case .system(let name) = $0.icon { name } else { nil } }),
                ("templateIcon", actions.map { if case .template(let name) = $0.icon { name } else { nil } }),
            ])
        writeTable(
            "categories", columns: "CategoryColumn",
            doc: "The columns of `categories`.",
            [
                ("identifier", categories.map(\.id)),
                (
                    "intentIdentifiers",
                    categories.map { category in
                        let values = category.intentIdentifiers.map(IntentIdentifiers.value(of:))
                        return values.isEmpty ? nil : values.joined(separator: " ")
                    }
                ),
            ])
        writeNumbers(
            "actionOrder", type: "Int",
            doc: "The action rows in the order of their identifiers, for a binary search.",
            Self.order(of: actions.map(\.id)))
        writeNumbers(
            "categoryOrder", type: "Int",
            doc: "The category rows in the order of their identifiers, for a binary search.",
            Self.order(of: categories.map(\.id)))
        // One flat list and where each category's part ends: an array literal per category cost
        // the optimiser 8 s at 1,000 categories.
        let rows = Dictionary(uniqueKeysWithValues: actions.enumerated().map { ($1.id, UInt($0)) })
        let members = categories.map { $0.actionIDs.compactMap { rows[$0] } }
        writeNumbers(
            "categoryActions", type: "Int",
            doc:
                "The categories' actions as action rows, one category after another, in the order iOS shows them.",
            members.flatMap(\.self))
        writeNumbers(
            "categoryActionStarts", type: "Int",
            doc: "Where each category's actions start in `categoryActions`, and where the last ones end.",
            members.reduce(into: [0]) { starts, row in starts.append((starts.last ?? 0) + UInt(row.count)) })
        writeNumbers(
            "actionOptions", type: "UInt",
            doc: "Each action's options: the raw value of `UNNotificationActionOptions`.",
            actions.map { $0.options.reduce(0) { $0 | $1.appleRawValue } })
        writeNumbers(
            "categoryOptions", type: "UInt",
            doc: "Each category's options: the raw value of `UNNotificationCategoryOptions`.",
            categories.map { $0.options.reduce(0) { $0 | $1.appleRawValue } })
        printer.line()
        writeTextTables()
        printer.outdent()
        printer.line("}")
    }

    /// The rows of `identifiers` in the order of Swift's `<` on them, the order the registry's
    /// binary search (`row(of:in:)`) compares in.
    private static func order(of identifiers: [String]) -> [UInt] {
        identifiers.indices.sorted { identifiers[$0] < identifiers[$1] }.map(UInt.init)
    }

    /// `static let NAME: [TYPE] = […]`, at most 32 numbers a line: numbers written as Swift,
    /// so that the registry parses none.
    private mutating func writeNumbers(_ name: String, type: String, doc: String, _ numbers: [UInt]) {
        printer.line("/// " + doc)
        guard numbers.count > 32 else {
            printer.line(
                "static let \(name): [\(type)] = [" + numbers.map(String.init).joined(separator: ", ") + "]")
            return
        }
        printer.block("static let \(name): [\(type)] = [", "]") { printer in
            for start in stride(from: 0, to: numbers.count, by: 32) {
                let line = numbers[start..<min(start + 32, numbers.count)].map(String.init)
                printer.line(line.joined(separator: ", ") + ",")
            }
        }
    }

    /// `enum COLUMNS: Int { case … }` naming the columns in order, then `static let NAME`, an
    /// array of one string literal per column.
    private mutating func writeTable(
        _ name: String, columns enumName: String, doc: String, _ columns: [(name: String, values: [String?])]
    ) {
        printer.line("/// " + doc)
        printer.line("enum \(enumName): Int { case " + columns.map(\.name).joined(separator: ", ") + " }")
        writeLiterals("static let \(name)", columns.map(\.values))
        printer.line()
    }

    /// The localized texts: one table per language, each holding a column per text field (in
    /// the order of `SwiftRegistryRenderer.textFields`), and the list of them in language order.
    private mutating func writeTextTables() {
        let fields = SwiftRegistryRenderer.textFields
        let texts = fields.map { $0.texts(catalog) }
        let names = languages.map(Self.constantName)
        printer.lines([
            "/// The localized texts: a language's table holds a column for each of these, in this order.",
            "enum Field: Int { case " + fields.map(\.name).joined(separator: ", ") + " }",
            "/// Every table, as the runtime reads them: the actions', the categories', then each language's.",
            "static let all = [actions, categories, " + names.joined(separator: ", ") + "]",
        ])
        for (index, language) in languages.enumerated() {
            writeLiterals("static let \(names[index])", texts.map { column in column.map { $0?[language] } })
        }
    }

    /// `declaration = [` and one string literal per column, one line per value (empty for nil):
    /// `""` when no value has text, else a multi-line literal; then `]`.
    private mutating func writeLiterals(_ declaration: String, _ columns: [[String?]]) {
        printer.print(declaration + ": [String] = [")
        for (index, values) in columns.enumerated() {
            if index > 0 { printer.print(", ") }
            guard values.contains(where: { !($0 ?? "").isEmpty }) else {
                printer.print("\"\"")
                continue
            }
            printer.line("\"\"\"")
            printer.indent()
            for value in values {
                lineBuffer.removeAll(keepingCapacity: true)
                if let value { SwiftRegistryLiteral.appendLineContent(value, to: &lineBuffer) }
                printer.line(utf8: lineBuffer)
            }
            printer.print("\"\"\"")
            printer.outdent()
        }
        printer.line("]")
    }

    /// A language identifier as a Swift name: `zh-Hant` → `zhHant`, `pt-BR` → `ptBR`.
    private static func constantName(_ language: Language) -> String {
        let words = language.identifier.split(separator: "-")
        return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }
            .joined()
    }
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
