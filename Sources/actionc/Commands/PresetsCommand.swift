import ActionModel
import ActionValidate

/// `actionc presets`: the built-in sets a definitions file can pull in with `presets: [NAME]`,
/// each with the ids an app's own must not repeat; `actionc presets NAME` prints one's file,
/// the text diagnostics point into.
enum PresetsCommand {
    static let command = Command(
        name: "presets", summary: "List the built-in presets, or print one", synopsis: "[NAME]",
        discussion: """
            Without NAME, lists each preset with its categories and actions. With NAME, prints \
            that preset's file, as diagnostics count its lines.

            Pull a preset into a definitions file with 'presets: [NAME]', or only some of its \
            categories and actions with 'presets: {NAME: [ID, ...]}'.
            """,
        optionGroups: [],
        exitStatuses: [("0", "success"), ("64", "bad command line")],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count <= 1 else {
                throw UsageError(message: "unexpected argument \(arguments.positionals[1].quoted)")
            }
            guard let name = arguments.positionals.first else {
                console.output(Preset.all.map(listing).joined(separator: "\n"))
                return .success
            }
            guard let preset = Preset.named(name) else {
                let names = Preset.all.map(\.name)
                let hint = UsageError.didYouMean(name, in: names)
                throw UsageError(
                    message: "no preset \(name.quoted)"
                        + (hint.isEmpty ? "; the presets are: " + names.joined(separator: ", ") : hint))
            }
            console.output(preset.text)
            return .success
        })

    /// The preset's summary, its categories with their actions, and its actions with their
    /// English titles and options.
    private static func listing(_ preset: Preset) -> String {
        let definitions = preset.definitions
        let categories = definitions.categories.map { category in
            (category.id.value, (category.actions ?? []).map(\.value).joined(separator: ", "))
        }
        let actions = definitions.actions.map { action in
            let options = (action.options ?? []).map(\.rawValue)
            let title = action.title?.localized[.english].map { "'\($0)'" } ?? ""
            return (
                action.id.value, options.isEmpty ? title : "\(title) (\(options.joined(separator: ", ")))"
            )
        }
        let width = (categories + actions).map(\.0.count).max() ?? 0
        return "\(preset.name): \(preset.summary); its file: '\(preset.printCommand)'\n"
            + "categories:\n" + HelpText.table(categories, width: width)
            + "actions:\n" + HelpText.table(actions, width: width)
    }
}
