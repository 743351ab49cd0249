import ActionModel
package import ActionRender
package import ActionSyntax

/// Renders diagnostics the way compilers do, so editors, Xcode and CI logs pick them up.
///
/// Messages quote what users and translators wrote (ids, keys, languages, paths), so every
/// control and bidi character in them is shown escaped (`\u{1B}`): a newline in an id must not
/// print a line that a CI problem matcher reads as another error, nor an ESC reach the
/// terminal. One file's mistake repeated without end prints `repeatLimit` of each code and a
/// count of the rest.
package enum DiagnosticFormatter {
    /// The diagnostics of one code in one file that are printed; the rest are counted.
    package static let repeatLimit = 100

    /// `path:line:col: error: message [code]` lines, each followed by its `note:` lines.
    /// With `colored`, severities are highlighted with ANSI escapes (for terminals only).
    ///
    /// A note is printed once per code: a later diagnostic of the same code leaves out a note
    /// that says the same at the same place, so one mistake repeated across a file prints its
    /// advice once and then one line per place. A did-you-mean belongs to its mistake: another
    /// misspelling that happens to have the same suggestion still gets it. The JSON keeps
    /// every note.
    package static func text(_ diagnostics: [Diagnostic], colored: Bool = false) -> String {
        var output = ""
        var printed: Set<PrintedNote> = []
        let (shown, omitted) = capped(diagnostics)
        for diagnostic in shown {
            output += prefix(diagnostic.location) + label(diagnostic.severity, colored: colored) + " "
            output += visible(diagnostic.message) + " [" + diagnostic.code.rawValue + "]\n"
            let noteLabel = label(nil, colored: colored)
            for note in diagnostic.notes
            where printed.insert(
                PrintedNote(
                    code: diagnostic.code, mistake: note.isSuggestion ? diagnostic.message : nil, note: note)
            ).inserted {
                // A note without a place of its own belongs to its diagnostic's place.
                output +=
                    prefix(note.location ?? diagnostic.location) + noteLabel + " "
                    + visible(note.message, keepingLayout: note.isBlock)
                    + "\n"
            }
        }
        for group in omitted {
            output +=
                visible(group.file) + ": " + label(nil, colored: colored) + " " + String(group.count)
                + " more [\(group.code.rawValue)] diagnostics in this file are not shown\n"
        }
        return output
    }

    /// Diagnostics of one code in one file past `repeatLimit`, counted.
    package struct Omitted: Equatable, Sendable {
        package var file: String
        package var code: DiagnosticCode
        package var count: Int
    }

    /// The diagnostics to print, in order, and the counts of those left out.
    static func capped(_ diagnostics: [Diagnostic]) -> ([Diagnostic], [Omitted]) {
        struct Group: Hashable {
            var file: String
            var code: DiagnosticCode
        }
        var seen: [Group: Int] = [:]
        var order: [Group] = []
        var shown: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let file = diagnostic.location?.file else {
                shown.append(diagnostic)
                continue
            }
            let group = Group(file: file, code: diagnostic.code)
            let count = seen[group, default: 0]
            if count == 0 { order.append(group) }
            seen[group] = count + 1
            if count < repeatLimit { shown.append(diagnostic) }
        }
        let omitted = order.compactMap { group in
            seen[group]! > repeatLimit
                ? Omitted(file: group.file, code: group.code, count: seen[group]! - repeatLimit) : nil
        }
        return (shown, omitted)
    }

    /// `text` with each control and bidi character written as `\u{…}`, so that it prints as
    /// what it is and on one line; `keepingLayout` leaves line breaks and tabs.
    package static func visible(_ text: String, keepingLayout: Bool = false) -> String {
        guard TextRules.firstForbidden(in: text) != nil else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if TextRules.isForbidden(scalar) && !(keepingLayout && (scalar == "\n" || scalar == "\t")) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
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
    /// a command's own results (`actionc diff`'s summary) follow as further members. Past
    /// `repeatLimit`, `"omitted"` counts the rest by file and code.
    package static func json(_ diagnostics: [Diagnostic], with members: [JSONValue.Member] = []) -> String {
        func location(_ location: SourceLocation?) -> [JSONValue.Member] {
            [
                .init("file", location.map { .string(visible($0.file)) } ?? .null),
                .init("line", location.map { .number($0.line) } ?? .null),
                .init("column", location.map { .number($0.column) } ?? .null),
            ]
        }
        let (shown, omitted) = capped(diagnostics)
        let items = shown.map { diagnostic -> JSONValue in
            let notes = diagnostic.notes.map { note in
                JSONValue.object(
                    [.init("message", .string(visible(note.message, keepingLayout: note.isBlock)))]
                        + location(note.location))
            }
            return .oneLine(
                .object(
                    [
                        .init("severity", .string(diagnostic.severity.rawValue)),
                        .init("code", .string(diagnostic.code.rawValue)),
                        .init("message", .string(visible(diagnostic.message))),
                    ] + location(diagnostic.location) + [.init("notes", .array(notes))]))
        }
        let counts = omitted.map { group -> JSONValue in
            .oneLine(
                .object([
                    .init("file", .string(visible(group.file))), .init("code", .string(group.code.rawValue)),
                    .init("count", .number(group.count)),
                ]))
        }
        let omittedMember = counts.isEmpty ? [] : [JSONValue.Member("omitted", .array(counts))]
        return JSONValue.object([.init("diagnostics", .array(items))] + omittedMember + members).rendered(
            .compact)
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "actionc: " }
        return "\(visible(location.file)):\(location.line):\(location.column): "
    }

    /// `error:`, `warning:`, `remark:`, or `note:` for nil; with `colored`, highlighted. Also
    /// for the lines a command prints in the diagnostics' shape, so a terminal shows them alike.
    package static func label(_ severity: Diagnostic.Severity?, colored: Bool) -> String {
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
