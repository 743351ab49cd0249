package import ActionModel
package import ActionSyntax
import ActionValidate

/// The diff stage: the validated catalog against the baselines of app versions already in
/// users' hands. Every change is a diagnostic under its rule's code (DiffRule): a change to
/// something that still exists at its place in the definitions, a removal at its place in
/// the baseline, each with the baseline's value and the new one as notes. One change seen
/// against several baselines is one diagnostic that names them. Pure, like every stage.
package enum CatalogDiff {
    package struct Result: Sendable {
        /// One diagnostic per change, for the warning policy: an `allow:` of a diff code on
        /// the definition a change is about acknowledges it. Removals acknowledged by
        /// `retired:` are left out.
        package var changes: [Diagnostic]
        /// What is wrong with `retired:` itself: errors no policy sets.
        package var problems: [Diagnostic]
        package var summary: DiffSummary
        /// The order the diagnostics are reported in: the definitions, then the baselines.
        package var fileOrder: [String]
    }

    package static func compare(_ catalog: Catalog, with baselines: [Baseline]) -> Result {
        let new = NewSide(catalog)
        var changes: [Change] = []
        var changed: [Set<String>] = []
        for (index, baseline) in baselines.enumerated() {
            var comparison = Comparison(new: new, baseline: baseline, index: index)
            comparison.run()
            changes += comparison.changes
            changed.append(Set(comparison.changes.flatMap(\.categories)))
        }
        let retired = Set(catalog.retired.map(\.value))
        return Result(
            changes: merge(
                changes.filter { !$0.isAcknowledged(byRetiring: retired) }, baselines: baselines,
                newVersion: catalog.version),
            problems: retirementProblems(catalog.retired, baselines: baselines),
            summary: DiffSummary(catalog: catalog, baselines: baselines, changed: changed),
            fileOrder: catalog.sourcePaths + baselines.map(\.name))
    }

    /// A retired id must be one some baseline has: otherwise it acknowledges nothing, most
    /// likely through a typo, and would hide a later removal of the id it was meant to be.
    static func retirementProblems(_ retired: [Located<String>], baselines: [Baseline]) -> [Diagnostic] {
        var known: Set<String> = []
        for baseline in baselines {
            known.formUnion(baseline.categories.map(\.id.value))
            known.formUnion(baseline.actions.keys)
        }
        let names = baselines.map(\.name).joined(separator: ", ")
        return retired.filter { !known.contains($0.value) }.map { id in
            .error(
                .retiredNotInBaseline, "'\(id.value)' is retired, but no baseline has it", at: id.location,
                notes: Suggestion.note(for: id.value, in: known.sorted())
                    + [Diagnostic.Note("the baselines: \(names)")])
        }
    }

    /// One diagnostic per distinct change, in the order first seen, naming the baselines it
    /// was seen against when there are several.
    private static func merge(_ changes: [Change], baselines: [Baseline], newVersion: String) -> [Diagnostic]
    {
        var order: [Change.Key] = []
        var groups: [Change.Key: [Change]] = [:]
        for change in changes {
            if groups[change.key] == nil { order.append(change.key) }
            groups[change.key, default: []].append(change)
        }
        return order.map { key in
            let group = groups[key]!
            let first = group[0]
            var notes = [
                Diagnostic.Note("was: \(first.was)", at: first.wasLocation),
                Diagnostic.Note("now: \(first.now)"),
            ]
            notes += first.notes
            if first.code == .categoryAdded {
                let versions = group.map {
                    "\(baselines[$0.baseline].catalogVersion) (\(baselines[$0.baseline].name))"
                }
                notes.append(
                    Diagnostic.Note(
                        "this version's catalogVersion is \(newVersion); servers must not send it to versions that report \(versions.joined(separator: " or "))"
                    ))
            }
            if baselines.count > 1 {
                let names = group.map { baselines[$0.baseline].name }
                notes.append(
                    Diagnostic.Note(
                        "in \(names.count) of \(baselines.count) baselines: \(names.joined(separator: ", "))")
                )
            }
            let severity = DiffRule.rule(for: first.code)?.class.severity ?? .error
            // A removal is about a definition that is gone: only `retired:` acknowledges it.
            return Diagnostic(
                severity, first.code, first.message, at: first.location,
                about: first.isRemoval ? nil : first.subject, notes: notes)
        }
    }
}

/// One change against one baseline, before changes seen against several are merged.
struct Change {
    var code: DiagnosticCode
    var subject: DefinitionReference
    /// What changed; the message and the `was`/`now` notes are rendered from it.
    var facts: ChangeFacts
    /// In the definitions, or in the baseline for a removal.
    var location: SourceLocation
    var isRemoval: Bool
    /// Nil when the baseline has no place for it (a category it lacks).
    var wasLocation: SourceLocation?
    var notes: [Diagnostic.Note] = []
    /// The categories this change touches, for the summary.
    var categories: [String]
    var baseline: Int
    /// The id a removal or replacement takes away, which `retired:` may acknowledge.
    var removedID: String?

    /// Changes seen against several baselines are one when these are equal: the facts, not
    /// their wording, so rewording a message cannot change what merges.
    struct Key: Hashable {
        var code: DiagnosticCode
        var subject: DefinitionReference
        var facts: ChangeFacts
        /// A removal is at a different place in each baseline, and still one change.
        var location: SourceLocation?
    }

    var key: Key {
        Key(code: code, subject: subject, facts: facts, location: isRemoval ? nil : location)
    }

    func isAcknowledged(byRetiring retired: Set<String>) -> Bool {
        removedID.map(retired.contains) ?? false
    }

    var message: String {
        switch facts {
        case .category(let id, _, let now):
            now == nil
                ? "category '\(id)' was removed; a push that names it shows no buttons in this version"
                : "category '\(id)' is new; app versions built before it show no buttons for it"
        case .buttonReplaced(let category, let old, let new):
            "category '\(category)' shows action '\(new)' where it showed '\(old)'; the app's handler receives another action id"
        case .button(let category, let id, _, _):
            code == .buttonRemoved
                ? "action '\(id)' was removed from category '\(category)'; users of this version can no longer answer with it"
                : "category '\(category)' gains action '\(id)'"
        case .buttonOrder(let category, _, _):
            "the buttons of category '\(category)' changed order; where space is short iOS shows only the first two"
        case .categoryOptions(let category, _, _):
            "the options of category '\(category)' changed"
        case .textInput(let action, let added, _):
            added
                ? "action '\(action)' now takes text input; the app's handler receives a text response instead of a plain one"
                : "action '\(action)' no longer takes text input; the app's handler receives a plain response without the user's text"
        case .actionOptions(let action, _, let now):
            switch code {
            case .authenticationRequiredRemoved:
                "action '\(action)' no longer requires unlocking the device; it can now run from a locked phone"
            case .authenticationRequiredAdded: "action '\(action)' now requires unlocking the device"
            case .foregroundAdded: "action '\(action)' now opens the app; a tap was handled in the background"
            case .foregroundRemoved:
                "action '\(action)' no longer opens the app; a tap is now handled in the background"
            default:
                "action '\(action)' is \(now.contains(.destructive) ? "now" : "no longer") destructive (drawn in red)"
            }
        case .text(let action, let field, let languages, _, _):
            "the \(field) of action '\(action)' changed in \(languages.map(\.identifier).joined(separator: ", "))"
        }
    }

    var was: String { rendered(before: true) }
    var now: String { rendered(before: false) }

    private func rendered(before: Bool) -> String {
        func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
        func options(_ names: [String]) -> String { names.isEmpty ? "no options" : "options " + list(names) }
        switch facts {
        case .category(let id, let was, let now):
            return (before ? was : now).map { "buttons \(list($0))" } ?? "no category '\(id)'"
        case .buttonReplaced(_, let old, let new):
            return "'\(before ? old : new)'"
        case .button(_, _, let was, let now), .buttonOrder(_, let was, let now):
            return "buttons \(list(before ? was : now))"
        case .categoryOptions(_, let was, let now):
            return options((before ? was : now).map(\.rawValue))
        case .textInput(_, let added, let englishButton):
            guard before != added else { return "no text input" }
            return "text input with button \(englishButton.map { "\"\($0)\"" } ?? "(no English)")"
        case .actionOptions(_, let was, let now):
            return options((before ? was : now).map(\.rawValue))
        case .text(_, _, let languages, let was, let now):
            return zip(languages, before ? was : now).map { language, text in
                text.map { "\(language.identifier) \"\($0)\"" } ?? "\(language.identifier) none"
            }
            .joined(separator: ", ")
        }
    }
}

/// What a change says, as values: the category or action, and the two sides as the report
/// shows them.
enum ChangeFacts: Hashable {
    /// A category one side lacks (nil there), with the other side's buttons.
    case category(id: String, was: [String]?, now: [String]?)
    /// The button at one place of a category, `old` gone and `new` new.
    case buttonReplaced(category: String, old: String, new: String)
    /// A category's buttons, around the one `id` added or removed (the code says which).
    case button(category: String, id: String, was: [String], now: [String])
    /// A category's buttons, the ones both sides have in another order.
    case buttonOrder(category: String, was: [String], now: [String])
    case categoryOptions(category: String, was: [CategoryOption], now: [CategoryOption])
    /// An action's text input, gained or lost, shown by its English button.
    case textInput(action: String, added: Bool, englishButton: String?)
    /// An action's options, one flag of which changed (the code says which).
    case actionOptions(action: String, was: [ActionOption], now: [ActionOption])
    /// One text field of an action, in the languages where it differs.
    case text(action: String, field: String, languages: [Language], was: [String?], now: [String?])
}

/// The new definitions, indexed for the comparison.
struct NewSide {
    let catalog: Catalog
    let categories: [String: Catalog.Category]
    /// The categories that show each action.
    let categoriesUsing: [String: [String]]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        var categories: [String: Catalog.Category] = [:]
        var using: [String: [String]] = [:]
        for category in catalog.categories {
            categories[category.id] = category
            for action in category.actionIDs { using[action, default: []].append(category.id) }
        }
        self.categories = categories
        categoriesUsing = using
    }

    /// Where a definition is, for a catalog made in code: the first input's start.
    var fallbackLocation: SourceLocation {
        SourceLocation(file: catalog.sourcePaths.first ?? "<definitions>", line: 1, column: 1)
    }
}

/// The rules, applied to one baseline.
struct Comparison {
    let new: NewSide
    let baseline: Baseline
    let index: Int
    /// The baseline's category ids.
    let baselineCategories: Set<String>
    var changes: [Change] = []

    init(new: NewSide, baseline: Baseline, index: Int) {
        self.new = new
        self.baseline = baseline
        self.index = index
        baselineCategories = Set(baseline.categories.map(\.id.value))
    }

    mutating func run() {
        for old in baseline.categories {
            if let category = new.categories[old.id.value] {
                compareButtons(old, category)
                compareOptions(old, category)
            } else {
                categoryRemoved(old)
            }
        }
        for category in new.catalog.categories where !baselineCategories.contains(category.id) {
            let location = category.location ?? new.fallbackLocation
            add(
                .categoryAdded, .category(category.id),
                .category(id: category.id, was: nil, now: category.actionIDs), at: location, wasLocation: nil,
                categories: [category.id])
        }
        for action in new.catalog.actions {
            guard let old = baseline.actions[action.id] else { continue }
            compareAction(old, action)
        }
    }

    private mutating func categoryRemoved(_ old: Baseline.Category) {
        var notes: [Diagnostic.Note] = []
        let oldActions = old.actions.map(\.value)
        if let renamed = new.catalog.categories.first(where: {
            $0.actionIDs == oldActions && !baselineCategories.contains($0.id)
        }) {
            notes.append(
                Diagnostic.Note(
                    "new category '\(renamed.id)' shows the same buttons: a rename still breaks every push that names '\(old.id.value)'",
                    at: renamed.location))
        }
        notes.append(
            Diagnostic.Note(
                "if the removal is deliberate, add '\(old.id.value)' to the top-level 'retired:' list"))
        var change = Change(
            code: .categoryRemoved, subject: .category(old.id.value),
            facts: .category(id: old.id.value, was: oldActions, now: nil), location: old.id.location,
            isRemoval: true, wasLocation: old.id.location, notes: notes, categories: [old.id.value],
            baseline: index)
        change.removedID = old.id.value
        changes.append(change)
    }

    /// Buttons compared by position: a different id where the old one is gone and the new
    /// one is new is a replacement; the rest are removals and additions, and the ids both
    /// have in another order are a reordering.
    private mutating func compareButtons(_ old: Baseline.Category, _ category: Catalog.Category) {
        let oldIDs = old.actions.map(\.value)
        let newIDs = category.actionIDs
        guard oldIDs != newIDs else { return }
        let oldSet = Set(oldIDs)
        let newSet = Set(newIDs)
        let location = category.location ?? new.fallbackLocation
        func newLocation(_ index: Int) -> SourceLocation {
            index < category.actionLocations.count ? category.actionLocations[index] : location
        }
        var paired: Set<Int> = []
        for index in 0..<min(oldIDs.count, newIDs.count)
        where !newSet.contains(oldIDs[index]) && !oldSet.contains(newIDs[index]) {
            paired.insert(index)
            add(
                .buttonReplaced, .category(category.id),
                .buttonReplaced(category: category.id, old: oldIDs[index], new: newIDs[index]),
                at: newLocation(index), wasLocation: old.actions[index].location, categories: [category.id],
                removing: oldIDs[index])
        }
        for (index, id) in oldIDs.enumerated() where !newSet.contains(id) && !paired.contains(index) {
            add(
                .buttonRemoved, .category(category.id),
                .button(category: category.id, id: id, was: oldIDs, now: newIDs), at: location,
                wasLocation: old.actions[index].location, categories: [category.id], removing: id)
        }
        for (index, id) in newIDs.enumerated() where !oldSet.contains(id) && !paired.contains(index) {
            add(
                .buttonAdded, .category(category.id),
                .button(category: category.id, id: id, was: oldIDs, now: newIDs), at: newLocation(index),
                wasLocation: old.id.location, categories: [category.id])
        }
        let keptOld = oldIDs.filter(newSet.contains)
        let keptNew = newIDs.filter(oldSet.contains)
        if keptOld != keptNew {
            add(
                .buttonOrderChanged, .category(category.id),
                .buttonOrder(category: category.id, was: oldIDs, now: newIDs), at: location,
                wasLocation: old.id.location, categories: [category.id])
        }
    }

    private mutating func compareOptions(_ old: Baseline.Category, _ category: Catalog.Category) {
        guard let oldOptions = old.options, oldOptions != category.options else { return }
        add(
            .categoryOptionsChanged, .category(category.id),
            .categoryOptions(category: category.id, was: oldOptions, now: category.options),
            at: category.location ?? new.fallbackLocation, wasLocation: old.id.location,
            categories: [category.id])
    }

    private mutating func compareAction(_ old: Baseline.Action, _ action: Catalog.Action) {
        let id = action.id
        func change(_ code: DiagnosticCode, _ facts: ChangeFacts) {
            add(
                code, .action(id), facts, at: action.location ?? new.fallbackLocation,
                wasLocation: old.id.location,
                categories: (new.categoriesUsing[id] ?? []).filter(baselineCategories.contains))
        }
        switch (old.textInput, action.textInput) {
        case (nil, .some(let input)):
            change(
                .textInputAdded, .textInput(action: id, added: true, englishButton: input.button[.english]))
        case (.some(let input), nil):
            change(
                .textInputRemoved, .textInput(action: id, added: false, englishButton: input.button[.english])
            )
        case (.some(let oldInput), .some(let newInput)):
            for (old, new, field) in [
                (oldInput.button, newInput.button, ActionText.textInputButton.label),
                (oldInput.placeholder, newInput.placeholder, ActionText.textInputPlaceholder.label),
            ] {
                if let facts = Self.textChange(old, new, of: field, action: id) {
                    change(.titleChanged, facts)
                }
            }
        case (nil, nil):
            break
        }
        let added = Set(action.options).subtracting(old.options)
        let removed = Set(old.options).subtracting(action.options)
        let options = ChangeFacts.actionOptions(action: id, was: old.options, now: action.options)
        if removed.contains(.authenticationRequired) { change(.authenticationRequiredRemoved, options) }
        if added.contains(.authenticationRequired) { change(.authenticationRequiredAdded, options) }
        if added.contains(.foreground) { change(.foregroundAdded, options) }
        if removed.contains(.foreground) { change(.foregroundRemoved, options) }
        if added.contains(.destructive) || removed.contains(.destructive) {
            change(.destructiveChanged, options)
        }
        if let facts = Self.textChange(old.title, action.title, of: ActionText.title.label, action: id) {
            change(.titleChanged, facts)
        }
    }

    /// One text field of action `id`, in the languages where `old` and `new` differ; nil when none does.
    private static func textChange(
        _ old: LocalizedText, _ new: LocalizedText, of field: String, action id: String
    )
        -> ChangeFacts?
    {
        guard old != new else { return nil }
        let languages = Set(old.languages + new.languages).sorted().filter { old[$0] != new[$0] }
        return .text(
            action: id, field: field, languages: languages, was: languages.map { old[$0] },
            now: languages.map { new[$0] })
    }

    private mutating func add(
        _ code: DiagnosticCode, _ subject: DefinitionReference, _ facts: ChangeFacts,
        at location: SourceLocation, wasLocation: SourceLocation?, categories: [String],
        removing removedID: String? = nil
    ) {
        var change = Change(
            code: code, subject: subject, facts: facts, location: location, isRemoval: false,
            wasLocation: wasLocation, categories: categories, baseline: index)
        change.removedID = removedID
        changes.append(change)
    }
}
