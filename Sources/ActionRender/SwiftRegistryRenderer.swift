package import ActionModel
import ActionSyntax

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

/// Writes `PushActions.swift`, the typed registry app code uses: `Language`, `Action` and
/// `Category` enums with `String` raw values, their texts, options, icons and members, and
/// (where UserNotifications exists) builders for Apple's types, a typed `Response` and a
/// merging `register(language:center:)`.
///
/// The file has two parts. This renderer writes the first, the data, in forms a reviewer finds
/// by searching for an identifier or a title: a documented `case` per identifier, a `switch`
/// per property, and texts as `StaticString?`s: titles an array per language with a line per
/// action naming its identifier, the arrays one value, the sparser kinds one `switch` by action
/// or category, then language (`DefinitionText.isByLanguage`). Those forms are the ones that compiled fastest of the plain ones
/// measured (Benchmarks/README.md, "Registry compile cost"): a `String` literal costs the
/// optimiser several times a `StaticString`'s, and the titles of every action as arrays less
/// than a switch per language, which cost far less than one nested switch.
/// The second part is the same in every app: `RegistryRuntime/RegistryRuntime.swift`,
/// embedded as written (`SwiftRegistryRuntime`).
package enum SwiftRegistryRenderer {
    package static func render(_ catalog: Catalog, options: SwiftRegistryOptions) -> String {
        var writer = SwiftRegistryWriter(catalog: catalog, options: options)
        writer.writeFile()
        return writer.printer.text
    }

    /// The languages the registry holds: the catalog's, with English (the fallback) first.
    static func languages(of catalog: Catalog) -> [Language] {
        Language.englishFirst(catalog.languages)
    }

    /// A language's Apple locale identifier, the registry's raw value for it.
    static func identifier(of language: Language) -> String { language.identifier }

    /// Where the registry's run-time walk (`Language(identifier:)` where Foundation does not match)
    /// goes from a lowercased identifier other than to the identifier less its last subtag, for
    /// `languages`: nil for nowhere. Three kinds of step:
    /// - CLDR's parent locales after which the walk reaches another of `languages` than dropping
    ///   the child's last subtag would (`es-mx` → `es-419`, `zh-tw` → `zh-hant`);
    /// - the data file's other spellings that lead elsewhere than dropping a subtag would
    ///   (`zh-hant-hk` → `zh-hk` when the app has zh-HK), so that a device's identifier finds the
    ///   language `Language(identifier:)` finds at build time;
    /// - when any of `languages` is Chinese, Chinese without a script (`zh`, which `zh-CN` and
    ///   `zh-SG` come to) read as Simplified, and the two scripts given no parent, so that
    ///   neither falls back to the other (CLDR's parent of both is the root).
    static func lookupSteps(
        for languages: [Language], from exceptions: [(child: String, parent: String)],
        aliases: [(alias: String, identifier: String)]
    ) -> [(child: String, parent: String?)] {
        let held = languages.map { identifier(of: $0).lowercased() }
        let chinese: [(child: String, parent: String?)] =
            languages.contains { Language.chineseScript(of: identifier(of: $0).split(separator: "-")) != nil }
            ? Language.chineseLookupSteps.map { ($0.child.lowercased(), $0.parent?.lowercased()) } : []
        let cldr =
            exceptions.map { (child: $0.child.lowercased(), parent: $0.parent.lowercased()) }
            + aliases.map { (child: $0.alias.lowercased(), parent: $0.identifier.lowercased()) }
        // What the walk does at an identifier: stop at a held language, else take its step; one
        // lookup a step.
        enum Walk { case held, step(to: String?) }
        var walk = Dictionary(
            cldr.map { ($0.child, Walk.step(to: $0.parent)) }, uniquingKeysWith: { first, _ in first })
        for step in chinese { walk[step.child] = .step(to: step.parent) }
        for identifier in held { walk[identifier] = .held }
        func truncated(_ identifier: String) -> String? {
            identifier.utf8.lastIndex(of: UInt8(ascii: "-")).map { String(identifier[..<$0]) }
        }
        // The walk `Language(identifier:)` makes at run time: it ends at a held language or at nil
        // (CLDR's parents form no cycle, an alias names an identifier, and the Chinese steps end
        // at a script).
        func firstHeld(from identifier: String?) -> String? {
            var candidate = identifier
            while let current = candidate {
                switch walk[current] {
                case .held: return current
                case .step(let next): candidate = next
                case nil: candidate = truncated(current)
                }
            }
            return nil
        }
        let needed = cldr.filter { firstHeld(from: $0.parent) != firstHeld(from: truncated($0.child)) }
        return chinese + needed.map { (child: $0.child, parent: Optional($0.parent)) }
    }
}

/// How the registry holds a kind of text: a value or an enum of the texts, and a method of the
/// action or category (`runtimeName`) that looks one up by language, which the runtime reads
/// (`title(_:)`).
///
/// Titles, which every action has, are an array per language, a line per action: as a
/// `switch` per language, each title was a `case` the type checker matched, a block and a
/// debugger stop in the object code, a third of a 1,000-category debug build. The arrays are
/// the fields of one value, made in one initialiser: `-O`'s dead-store elimination spends a
/// budget of instructions per function on an array literal's stores, asking for each
/// `StaticString` whether the array reaches it, so sixteen `static let`s, each its own
/// initialiser, cost sixteen budgets, 41 % of a 100-category registry's `-O` instructions. The
/// other kinds, which few actions or categories have, are one `switch` over those, each a
/// `switch` over its languages: split by language, they were small functions that the
/// optimiser copied into every lookup, 8 % of a 100-category registry's instructions at `-O`.
extension DefinitionText {
    /// The type's name, and what its doc comment calls the texts.
    fileprivate var registryType: (name: String, description: String) {
        switch self {
        case .action(.title): ("Titles", "Action titles")
        case .action(.textInputButton): ("ButtonTitles", "Send-button titles")
        case .action(.textInputPlaceholder): ("Placeholders", "Text-field placeholders")
        case .category(.hiddenPreviewsBodyPlaceholder):
            ("BodyPlaceholders", "Hidden-previews body placeholders")
        case .category(.summaryFormat): ("SummaryFormats", "Summary formats")
        }
    }

    /// The `static let` holding the texts, for the kinds held by language: `titles`.
    fileprivate var registryValue: String {
        let name = registryType.name
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// An array per language, in the order of the actions' cases; else one `switch` over the
    /// actions or categories. Arrays are read at `Action.position`, which only actions have.
    fileprivate var isByLanguage: Bool { self == .action(.title) }
}

private struct SwiftRegistryWriter {
    let catalog: Catalog
    let namespace: String
    /// The access keyword with its trailing space; empty for `internal`, as hand-written code omits it.
    let access: String
    let languages: [Language]
    var printer: CodePrinter
    /// Whether the Hive SDK reads the definitions too: only then does the file speak of Hive.
    let isForHive: Bool
    /// Each kind's texts by action or category (`texts(of:)`), in the order of
    /// `DefinitionText.allCases`, read once: the texts' writers read them several times. Only
    /// the texts: names and identifiers are read where printed, as most kinds print none.
    let textsByKind: [[LocalizedText?]]
    /// Each category's actions, by their index in the catalog (the first where two share an
    /// identifier; none for an identifier no action has): found once for the doc comments and
    /// the `actions` switch, where looking each identifier up in both cost a search by hash each.
    let memberIndices: [[Int]]

    init(catalog: Catalog, options: SwiftRegistryOptions) {
        self.isForHive = catalog.targets.contains(.hive)
        self.catalog = catalog
        self.namespace = options.namespace
        self.access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        self.languages = SwiftRegistryRenderer.languages(of: catalog)
        self.printer = CodePrinter(estimatedSize: Self.estimatedSize(of: catalog))
        self.textsByKind = DefinitionText.allCases.map { kind in
            switch kind {
            case .action(let text): text.texts(of: catalog.actions)
            case .category(let text): text.texts(of: catalog.categories)
            }
        }
        let actions = catalog.actions
        let actionIndices = Dictionary(
            actions.indices.map { (actions[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let categories = catalog.categories
        self.memberIndices = categories.indices.map {
            categories[$0].actionIDs.compactMap { actionIndices[$0] }
        }
    }

    /// Enough for the file in one allocation: the fixed part, then every text and identifier
    /// with the code around it.
    private static func estimatedSize(of catalog: Catalog) -> Int {
        var size = SwiftRegistryRuntime.text.utf8.count + 8_000
        // By index: a loop over the actions would copy every field of each.
        let actions = catalog.actions
        for kind in ActionText.allCases {
            for (index, texts) in kind.texts(of: actions).enumerated() {
                let nameSize = actions[index].swiftName.utf8.count
                size += texts?.entries.reduce(0) { $0 + $1.text.utf8.count + nameSize + 20 } ?? 0
            }
        }
        for index in actions.indices { size += 3 * actions[index].id.utf8.count + 200 }
        for category in catalog.categories {
            size += category.actionIDs.reduce(3 * category.id.utf8.count + 200) { $0 + $1.utf8.count * 2 + 8 }
        }
        return size
    }

    mutating func writeFile() {
        writeHeader()
        printer.lines([
            "/// The buttons (actions) and button sets (categories) of this app's push notifications.",
            "///",
            "/// Nonisolated, like everything in it: constant data, callable from any actor, thread or",
            "/// default isolation. Only `register` is bound to the main actor.",
        ])
        printer.line("\(access)nonisolated enum \(namespace) {")
        printer.indent()
        printer.lines([
            "/// The fingerprint of the categories and the actions each shows, the same as the server",
            "/// manifest's `catalogVersion`: a push fits this build when the two agree.",
            "\(access)static let catalogVersion = \(SwiftRegistryLiteral.string(catalog.version))",
            "",
        ])
        writeLanguages()
        printer.lines([
            "",
            "/// A button on a notification. The raw value is its identifier in the definitions: what",
            "/// iOS reports a tap with" + (isForHive ? " and Hive sends" : "")
                + "; `init(rawValue:)` finds it.",
        ])
        let actions = catalog.actions
        writeEnum("Action", cases: actions.indices.map { (actions[$0].swiftName, actions[$0].id) }) {
            index, printer in
            if let title = actions[index].title[.english] {
                Self.printQuoted(title, to: &printer)
            } else {
                printer.print(literal: "-")
            }
            printer.print(literal: ", ")
            // The fields, not the action: passing `actions[index]` would copy all of its fields.
            Self.printButtonSummary(
                options: actions[index].options, textInput: actions[index].textInput,
                icon: actions[index].icon,
                to: &printer)
        }
        printer.lines([
            "",
            "/// A set of buttons, chosen by a push's `aps.category`. The raw value is its identifier in",
            "/// the definitions; `init(rawValue:)` finds it.",
        ])
        let categories = catalog.categories
        let memberIndices = self.memberIndices
        writeEnum("Category", cases: categories.indices.map { (categories[$0].swiftName, categories[$0].id) })
        {
            index, printer in
            printer.print(literal: "buttons ")
            for (position, action) in memberIndices[index].enumerated() {
                if position > 0 { printer.print(literal: ", ") }
                Self.printQuoted(actions[action].title[.english] ?? "", to: &printer)
            }
            if memberIndices[index].isEmpty { printer.print(literal: "none") }
            printer.print(literal: ", ")
            Self.printOptionSummary(categories[index].options, to: &printer)
        }
        printer.line()
        writeRetired()
        for kind in DefinitionText.allCases { writeTexts(kind) }
        printer.outdent()
        printer.line("}")
        printer.line()
        writeActionData()
        printer.line()
        writeCategoryData()
        printer.line()
        SwiftRegistryRuntime.write(to: &printer, namespace: namespace, access: access)
    }

    private mutating func writeHeader() {
        if catalog.sourcePaths.isEmpty {
            printer.line("// Generated by actionc.")
        } else {
            printer.line("// Generated by actionc from these push action definitions:")
            for name in catalog.sourceFileNames {
                printer.line("//   " + SwiftRegistryLiteral.commentText(name))
            }
        }
        printer.lines([
            "// Do not edit: change the definitions and build again; `actionc check` fails on a file that",
            "// differs from what they build, so a hand edit or a bad merge does not go unseen.",
            "//",
        ])
        if isForHive {
            printer.lines([
                "// The Hive SDK registers these categories from hive_push_actions.json. Route taps with",
                "// `\(namespace).Response(response:)` and read texts with `title(in:)`; call `register(language:)`",
                "// only for category options, after Hive has registered.",
            ])
        } else {
            printer.lines([
                "// Register the categories with `\(namespace).register(language:)` at launch and whenever the",
                "// app's language changes, route taps with `\(namespace).Response(response:)`, and read texts",
                "// with `title(in:)`.",
            ])
        }
        printer.lines([
            "//",
            "// swift-format-ignore-file",
            "// swiftformat:disable all",
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

    /// The options as a Swift expression: `.foreground`, `.foreground.union(.destructive)`. Not an
    /// array literal: option-set literals in a switch cost the optimiser 8 s at 100 categories
    /// (Benchmarks/README.md, "Registry compile cost").
    private static func optionExpression<Option: RawRepresentable>(_ options: [Option]) -> String?
    where Option.RawValue == String {
        guard let first = options.first else { return nil }
        return options.dropFirst().reduce("." + first.rawValue) { $0 + ".union(.\($1.rawValue))" }
    }

    /// `"text"`, made safe for a comment: a title or name in a case's doc comment.
    private static func printQuoted(_ text: String, to printer: inout CodePrinter) {
        printer.print(literal: "\"")
        SwiftRegistryLiteral.printCommentText(text, to: &printer)
        printer.print(literal: "\"")
    }

    /// `options [.foreground], text input "Send", icon system "heart"`: what a button does beyond
    /// its title, for its case's doc comment.
    private static func printButtonSummary(
        options: [ActionOption], textInput: TextInput?, icon: ActionIcon?, to printer: inout CodePrinter
    ) {
        printOptionSummary(options, to: &printer)
        if let button = textInput?.button[.english] {
            printer.print(literal: ", text input ")
            printQuoted(button, to: &printer)
        }
        switch icon {
        case .system(let name):
            printer.print(literal: ", SF Symbol ")
            printQuoted(name, to: &printer)
        case .template(let name):
            printer.print(literal: ", image ")
            printQuoted(name, to: &printer)
        case nil: break
        }
    }

    /// `options [.foreground, .destructive]`, or `no options`: for a case's doc comment, with
    /// option names as the registry's option sets spell them.
    private static func printOptionSummary<Option: RawRepresentable>(
        _ options: [Option], to printer: inout CodePrinter
    ) where Option.RawValue == String {
        guard !options.isEmpty else { return printer.print(literal: "no options") }
        printer.print(literal: "options [")
        for (index, option) in options.enumerated() {
            printer.print(literal: index == 0 ? "." : ", .")
            printer.print(option.rawValue)
        }
        printer.print(literal: "]")
    }

    /// The registry's languages, English first, with the data their lookups read: each
    /// language's fallbacks, and the steps `init(identifier:)` takes that are not dropping a subtag.
    private mutating func writeLanguages() {
        printer.lines([
            "/// A language the texts are written in. The raw value is Apple's locale identifier; for any",
            "/// string from outside (a device's `zh-Hant-TW`, `pt_BR`"
                + (isForHive ? ", a Hive code" : "") + "), use `init(identifier:)`.",
        ])
        printer.block("\(access)enum Language: String, CaseIterable, Codable, Sendable {") { printer in
            for language in languages {
                let identifier = SwiftRegistryRenderer.identifier(of: language)
                let name = Self.caseName(ofLanguage: identifier)
                if language == .english { printer.line("/// The fallback of every text.") }
                printer.line(
                    "case " + SwiftNaming.escaped(name)
                        + (name == identifier ? "" : " = " + SwiftRegistryLiteral.string(identifier)))
            }
            printer.lines([
                "",
                "/// Where a text is looked up: this language, its parents among the languages, then English.",
            ])
            printer.block("\(access)var fallbacks: [Language] {") { printer in
                printer.line("switch self {")
                for language in languages {
                    let chain = language.fallbacks.filter(languages.contains).map {
                        "." + Self.languageCaseName($0)
                    }
                    printer.line(
                        "case .\(Self.languageCaseName(language)): return [\(chain.joined(separator: ", "))]")
                }
                printer.line("}")
            }
            printer.lines([
                "",
                "/// The identifier `init(identifier:)` tries after `identifier` (lowercased) when no language",
                "/// is it, where Foundation does not match: CLDR's parent locale or the identifier of another",
                "/// spelling where that leads to another of the languages (`es-mx` → `es-419`), Simplified for",
                "/// Chinese without a script, else the identifier less its last subtag.",
            ])
            let steps = SwiftRegistryRenderer.lookupSteps(
                for: languages, from: Language.parentExceptions, aliases: Language.aliases)
            printer.block("fileprivate static func parent(of identifier: String) -> String? {") { printer in
                printer.line("switch identifier {")
                for step in steps {
                    printer.line(
                        "case \(SwiftRegistryLiteral.string(step.child)): return "
                            + (step.parent.map(SwiftRegistryLiteral.string) ?? "nil"))
                }
                printer.line(
                    "default: return identifier.lastIndex(of: \"-\").map { String(identifier[..<$0]) }")
                printer.line("}")
            }
        }
    }

    /// A locale identifier as a Swift name: `zh-Hans` → `zhHans`, `pt-BR` → `ptBR`, `es-419` → `es419`.
    static func caseName(ofLanguage identifier: String) -> String {
        // By bytes: identifiers are ASCII, and every registry names each language several times.
        var name: [UInt8] = []
        var startsSubtag = false
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "-") {
                startsSubtag = !name.isEmpty
                continue
            }
            let isLowercase = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            name.append(startsSubtag && isLowercase ? byte - UInt8(ascii: "a") + UInt8(ascii: "A") : byte)
            startsSubtag = false
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// A `String` enum with a documented case per identifier, `summary` printing what its doc
    /// comment says after the identifier. An enum without cases cannot have a raw type, so it
    /// spells the conformance out.
    private mutating func writeEnum(
        _ name: String, cases: [(name: String, id: String)], summary: (Int, inout CodePrinter) -> Void
    ) {
        guard !cases.isEmpty else {
            printer.block(
                "\(access)enum \(name): RawRepresentable, Hashable, CaseIterable, Codable, Sendable {"
            ) {
                printer in
                printer.line("\(access)var rawValue: String { switch self {} }")
            }
            return
        }
        printer.block("\(access)enum \(name): String, CaseIterable, Codable, Sendable {") { printer in
            for (index, (swiftName, id)) in cases.enumerated() {
                printer.print(literal: "/// `")
                SwiftRegistryLiteral.printCommentText(id, to: &printer)
                printer.print(literal: "`: ")
                summary(index, &printer)
                printer.endLine()
                printer.print(literal: "case ")
                printer.print(swiftName)
                printer.print(literal: " = ")
                SwiftRegistryLiteral.printString(id, to: &printer)
                printer.endLine()
            }
        }
    }

    /// The ids under `retired:`, one a line, each ending in a comma so an addition is one line.
    private mutating func writeRetired() {
        printer.lines([
            "/// The ids the definitions list under `retired:`: no longer ours, so `register` removes",
            "/// categories of these ids from the notification centre.",
        ])
        let ids = catalog.retired.map(\.value)
        guard !ids.isEmpty else {
            printer.line("\(access)static let retiredIdentifiers: Set<String> = []")
            return
        }
        printer.block("\(access)static let retiredIdentifiers: Set<String> = [", "]") { printer in
            for id in ids { printer.line(SwiftRegistryLiteral.string(id) + ",") }
        }
    }

    // MARK: - Texts

    /// The actions' or categories' texts of `kind`, in the catalog's order.
    private func texts(of kind: DefinitionText) -> [LocalizedText?] {
        DefinitionText.allCases.firstIndex(of: kind).map { textsByKind[$0] } ?? []
    }

    /// The case name of the action or category of `kind` at `index` in the catalog.
    private func caseName(at index: Int, of kind: DefinitionText) -> String {
        kind.owner == .category ? catalog.categories[index].swiftName : catalog.actions[index].swiftName
    }

    /// An action's or category's text in `language`, nil for none. Empty texts count as none, so that the lookup
    /// falls back past them.
    private static func text(_ texts: LocalizedText?, in language: Language) -> String? {
        texts?[language].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Each action's text in each of `languages` as the literal its line starts with (`"…"`,
    /// or `nil` for none), by language. Gathered in one walk over each action's entries, which
    /// are in `Language`'s order, against the languages in that order: reading a text per
    /// language and action, in the order the lines are printed, went through every action's
    /// entries once for each language, a cache miss each time: a quarter of the registry's time
    /// at 10,000 categories in 16 languages.
    private static func literals(of texts: [LocalizedText?], in languages: [Language]) -> [ByteStrings] {
        let columnsInOrder = languages.indices.sorted { languages[$0] < languages[$1] }
        var literals = [ByteStrings](repeating: ByteStrings(), count: languages.count)
        for index in texts.indices {
            // Through a buffer: reading `entries[entry]` from the array copies the entry, a
            // retain of each of its strings.
            (texts[index]?.entries ?? []).withUnsafeBufferPointer { entries in
                var entry = 0
                for column in columnsInOrder {
                    while entry < entries.count, entries[entry].language < languages[column] { entry += 1 }
                    literals[column].append { bytes in
                        // As `text(_:in:)`: an empty text counts as none.
                        if entry < entries.count, entries[entry].language == languages[column],
                            !entries[entry].text.isEmpty
                        {
                            SwiftRegistryLiteral.appendString(entries[entry].text, to: &bytes)
                        } else {
                            bytes.append(contentsOf: "nil".utf8)
                        }
                    }
                }
            }
        }
        return literals
    }

    /// The registry's languages in which some action or category has a text of `kind`. Most
    /// kinds have all of them in the first action or category that has any.
    private func languagesWithTexts(of kind: DefinitionText) -> [Language] {
        var missing = languages
        for texts in texts(of: kind) {
            guard !missing.isEmpty else { break }
            guard let texts else { continue }
            missing.removeAll { Self.text(texts, in: $0) != nil }
        }
        return languages.filter { !missing.contains($0) }
    }

    /// The texts of `kind` by action or category: for each that has any, its texts in the
    /// registry's languages, in their order.
    private func textsByItem(of kind: DefinitionText) -> [(
        name: String, texts: [(language: Language, text: String)]
    )] {
        let textsByItem = texts(of: kind)
        return textsByItem.indices.compactMap { index in
            guard let itemTexts = textsByItem[index] else { return nil }
            let texts: [(language: Language, text: String)] = languages.compactMap { language in
                Self.text(itemTexts, in: language).map { (language, $0) }
            }
            return texts.isEmpty ? nil : (caseName(at: index, of: kind), texts)
        }
    }

    /// The texts of `kind`, when any exists: arrays by language in one value, or an enum of one
    /// switch by action or category (`isByLanguage`).
    private mutating func writeTexts(_ kind: DefinitionText) {
        if kind.isByLanguage {
            writeTextArrays(kind)
        } else {
            writeTextSwitches(kind)
        }
    }

    /// `fileprivate static let <value> = <Kind>(…)`: per language that has any of its texts, an
    /// array with a line per action in the order of `Action`'s cases, naming its identifier; nil
    /// where it has none. Then `fileprivate struct <Kind>`, its array per language.
    private mutating func writeTextArrays(_ kind: DefinitionText) {
        let present = languagesWithTexts(of: kind)
        guard !present.isEmpty else { return }
        let texts = texts(of: kind)
        let (type, value) = (kind.registryType.name, kind.registryValue)
        printer.line()
        printer.lines([
            "/// \(kind.registryType.description), an array per language: a line per action in the order of `Action`'s cases,",
            "/// each naming its identifier and language; nil where the definitions have none.",
        ])
        // Each line printed in pieces: a line per action and language, hundreds of thousands
        // in a large app, and a string or two made for each cost more than writing it.
        var comments = ByteStrings()
        // Only actions' titles are written by language (`isByLanguage`).
        precondition(kind.owner == .action, "texts by language of \(kind.owner)")
        let actions = catalog.actions
        for index in actions.indices {
            comments.append { bytes in
                bytes.append(contentsOf: ",  // ".utf8)
                SwiftRegistryLiteral.appendCommentText(actions[index].id, to: &bytes)
            }
        }
        printer.block("fileprivate static let \(value) = \(type)(", ")") { printer in
            comments.withEach { comment in
                // Eight languages' literals at a time: each group is a walk over every action's
                // entries, a cache miss or two each, while all sixteen at once held 8 MB more
                // at 10,000 categories, and peak memory is reached here.
                let group = 8
                for start in stride(from: 0, to: present.count, by: group) {
                    let languages = Array(present[start..<min(start + group, present.count)])
                    for (language, literals) in zip(languages, Self.literals(of: texts, in: languages)) {
                        let languageSuffix = Array(" \(language.identifier)".utf8)
                        printer.block("\(Self.languageCaseName(language)): [", "],") { printer in
                            literals.withEach { literal in
                                languageSuffix.withUnsafeBufferPointer { languageSuffix in
                                    for index in texts.indices {
                                        printer.print(utf8: literal(index))
                                        printer.print(utf8: comment(index))
                                        printer.print(utf8: languageSuffix)
                                        printer.endLine()
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        printer.line()
        printer.line("/// The type of `\(value)`: an array per language.")
        printer.block("fileprivate struct \(type) {") { printer in
            for language in present {
                printer.line("let \(Self.languageCaseName(language)): [StaticString?]")
            }
        }
    }

    /// `fileprivate enum <kind>`: one function switching over the
    /// actions or categories that have the text, then over their languages.
    private mutating func writeTextSwitches(_ kind: DefinitionText) {
        let byItem = textsByItem(of: kind)
        guard !byItem.isEmpty else { return }
        let parameter = kind.owner.rawValue
        let type = kind.owner == .category ? "Category" : "Action"
        let count = kind.owner == .category ? catalog.categories.count : catalog.actions.count
        printer.line()
        printer.lines([
            "/// \(kind.registryType.description) by \(parameter), then language; nil where the definitions have none."
        ])
        printer.block("fileprivate enum \(kind.registryType.name) {") { printer in
            let signature =
                "static func text(of \(parameter): \(type), in language: Language) -> StaticString?"
            printer.block(signature + " {") { printer in
                printer.line("switch \(parameter) {")
                for (caseName, texts) in byItem {
                    printer.line("case .\(caseName):")
                    printer.indented { printer in
                        let named = texts.map { (name: Self.languageCaseName($0.language), text: $0.text) }
                        Self.writeTextSwitch(named, languages: languages.count, to: &printer)
                    }
                }
                if byItem.count < count { printer.line("default: return nil") }
                printer.line("}")
            }
        }
    }

    /// `switch language` returning each of `texts` at its case, and nil for the other languages.
    private static func writeTextSwitch(
        _ texts: [(name: String, text: String)], languages: Int, to printer: inout CodePrinter
    ) {
        printer.line("switch language {")
        for (name, text) in texts {
            printer.line("case .\(name): return " + SwiftRegistryLiteral.string(text))
        }
        if texts.count < languages { printer.line("default: return nil") }
        printer.line("}")
    }

    /// `fileprivate func <method>(_ language:) -> StaticString?`, the lookup the runtime reads
    /// the kind's texts by: by language, a switch over the languages that have any, reading
    /// their arrays at the action's `position` (in the fixed part); else a call of the kind's
    /// function. A method, not a static function: one taking a case of an enum
    /// without cases would be code that never runs.
    private mutating func writeTextLookup(_ kind: DefinitionText, cases: Int) {
        let signature =
            "fileprivate func \(kind.runtimeName)(_ language: \(namespace).Language) -> StaticString?"
        let present = languagesWithTexts(of: kind)
        guard !present.isEmpty else {
            printer.line(signature + (cases == 0 ? " { switch self {} }" : " { nil }"))
            return
        }
        guard kind.isByLanguage else {
            printer.block(signature + " {") { printer in
                printer.line("\(namespace).\(kind.registryType.name).text(of: self, in: language)")
            }
            return
        }
        printer.block(signature + " {") { printer in
            printer.line("switch language {")
            for language in present {
                let name = Self.languageCaseName(language)
                printer.line("case .\(name): return \(namespace).\(kind.registryValue).\(name)[position]")
            }
            if present.count < languages.count { printer.line("default: return nil") }
            printer.line("}")
        }
    }

    private static func languageCaseName(_ language: Language) -> String {
        SwiftNaming.escaped(caseName(ofLanguage: SwiftRegistryRenderer.identifier(of: language)))
    }

    // MARK: - Per-case data

    /// `switch self` over the cases with a value, `default:` for the rest when there are any.
    /// Statements with `return`, not a `switch` expression: the type checker solves an
    /// expression's branches together, 2.6 s against 0.5 s at 100 categories.
    private mutating func writeSwitch(
        _ declaration: String, _ cases: [(name: String, value: String?)], default fallback: String
    ) {
        guard cases.contains(where: { $0.value != nil }) else {
            printer.line(declaration + " { \(fallback) }")
            return
        }
        printer.block(declaration + " {") { printer in
            printer.line("switch self {")
            var hasDefault = false
            for (name, value) in cases {
                guard let value else {
                    hasDefault = true
                    continue
                }
                printer.print(literal: "case .")
                printer.print(name)
                printer.print(literal: ": return ")
                printer.print(value)
                printer.endLine()
            }
            if hasDefault { printer.line("default: return \(fallback)") }
            printer.line("}")
        }
    }

    private mutating func writeActionData() {
        printer.line("nonisolated extension \(namespace).Action {")
        printer.indent()
        let actions = catalog.actions
        printer.line("/// How iOS treats the button.")
        writeSwitch(
            "\(access)var options: \(namespace).ActionOptions",
            actions.indices.map { (actions[$0].swiftName, Self.optionExpression(actions[$0].options)) },
            default: "[]")
        // The icons as `StaticString`s, which `icon` (in the fixed part) makes an `Icon`: a switch
        // returning `Icon` values, a `String` each, cost the optimiser 0.4 s at 100 categories.
        printer.line("/// The SF Symbol or asset-catalog image beside the title, from iOS 15 on: see `icon`.")
        for (property, isSystem) in [("systemImageName", true), ("templateImageName", false)] {
            writeSwitch(
                "fileprivate var \(property): StaticString?",
                actions.indices.map { index in
                    let name: String? =
                        switch actions[index].icon {
                        case .system(let name) where isSystem: name
                        case .template(let name) where !isSystem: name
                        default: nil
                        }
                    return (actions[index].swiftName, name.map(SwiftRegistryLiteral.string))
                }, default: "nil")
        }
        printer.line("/// The texts by language, nil where the definitions have none: what `title(in:)`,")
        printer.line("/// `textInputButtonTitle(in:)` and `textInputPlaceholder(in:)` read, falling back.")
        for kind in DefinitionText.allCases where kind.owner == .action {
            writeTextLookup(kind, cases: actions.count)
        }
        printer.outdent()
        printer.line("}")
    }

    private mutating func writeCategoryData() {
        printer.line("nonisolated extension \(namespace).Category {")
        printer.indent()
        let categories = catalog.categories
        let actions = catalog.actions
        printer.line("/// The buttons, in the order iOS shows them.")
        writeSwitch(
            "\(access)var actions: [\(namespace).Action]",
            categories.indices.map { index in
                let members = memberIndices[index].map { "." + actions[$0].swiftName }
                return (
                    categories[index].swiftName,
                    members.isEmpty ? nil : "[" + members.joined(separator: ", ") + "]"
                )
            }, default: "[]")
        printer.line("/// How iOS treats notifications of this category.")
        writeSwitch(
            "\(access)var options: \(namespace).CategoryOptions",
            categories.indices.map {
                (categories[$0].swiftName, Self.optionExpression(categories[$0].options))
            },
            default: "[]")
        printer.line("/// The SiriKit intents it handles, by their run-time values (`INSendMessageIntent`).")
        writeSwitch(
            "\(access)var intentIdentifiers: [String]",
            categories.indices.map { index in
                let values = categories[index].intentIdentifiers.map {
                    SwiftRegistryLiteral.string(IntentIdentifiers.value(of: $0))
                }
                return (
                    categories[index].swiftName,
                    values.isEmpty ? nil : "[" + values.joined(separator: ", ") + "]"
                )
            }, default: "[]")
        printer.line("/// The texts by language, nil where the definitions have none: what")
        printer.line("/// `hiddenPreviewsBodyPlaceholder(in:)` and `summaryFormat(in:)` read, falling back.")
        for kind in DefinitionText.allCases where kind.owner == .category {
            writeTextLookup(kind, cases: categories.count)
        }
        printer.outdent()
        printer.line("}")
    }
}

/// Byte strings kept end to end in one buffer, each read back by its index: the pieces of the
/// titles' lines, kept in the order they are printed, so that printing them reads memory in
/// order rather than an array, or a text, of its own for each.
private struct ByteStrings {
    private var bytes: [UInt8] = []
    /// Where each string ends in `bytes`; the next starts there. 32 bits: half the memory, and
    /// the titles of one language are far from 4 GB.
    private var ends: [UInt32] = []

    /// Adds a string: what `write` appends to the buffer.
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        ends.append(UInt32(bytes.count))
    }

    /// Calls `body` with a reader of the strings by index, their bytes in place.
    func withEach<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            body { index in
                UnsafeBufferPointer(
                    rebasing: bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])])
            }
        }
    }
}
