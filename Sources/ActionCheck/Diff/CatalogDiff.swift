public import ActionModel
public import ActionSyntax
public import ActionValidate

/// The diff stage: the validated catalog against the baselines of app versions already in
/// users' hands. Every change is a diagnostic under its rule's code (DiffRule): a change to
/// something that still exists at its place in the definitions, a removal at its place in
/// the baseline, each with the baseline's value and the new one as notes. One change seen
/// against several baselines is one diagnostic that names them. Pure, like every stage.
public enum CatalogDiff {
    public struct Result: Sendable {
        /// Sorted by place; removals acknowledged by `retired:` are left out.
        public var diagnostics: [Diagnostic]
        public var summary: DiffSummary
    }

    /// `policy` is the definitions' warning policy: an `allow:` of a diff code on the
    /// definition a change is about acknowledges it, and an entry that acknowledged nothing
    /// is reported (`unused-allow`).
    public static func compare(_ catalog: Catalog, with baselines: [Baseline], policy: inout WarningPolicy)
        -> Result
    {
        let new = NewSide(catalog)
        var changes: [Change] = []
        var changed: [Set<String>] = []
        for (index, baseline) in baselines.enumerated() {
            var comparison = Comparison(new: new, baseline: baseline, index: index)
            comparison.run()
            changes += comparison.changes
            changed.append(Set(comparison.changes.flatMap(\.categories)))
        }
        let summary = DiffSummary(catalog: catalog, baselines: baselines, changed: changed)
        let retired = Set(catalog.retired.map(\.value))
        var diagnostics = policy.apply(
            merge(
                changes.filter { !$0.isAcknowledged(byRetiring: retired) }, baselines: baselines,
                newVersion: catalog.version))
        diagnostics += retirementProblems(catalog.retired, baselines: baselines)
        diagnostics += policy.unusedAllowances(in: [.diff])
        let fileOrder = catalog.sourcePaths + baselines.map(\.name)
        return Result(diagnostics: FrontEnd.sorted(diagnostics, fileOrder: fileOrder), summary: summary)
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
    var message: String
    /// In the definitions, or in the baseline for a removal.
    var location: SourceLocation
    var isRemoval: Bool
    var was: String
    /// Nil when the baseline has no place for it (a category it lacks).
    var wasLocation: SourceLocation?
    var now: String
    var notes: [Diagnostic.Note] = []
    /// The categories this change touches, for the summary.
    var categories: [String]
    var baseline: Int
    /// The id a removal or replacement takes away, which `retired:` may acknowledge.
    var removedID: String?

    struct Key: Hashable {
        var code: DiagnosticCode
        var subject: DefinitionReference
        var message: String
        var was: String
        var now: String
        /// A removal is at a different place in each baseline, and still one change.
        var location: SourceLocation?
    }

    var key: Key {
        Key(
            code: code, subject: subject, message: message, was: was, now: now,
            location: isRemoval ? nil : location)
    }

    func isAcknowledged(byRetiring retired: Set<String>) -> Bool {
        removedID.map(retired.contains) ?? false
    }
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
                "category '\(category.id)' is new; app versions built before it show no buttons for it",
                at: location, was: "no category '\(category.id)'", wasLocation: nil,
                now: "buttons \(list(category.actionIDs))", categories: [category.id])
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
            message:
                "category '\(old.id.value)' was removed; a push that names it shows no buttons in this version",
            location: old.id.location, isRemoval: true, was: "buttons \(list(oldActions))",
            wasLocation: old.id.location, now: "no category '\(old.id.value)'", notes: notes,
            categories: [old.id.value], baseline: index)
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
            var change = categoryChange(
                .buttonReplaced, category,
                "category '\(category.id)' shows action '\(newIDs[index])' where it showed '\(oldIDs[index])'; the app's handler receives another action id",
                at: newLocation(index), was: "'\(oldIDs[index])'", wasLocation: old.actions[index].location,
                now: "'\(newIDs[index])'")
            change.removedID = oldIDs[index]
            changes.append(change)
        }
        for (index, id) in oldIDs.enumerated() where !newSet.contains(id) && !paired.contains(index) {
            var change = categoryChange(
                .buttonRemoved, category,
                "action '\(id)' was removed from category '\(category.id)'; users of this version can no longer answer with it",
                at: location, was: "buttons \(list(oldIDs))", wasLocation: old.actions[index].location,
                now: "buttons \(list(newIDs))")
            change.removedID = id
            changes.append(change)
        }
        for (index, id) in newIDs.enumerated() where !oldSet.contains(id) && !paired.contains(index) {
            changes.append(
                categoryChange(
                    .buttonAdded, category, "category '\(category.id)' gains action '\(id)'",
                    at: newLocation(index),
                    was: "buttons \(list(oldIDs))", wasLocation: old.id.location,
                    now: "buttons \(list(newIDs))"))
        }
        let keptOld = oldIDs.filter(newSet.contains)
        let keptNew = newIDs.filter(oldSet.contains)
        if keptOld != keptNew {
            changes.append(
                categoryChange(
                    .buttonOrderChanged, category,
                    "the buttons of category '\(category.id)' changed order; where space is short iOS shows only the first two",
                    at: location, was: "buttons \(list(oldIDs))", wasLocation: old.id.location,
                    now: "buttons \(list(newIDs))"))
        }
    }

    private mutating func compareOptions(_ old: Baseline.Category, _ category: Catalog.Category) {
        guard let oldOptions = old.options, oldOptions != category.options else { return }
        changes.append(
            categoryChange(
                .categoryOptionsChanged, category, "the options of category '\(category.id)' changed",
                at: category.location ?? new.fallbackLocation, was: options(oldOptions.map(\.rawValue)),
                wasLocation: old.id.location, now: options(category.options.map(\.rawValue))))
    }

    private mutating func compareAction(_ old: Baseline.Action, _ action: Catalog.Action) {
        let id = action.id
        let was = options(old.options.map(\.rawValue))
        let now = options(action.options.map(\.rawValue))
        func change(_ code: DiagnosticCode, _ message: String, was: String, now: String) {
            add(
                code, .action(id), message, at: action.location ?? new.fallbackLocation, was: was,
                wasLocation: old.id.location, now: now,
                categories: (new.categoriesUsing[id] ?? []).filter(baselineCategories.contains))
        }
        switch (old.textInput, action.textInput) {
        case (nil, .some(let input)):
            change(
                .textInputAdded,
                "action '\(id)' now takes text input; the app's handler receives a text response instead of a plain one",
                was: "no text input", now: textInput(input))
        case (.some(let input), nil):
            change(
                .textInputRemoved,
                "action '\(id)' no longer takes text input; the app's handler receives a plain response without the user's text",
                was: textInput(input), now: "no text input")
        case (.some(let oldInput), .some(let newInput)):
            compareText(oldInput.button, newInput.button, of: "text input button", old, action)
            compareText(oldInput.placeholder, newInput.placeholder, of: "text input placeholder", old, action)
        case (nil, nil):
            break
        }
        let added = Set(action.options).subtracting(old.options)
        let removed = Set(old.options).subtracting(action.options)
        if removed.contains(.authenticationRequired) {
            change(
                .authenticationRequiredRemoved,
                "action '\(id)' no longer requires unlocking the device; it can now run from a locked phone",
                was: was, now: now)
        }
        if added.contains(.authenticationRequired) {
            change(
                .authenticationRequiredAdded, "action '\(id)' now requires unlocking the device", was: was,
                now: now)
        }
        if added.contains(.foreground) {
            change(
                .foregroundAdded, "action '\(id)' now opens the app; a tap was handled in the background",
                was: was, now: now)
        }
        if removed.contains(.foreground) {
            change(
                .foregroundRemoved,
                "action '\(id)' no longer opens the app; a tap is now handled in the background",
                was: was, now: now)
        }
        if added.contains(.destructive) || removed.contains(.destructive) {
            let state = added.contains(.destructive) ? "now" : "no longer"
            change(
                .destructiveChanged, "action '\(id)' is \(state) destructive (drawn in red)", was: was,
                now: now)
        }
        compareText(old.title, action.title, of: "title", old, action)
    }

    private mutating func compareText(
        _ old: LocalizedText, _ new: LocalizedText, of field: String, _ oldAction: Baseline.Action,
        _ action: Catalog.Action
    ) {
        guard old != new else { return }
        let languages = Set(old.languages + new.languages).sorted().filter { old[$0] != new[$0] }
        func texts(_ text: LocalizedText) -> String {
            languages.map { language in
                text[language].map { "\(language.identifier) \"\($0)\"" } ?? "\(language.identifier) none"
            }
            .joined(separator: ", ")
        }
        add(
            .titleChanged, .action(action.id),
            "the \(field) of action '\(action.id)' changed in \(languages.map(\.identifier).joined(separator: ", "))",
            at: action.location ?? self.new.fallbackLocation, was: texts(old),
            wasLocation: oldAction.id.location,
            now: texts(new),
            categories: (self.new.categoriesUsing[action.id] ?? []).filter(baselineCategories.contains))
    }

    private func categoryChange(
        _ code: DiagnosticCode, _ category: Catalog.Category, _ message: String, at location: SourceLocation,
        was: String, wasLocation: SourceLocation, now: String
    ) -> Change {
        Change(
            code: code, subject: .category(category.id), message: message, location: location,
            isRemoval: false,
            was: was, wasLocation: wasLocation, now: now, categories: [category.id], baseline: index)
    }

    private mutating func add(
        _ code: DiagnosticCode, _ subject: DefinitionReference, _ message: String,
        at location: SourceLocation,
        was: String, wasLocation: SourceLocation?, now: String, categories: [String]
    ) {
        changes.append(
            Change(
                code: code, subject: subject, message: message, location: location, isRemoval: false,
                was: was,
                wasLocation: wasLocation, now: now,
                categories: categories, baseline: index))
    }

    private func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }

    private func options(_ names: [String]) -> String {
        names.isEmpty ? "no options" : "options " + list(names)
    }

    private func textInput(_ input: TextInput) -> String {
        "text input with button \(input.button[.english].map { "\"\($0)\"" } ?? "(no English)")"
    }
}
