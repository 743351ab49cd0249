import ActionModel
import ActionSyntax

extension Validator {
    /// Every action and category id, duplicates included, is well formed and outside
    /// Apple's namespace.
    static func checkIdentifiers(_ context: inout ValidationContext) {
        // By index, here and in the other rules: a definition taken out of its array is copied
        // whole, a retain and a release of every field, to read one or two.
        for file in context.files {
            for index in file.actions.indices {
                if let problem = identifierProblem(file.actions[index].id, kind: "action") {
                    context.report(problem)
                }
            }
            for index in file.categories.indices {
                if let problem = identifierProblem(file.categories[index].id, kind: "category") {
                    context.report(problem)
                }
            }
        }
    }

    /// A later definition of an id is an error, with a note at the one that counts; an app's
    /// first `override: true` definition of a preset's id is not one.
    static func checkUniqueIdentifiers(_ context: inout ValidationContext) {
        for repeated in context.repeatedActions { reportRepeat(repeated, kind: "action", in: &context) }
        for repeated in context.repeatedCategories { reportRepeat(repeated, kind: "category", in: &context) }
    }

    /// `override: true` where no preset defines the id: a typo in the id, or no preset named.
    static func checkOverrides(_ context: inout ValidationContext) {
        let presets = context.files.filter { $0.isPreset }
        for (id, kind) in context.overridesOfNothing {
            let presetIDs =
                kind == "action"
                ? presets.flatMap(\.actions).map(\.id.value) : presets.flatMap(\.categories).map(\.id.value)
            context.report(
                .error(
                    .nothingToOverride, "\(kind) '\(id.value)' overrides nothing: no preset defines it",
                    at: id.location,
                    notes: context.files.allSatisfy(\.presets.isEmpty)
                        ? [Diagnostic.Note("no input names a preset to override; add presets: [hive]")]
                        : Suggestion.note(for: id.value, in: presetIDs)))
        }
    }

    private static func reportRepeat(
        _ repeated: ValidationContext.Repeat, kind: String, in context: inout ValidationContext
    ) {
        let (id, first) = (repeated.id, repeated.first)
        var notes = [Diagnostic.Note.definition("'\(id.value)' first defined", at: first)]
        if repeated.repeatsPreset {
            // Renaming comes first: an id of one's own seldom means to replace Hive's button.
            notes.append(
                Diagnostic.Note(
                    "to keep both, rename yours"
                        + (kind == "action"
                            ? " (and where your app handles it)" : " (and where your server sends it)")
                        + ": '\(freeName(for: id.value, in: context))' is free"))
            notes.append(
                Diagnostic.Note(
                    kind == "action"
                        ? "to reword the preset's action instead, write 'override: true' in this definition: the fields it writes then replace the preset's"
                        : "to change the preset's category instead, write it as a mapping with 'actions:' and 'override: true': the fields it writes then replace the preset's"
                ))
        }
        // A build's own output read back with the definitions it was made from repeats them all.
        if let output = [first.file, id.location.file].first(where: looksGenerated) {
            notes.append(
                Diagnostic.Note(
                    "'\(output)' looks like an output of actionc build, which holds every id of the"
                        + " definitions it was built from; leave it out of the inputs"))
        }
        context.report(
            .error(
                .duplicateIdentifier, "\(kind) '\(id.value)' is already defined", at: id.location,
                notes: notes))
    }

    /// `APP_` and the id, numbered on if that is taken too: free of every id the inputs and
    /// every whole preset define, so taking more of a preset later cannot collide again.
    private static func freeName(for id: String, in context: ValidationContext) -> String {
        var taken: Set<String> = []
        for file in context.files + Preset.all.map(\.definitions) {
            taken.formUnion(file.actions.map(\.id.value))
            taken.formUnion(file.categories.map(\.id.value))
        }
        let base = "APP_" + id
        var (name, number) = (base, 1)
        while taken.contains(name) {
            number += 1
            name = "\(base)_\(number)"
        }
        return name
    }

    /// Named as the Hive output is: a folder search never reads it, but a PATH may name it.
    private static func looksGenerated(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lowercased() == Target.hiveFileName
    }

    /// Whether `id` is one the outputs can carry: nil when it is.
    static func identifierProblem(_ id: Located<String>, kind: String) -> Diagnostic? {
        let text = id.value
        let allowed = text.withUTF8InPlace { bytes in
            bytes.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            }
        }
        guard !text.isEmpty, allowed, text.utf8.count <= maxIdentifierLength else {
            return .error(
                .invalidIdentifier,
                "\(kind) id '\(text)' must be 1 to \(maxIdentifierLength) ASCII letters, digits, '_', '.' or '-'",
                at: id.location)
        }
        guard !isInApplesNamespace(text) else {
            return .error(
                .reservedIdentifier, "\(kind) id '\(text)' is in Apple's reserved 'com.apple.' namespace",
                at: id.location,
                notes: [
                    Diagnostic.Note(
                        "iOS uses com.apple.UNNotificationDefaultActionIdentifier and com.apple.UNNotificationDismissActionIdentifier for taps and dismissals"
                    )
                ])
        }
        return nil
    }

    /// Whether an id of allowed characters starts with `com.apple.` in any case; by bytes, as
    /// lowercasing would copy every id of a large catalog.
    private static func isInApplesNamespace(_ id: String) -> Bool {
        var bytes = id.utf8.makeIterator()
        for expected in "com.apple.".utf8 {
            // `| 0x20` lowercases a letter and leaves the other allowed characters as they are.
            guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
        }
        return true
    }
}
