import ActionModel
import ActionSyntax

extension Validator {
    /// `retired:` says an id was removed on purpose; an id that is still defined contradicts
    /// it, and would hide that id's removal from `actionc diff` once it goes.
    static func checkRetiredIdentifiers(_ context: inout ValidationContext) {
        guard !context.retired.isEmpty else { return }
        var defined: [String: (kind: String, location: SourceLocation)] = [:]
        for category in context.categories { defined[category.id.value] = ("category", category.id.location) }
        for action in context.actions where defined[action.id.value] == nil {
            defined[action.id.value] = ("action", action.id.location)
        }
        for id in context.retired {
            guard let definition = defined[id.value] else { continue }
            context.report(
                .error(
                    .retiredStillDefined,
                    "'\(id.value)' is retired, but \(definition.kind) '\(id.value)' is still defined",
                    at: id.location,
                    notes: [
                        Diagnostic.Note.definition("'\(id.value)' is defined", at: definition.location),
                        Diagnostic.Note("remove it from 'retired', or remove the definition"),
                    ]))
        }
    }
}
