import ActionPipeline
import ActionRender
import ActionSyntax

/// How one run reports: once, in one text listing or one JSON document
/// (`--diagnostics-format json`). A failure is reported at once; a success leaves its
/// warnings to the command, to report with what its later steps find (stale outputs,
/// unwritable files). The diagnostics arrive final from the pipeline (`--strict` applied);
/// this only chooses which to show and prints them.
struct Reporter {
    /// The definitions PATHs, for the command that shows withheld diagnostics.
    let paths: [String]
    let settings: DiagnosticSettings
    let console: Console
    /// The command's name, which starts the line about withheld diagnostics: two hooks
    /// failing on the same definitions then do not print the same line.
    var command = "actionc"

    /// What a run has to report: the diagnostics shown, and the definitions' ones left to
    /// `validate`, counted.
    struct Findings {
        var diagnostics: [Diagnostic]
        var withheld = Withheld()

        var hasErrors: Bool { diagnostics.hasErrors || withheld.errors > 0 }
    }

    struct Withheld {
        var errors = 0
        var warnings = 0
    }

    /// The pipeline's diagnostics as this command shows them: the definitions' own ones as
    /// `--definition-diagnostics` says, then the rest.
    func findings(_ report: PipelineReport) -> Findings {
        let (shown, withheld) = withholding(report.definitionDiagnostics)
        return Findings(diagnostics: shown + report.diagnostics, withheld: withheld)
    }

    /// The definitions' diagnostics this command shows, and the counts of the rest. A tool
    /// reading JSON gets them all: each is a record, not a repeated paragraph.
    private func withholding(_ diagnostics: [Diagnostic]) -> ([Diagnostic], Withheld) {
        guard !settings.json else { return (diagnostics, Withheld()) }
        switch settings.definitionDiagnostics {
        case .all:
            return (diagnostics, Withheld())
        case .errors:
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            return (diagnostics.filter { $0.severity == .error }, Withheld(warnings: warnings))
        case .count:
            let errors = diagnostics.filter { $0.severity == .error }.count
            return ([], Withheld(errors: errors, warnings: diagnostics.count - errors))
        }
    }

    /// One line for what `withholding` left out, with the command that shows it.
    private func withheldLine(_ withheld: Withheld) -> String? {
        func count(_ number: Int, _ noun: String) -> String? {
            number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        let counts = [count(withheld.errors, "error"), count(withheld.warnings, "warning")].compactMap { $0 }
        guard !counts.isEmpty else { return nil }
        let words =
            ["actionc", "validate"] + paths + settings.ignored.flatMap { [Options.ignore.key, $0.rawValue] }
        let command = words.map(BuildCommand.shellWord).joined(separator: " ")
        let label = DiagnosticFormatter.label(withheld.errors > 0 ? .error : nil, colored: console.colored)
        return
            "\(self.command): \(label) the definitions have \(counts.joined(separator: " and ")); '\(command)' shows them"
    }

    /// Reports what the pipeline found, then, when it found no error, the run's status line.
    func report(_ report: PipelineReport, status line: @autoclosure () -> String) -> ExitStatus {
        let status = self.report(findings(report))
        if !report.hasErrors && !settings.quiet { console.status(line()) }
        return status
    }

    /// Reports `problems` after the `earlier` findings of the run, in the same report.
    func fileSystemFailure(_ problems: [String], after earlier: Findings = Findings(diagnostics: []))
        -> ExitStatus
    {
        var findings = earlier
        findings.diagnostics += problems.map(Diagnostic.fileSystem)
        emit(findings)
        return .fileSystem
    }

    /// Prints the diagnostics; failure when there is an error.
    func report(_ diagnostics: [Diagnostic]) -> ExitStatus {
        report(Findings(diagnostics: diagnostics))
    }

    /// `members` are the command's own results, in the JSON document after the diagnostics.
    func report(_ findings: Findings, with members: [JSONValue.Member] = []) -> ExitStatus {
        emit(findings, with: members)
        return findings.hasErrors ? .failure : .success
    }

    private func emit(_ findings: Findings, with members: [JSONValue.Member] = []) {
        if settings.json {
            console.output(DiagnosticFormatter.json(findings.diagnostics, with: members))
        } else {
            // First, where the definitions' diagnostics would have been.
            if let line = withheldLine(findings.withheld) { console.report(line + "\n") }
            console.diagnostics(findings.diagnostics)
        }
    }
}
