/// The whole tool: picks the command named by the first argument and runs it.
enum Actionc {
    static let version = "0.1.0"

    static let commands: [Command] = [
        BuildCommand.build, BuildCommand.check, ValidateCommand.command, PayloadCommand.command,
        DiffCommand.command,
        PreviewCommand.command,
        PresetsCommand.command,
        InitCommand.command, ImportCommand.command,
        TranslationsCommand.group,
    ]

    static var help: String {
        """
        OVERVIEW: Compiles push-notification action definitions (YAML or JSON) into
        hive_push_actions.json for the Hive SDK and a typed Swift registry.

        USAGE: actionc <command> [options]

        COMMANDS:
        \(HelpText.table(commands.map { ($0.name, $0.summary) }))
        OPTIONS:
        \(HelpText.table([("-h, --help", "Show this help"), ("--version", "Show the version")]))
        \(HelpText.exitStatus())
        See 'actionc <command> --help' for a command's options.

        """
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        guard let first = arguments.first else {
            console.report(help)
            return .usage
        }
        switch first {
        case "-h", "--help", "help":
            return showHelp(topic: arguments.dropFirst().first, console: console)
        case "--version":
            console.output("actionc \(version)\n")
            return .success
        default:
            break
        }
        guard let found = commands.first(where: { $0.name == first }) else {
            let isOption = first.hasPrefix("-")
            console.error(
                "unknown \(isOption ? "option" : "command") \(first.quoted)"
                    + UsageError.didYouMean(
                        first, in: isOption ? ["--help", "--version"] : commands.map(\.name)))
            console.report("Run 'actionc --help' for the commands.\n")
            return .usage
        }
        var (command, rest) = (found, Array(arguments.dropFirst()))
        if !found.subcommands.isEmpty, let word = rest.first, !word.hasPrefix("-") {
            guard let subcommand = found.subcommands.first(where: { $0.name == found.name + " " + word })
            else {
                let names = found.subcommands.map { String($0.name.dropFirst(found.name.count + 1)) }
                console.error(
                    "unknown \(found.name) command \(word.quoted)" + UsageError.didYouMean(word, in: names))
                console.report("Run 'actionc \(found.name) --help' for its commands.\n")
                return .usage
            }
            (command, rest) = (subcommand, Array(rest.dropFirst()))
        }
        if ArgumentParser.isHelpRequested(rest) {
            console.output(command.help)
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            return try command.run(parsed, console)
        } catch {
            console.error(error.message)
            console.report("Usage: \(command.usage)\nRun 'actionc \(command.name) --help' for the options.\n")
            return .usage
        }
    }

    private static func showHelp(topic: String?, console: Console) -> ExitStatus {
        guard let topic else {
            console.output(help)
            return .success
        }
        guard let command = commands.first(where: { $0.name == topic }) else {
            console.error(
                "unknown command \(topic.quoted)" + UsageError.didYouMean(topic, in: commands.map(\.name)))
            console.report("Run 'actionc --help' for the commands.\n")
            return .usage
        }
        console.output(command.help)
        return .success
    }
}
