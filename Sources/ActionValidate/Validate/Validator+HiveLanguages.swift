import ActionModel
import ActionSyntax

extension Validator {
    /// With the `hive` target, which of the app's languages hive_push_actions.json carries
    /// under each of the Hive SDK's codes: the one `hiveLanguages:` chooses, else the Hive
    /// language itself (`pt`), else the only app language under the code (`pt-BR`). Two app
    /// languages under one code, neither of them Hive's own, need a choice; a language under
    /// none is named once in a `not-in-hive-json` warning. Without `hive`, `hiveLanguages:`
    /// has nothing to choose for.
    static func checkHiveLanguages(_ context: inout ValidationContext) {
        let choices = context.files.filter { !$0.isPreset }.flatMap { $0.hiveLanguages }
        guard context.applies(.hive) else {
            for choice in choices {
                context.report(
                    .error(
                        .missingTarget,
                        "hiveLanguages chooses the languages of hive_push_actions.json, which targets"
                            + " \(targetList(context.targets)) do not write",
                        at: choice.code.location,
                        notes: [Diagnostic.Note("remove hiveLanguages, or add hive to targets")]))
            }
            return
        }
        let places = context.languagePlaces()
        let chosen = checkChoices(choices, appLanguages: places.app.map { $0.language }, in: &context)
        // The Hive code of each app language, by position; nil for one under none. Hive has
        // sixteen codes and an app a few languages: arrays, where a dictionary of codes would
        // cost a run-time type lookup on first use.
        let families = places.app.map { $0.language.hiveFamily }
        let presetFamilies = places.presets.compactMap { $0.hiveFamily }
        let outsideHive = places.app.indices.filter { families[$0] == nil }.map { places.app[$0] }
        var hiveLanguages: [Catalog.HiveLanguage] = []
        for code in Language.hiveCodes where families.contains(code) || presetFamilies.contains(code) {
            guard let hiveLanguage = Language(identifier: code) else { continue }
            let members = places.app.indices.filter { families[$0] == code }.map { places.app[$0] }
            let hasHiveLanguage = members.contains { $0.language == hiveLanguage }
            let others = members.filter { $0.language != hiveLanguage }
            // In order of preference: a text gives the first it has. The Hive language itself
            // is always among them, for the presets' texts, written in Hive's codes.
            var candidates: [Language]
            if let choice = chosen[code]?.value {
                candidates = [choice, hiveLanguage]
            } else if hasHiveLanguage {
                candidates = [hiveLanguage] + (others.count == 1 ? [others[0].language] : [])
            } else if others.count == 1 {
                candidates = [others[0].language, hiveLanguage]
            } else {
                if others.count > 1 { reportUndecided(code, others, in: &context) }
                candidates = [hiveLanguage]
            }
            if candidates.count == 2, candidates[0] == candidates[1] { candidates.removeLast() }
            hiveLanguages.append(Catalog.HiveLanguage(code: code, candidates: candidates))
        }
        context.hiveLanguages = hiveLanguages.sorted { $0.candidates.last! < $1.candidates.last! }
        if let first = outsideHive.first {
            let named = outsideHive.map(\.language.identifier).joined(separator: ", ")
            context.report(
                .warning(
                    .notInHiveJSON,
                    "the Hive SDK has no code for \(named), so hive_push_actions.json leaves out"
                        + " \(outsideHive.count == 1 ? "its texts" : "their texts"); the other outputs keep them",
                    at: first.place,
                    notes: [
                        Diagnostic.Note(
                            "Docs/definitions.md lists which languages fall under the Hive SDK's codes")
                    ]))
        }
    }

    /// The valid `hiveLanguages:` choices by Hive code, after reporting the others: a key
    /// that is no Hive code, a language not under its code or in no text, a second choice.
    private static func checkChoices(
        _ choices: [HiveLanguageChoice], appLanguages: [Language], in context: inout ValidationContext
    ) -> [String: Located<Language>] {
        var chosen: [String: Located<Language>] = [:]
        for choice in choices {
            guard let code = hiveCode(choice.code, in: &context) else { continue }
            let language = choice.language
            if let earlier = chosen[code] {
                if earlier.value != language.value {
                    context.report(
                        .error(
                            .hiveLanguageConflict,
                            "hiveLanguages chooses \(language.value) for '\(code)', and \(earlier.value) elsewhere",
                            at: language.location,
                            notes: [Diagnostic.Note("\(earlier.value) chosen here", at: earlier.location)]))
                }
                continue
            }
            if language.value.hiveFamily != code {
                let under =
                    language.value.hiveFamily.map { "falls under the Hive SDK's '\($0)'" }
                    ?? "has no Hive SDK code"
                context.report(
                    .error(
                        .hiveLanguageConflict,
                        "hiveLanguages chooses \(language.value) for '\(code)', but \(language.value) \(under)",
                        at: language.location))
            } else if !appLanguages.contains(language.value) {
                context.report(
                    .error(
                        .hiveLanguageConflict,
                        "hiveLanguages chooses \(language.value) for '\(code)', but no text is in \(language.value)",
                        at: language.location))
            }
            chosen[code] = language
        }
        return chosen
    }

    /// The Hive code a `hiveLanguages:` key names, in Hive's spelling; nil, after an error,
    /// when it names none.
    private static func hiveCode(_ key: Located<String>, in context: inout ValidationContext) -> String? {
        if let code = Language(identifier: key.value)?.hiveCode { return code }
        context.report(
            .error(
                .unknownLanguage, "'\(key.value)' is not one of the Hive SDK's codes", at: key.location,
                notes: [
                    Diagnostic.Note(
                        "hiveLanguages maps a Hive code (\(Language.hiveCodes.joined(separator: " "))) to the app language the Hive file carries under it"
                    )
                ]))
        return nil
    }

    /// Two or more app languages under one Hive code, and nothing says which Hive gets.
    private static func reportUndecided(
        _ code: String, _ members: [(language: Language, place: SourceLocation)],
        in context: inout ValidationContext
    ) {
        let named = members.map(\.language.identifier)
        context.report(
            .error(
                .hiveLanguageConflict,
                "\(named.dropLast().joined(separator: ", ")) and \(named.last!) \(named.count == 2 ? "both" : "all")"
                    + " fall under the Hive SDK's '\(code)', and hive_push_actions.json carries one text per code",
                at: members[1].place,
                notes: [
                    Diagnostic.Note("\(named[0]) is written here", at: members[0].place),
                    Diagnostic.Note(
                        "choose the one the Hive SDK shows, at the top level: hiveLanguages: {\(code): \(named[0])}"
                    ),
                ] + context.hiveByDefaultNotes))
    }
}
