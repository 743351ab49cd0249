/// A subcommand: its help and what it does with its parsed arguments.
struct Command: Sendable {
    let name: String
    let summary: String
    /// What follows `actionc NAME` in the usage line.
    let synopsis: String
    /// Paragraphs printed between the usage line and the options.
    let discussion: String
    let optionGroups: [(title: String, options: [OptionSpec])]
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> ExitStatus

    var options: [OptionSpec] { optionGroups.flatMap(\.options) + [Options.help] }

    var usage: String { "actionc \(name) \(synopsis)" }

    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        for (title, options) in optionGroups + [("OPTIONS", [Options.help])] {
            text += "\n\(title):\n" + HelpText.table(options.map { (Self.label($0), $0.help) })
        }
        return text
    }

    private static func label(_ option: OptionSpec) -> String {
        option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
    }
}

enum HelpText {
    /// Two aligned columns, indented by two spaces.
    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, text in
            "  " + label + String(repeating: " ", count: width - label.count + 2) + text + "\n"
        }.joined()
    }
}
