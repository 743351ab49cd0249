import ActionModel
import ActionSyntax

extension Validator {
    /// `hive_push_actions.json` lists each category as an array of action ids, so a
    /// category's options, texts and intent identifiers have no place in it: the Hive SDK, which registers the categories
    /// from that file at launch, registers them without. They take effect only where the
    /// generated registry registers the categories. (Swift names are not reported: they name
    /// the registry's cases and mean nothing at run time.)
    static func checkFieldsTheHiveFileDrops(_ context: inout ValidationContext) {
        // Without the Hive SDK, `register` is the only registration and drops nothing.
        guard context.applies(.hive) else { return }
        // A category without a readable action list already has an error; this would only add to it.
        // By index (see checkIdentifiers).
        for index in context.categories.indices where context.categories[index].actions != nil {
            let dropped = iosOnlyFields(of: context.categories[index])
            guard !dropped.isEmpty else { continue }
            let category = context.categories[index]
            var notes = [
                Diagnostic.Note(
                    "these take effect where `register` in the generated PushActions.swift registers the categories"
                )
            ]
            // The one place a correct placeholder's count is explained: every category with a
            // placeholder gets this warning.
            if let placeholder = category.hiddenPreviewsBodyPlaceholder,
                let english = placeholder.entries.first(where: { $0.language == .english }),
                let count = FormatSpecifier.all(in: english.text).first(where: { $0.kind == .count })
            {
                notes.append(
                    Diagnostic.Note(
                        threadCountNote, at: placeholder.location(of: english, scalarOffset: count.offset)))
            }
            context.report(
                .warning(
                    .notInHiveJSON,
                    "category '\(category.id.value)' has \(list(dropped)), which hive_push_actions.json cannot carry; the Hive SDK registers the category without them",
                    at: category.id.location, about: .category(category.id.value), notes: notes))
        }
    }

    /// What of `category` only iOS reads, as messages name it: `option customDismissAction`,
    /// then its texts' and intents' fields.
    static func iosOnlyFields(of category: CategoryDefinition) -> [String] {
        var fields: [String] = []
        if let written = category.options, !written.isEmpty {
            let options = written.map(\.rawValue).joined(separator: ", ")
            fields.append((written.count == 1 ? "option " : "options ") + options)
        }
        fields += CategoryText.allCases.filter { category.written($0) != nil }.map { $0.field }
        if let intents = category.intentIdentifiers, !intents.isEmpty {
            fields.append(DefinitionField.intentIdentifiers)
        }
        return fields
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
