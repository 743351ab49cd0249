import ActionPipeline
import ActionSyntax

/// `actionc preview`: one HTML page showing every category in every language as iOS shows
/// the buttons, for the people who review labels without reading YAML.
enum PreviewCommand {
    static let defaultName = "preview.html"

    static let output = OptionSpec(
        names: ["-o", "--output"], value: "FILE", help: "Write the page here (default: \(defaultName))")

    static let command = Command(
        name: "preview", summary: "Write one HTML page showing every category's buttons in every language",
        synopsis: "[PATH...] [-o FILE] [options]",
        discussion: BuildCommand.pathsDiscussion + """


            The page is self-contained (inline style sheet and script, nothing fetched), so it
            opens offline from a double-click. Each notification shows its buttons as iOS does
            when it is pressed and held: red destructive titles, icons' SF Symbol names, text
            fields with their placeholder and send button, titles too wide for the long-title
            rule cut off with an ellipsis, and missing translations shown in English with a
            badge. Nothing is written when there is an error; the page is written to a
            temporary file beside it and renamed into place, and left untouched when its
            bytes would not change.
            """,
        optionGroups: [
            ("OUTPUT OPTIONS", [output]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(failure: "errors in the definitions (the page is not written)"),
        run: { arguments, console throws(UsageError) in try run(arguments, console) })

    private static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitStatus
    {
        let path = arguments.value(output.key) ?? defaultName
        if path.isEmpty || path.hasSuffix("/") {
            throw UsageError(message: "output file \(path.quoted) is not a file name")
        }
        try DefinitionSearch.checkOutputNames([path])
        let search = DefinitionSearch(
            paths: arguments.positionals, outputs: DefinitionSearch.existingOutputs([path]),
            limits: try ParseLimits(arguments))
        let settings = try DiagnosticSettings(arguments, definitionDiagnostics: .errors)
        let reporter = Reporter(
            paths: arguments.positionals, settings: settings, console: console, command: "actionc preview")
        var request: PipelineRequest
        switch search.request(reportingTo: reporter) {
        case .success(let found): request = found
        case .failure(let status): return status
        }
        request.outputs.previewPage = true
        let report = Pipeline.run(request)
        let findings = reporter.findings(report)
        guard let page = report.outputs?.previewPage else { return reporter.report(findings) }
        let plan = OutputPlan([OutputFile(path: path, text: page)])
        guard plan.problems.isEmpty else {
            return reporter.fileSystemFailure(plan.problems, after: findings)
        }
        return BuildCommand.write(plan, reporter, warnings: findings)
    }
}
