import ActionModel
import ActionSyntax

extension Validator {
    /// A category's intent identifiers name Apple's `IN…IntentIdentifier` constants; any
    /// other string is passed to iOS as written, which matches no intent, so it is a
    /// warning with the nearest constant. A repeat within one list is harmless and kept once.
    static func checkIntentIdentifiers(_ context: inout ValidationContext) {
        // By index (see checkIdentifiers).
        for index in context.categories.indices {
            for identifier in context.categories[index].intentIdentifiers ?? []
            where !IntentIdentifiers.known.contains(identifier.value) {
                // The value ("INSendMessageIntent") or the bare intent ("SendMessage") name a
                // constant as surely as a typo does.
                let category = context.categories[index].id.value
                let word = identifier.value
                let named = [word + "Identifier", "IN" + word + "IntentIdentifier"].first {
                    IntentIdentifiers.known.contains($0)
                }
                var notes = Diagnostic.Note.didYouMean(
                    named ?? Suggestion.closest(to: word, in: IntentIdentifiers.all))
                if notes.isEmpty {
                    notes.append(
                        Diagnostic.Note(
                            "intent identifiers are Apple's constants, such as INSendMessageIntentIdentifier or INStartCallIntentIdentifier"
                        ))
                }
                context.report(
                    .warning(
                        .unknownIntent,
                        "category '\(category)' names intent identifier '\(identifier.value)', which is none of Apple's IN…IntentIdentifier constants",
                        at: identifier.location, about: .category(category), notes: notes))
            }
        }
    }
}
