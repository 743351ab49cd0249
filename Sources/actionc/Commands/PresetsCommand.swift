import ActionCore

/// `actionc presets`: the built-in sets a definitions file can pull in with `presets: [NAME]`.
enum PresetsCommand {
    static let command = Command(
        name: "presets", summary: "List the built-in presets", synopsis: "",
        discussion:
            "Pull a preset into a definitions file with 'presets: [NAME]', or only some of its categories and actions with 'presets: {NAME: [ID, ...]}'.",
        optionGroups: [],
        exitStatuses: [("0", "success"), ("64", "bad command line")],
        run: { arguments, console throws(UsageError) in
            if let extra = arguments.positionals.first {
                throw UsageError(message: "unexpected argument \(extra.quoted)")
            }
            console.output(HelpText.table(Preset.all.map { ($0.name, $0.summary) }))
            return .success
        })
}
