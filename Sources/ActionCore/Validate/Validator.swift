import ActionSyntax

/// Cross-file rules: identifiers, references, category sizes, titles, Swift names.
/// Reports every problem; builds the catalog only from definitions that passed.
public enum Validator {
    /// Most buttons iOS shows for one notification.
    public static let maxActionsPerCategory = 3
    public static let maxIdentifierLength = 64
    /// Display columns (CJK counts two) past which an action row on the narrowest iPhone
    /// (320 pt) truncates the title with an ellipsis.
    public static let longTitleColumns = 32

    public static func validate(_ files: [DefinitionFile]) -> (Catalog, [Diagnostic]) {
        var validation = Validation()
        let catalog = validation.run(files)
        return (catalog, validation.diagnostics)
    }
}

private struct Validation {
    var diagnostics: [Diagnostic] = []

    mutating func run(_ files: [DefinitionFile]) -> Catalog {
        let declaredLanguages = files.compactMap(\.languages).flatMap { $0 }.map(\.value)

        var actions: [String: (definition: ActionDefinition, isPreset: Bool)] = [:]
        var actionOrder: [String] = []
        for file in files {
            for action in file.actions where checkIdentifier(action.id, kind: "action") {
                if let first = actions[action.id.value] {
                    duplicate(action.id, kind: "action", first: first.definition.id.location)
                    continue
                }
                actions[action.id.value] = (action, file.isPreset)
                actionOrder.append(action.id.value)
                checkTexts(of: action, declaredLanguages: declaredLanguages)
            }
        }

        var categories: [CategoryDefinition] = []
        var categoryLocations: [String: SourceLocation] = [:]
        var usedActions: Set<String> = []
        for file in files {
            for category in file.categories where checkIdentifier(category.id, kind: "category") {
                if let first = categoryLocations[category.id.value] {
                    duplicate(category.id, kind: "category", first: first)
                    continue
                }
                categoryLocations[category.id.value] = category.id.location
                checkMembers(of: category, knownActions: actionOrder)
                usedActions.formUnion(category.actions.map(\.value))
                categories.append(category)
            }
        }

        for id in actionOrder where !usedActions.contains(id) {
            guard let (action, isPreset) = actions[id], !isPreset else { continue }
            diagnostics.append(.warning(.unusedAction, "action '\(id)' is in no category", at: action.id.location))
        }

        let actionNames = swiftNames(actionOrder.map { actions[$0]!.definition }.map { ($0.id, $0.swiftName) }, kind: .action)
        let categoryNames = swiftNames(categories.map { ($0.id, $0.swiftName) }, kind: .category)

        let catalogActions = actionOrder.sorted().map { id -> Catalog.Action in
            let action = actions[id]!.definition
            return Catalog.Action(
                id: id, swiftName: actionNames[id] ?? id, title: action.title, options: action.options,
                icon: action.icon, textInput: action.textInput)
        }
        let catalogCategories = categories.map { category in
            Catalog.Category(
                id: category.id.value, swiftName: categoryNames[category.id.value] ?? category.id.value,
                actionIDs: category.actions.map(\.value), options: category.options)
        }
        let usedLanguages = Set(catalogActions.flatMap { $0.title.languages })
        let languages = declaredLanguages.isEmpty ? Array(usedLanguages) : declaredLanguages
        return Catalog(
            languages: Array(Set(languages)).sorted(), actions: catalogActions, categories: catalogCategories,
            sourcePaths: files.filter { !$0.isPreset }.map(\.path))
    }

    // MARK: - Identifiers

    private mutating func checkIdentifier(_ id: Located<String>, kind: String) -> Bool {
        let text = id.value
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        guard !text.isEmpty, allowed, text.utf8.count <= Validator.maxIdentifierLength else {
            diagnostics.append(.error(
                .invalidIdentifier,
                "\(kind) id '\(text)' must be 1 to \(Validator.maxIdentifierLength) ASCII letters, digits, '_', '.' or '-'",
                at: id.location))
            return false
        }
        if text.lowercased().hasPrefix("com.apple.") {
            diagnostics.append(.error(
                .reservedIdentifier, "\(kind) id '\(text)' is in Apple's reserved 'com.apple.' namespace",
                at: id.location,
                notes: [Diagnostic.Note("iOS uses com.apple.UNNotificationDefaultActionIdentifier and com.apple.UNNotificationDismissActionIdentifier for taps and dismissals")]))
            return false
        }
        return true
    }

    private mutating func duplicate(_ id: Located<String>, kind: String, first: SourceLocation) {
        diagnostics.append(.error(
            .duplicateIdentifier, "\(kind) '\(id.value)' is defined more than once", at: id.location,
            notes: [Diagnostic.Note("first defined here", at: first)]))
    }

    // MARK: - Categories

    private mutating func checkMembers(of category: CategoryDefinition, knownActions: [String]) {
        let known = Set(knownActions)
        var seen: [String: SourceLocation] = [:]
        for member in category.actions {
            if let first = seen[member.value] {
                diagnostics.append(.error(
                    .repeatedAction, "category '\(category.id.value)' lists action '\(member.value)' twice",
                    at: member.location, notes: [Diagnostic.Note("first listed here", at: first)]))
                continue
            }
            seen[member.value] = member.location
            if !known.contains(member.value) {
                var notes: [Diagnostic.Note] = []
                if let suggestion = Suggestion.closest(to: member.value, in: knownActions) {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
                }
                diagnostics.append(.error(
                    .unknownAction, "category '\(category.id.value)' uses undefined action '\(member.value)'",
                    at: member.location, notes: notes))
            }
        }
        if category.actions.isEmpty {
            diagnostics.append(.error(.emptyCategory, "category '\(category.id.value)' has no actions", at: category.id.location))
        } else if category.actions.count > Validator.maxActionsPerCategory {
            diagnostics.append(.error(
                .tooManyActions,
                "category '\(category.id.value)' has \(category.actions.count) actions; iOS shows at most \(Validator.maxActionsPerCategory)",
                at: category.actions[Validator.maxActionsPerCategory].location,
                notes: [Diagnostic.Note("category defined here", at: category.id.location)]))
        }
    }

    // MARK: - Texts

    private mutating func checkTexts(of action: ActionDefinition, declaredLanguages: [Language]) {
        let id = action.id.value
        checkText(action.title, of: "title of action '\(id)'", at: action.titleLocation, declaredLanguages: declaredLanguages, isLabel: true)
        if let textInput = action.textInput {
            checkText(textInput.button, of: "text input button of action '\(id)'", at: action.id.location, declaredLanguages: declaredLanguages, isLabel: true)
            if !textInput.placeholder.entries.isEmpty {
                checkText(textInput.placeholder, of: "text input placeholder of action '\(id)'", at: action.id.location, declaredLanguages: declaredLanguages, isLabel: false)
            }
        }
    }

    private mutating func checkText(
        _ text: LocalizedText, of what: String, at location: SourceLocation, declaredLanguages: [Language], isLabel: Bool
    ) {
        if text[.en] == nil {
            diagnostics.append(.error(
                .missingEnglish, "\(what) has no English ('en') text; iOS falls back to it", at: location))
        }
        for (language, value) in text.entries {
            if isLabel, value.allSatisfy(\.isWhitespace) {
                diagnostics.append(.error(.emptyTitle, "\(what) is empty in '\(language.rawValue)'", at: location))
            }
            if let bad = value.unicodeScalars.first(where: Self.isForbidden) {
                let hex = String(bad.value, radix: 16, uppercase: true)
                diagnostics.append(.error(
                    .invalidCharacter,
                    "\(what) in '\(language.rawValue)' contains U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which iOS would show garbled or use to disguise text",
                    at: location))
            }
            if isLabel, Self.displayColumns(value) > Validator.longTitleColumns {
                diagnostics.append(.warning(
                    .longTitle,
                    "\(what) in '\(language.rawValue)' is wider than \(Validator.longTitleColumns) columns; iOS truncates it on narrow screens",
                    at: location))
            }
        }
        let missing = declaredLanguages.filter { text[$0] == nil }
        if !missing.isEmpty, text[.en] != nil {
            diagnostics.append(.warning(
                .missingTranslation,
                "\(what) has no " + missing.map(\.rawValue).joined(separator: ", ") + " text; English is shown instead",
                at: location))
        }
    }

    /// Control characters, and bidi embeddings, overrides and isolates (the
    /// "Trojan Source" characters). Joiners and marks that emoji and scripts need stay legal.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Terminal-style width: East Asian wide and fullwidth characters take two columns.
    static func displayColumns(_ text: String) -> Int {
        text.reduce(0) { width, character in
            let value = character.unicodeScalars.first!.value
            let isWide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
                || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
            return width + (isWide ? 2 : 1)
        }
    }

    // MARK: - Swift names

    private mutating func swiftNames(_ items: [(id: Located<String>, override: Located<String>?)], kind: SwiftNaming.Kind) -> [String: String] {
        var names: [String: String] = [:]
        var owners: [String: Located<String>] = [:]
        for (id, override) in items {
            let name: String
            if let override {
                guard SwiftNaming.isValidCaseName(override.value) else {
                    diagnostics.append(.error(
                        .invalidIdentifier, "swiftName '\(override.value)' is not a valid Swift identifier",
                        at: override.location))
                    continue
                }
                name = override.value
            } else {
                name = SwiftNaming.caseName(for: id.value, kind: kind)
            }
            if let owner = owners[name] {
                diagnostics.append(.error(
                    .swiftNameCollision,
                    "\(kind) ids '\(owner.value)' and '\(id.value)' both become the Swift case '\(name)'",
                    at: (override ?? id).location,
                    notes: [
                        Diagnostic.Note("'\(owner.value)' defined here", at: owner.location),
                        Diagnostic.Note("give one of them a 'swiftName:'"),
                    ]))
                continue
            }
            owners[name] = id
            names[id.value] = SwiftNaming.escaped(name)
        }
        return names
    }
}
