import ActionSyntax

/// Cross-file rules: identifiers, references, category sizes, titles, Swift names.
/// Reports every problem; builds the catalog only from definitions that passed.
/// Every pass is linear in the number of definitions: lookups go through dictionaries,
/// and the "did you mean" scans over all ids run only for an error.
public enum Validator {
    /// Most buttons iOS shows for one notification.
    public static let maxActionsPerCategory = 3
    public static let maxIdentifierLength = 64
    /// Display columns (East Asian wide characters and emoji count two) past which a
    /// button title is likely cut off with an ellipsis: iOS shows each action on one line
    /// of a list about 270 pt wide on the narrowest iPhone (320 pt), and 17 pt system text
    /// fits about 32 average Latin letters or 16 CJK characters in it.
    public static let longTitleColumns = 32
    /// Unknown action references that get a "did you mean" note. Each suggestion scans
    /// every action id, so a build missing a whole file of actions (thousands of unknown
    /// references) would otherwise cost references × ids edit distances.
    public static let maxUnknownActionSuggestions = 25

    /// How much of the inputs reached the validator, which decides what it can judge
    /// without piling follow-on problems onto ones already reported.
    public enum InputState: Sendable {
        /// Every input decoded without an error.
        case complete
        /// Some part could not be decoded (and was reported): a broken category list may
        /// have used an action, so unused actions are not reported.
        case partlyDecoded
        /// Some input could not be parsed at all: it may have defined any action, so
        /// neither unknown nor unused actions are reported.
        case someUnreadable
    }

    /// Checks decoded files together. Files come in precedence order: the first
    /// definition of an id is the original, later ones are reported as duplicates.
    public static func validate(_ files: [DefinitionFile], inputs: InputState = .complete) -> (
        Catalog, [Diagnostic]
    ) {
        var validation = Validation(inputs: inputs)
        let catalog = validation.run(files)
        return (catalog, validation.diagnostics)
    }
}

private struct Validation {
    let inputs: Validator.InputState
    var diagnostics: [Diagnostic] = []
    private var unknownActionSuggestionsLeft = Validator.maxUnknownActionSuggestions

    init(inputs: Validator.InputState) {
        self.inputs = inputs
    }

    private struct DefinedAction {
        var definition: ActionDefinition
        var isPreset: Bool
        var hasValidID: Bool
    }

    private struct DefinedCategory {
        var definition: CategoryDefinition
        var hasValidID: Bool
    }

    mutating func run(_ files: [DefinitionFile]) -> Catalog {
        let declaredLanguages = Self.declaredLanguages(files)
        let (actionIndex, actions) = definedActions(in: files)
        // Each action's texts and derived Swift name depend on that action alone, and the
        // categories only on which actions exist: on a large catalog these are the bulk of
        // the work here, so the texts and the categories run side by side, then the names in
        // two halves. Category problems are put after the text problems, where a single pass
        // would have them.
        let textsStart = diagnostics.count
        var categories: [DefinedCategory] = []
        var usedActions: Set<String> = []
        var derivedCategoryNames: [String] = []
        let textDiagnostics = concurrently(
            {
                (categories, usedActions) = checkCategories(
                    in: files, actionIndex: actionIndex, actions: actions)
                derivedCategoryNames = categories.map {
                    $0.hasValidID ? SwiftNaming.caseName(for: $0.definition.id.value, kind: .category) : ""
                }
            },
            { [actions] in
                // By index, here and below: a copy of each action would retain every text it holds.
                actions.indices.flatMap {
                    Self.textDiagnostics(of: actions[$0].definition, declaredLanguages: declaredLanguages)
                }
            }
        ).1
        diagnostics.insert(contentsOf: textDiagnostics, at: textsStart)
        let derivedActionNames = concurrentMap(Array(actions.indices), state: {}) { [actions] _, index in
            actions[index].hasValidID
                ? SwiftNaming.caseName(for: actions[index].definition.id.value, kind: .action) : ""
        }.elements

        // The catalog lists actions by id; the order, and the actions no category uses, are
        // worked out beside the names. The warnings go where a single pass would put them.
        var actionNames: [String?] = []
        var categoryNames: [String?] = []
        let unusedStart = diagnostics.count
        let (sortedActions, unusedActions) = concurrently(
            {
                actionNames = swiftNames(
                    actions.indices.map {
                        actions[$0].hasValidID
                            ? (actions[$0].definition.id, actions[$0].definition.swiftName) : nil
                    },
                    derived: derivedActionNames, kind: .action)
                categoryNames = swiftNames(
                    categories.map { $0.hasValidID ? ($0.definition.id, $0.definition.swiftName) : nil },
                    derived: derivedCategoryNames, kind: .category)
            },
            { [actions, usedActions, inputs] () -> ([Int], [Diagnostic]) in
                let sorted = actions.indices.sorted {
                    actions[$0].definition.id.value < actions[$1].definition.id.value
                }
                guard inputs == .complete else { return (sorted, []) }
                let unused = actions.indices.filter {
                    !actions[$0].isPreset && !usedActions.contains(actions[$0].definition.id.value)
                }
                return (
                    sorted,
                    unused.map {
                        let id = actions[$0].definition.id
                        return Diagnostic.warning(
                            .unusedAction, "action '\(id.value)' is in no category", at: id.location)
                    }
                )
            }
        ).1
        diagnostics.insert(contentsOf: unusedActions, at: unusedStart)

        let catalogActions = concurrentMap(sortedActions, state: {}) { [actions, actionNames] _, index in
            Catalog.Action(
                id: actions[index].definition.id.value,
                swiftName: actionNames[index] ?? actions[index].definition.id.value,
                title: actions[index].definition.title?.localized ?? LocalizedText([]),
                options: actions[index].definition.options, icon: actions[index].definition.icon,
                textInput: actions[index].definition.textInput.map { textInput in
                    TextInput(
                        button: textInput.button?.localized ?? LocalizedText([]),
                        placeholder: textInput.placeholder?.localized ?? LocalizedText([]))
                })
        }.elements
        let catalogCategories = zip(categories, categoryNames).map { category, name in
            let category = category.definition
            return Catalog.Category(
                id: category.id.value, swiftName: name ?? category.id.value,
                actionIDs: (category.actions ?? []).map(\.value), options: category.options)
        }
        let languages: [Language]
        if declaredLanguages.isEmpty {
            let used = Set(catalogActions.lazy.flatMap { $0.title.languages })
            languages = Language.outputOrder.filter(used.contains)
        } else {
            languages = declaredLanguages
        }
        return Catalog(
            languages: languages, actions: catalogActions, categories: catalogCategories,
            sourcePaths: files.filter { !$0.isPreset }.map(\.path))
    }

    /// The actions that count (the first of each id), by id; duplicates are reported.
    private mutating func definedActions(in files: [DefinitionFile]) -> ([String: Int], [DefinedAction]) {
        let count = files.reduce(0) { $0 + $1.actions.count }
        var actionIndex: [String: Int] = [:]
        var actions: [DefinedAction] = []
        actionIndex.reserveCapacity(count)
        actions.reserveCapacity(count)
        for file in files {
            for action in file.actions {
                let hasValidID = checkIdentifier(action.id, kind: "action")
                if let index = actionIndex[action.id.value] {
                    duplicate(action.id, kind: "action", first: actions[index].definition.id.location)
                    continue
                }
                actionIndex[action.id.value] = actions.count
                actions.append(
                    DefinedAction(definition: action, isPreset: file.isPreset, hasValidID: hasValidID))
            }
        }
        return (actionIndex, actions)
    }

    /// The union of the `languages` lists of the app's own files, in output order. A
    /// preset's list says what the preset covers, not what the app ships.
    private static func declaredLanguages(_ files: [DefinitionFile]) -> [Language] {
        var declared: Set<Language> = []
        for file in files where !file.isPreset {
            for language in file.languages ?? [] { declared.insert(language.value) }
        }
        return Language.outputOrder.filter(declared.contains)
    }

    /// The categories that count (the first of each id), with their problems reported, and
    /// the action ids they use.
    private mutating func checkCategories(
        in files: [DefinitionFile], actionIndex: [String: Int], actions: [DefinedAction]
    ) -> ([DefinedCategory], Set<String>) {
        var categoryLocations: [String: SourceLocation] = [:]
        var categories: [DefinedCategory] = []
        var usedActions: Set<String> = []
        for file in files {
            for category in file.categories {
                let hasValidID = checkIdentifier(category.id, kind: "category")
                if let first = categoryLocations[category.id.value] {
                    duplicate(category.id, kind: "category", first: first)
                    continue
                }
                categoryLocations[category.id.value] = category.id.location
                if let members = category.actions {
                    checkMembers(members, of: category.id, actionIndex: actionIndex, actions: actions)
                    for member in members { usedActions.insert(member.value) }
                }
                categories.append(DefinedCategory(definition: category, hasValidID: hasValidID))
            }
        }
        return (categories, usedActions)
    }

    // MARK: - Identifiers

    /// Reports a malformed or reserved id; false when it was one.
    private mutating func checkIdentifier(_ id: Located<String>, kind: String) -> Bool {
        let text = id.value
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        guard !text.isEmpty, allowed, text.utf8.count <= Validator.maxIdentifierLength else {
            diagnostics.append(
                .error(
                    .invalidIdentifier,
                    "\(kind) id '\(text)' must be 1 to \(Validator.maxIdentifierLength) ASCII letters, digits, '_', '.' or '-'",
                    at: id.location))
            return false
        }
        // ASCII letters, digits and `_.-` only by now, so setting bit 5 lowercases exactly the letters.
        let applePrefix = "com.apple.".utf8
        if text.utf8.count >= applePrefix.count, zip(text.utf8, applePrefix).allSatisfy({ $0 | 0x20 == $1 }) {
            diagnostics.append(
                .error(
                    .reservedIdentifier, "\(kind) id '\(text)' is in Apple's reserved 'com.apple.' namespace",
                    at: id.location,
                    notes: [
                        Diagnostic.Note(
                            "iOS uses com.apple.UNNotificationDefaultActionIdentifier and com.apple.UNNotificationDismissActionIdentifier for taps and dismissals"
                        )
                    ]))
            return false
        }
        return true
    }

    private mutating func duplicate(_ id: Located<String>, kind: String, first: SourceLocation) {
        diagnostics.append(
            .error(
                .duplicateIdentifier, "\(kind) '\(id.value)' is already defined", at: id.location,
                notes: [Diagnostic.Note("'\(id.value)' first defined here", at: first)]))
    }

    // MARK: - Categories

    private mutating func checkMembers(
        _ members: [Located<String>], of category: Located<String>, actionIndex: [String: Int],
        actions: [DefinedAction]
    ) {
        // Lists are short (iOS shows three): comparing with the earlier members costs less
        // than a dictionary per category, which a long (broken) list still gets.
        let isShort = members.count <= 8
        var seen: [String: SourceLocation] = [:]
        for (index, member) in members.enumerated() {
            let first =
                isShort ? members[..<index].first { $0.value == member.value }?.location : seen[member.value]
            if let first {
                diagnostics.append(
                    .error(
                        .repeatedAction, "category '\(category.value)' lists action '\(member.value)' twice",
                        at: member.location, notes: [Diagnostic.Note("first listed here", at: first)]))
                continue
            }
            if !isShort { seen[member.value] = member.location }
            if inputs != .someUnreadable, actionIndex[member.value] == nil {
                var notes: [Diagnostic.Note] = []
                if unknownActionSuggestionsLeft > 0 {
                    unknownActionSuggestionsLeft -= 1
                    if let suggestion = Suggestion.closest(
                        to: member.value, in: actions.lazy.map(\.definition.id.value))
                    {
                        notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
                    }
                }
                diagnostics.append(
                    .error(
                        .unknownAction,
                        "category '\(category.value)' uses undefined action '\(member.value)'",
                        at: member.location, notes: notes))
            }
        }
        if members.isEmpty {
            diagnostics.append(
                .error(
                    .emptyCategory,
                    "category '\(category.value)' has no actions; it needs 1 to \(Validator.maxActionsPerCategory)",
                    at: category.location))
        } else if members.count > Validator.maxActionsPerCategory {
            diagnostics.append(
                .error(
                    .tooManyActions,
                    "category '\(category.value)' has \(members.count) actions; iOS shows at most \(Validator.maxActionsPerCategory)",
                    at: members[Validator.maxActionsPerCategory].location,
                    notes: [Diagnostic.Note("category defined here", at: category.location)]))
        }
    }

    // MARK: - Texts

    private static func textDiagnostics(of action: ActionDefinition, declaredLanguages: [Language])
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let id = action.id.value
        if let title = action.title {
            checkText(
                title, of: "title of action '\(id)'", declaredLanguages: declaredLanguages, isLabel: true,
                into: &diagnostics)
        }
        if let button = action.textInput?.button {
            checkText(
                button, of: "text input button of action '\(id)'", declaredLanguages: declaredLanguages,
                isLabel: true, into: &diagnostics)
        }
        if let placeholder = action.textInput?.placeholder {
            checkText(
                placeholder, of: "text input placeholder of action '\(id)'",
                declaredLanguages: declaredLanguages,
                isLabel: false, into: &diagnostics)
        }
        return diagnostics
    }

    /// Checks one localized text. Problems with one language's text point at that text;
    /// problems with the set of languages point at the start of the whole text.
    private static func checkText(
        _ text: TextDefinition, of what: @autoclosure () -> String, declaredLanguages: [Language],
        isLabel: Bool, into diagnostics: inout [Diagnostic]
    ) {
        // Messages are built only for a problem: this runs for every text of every action.
        var present = 0  // bit per language, by output rank
        for entry in text.entries {
            present |= 1 << entry.language.outputRank
            var language: String { entry.language.rawValue }
            let summary = TextRules.Summary(entry.text)
            if isLabel, TextRules.looksEmpty(entry.text, summary) {
                diagnostics.append(
                    .error(.emptyTitle, "\(what()) is empty in '\(language)'", at: text.location(of: entry)))
            }
            if summary.mayHoldForbidden,
                let bad = entry.text.unicodeScalars.first(where: TextRules.isForbidden)
            {
                diagnostics.append(
                    .error(
                        .invalidCharacter, "\(what()) in '\(language)' contains \(TextRules.describe(bad))",
                        at: text.location(of: entry)))
            }
            if isLabel, summary.maxColumns > Validator.longTitleColumns {
                let width = TextRules.displayColumns(entry.text)
                if width > Validator.longTitleColumns {
                    diagnostics.append(
                        .warning(
                            .longTitle,
                            "\(what()) in '\(language)' is \(width) columns wide; iOS may cut off titles wider than \(Validator.longTitleColumns) on narrow screens",
                            at: text.location(of: entry)))
                }
            }
        }
        // An incomplete text already has an error; judging its set of languages would repeat it.
        guard text.isComplete else { return }
        guard present & (1 << Language.en.outputRank) != 0 else {
            diagnostics.append(
                .error(
                    .missingEnglish, "\(what()) has no English ('en') text; iOS falls back to it",
                    at: text.location))
            return
        }
        let missing = declaredLanguages.filter { present & (1 << $0.outputRank) == 0 }
        if !missing.isEmpty {
            diagnostics.append(
                .warning(
                    .missingTranslation,
                    "\(what()) has no " + missing.map(\.rawValue).joined(separator: ", ")
                        + " text; English is shown instead",
                    at: text.location))
        }
    }

    // MARK: - Swift names

    /// Each item's case name, escaped where it must be; nil for an item that is nil (an
    /// invalid id) or whose name was refused. `derived` holds each item's
    /// `SwiftNaming.caseName(for: id.value, kind: kind)`, worked out beforehand.
    private mutating func swiftNames(
        _ items: [(id: Located<String>, override: Located<String>?)?], derived: [String],
        kind: SwiftNaming.Kind
    ) -> [String?] {
        var names: [String?] = Array(repeating: nil, count: items.count)
        var owners: [String: Int] = [:]
        owners.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let (id, override) = item else { continue }
            let name: String
            if let override {
                guard SwiftNaming.isValidCaseName(override.value, kind: kind) else {
                    let reserved = SwiftNaming.reservedNames(for: kind).contains(override.value)
                    diagnostics.append(
                        .error(
                            .invalidIdentifier,
                            reserved
                                ? "swiftName '\(override.value)' is a member the generated \(kind.rawValue) enum already has"
                                : "swiftName '\(override.value)' must be ASCII letters, digits and '_', starting with a lowercase letter or '_'",
                            at: override.location))
                    continue
                }
                name = override.value
            } else {
                name = derived[index]
            }
            if let ownerIndex = owners[name], let owner = items[ownerIndex]?.id {
                diagnostics.append(
                    .error(
                        .swiftNameCollision,
                        "\(kind) ids '\(owner.value)' and '\(id.value)' both become the Swift case '\(name)'",
                        at: (override ?? id).location,
                        notes: [
                            Diagnostic.Note("'\(owner.value)' defined here", at: owner.location),
                            Diagnostic.Note("give one of them a 'swiftName:'"),
                        ]))
                continue
            }
            owners[name] = index
            names[index] = SwiftNaming.escaped(name)
        }
        return names
    }
}
