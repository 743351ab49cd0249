import ActionModel
import ActionSyntax

extension Validator {
    /// Each category lists 1 to the targets' limit of defined actions, each once; repeated
    /// definitions included, as for texts. Records which actions are listed.
    static func checkCategoryActions(_ context: inout ValidationContext) {
        context.actionIsListed = [Bool](repeating: false, count: context.actions.count)
        let limit = context.actionLimit
        var suggestionsLeft = maxUnknownActionSuggestions
        for file in context.files {
            // By index (see checkIdentifiers).
            for index in file.categories.indices {
                guard let members = file.categories[index].actions else { continue }
                checkActions(
                    members, of: file.categories[index].id, limit: limit, suggestionsLeft: &suggestionsLeft,
                    in: &context)
            }
        }
    }

    /// `checkCategoryActions` for the action list of one category.
    private static func checkActions(
        _ members: [Located<String>], of id: Located<String>, limit: (count: Int, target: Target),
        suggestionsLeft: inout Int, in context: inout ValidationContext
    ) {
        // A category lists a few actions, looked back over without hashing; a list too long
        // for any target (an error of its own) is indexed, so no list costs its square.
        let firstListed: [String: Int] =
            members.count > 16
            ? Dictionary(members.enumerated().map { ($1.value, $0) }, uniquingKeysWith: { first, _ in first })
            : [:]
        for position in members.indices {
            let member = members[position].value
            let first =
                members.count > 16
                ? firstListed[member].flatMap { $0 < position ? $0 : nil }
                : members[..<position].firstIndex { $0.value == member }
            if let first {
                context.report(
                    .error(
                        .repeatedAction, "category '\(id.value)' lists action '\(member)' twice",
                        at: members[position].location,
                        notes: [Diagnostic.Note("first listed here", at: members[first].location)]))
                continue
            }
            guard context.inputs != .someUnreadable else { continue }
            if let action = context.actionIndex[member] {
                context.actionIsListed[action] = true
                continue
            }
            var notes: [Diagnostic.Note] = []
            if suggestionsLeft > 0 {
                suggestionsLeft -= 1
                notes += Suggestion.note(for: member, in: context.actions.lazy.map { $0.id.value })
            }
            context.report(
                .error(
                    .unknownAction, "category '\(id.value)' uses undefined action '\(member)'",
                    at: members[position].location, notes: notes))
        }
        if members.isEmpty {
            context.report(
                .error(
                    .emptyCategory, "category '\(id.value)' has no actions; it needs 1 to \(limit.count)",
                    at: id.location))
        } else if members.count > limit.count {
            let (limitText, why) = tooManyActionsExplanation(limit.target)
            context.report(
                .error(
                    .tooManyActions, "category '\(id.value)' has \(members.count) actions; \(limitText)",
                    at: members[limit.count].location,
                    notes: [
                        Diagnostic.Note("category defined here", at: id.location),
                        Diagnostic.Note(why),
                    ] + (limit.target == .hive ? context.hiveByDefaultNotes : [])))
        }
    }

    /// What `too-many-actions` says of the limit of `target`, and its note.
    private static func tooManyActionsExplanation(_ target: Target) -> (limit: String, note: String) {
        let banner =
            "only the first two where space is short, as in a banner, so list the two that matter most first"
        switch target {
        case .hive:
            return (
                "the Hive SDK registers at most \(target.maxActionsPerCategory)",
                "the limit is Hive's, not iOS's: iOS shows more in the expanded view, but " + banner
            )
        case .ios:
            return (
                "iOS displays at most \(target.maxActionsPerCategory)",
                "iOS shows up to \(target.maxActionsPerCategory) in the expanded view, but " + banner
            )
        case .android:
            return (
                "an Android notification shows at most \(target.maxActionsPerCategory) action buttons",
                "the limit is Android's (NotificationCompat.Builder.addAction): list the three that matter most"
            )
        }
    }

    /// An app's action that no category lists never shows. Presets' actions are a menu to
    /// pick from, so they are not reported.
    static func checkUnusedActions(_ context: inout ValidationContext) {
        guard context.inputs == .complete else { return }
        // Repeated category definitions count too (`actionIsListed` is of every file's
        // categories): the repeat is reported, and an action it lists is not unused, only listed
        // in the wrong place.
        for index in context.actions.indices
        where !context.actionIsPreset[index] && !context.actionIsListed[index] {
            let id = context.actions[index].id
            context.report(
                .warning(
                    .unusedAction, "action '\(id.value)' is in no category", at: id.location,
                    about: .action(id.value)))
        }
    }
}
