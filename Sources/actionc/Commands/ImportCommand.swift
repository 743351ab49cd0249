import ActionPipeline
import ActionSyntax

/// `actionc import pushwoosh FILE`: definitions from another SDK's button sets, so its
/// users get the typed registry without writing the definitions by hand.
enum ImportCommand {
    static let formats = ["pushwoosh"]

    static let output = OptionSpec(
        names: ["-o", "--output"], value: "FILE", help: "Write the definitions here (default: stdout)")

    static let command = Command(
        name: "import", summary: "Turn Pushwoosh's iOS button sets into definitions",
        synopsis: "pushwoosh FILE [-o OUT.yaml] [options]",
        discussion: """
            FILE is Pushwoosh's registerDevice response (JSON), its 'response' object, or its
            'iosCategories' list. Category ids become the decimal categoryId; action ids are
            <categoryId>_<button id>. The definitions are checked as 'actionc build' checks
            them. Nothing is written when there is an error (or a warning, with --strict), and
            an unchanged OUT.yaml is left untouched.
            """,
        optionGroups: [
            (Command.generalGroup, [output] + Options.reporting),
            ("LIMIT OPTIONS", [Options.maxFileSize, Options.maxDepth]),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure: "the response cannot be imported, or has warnings under --strict (nothing is written)"),
        run: { arguments, console throws(UsageError) in try run(arguments, console) })

    private static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitStatus
    {
        guard let format = arguments.positionals.first else {
            throw UsageError(message: "missing the format to import (\(formats.joined(separator: ", ")))")
        }
        guard formats.contains(format) else {
            throw UsageError(
                message: "unknown import format \(format.quoted) (use \(formats.joined(separator: ", ")))")
        }
        guard arguments.positionals.count >= 2 else {
            throw UsageError(message: "missing the FILE to import")
        }
        guard arguments.positionals.count == 2 else {
            throw UsageError(message: "unexpected argument \(arguments.positionals[2].quoted)")
        }
        let path = arguments.positionals[1]
        let outputPath = arguments.value(output.key)
        if outputPath?.isEmpty == true {
            throw UsageError(message: "\(output.key) needs a file name, not ''")
        }
        let settings = try DiagnosticSettings(arguments)
        // With JSON diagnostics stdout holds their document, so the definitions need a file.
        if settings.json && outputPath == nil {
            throw UsageError(message: "--diagnostics-format json needs -o: stdout holds the diagnostics")
        }
        let limits = try ParseLimits(arguments)
        // The import shares how `build` reports diagnostics and file-system failures.
        let reporter = Reporter(paths: [path], settings: settings, console: console)

        let loaded = InputReader.load(paths: [path], limits: limits)
        guard loaded.problems.isEmpty else { return reporter.fileSystemFailure(loaded.problems) }
        guard let response = loaded.sources.first else { return reporter.report(loaded.oversized) }
        var request = PipelineRequest([], limits: limits, settings: settings)
        request.mode = .pushwooshImport(response)
        let report = Pipeline.run(request)
        let findings = reporter.findings(report)
        guard let definitions = report.importedDefinitions else { return reporter.report(findings) }
        guard let outputPath else {
            console.output(definitions)
            return reporter.report(findings)
        }
        return write(definitions, to: outputPath, from: path, reporter, warnings: findings)
    }

    /// Writes the definitions, reporting `warnings` with any problem writing them.
    private static func write(
        _ text: String, to path: String, from input: String, _ reporter: Reporter, warnings: Reporter.Findings
    )
        -> ExitStatus
    {
        if case .success(let output) = FileStatus.of(path), case .success(let source) = FileStatus.of(input),
            output.identity == source.identity
        {
            return reporter.fileSystemFailure(
                ["output \(path.quoted) is the file being imported"], after: warnings)
        }
        let plan = OutputPlan([OutputFile(path: path, text: text)])
        let problems = plan.problems.isEmpty ? OutputWriter.apply(plan) : plan.problems
        guard problems.isEmpty else { return reporter.fileSystemFailure(problems, after: warnings) }
        let status = reporter.report(warnings)
        if !reporter.settings.quiet {
            reporter.console.status((plan.stale.isEmpty ? "unchanged " : "wrote ") + path)
        }
        return status
    }
}
