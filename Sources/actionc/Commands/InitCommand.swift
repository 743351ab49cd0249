import ActionModel
import ActionValidate

/// `actionc init`: a starting point that compiles as it is and explains each field.
enum InitCommand {
    /// Named by the input rule, so a folder search and the build plugin both take it.
    static let fileName = "push" + InputFinder.definitionSuffixes[0]
    /// Hidden: SwiftPM passes over hidden files, so the schema in a target's folder draws
    /// no "unhandled file" warning, and Xcode's folder groups copy no hidden file into the app.
    static let schemaFileName = "." + DefinitionsSchema.fileName

    static let targets = OptionSpec(
        names: ["--targets"], value: "LIST",
        help: "The SDKs that read the definitions, comma-separated: "
            + Target.allCases.map(\.rawValue).joined(separator: ", ")
            + " (default: \(Target.unstated.map(\.rawValue).joined(separator: ","))); an app without the Hive SDK"
            + " writes ios")

    static let command = Command(
        name: "init", summary: "Write a commented starter definitions file",
        synopsis: "[DIR] [--targets LIST]",
        discussion: """
            Writes DIR/\(fileName), and beside it DIR/\(schemaFileName), the JSON
            Schema its first line points editors at (kept if already there). DIR is the current
            directory by default and is created when missing. An existing file is never
            overwritten. A folder search (and the SwiftPM build plugin) reads the files named
            \(InputFinder.definitionPatterns), so DIR may be a target's source folder.
            --targets ios writes the starter of an app without the Hive SDK, which builds no
            hive_push_actions.json.

            It then says what to do next for the setup around DIR: a SwiftPM target (and whether
            it applies PushActionsPlugin and has a Swift file, without which the plugin writes
            nothing), an Xcode project, or neither.
            """,
        optionGroups: [(Command.generalGroup, [targets, Options.quiet])],
        exitStatuses: [
            ("0", "the starter was written"),
            ("64", "bad command line"),
            ("74", "DIR/\(fileName) already exists, or a file could not be written"),
        ],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count <= 1 else {
                throw UsageError(message: "unexpected argument \(arguments.positionals[1].quoted)")
            }
            let chosen = try chosenTargets(arguments.value(targets.key))
            let directory = arguments.positionals.first ?? "."
            let path = PathText.join(directory, fileName)
            let starterFile = OutputFile(path: path, text: starter(targets: chosen))
            let starterPlan = OutputPlan([starterFile])
            if starterPlan.problems.isEmpty, starterPlan.stale.first?.state != .missing {
                console.fileSystemErrors(["\(path.quoted) already exists; not overwriting it"])
                return .fileSystem
            }
            // The schema the starter's first line names goes beside it, unless a copy is
            // already there: an older or edited one is the user's to replace.
            let schemaFile = OutputFile(
                path: PathText.join(directory, schemaFileName), text: DefinitionsSchema.text)
            let schemaIsMissing = OutputPlan([schemaFile]).stale.first?.state == .missing
            let plan = OutputPlan([starterFile] + (schemaIsMissing ? [schemaFile] : []))
            let problems = plan.problems.isEmpty ? OutputWriter.apply(plan, replacing: false) : plan.problems
            guard problems.isEmpty else {
                console.fileSystemErrors(problems)
                return .fileSystem
            }
            if !arguments.has(Options.quiet.key) {
                for entry in plan.entries { console.status("wrote \(entry.file.path)") }
                for step in ProjectSetup.find(around: directory).nextSteps(
                    directory: directory, writesHive: chosen.contains(.hive))
                {
                    console.status("next: " + step)
                }
            }
            return .success
        })

    /// `hive,ios` or `ios`, each name once, in `Target`'s order; every target when not given.
    static func chosenTargets(_ written: String?) throws(UsageError) -> [Target] {
        guard let written else { return Target.unstated }
        var chosen: Set<Target> = []
        for name in written.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(name.filter { $0 != " " })
            guard let target = Target(rawValue: name) else {
                throw UsageError(
                    message: "--targets: unknown target \(name.quoted)"
                        + UsageError.didYouMean(name, in: Target.allCases.map(\.rawValue))
                        + "; " + Target.explanation)
            }
            chosen.insert(target)
        }
        return chosen.sorted()
    }

    /// Compiles without a warning as it stands, and shows every field once.
    static func starter(targets: [Target]) -> String {
        let hive = targets.contains(.hive)
        let targetList = targets.map(\.rawValue).joined(separator: ", ")
        let categoryOptions =
            hive
            ? """
                # Category options (customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle,
                # hiddenPreviewsShowSubtitle) reach PushActions.swift's register only: the Hive
                # file has no place for them, and actionc warns when a category has some. A
                # category that needs them anyway acknowledges the warning with `allow`.
                # options: [customDismissAction]
                # allow: [not-in-hive-json]
            """
            : """
                # Category options: customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle,
                # hiddenPreviewsShowSubtitle.
                # options: [customDismissAction]
            """
        let presets =
            hive
            ? """

            # Uncomment to add the Hive SDK's nine button sets and their twelve actions, in 16
            # languages ('actionc presets' lists the presets).
            # presets: [hive]

            """ : ""
        return DefinitionsSchema.editorDirective(path: schemaFileName) + "\n" + """
            # Push-notification actions for actionc.
            # Build:  actionc build . -o Generated   (in a SwiftPM target, PushActionsPlugin does it)
            # Each action is a button on a notification; a category is the set of buttons that a
            # push shows, chosen by the "category" key of the push's "aps" payload.
            version: 1

            # The SDKs that read these definitions at run time; their rules and outputs apply.
            # hive: the Hive SDK registers from hive_push_actions.json (at most three buttons a
            # category, its 16 languages). ios: the app registers through PushActions.swift (up
            # to ten buttons). An app without the Hive SDK writes targets: [ios].
            targets: [\(targetList)]

            # The languages the app ships, as Apple's locale identifiers (en, pt-BR, zh-Hans). A title
            # without one is a warning: its fallback chain's next text is shown instead, English last.
            languages: [en]
            \(presets)
            actions:
              # The id is what the app receives when the button is tapped.
              REPLY_ID:
                # A map from language to text, or a plain string for English only.
                title: {en: Reply}
                # foreground opens the app; destructive draws the button in red;
                # authenticationRequired asks for the device to be unlocked first.
                options: [foreground]
                # An SF Symbol (iOS 15+), or {template: ImageName} for an image in the asset catalog.
                icon: arrowshape.turn.up.left
                # Makes the button open a text field; its text arrives with the response.
                textInput:
                  button: {en: Send}
                  placeholder: {en: Message}
              # No options: the app handles the tap in the background, without opening.
              LATER_ID:
                title: Later

            categories:
              REPLY_CATEGORY:
                # Ids of actions from any input file or preset.
                actions: [REPLY_ID, LATER_ID]
            \(categoryOptions)
              # The short form\(hive ? ", as in hive_push_actions.json itself" : ": a list of action ids").
              REPLY_ONLY_CATEGORY: [REPLY_ID]

            """
    }
}
