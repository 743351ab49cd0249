import ActionRender
import ActionSyntax

/// Renders diagnostics the way compilers do, so editors, Xcode and CI logs pick them up.
public enum DiagnosticFormatter {
    /// `path:line:col: error: message [code]` lines, each followed by its `note:` lines.
    /// With `colored`, severities are highlighted with ANSI escapes (for terminals only).
    ///
    /// A note is printed once per code: a later diagnostic of the same code leaves out a note
    /// that says the same at the same place, so one mistake repeated across a file prints its
    /// advice once and then one line per place. A did-you-mean belongs to its mistake: another
    /// misspelling that happens to have the same suggestion still gets it. The JSON keeps
    /// every note.
    public static func text(_ diagnostics: [Diagnostic], colored: Bool = false) -> String {
        var output = ""
        var printed: Set<PrintedNote> = []
        for diagnostic in diagnostics {
            output += prefix(diagnostic.location) + label(diagnostic.severity, colored: colored) + " "
            output += diagnostic.message + " [" + diagnostic.code.rawValue + "]\n"
            let noteLabel = label(nil, colored: colored)
            for note in diagnostic.notes
            where printed.insert(
                PrintedNote(
                    code: diagnostic.code, mistake: note.isSuggestion ? diagnostic.message : nil, note: note)
            ).inserted {
                // A note without a place of its own belongs to its diagnostic's place.
                output += prefix(note.location ?? diagnostic.location) + noteLabel + " " + note.message + "\n"
            }
        }
        return output
    }

    /// A note as the text format compares it: a note without a place says the same wherever
    /// its diagnostic is.
    private struct PrintedNote: Hashable {
        var code: DiagnosticCode
        /// The diagnostic's message, for a note that only its own mistake can use.
        var mistake: String?
        var note: Diagnostic.Note
    }

    /// `{"diagnostics": [...]}` with one object per diagnostic, each on one line, for tools;
    /// a command's own results (`actionc diff`'s summary) follow as further members.
    public static func json(_ diagnostics: [Diagnostic], with members: [JSONValue.Member] = []) -> String {
        func location(_ location: SourceLocation?) -> [JSONValue.Member] {
            [
                .init("file", location.map { .string($0.file) } ?? .null),
                .init("line", location.map { .number($0.line) } ?? .null),
                .init("column", location.map { .number($0.column) } ?? .null),
            ]
        }
        let items = diagnostics.map { diagnostic -> JSONValue in
            let notes = diagnostic.notes.map { note in
                JSONValue.object([.init("message", .string(note.message))] + location(note.location))
            }
            return .oneLine(
                .object(
                    [
                        .init("severity", .string(diagnostic.severity.rawValue)),
                        .init("code", .string(diagnostic.code.rawValue)),
                        .init("message", .string(diagnostic.message)),
                    ] + location(diagnostic.location) + [.init("notes", .array(notes))]))
        }
        return JSONValue.object([.init("diagnostics", .array(items))] + members).rendered(.compact)
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "actionc: " }
        return "\(location.file):\(location.line):\(location.column): "
    }

    /// `error:`, `warning:`, `remark:`, or `note:` for nil; with `colored`, highlighted. Also
    /// for the lines a command prints in the diagnostics' shape, so a terminal shows them alike.
    public static func label(_ severity: Diagnostic.Severity?, colored: Bool) -> String {
        let text = (severity?.rawValue ?? "note") + ":"
        guard colored else { return text }
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .remark: "\u{1B}[1;34m"
            case nil: "\u{1B}[1;30m"
            }
        return color + text + "\u{1B}[0m"
    }
}
