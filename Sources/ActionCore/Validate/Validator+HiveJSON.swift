import ActionSyntax

extension Validator {
    /// `hive_push_actions.json` lists each category as an array of action ids, so a
    /// category's options have no place in it: the Hive SDK, which registers the categories
    /// from that file at launch, registers them without. They take effect only where the
    /// generated registry registers the categories. (Swift names are not reported: they name
    /// the registry's cases and mean nothing at run time.)
    static func checkFieldsTheHiveFileDrops(_ context: inout ValidationContext) {
        // A category without a readable action list already has an error; this would only add to it.
        for category in context.categories where category.actions != nil {
            guard let written = category.options, !written.isEmpty else { continue }
            let options = written.map(\.rawValue).joined(separator: ", ")
            let noun = written.count == 1 ? "option" : "options"
            context.report(
                .warning(
                    .notInHiveJSON,
                    "category '\(category.id.value)' has \(noun) \(options), which hive_push_actions.json cannot carry; the Hive SDK registers the category without them",
                    at: category.id.location, about: .category(category.id.value),
                    notes: [
                        Diagnostic.Note(
                            "category options take effect where `register` in the generated PushActions.swift registers the categories"
                        )
                    ]))
        }
    }
}
