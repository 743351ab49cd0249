package import ActionModel
package import ActionSyntax

/// Cross-file rules: identifiers, references, category sizes, titles, Swift names.
/// Each rule is a plain function over a `ValidationContext`, run in order by `validate`;
/// every rule reports all it finds. The catalog is built only from what passed.
package enum Validator {
    package static let maxIdentifierLength = 64
    /// Unknown action references that get a "did you mean" note. Each suggestion scans
    /// every action id, so a build missing a whole file of actions (thousands of unknown
    /// references) would otherwise cost references × ids edit distances.
    package static let maxUnknownActionSuggestions = 25

    /// How much of the inputs reached the validator, which decides what it can judge
    /// without piling follow-on problems onto ones already reported.
    package enum InputState: Sendable {
        /// Every input decoded without an error.
        case complete
        /// Some part could not be decoded (and was reported): a broken category list may
        /// have used an action, so unused actions are not reported.
        case partlyDecoded
        /// Some input could not be parsed at all: it may have defined any action, so
        /// neither unknown nor unused actions are reported.
        case someUnreadable
    }

    /// One named check over all definitions.
    struct Rule: Sendable {
        let name: String
        let check: @Sendable (inout ValidationContext) -> Void
    }

    /// Every rule, in the order they run. A rule may read what an earlier one recorded in
    /// the context (`swiftNames` records the case names the catalog uses); the order of
    /// the diagnostics does not depend on it, since the compiler sorts them.
    static let rules: [Rule] = [
        Rule(name: "targets", check: checkTargets),
        Rule(name: "identifiers", check: checkIdentifiers),
        Rule(name: "unique identifiers", check: checkUniqueIdentifiers),
        Rule(name: "overrides", check: checkOverrides),
        Rule(name: "category actions", check: checkCategoryActions),
        Rule(name: "unused actions", check: checkUnusedActions),
        Rule(name: "texts", check: checkTexts),
        Rule(name: "hive languages", check: checkHiveLanguages),
        Rule(name: "format strings", check: checkFormats),
        Rule(name: "intent identifiers", check: checkIntentIdentifiers),
        Rule(name: "swift names", check: checkSwiftNames),
        Rule(name: "fields the Hive file drops", check: checkFieldsTheHiveFileDrops),
        Rule(name: "android names", check: checkAndroidNames),
        Rule(name: "not on android", check: checkFieldsAndroidGoesWithout),
        Rule(name: "something defined", check: checkSomethingIsDefined),
        Rule(name: "retired identifiers", check: checkRetiredIdentifiers),
    ]

    /// Checks decoded files together. Files come in precedence order: the first
    /// definition of an id is the original, later ones are reported as duplicates.
    /// The catalog is nil when a rule reported an error or an input did not decode whole: a
    /// `Catalog` promises that every rule held over every definition.
    package static func validate(_ files: [DefinitionFile], inputs: InputState = .complete) -> (
        Catalog?, [Diagnostic]
    ) {
        var context = ValidationContext(files: files, inputs: inputs)
        for rule in rules { rule.check(&context) }
        guard inputs == .complete, !context.diagnostics.hasErrors else { return (nil, context.diagnostics) }
        return (context.catalog(), context.diagnostics)
    }
}
