import ActionSyntax

/// What the validation rules share: the definitions that count (the first of each id),
/// the diagnostics so far, and what one rule works out for the catalog.
struct ValidationContext {
    struct DefinedAction {
        var definition: ActionDefinition
        var isPreset: Bool
    }

    let files: [DefinitionFile]
    let inputs: Validator.InputState
    /// The union of the `languages` lists of the app's own files, in output order. A
    /// preset's list says what the preset covers, not what the app ships.
    let declaredLanguages: [Language]
    /// The first definition of each action id, in precedence order.
    let actions: [DefinedAction]
    let actionIndex: [String: Int]
    /// The first definition of each category id, in precedence order.
    let categories: [CategoryDefinition]
    var diagnostics: [Diagnostic] = []
    /// The Swift case name of each of `actions` and `categories`, escaped where it must be;
    /// set by the `swift names` rule, nil where the id or the name was refused.
    var actionNames: [String?] = []
    var categoryNames: [String?] = []

    init(files: [DefinitionFile], inputs: Validator.InputState) {
        self.files = files
        self.inputs = inputs
        var declared: Set<Language> = []
        for file in files where !file.isPreset {
            for language in file.languages ?? [] { declared.insert(language.value) }
        }
        declaredLanguages = Language.outputOrder.filter(declared.contains)
        var actionIndex: [String: Int] = [:]
        var actions: [DefinedAction] = []
        var categoryIDs: Set<String> = []
        var categories: [CategoryDefinition] = []
        for file in files {
            for action in file.actions where actionIndex[action.id.value] == nil {
                actionIndex[action.id.value] = actions.count
                actions.append(DefinedAction(definition: action, isPreset: file.isPreset))
            }
            for category in file.categories where categoryIDs.insert(category.id.value).inserted {
                categories.append(category)
            }
        }
        self.actions = actions
        self.actionIndex = actionIndex
        self.categories = categories
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The catalog of what counts. Only meaningful when no rule reported an error.
    func catalog() -> Catalog {
        let catalogActions = actions.indices.sorted {
            actions[$0].definition.id.value < actions[$1].definition.id.value
        }.map { index in
            let action = actions[index].definition
            return Catalog.Action(
                id: action.id.value, swiftName: actionNames[index] ?? action.id.value,
                title: action.title?.localized ?? LocalizedText([]), options: action.options,
                icon: action.icon,
                textInput: action.textInput.map { textInput in
                    TextInput(
                        button: textInput.button?.localized ?? LocalizedText([]),
                        placeholder: textInput.placeholder?.localized ?? LocalizedText([]))
                })
        }
        let catalogCategories = categories.indices.map { index in
            let category = categories[index]
            return Catalog.Category(
                id: category.id.value, swiftName: categoryNames[index] ?? category.id.value,
                actionIDs: (category.actions ?? []).map(\.value), options: category.options)
        }
        var languages = declaredLanguages
        if languages.isEmpty {
            let used = Set(catalogActions.lazy.flatMap { $0.title.languages })
            languages = Language.outputOrder.filter(used.contains)
        }
        return Catalog(
            languages: languages, actions: catalogActions, categories: catalogCategories,
            sourcePaths: files.filter { !$0.isPreset }.map(\.path))
    }
}
