/// A subcommand: its help and what it does with its parsed arguments.
struct Command: Sendable {
    let name: String
    let summary: String
    /// What follows `actionc NAME` in the usage line.
    let synopsis: String
    /// Paragraphs printed between the usage line and the options.
    let discussion: String
    let optionGroups: [(title: String, options: [OptionSpec])]
    /// The exit statuses the command can end with, for its help.
    var exitStatuses: [(status: String, meaning: String)] = HelpText.exitStatuses
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> ExitStatus
    /// For a group (`translations`): the commands named by the word after it, each named
    /// with the group's name in front (`translations export`).
    var subcommands: [Command] = []

    var options: [OptionSpec] { optionGroups.flatMap(\.options) + [Options.help] }

    var usage: String { synopsis.isEmpty ? "actionc \(name)" : "actionc \(name) \(synopsis)" }

    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n" + HelpText.filled(discussion) + "\n" }
        // --help closes the general OPTIONS group, wherever a command put it.
        var groups = optionGroups
        if let general = groups.firstIndex(where: { $0.title == Self.generalGroup }) {
            groups[general].options.append(Options.help)
        } else {
            groups.append((Self.generalGroup, [Options.help]))
        }
        let width = groups.flatMap(\.options).map { Self.label($0).count }.max() ?? 0
        for (title, options) in groups {
            text += "\n\(title):\n" + HelpText.table(options.map { (Self.label($0), $0.help) }, width: width)
        }
        return text + "\n" + HelpText.exitStatus(exitStatuses)
    }

    static let generalGroup = "OPTIONS"

    private static func label(_ option: OptionSpec) -> String {
        option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
    }
}

enum HelpText {
    /// Every status the tool ends with; a command whose help lists fewer says which.
    static let exitStatuses = exitStatuses(
        failure:
            "errors in the definitions, an --info-plist that does not match them, or stale outputs (check)")

    /// The four statuses, with what status 1 means for one command.
    static func exitStatuses(failure: String) -> [(status: String, meaning: String)] {
        [
            ("0", "success (warnings allowed unless --strict)"),
            ("1", failure),
            ("64", "bad command line"),
            ("74", "a file could not be found, read or written"),
        ]
    }

    static func exitStatus(_ rows: [(status: String, meaning: String)] = exitStatuses) -> String {
        "EXIT STATUS:\n" + table(rows.map { ($0.status, $0.meaning) })
    }

    /// The width help paragraphs are filled to: a terminal's default.
    static let width = 80

    /// Each paragraph (paragraphs are separated by a blank line) filled to `width` columns,
    /// however its source was broken into lines, so no line stops mid-phrase. A quoted
    /// command or value ('git show v1:x.json > base.json') stays on one line, and so does an
    /// indented line (a row of a `table`).
    static func filled(_ text: String) -> String {
        text.split(separator: "\n\n", omittingEmptySubsequences: true).map { paragraph in
            var lines: [String] = []
            var prose: [Substring] = []
            func fill() {
                guard !prose.isEmpty else { return }
                lines += filledLines(prose.joined(separator: "\n")[...])
                prose = []
            }
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  ") {
                    fill()
                    lines.append(String(line))
                } else {
                    prose.append(line)
                }
            }
            fill()
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func filledLines(_ prose: Substring) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in unbreakableWords(prose) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    /// The paragraph's words, with the words of a quotation (from a word that starts with
    /// `'` to one that ends with it, before any punctuation) joined into one.
    private static func unbreakableWords(_ paragraph: Substring) -> [String] {
        var words: [String] = []
        var quotation: [Substring] = []
        for word in paragraph.split(whereSeparator: \.isWhitespace) {
            if quotation.isEmpty {
                if word.hasPrefix("'") && !closesQuotation(word.dropFirst()) {
                    quotation = [word]
                } else {
                    words.append(String(word))
                }
                continue
            }
            quotation.append(word)
            if closesQuotation(word) {
                words.append(quotation.joined(separator: " "))
                quotation = []
            }
        }
        if !quotation.isEmpty { words.append(quotation.joined(separator: " ")) }
        return words
    }

    /// Whether a word ends with `'`, before any closing punctuation.
    private static func closesQuotation(_ word: Substring) -> Bool {
        word.reversed().drop { ".,;:)".contains($0) }.first == "'"
    }

    /// Two aligned columns, indented by two spaces; the first at least `width` wide.
    static func table(_ rows: [(String, String)], width: Int = 0) -> String {
        let width = max(width, rows.map(\.0.count).max() ?? 0)
        return rows.map { label, text in
            "  " + label + String(repeating: " ", count: width - label.count + 2) + text + "\n"
        }.joined()
    }
}
