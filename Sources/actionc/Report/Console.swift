import ActionModel
import ActionPipeline
import ActionSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's exit statuses (sysexits.h numbers for the last two, as build tools expect).
enum ExitStatus: Int32, Error {
    case success = 0
    /// Errors in definitions, warnings under `--strict`, or stale outputs under `check`.
    case failure = 1
    /// A bad command line.
    case usage = 64
    /// A file could not be found, read or written.
    case fileSystem = 74
}

/// Where everything the tool says goes. stdout carries only what was asked for (the JSON
/// diagnostics document, path lists, help); stderr carries diagnostics, errors and summaries,
/// so a caller can parse stdout while a person reads stderr.
struct Console: Sendable {
    /// Colour on stderr: only for a terminal, and never when NO_COLOR is set (no-color.org).
    let colored: Bool

    init() {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let noColor = !(variable("NO_COLOR") ?? "").isEmpty
        colored = isatty(STDERR_FILENO) == 1 && !noColor && variable("TERM") != "dumb"
    }

    // Plain write(2): FileHandle alone would load Foundation, and its start-up cost, into
    // every run of a command that prints a few lines.
    func output(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    func report(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private func write(_ text: String, to descriptor: Int32) {
        var text = text
        // Nothing sensible is left to do when the terminal or pipe refuses the text.
        _ = text.withUTF8 { OutputWriter.writeAll($0, to: descriptor) }
    }

    func diagnostics(_ diagnostics: [Diagnostic]) {
        report(DiagnosticFormatter.text(diagnostics, colored: colored))
    }

    /// `actionc: error: message`, the shape `DiagnosticFormatter` gives a diagnostic without
    /// a place, minus the code: file-system and command-line problems have no code of their own.
    func error(_ message: String) {
        report(
            "actionc: \(DiagnosticFormatter.label(.error, colored: colored)) \(DiagnosticFormatter.visible(message))\n"
        )
    }

    /// Files that could not be found, read or written, as `file-system` diagnostics.
    func fileSystemErrors(_ problems: [String]) {
        diagnostics(problems.map(Diagnostic.fileSystem))
    }

    /// A summary line such as `wrote out/PushActions.swift`; the paths in it print as what
    /// they are, on one line.
    func status(_ message: String) {
        report(DiagnosticFormatter.visible(message) + "\n")
    }
}

extension Diagnostic {
    /// A file-system problem: it has no place in a definitions file, only a message.
    static func fileSystem(_ message: String) -> Diagnostic {
        .error(.fileSystem, message, at: nil)
    }
}

extension String {
    /// A path or name quoted for messages.
    var quoted: String { "'" + self + "'" }
}
