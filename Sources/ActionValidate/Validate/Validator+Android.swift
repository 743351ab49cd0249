import ActionModel
import ActionSyntax

extension Validator {
    /// With the `android` target, each valid id gets an Android name, derived or given by
    /// `android: {name: …}`: the name of its string resources and Kotlin entry. A refused
    /// name, icon or package, or two ids of one kind on one name, is an error. Records the
    /// names for the catalog.
    static func checkAndroidNames(_ context: inout ValidationContext) {
        guard context.applies(.android) else {
            checkAndroidMappingsWithoutAndroid(&context)
            return
        }
        for file in context.files {
            if let package = file.androidPackage, !AndroidNaming.isValidPackage(package.value) {
                context.report(
                    .error(
                        .invalidIdentifier,
                        "android package '\(package.value)' is not a Kotlin package name: dot-separated words of ASCII letters, digits and '_', none starting with a digit or a keyword",
                        at: package.location))
            }
            for action in file.actions {
                if let icon = action.android?.icon, !AndroidNaming.isValidName(icon.value) {
                    context.report(
                        .error(
                            .invalidIdentifier,
                            "android icon '\(icon.value)' is not a drawable resource name: lowercase ASCII letters, digits and '_', starting with a letter (res/drawable/ic_reply.xml is ic_reply)",
                            at: icon.location))
                }
            }
        }
        let (actions, categories) = (context.actions, context.categories)
        context.androidActionNames = androidNames(
            actions.count, request: { (actions[$0].id, actions[$0].android?.name) },
            kind: .action, in: &context)
        context.androidCategoryNames = androidNames(
            categories.count, request: { (categories[$0].id, categories[$0].android?.name) }, kind: .category,
            in: &context)
    }

    /// Without the `android` target no output carries an `android:` mapping, so each one
    /// written is an error, as `presets: [hive]` is without `hive`: a mapping kept for an
    /// Android build that this one is not would otherwise vanish unnoticed.
    private static func checkAndroidMappingsWithoutAndroid(_ context: inout ValidationContext) {
        // Worded only for an error: most builds have no mapping without the target.
        let (targets, targetsLocation) = (context.targets, context.targetsLocation)
        var notes: [Diagnostic.Note] {
            [
                Diagnostic.Note(
                    "add android to targets (targets: \(targetList(targets + [.android]))), or remove the android mapping"
                )
            ] + (targetsLocation.map { [Diagnostic.Note("targets set here", at: $0)] } ?? [])
        }
        var unread: String {
            " which only the android target reads; targets \(targetList(targets)) leave it out"
        }
        for file in context.files where !file.isPreset {
            if let package = file.androidPackage {
                context.report(
                    .error(
                        .missingTarget,
                        "android package '\(package.value)' is PushActions.kt's package," + unread,
                        at: package.location, notes: notes))
            }
            func reportMapping(_ android: AndroidDefinition?, of kind: String, _ id: String) {
                guard let place = android?.name?.location ?? android?.icon?.location else { return }
                context.report(
                    .error(
                        .missingTarget, "\(kind) '\(id)' has an android mapping," + unread, at: place,
                        notes: notes))
            }
            // By index (see checkIdentifiers); the id is worded only for a mapping.
            for index in file.actions.indices where file.actions[index].android != nil {
                reportMapping(file.actions[index].android, of: "action", file.actions[index].id.value)
            }
            for index in file.categories.indices where file.categories[index].android != nil {
                reportMapping(file.categories[index].android, of: "category", file.categories[index].id.value)
            }
        }
    }

    private static func androidNames(
        _ count: Int, request: (Int) -> NameRequest, kind: SwiftNaming.Kind,
        in context: inout ValidationContext
    ) -> [String?] {
        names(
            count, request: request, kind: kind, in: &context,
            problem: { name in
                AndroidNaming.isValidName(name.value)
                    ? nil
                    : .error(
                        .invalidIdentifier,
                        "android name '\(name.value)' must be lowercase ASCII letters, digits and '_', starting with a letter",
                        at: name.location)
            },
            derive: { AndroidNaming.name(for: $0, kind: kind) },
            collision: { name, other, reported, place in
                let what =
                    kind == .action
                    ? "the string resources push_action_\(name)_… and the Kotlin entry \(name.uppercased())"
                    : "the Kotlin entry \(name.uppercased())"
                return .error(
                    .androidNameCollision,
                    "\(kind) ids '\(other.value)' and '\(reported.value)' both become \(what)",
                    at: place,
                    notes: [
                        Diagnostic.Note.definition("'\(other.value)' defined", at: other.location),
                        Diagnostic.Note("give one of them an 'android: {name: …}'"),
                    ])
            })
    }

    /// With the `android` target, what only iOS reads is said once per definition: a
    /// category's options, texts and intents, an action's iOS icon and `destructive`. Android
    /// builds the notification without them (PushActions.kt's `isDestructive` still tells the
    /// app, which may ask before acting). A preset's actions are not reported.
    static func checkFieldsAndroidGoesWithout(_ context: inout ValidationContext) {
        guard context.applies(.android) else { return }
        for category in context.categories where category.actions != nil {
            let unused = iosOnlyFields(of: category)
            guard !unused.isEmpty else { continue }
            context.report(
                .warning(
                    .notOnAndroid,
                    "category '\(category.id.value)' has \(list(unused)), which only iOS reads; Android shows its notifications without them",
                    at: category.id.location, about: .category(category.id.value)))
        }
        // A preset's actions are Hive's design, which the app can neither change nor `allow:`.
        for (index, action) in context.actions.enumerated() where !context.actionIsPreset[index] {
            var unused: [String] = []
            if action.options?.contains(.destructive) == true {
                unused.append(
                    "option destructive (Android has no red button; Action.isDestructive tells the app)")
            }
            if action.icon != nil { unused.append("an iOS icon (give Android's as android: {icon: …})") }
            guard !unused.isEmpty else { continue }
            context.report(
                .warning(
                    .notOnAndroid,
                    "action '\(action.id.value)' has \(list(unused)), which Android does not show",
                    at: action.id.location, about: .action(action.id.value)))
        }
    }
}
