import ActionModel
import ActionSyntax

/// What the validation rules share: the definitions that count (the first of each id, or
/// a preset's with an app's override laid over it), the repeats, the diagnostics so far,
/// and what one rule works out for the catalog.
struct ValidationContext {
    /// A definition of an id that one before it already has, with where that one is.
    struct Repeat {
        var id: Located<String>
        var first: SourceLocation
        /// An app's definition of a preset's id without `override: true`.
        var repeatsPreset: Bool
    }

    let files: [DefinitionFile]
    let inputs: Validator.InputState
    /// The union of the `languages` lists of the app's own files, in output order. A
    /// preset's list says what the preset covers, not what the app ships.
    let declaredLanguages: [Language]
    /// The targets of the first app file that states them, or every target when none does.
    /// A preset states none: its file describes the preset, not the app.
    let targets: [Target]
    /// Where the `targets` that count are written; nil when no file states them.
    let targetsLocation: SourceLocation?
    /// The definition of each action id that counts, in precedence order.
    let actions: [ActionDefinition]
    /// Whether each of `actions` is a preset's (an app's override laid over it included).
    let actionIsPreset: [Bool]
    let actionIndex: [String: Int]
    /// The definition of each category id that counts, in precedence order.
    let categories: [CategoryDefinition]
    /// Whether each of `categories` is a preset's (an app's override laid over it included).
    private let categoryIsPreset: [Bool]
    let repeatedActions: [Repeat]
    let repeatedCategories: [Repeat]
    /// Every `retired:` id once, where it is first written, in file order.
    let retired: [Located<String>]
    /// `override: true` on ids no preset defines (they count as definitions of their own).
    let overridesOfNothing: [(id: Located<String>, kind: String)]
    /// Where the repeats' ids are, to tell a repeat from the definition that counts.
    private let repeatLocations: Set<SourceLocation>
    /// A few paths at most: an array, which needs no hash of a path to look one up.
    private let presetPaths: [String]
    var diagnostics: [Diagnostic] = []
    /// The Swift case name of each of `actions` and `categories`, escaped where it must be;
    /// set by the `swift names` rule, nil where the id or the name was refused.
    var actionNames: [String?] = []
    var categoryNames: [String?] = []
    /// With the `android` target, the Android name (`AndroidNaming`) of each of `actions` and
    /// `categories`; set by the `android names` rule, nil where it was refused.
    var androidActionNames: [String?] = []
    var androidCategoryNames: [String?] = []
    /// Whether a category lists each of `actions`; set by the `category actions` rule, which
    /// looks each listed id up.
    var actionIsListed: [Bool] = []
    /// What hive_push_actions.json carries under each Hive code; set by the `hive languages` rule.
    var hiveLanguages: [Catalog.HiveLanguage] = []

    init(files: [DefinitionFile], inputs: Validator.InputState) {
        self.files = files
        self.inputs = inputs
        var declared: [Language] = []
        for file in files where !file.isPreset {
            for language in file.languages ?? [] { _ = Self.insert(language.value, intoSorted: &declared) }
        }
        declaredLanguages = declared
        let stated = files.lazy.filter { !$0.isPreset }.compactMap { $0.targets }.first
        targets = stated?.value ?? Target.unstated
        targetsLocation = stated?.location
        var actions = Definitions<ActionDefinition>()
        var categories = Definitions<CategoryDefinition>()
        actions.reserveCapacity(files.reduce(0) { $0 + $1.actions.count })
        categories.reserveCapacity(files.reduce(0) { $0 + $1.categories.count })
        for file in files {
            actions.add(file.actions, fromPreset: file.isPreset)
            categories.add(file.categories, fromPreset: file.isPreset)
        }
        self.actions = actions.items
        actionIsPreset = actions.isPreset
        actionIndex = actions.index
        self.categories = categories.items
        categoryIsPreset = categories.isPreset
        repeatedActions = actions.repeats
        repeatedCategories = categories.repeats
        overridesOfNothing =
            actions.overridesOfNothing.map { ($0, "action") }
            + categories.overridesOfNothing.map { ($0, "category") }
        repeatLocations = Set((repeatedActions + repeatedCategories).map { $0.id.location })
        presetPaths = files.filter { $0.isPreset }.map { $0.path }
        var retiredIDs: Set<String> = []
        retired = files.flatMap { $0.retired }.filter { retiredIDs.insert($0.value).inserted }
    }

    /// Whether the rules and outputs of `target` apply.
    func applies(_ target: Target) -> Bool { targets.contains(target) }

    /// For an error only the Hive SDK's rules make: when no file states `targets:`, that
    /// they apply by default, and how an app without the Hive SDK says so (not to files that
    /// choose `hiveLanguages:`, which are written for the Hive SDK).
    var hiveByDefaultNotes: [Diagnostic.Note] {
        guard targetsLocation == nil, files.allSatisfy({ $0.isPreset || $0.hiveLanguages.isEmpty }) else {
            return []
        }
        return [
            Diagnostic.Note(
                "no file states 'targets:', so the Hive SDK's rules apply; an app without the Hive SDK writes"
                    + " targets: [ios] at the top level")
        ]
    }

    /// The most actions a category may list under every target's rules, and the target
    /// whose limit that is.
    var actionLimit: (count: Int, target: Target) {
        let strictest = targets.min { $0.maxActionsPerCategory < $1.maxActionsPerCategory }!
        return (strictest.maxActionsPerCategory, strictest)
    }

    /// Every language the app's files write, each once at the first place it is written (the
    /// `languages:` lists first, then the texts), and every language of the presets' texts.
    func languagePlaces() -> (app: [(language: Language, place: SourceLocation)], presets: [Language]) {
        var app: [(language: Language, place: SourceLocation)] = []
        var seen: [Language] = []
        for file in files where !file.isPreset {
            for language in file.languages ?? [] where Self.insert(language.value, intoSorted: &seen) {
                app.append((language.value, language.location))
            }
        }
        var presets: [Language] = []
        // Most texts are in the languages of the text before them, in the same order: those
        // bring no language not seen already, found in one comparison an entry.
        var previous: [Language] = []
        for file in files {
            // A preset's languages are not the app's.
            previous = []
            DefinitionText.forEachText(in: file) { _, _, text in
                guard
                    text.entries.count != previous.count
                        || previous.indices.contains(where: { text.entries[$0].language != previous[$0] })
                else { return }
                previous = text.entries.map { $0.language }
                for entry in text.entries {
                    if file.isPreset {
                        _ = Self.insert(entry.language, intoSorted: &presets)
                    } else if Self.insert(entry.language, intoSorted: &seen) {
                        app.append((entry.language, text.location(of: entry)))
                    }
                }
            }
        }
        return (app, presets)
    }

    /// Puts `language` in its place in `languages`, which is sorted, unless it is there already;
    /// whether it was not. A build's languages are few: a sorted array finds one in a few
    /// comparisons, where a `Set` of them would cost a run-time type lookup on first use.
    private static func insert(_ language: Language, intoSorted languages: inout [Language]) -> Bool {
        var (low, high) = (0, languages.count)
        while low < high {
            let middle = (low + high) / 2
            if languages[middle] < language { low = middle + 1 } else { high = middle }
        }
        guard low == languages.count || languages[low] != language else { return false }
        languages.insert(language, at: low)
        return true
    }

    /// Whether the definition with this id is a repeat, not the one that counts.
    func isRepeat(_ id: Located<String>) -> Bool {
        // Hashing a location hashes its path: most builds have no repeat to look for.
        !repeatLocations.isEmpty && repeatLocations.contains(id.location)
    }

    /// Whether a place is in a preset's file rather than the app's.
    func isPresetLocation(_ location: SourceLocation) -> Bool { presetPaths.contains(location.file) }

    /// The definitions of one kind in precedence order (presets first). The first of an id
    /// counts; an app's first `override: true` definition of a preset's id is laid over the
    /// preset's; any other is a repeat.
    private struct Definitions<Definition: OverridableDefinition> {
        var items: [Definition] = []
        var isPreset: [Bool] = []
        var index: [String: Int] = [:]
        var repeats: [Repeat] = []
        var overridesOfNothing: [Located<String>] = []
        /// The preset ids an app's definition was laid over.
        private var overridden: Set<String> = []

        mutating func reserveCapacity(_ count: Int) {
            items.reserveCapacity(count)
            isPreset.reserveCapacity(count)
            index.reserveCapacity(count)
        }

        /// Adds a file's definitions, in order.
        mutating func add(_ definitions: [Definition], fromPreset: Bool) {
            // The usual first file, each id once, is taken as it is: its array is shared, where
            // copying its definitions one by one would retain (and later release) every field.
            if items.isEmpty, indexUnique(definitions) {
                items = definitions
                isPreset = Array(repeating: fromPreset, count: definitions.count)
                guard !fromPreset else { return }
                for index in definitions.indices where definitions[index].isMarkedOverride {
                    overridesOfNothing.append(definitions[index].definitionID)
                }
                return
            }
            for index in definitions.indices { add(definitions[index], fromPreset: fromPreset) }
        }

        /// Indexes the ids of `definitions`, the first to be added, when each is there once;
        /// else leaves the index empty and says so.
        private mutating func indexUnique(_ definitions: [Definition]) -> Bool {
            for index in definitions.indices
            where self.index.updateValue(index, forKey: definitions[index].definitionID.value) != nil {
                self.index.removeAll(keepingCapacity: true)
                return false
            }
            return true
        }

        private mutating func add(_ definition: Definition, fromPreset: Bool) {
            let id = definition.definitionID
            // One hash for the usual new id; a repeat puts the first one's position back.
            guard let position = index.updateValue(items.count, forKey: id.value) else {
                if definition.isMarkedOverride && !fromPreset { overridesOfNothing.append(id) }
                items.append(definition)
                isPreset.append(fromPreset)
                return
            }
            index[id.value] = position
            let overridesPreset = isPreset[position] && !fromPreset && !overridden.contains(id.value)
            if overridesPreset && definition.isMarkedOverride {
                overridden.insert(id.value)
                items[position].override(with: definition)
                // An earlier repeat of the preset's id no longer needs the hint to override it.
                for index in repeats.indices where repeats[index].id.value == id.value {
                    repeats[index].repeatsPreset = false
                }
            } else {
                repeats.append(
                    Repeat(
                        id: id, first: items[position].definitionID.location, repeatsPreset: overridesPreset))
            }
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The catalog of what counts; `Validator.validate` asks for it only when every rule held.
    func catalog() -> Catalog {
        // A preset has no file a user can open, so its definitions are placed where the app's
        // first file names the preset; `actionc diff` and the APNs check point there.
        var requests: [String: SourceLocation] = [:]
        for request in files.filter({ !$0.isPreset }).flatMap({ $0.presets }) {
            if let preset = Preset.named(request.name.value), requests[preset.path] == nil {
                requests[preset.path] = request.name.location
            }
        }
        func openable(_ location: SourceLocation) -> SourceLocation {
            isPresetLocation(location) ? requests[location.file] ?? location : location
        }
        let catalogActions = actions.indices.sorted {
            actions[$0].id.value < actions[$1].id.value
        }.map { index in
            // Each field read where it is: a copy of the whole definition would retain and
            // release every field of every action.
            let id = actions[index].id
            return Catalog.Action(
                id: id.value, swiftName: actionNames[index] ?? id.value,
                title: actions[index].title?.localized ?? LocalizedText([]),
                options: actions[index].options ?? [],
                icon: actions[index].icon,
                textInput: actions[index].textInput.map { textInput in
                    TextInput(
                        button: textInput.button?.localized ?? LocalizedText([]),
                        placeholder: textInput.placeholder?.localized ?? LocalizedText([]))
                }, location: openable(id.location),
                androidName: androidActionNames.indices.contains(index) ? androidActionNames[index] : nil,
                androidIcon: actions[index].android?.icon?.value)
        }
        let catalogCategories = categories.indices.map { index in
            // Each field read where it is, as for the actions.
            let (id, members) = (categories[index].id, categories[index].actions ?? [])
            var result = Catalog.Category(
                id: id.value, swiftName: categoryNames[index] ?? id.value,
                actionIDs: members.map { $0.value }, options: categories[index].options ?? [],
                intentIdentifiers: (categories[index].intentIdentifiers ?? []).map { $0.value },
                location: openable(id.location), isPreset: categoryIsPreset[index],
                actionLocations: members.map { openable($0.location) },
                androidName: androidCategoryNames.indices.contains(index) ? androidCategoryNames[index] : nil)
            for text in CategoryText.allCases {
                // Set by name, as `written` reads: a key path is read through the run time.
                let localized = categories[index].written(text)?.localized
                switch text {
                case .hiddenPreviewsBodyPlaceholder: result.hiddenPreviewsBodyPlaceholder = localized
                case .summaryFormat: result.summaryFormat = localized
                }
            }
            return result
        }
        var languages = declaredLanguages
        if languages.isEmpty {
            // Every text counts: a language only a placeholder or a category text is written in
            // would otherwise be in no output.
            func use(_ text: LocalizedText?) {
                for language in text?.languages ?? [] { _ = Self.insert(language, intoSorted: &languages) }
            }
            for action in catalogActions {
                use(action.title)
                use(action.textInput?.button)
                use(action.textInput?.placeholder)
            }
            for category in catalogCategories {
                for text in CategoryText.allCases { use(category[keyPath: text.catalog]) }
            }
        }
        return Catalog(
            languages: languages, actions: catalogActions, categories: catalogCategories,
            sourcePaths: files.filter { !$0.isPreset }.map { $0.path }, retired: retired, targets: targets,
            hiveLanguages: hiveLanguages,
            androidPackage: files.lazy.filter { !$0.isPreset }.compactMap { $0.androidPackage }.first?.value)
    }
}
