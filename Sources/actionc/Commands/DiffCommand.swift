import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax

extension Options {
    static let baseline = OptionSpec(
        names: ["--baseline"], value: "PATH",
        help:
            "What a released version was built with: its manifest, Hive JSON or definitions (repeatable; required)",
        repeatable: true)
}

/// `actionc diff`: the definitions against what app versions in users' hands were built
/// with, for CI and the `actionc-diff` pre-commit hook. Breaking changes fail the run.
enum DiffCommand {
    static let command = Command(
        name: "diff", summary: "Report changes against released versions; fail on breaking ones",
        synopsis: "--baseline PATH... [PATH...] [options]",
        discussion: BuildCommand.pathsDiscussion + """


            Each --baseline is what a released app version was built with: the server
            manifest that 'build --manifest' wrote, its hive_push_actions.json, or its
            definitions file or folder (for example from 'git show v1.4.0:Server/push-manifest.json
            > base.json'). Every change is reported under its rule's code: breaking changes as
            errors, others as warnings and remarks. A table of categories by baseline
            (present, changed, missing, removed) follows on stdout.

            A deliberate change to a definition is acknowledged on it with 'allow: [CODE]', a
            deliberate removal with the top-level 'retired: [ID, ...]'.
            """,
        optionGroups: [
            ("INPUT OPTIONS", [Options.baseline]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure: "a breaking change, or errors in the definitions or a baseline"),
        run: { arguments, console throws(UsageError) in
            let settings = try DiagnosticSettings(arguments, definitionDiagnostics: .errors)
            let baselinePaths = arguments.allValues(Options.baseline.key)
            if baselinePaths.isEmpty {
                throw UsageError(
                    message: "\(Options.baseline.key) is required: what a released version was built with")
            }
            if baselinePaths.contains("") || arguments.positionals.contains("") {
                throw UsageError(message: "a path may not be ''")
            }
            let limits = try ParseLimits(arguments)
            let reporter = Reporter(
                paths: arguments.positionals, settings: settings, console: console, command: "actionc diff")
            let baselines: [BaselineInput]
            switch loadBaselines(baselinePaths, limits: limits, reporter: reporter) {
            case .success(let loaded): baselines = loaded
            case .failure(let status): return status
            }
            // The definitions are checked as `validate` checks them; their own warnings are
            // `validate`'s to show (a count here), and this run reports changes.
            var request: PipelineRequest
            switch DefinitionSearch(paths: arguments.positionals, limits: limits).request(
                reportingTo: reporter)
            {
            case .success(let found): request = found
            case .failure(let status): return status
            }
            request.baselines = baselines
            let report = Pipeline.run(request)
            let findings = reporter.findings(report)
            guard let summary = report.diffSummary else { return reporter.report(findings) }
            let status = reporter.report(findings, with: summary.jsonMembers)
            if !settings.json, !settings.quiet {
                console.output(summary.text)
                // Counted as reported: under --strict a warning is one of the other errors.
                console.status(statusLine(report.diagnostics, baselines: baselines.count))
            }
            return status
        })

    /// Each baseline's files: a FILE itself, a DIR's definitions files as `build` finds them.
    private static func loadBaselines(_ paths: [String], limits: ParseLimits, reporter: Reporter)
        -> Result<[BaselineInput], ExitStatus>
    {
        var baselines: [BaselineInput] = []
        for path in paths {
            var files = [path]
            if case .success(let status) = FileStatus.of(path), status.kind == .directory {
                let found = InputFinder.find([path])
                guard found.problems.isEmpty else {
                    return .failure(reporter.fileSystemFailure(found.problems))
                }
                guard !found.files.isEmpty else {
                    return .failure(
                        reporter.fileSystemFailure([
                            "no definitions files (\(InputFinder.definitionPatterns)) in baseline \(path.quoted)"
                        ]))
                }
                files = found.files.map(\.path)
            }
            let loaded = InputReader.load(paths: files, limits: limits)
            guard loaded.problems.isEmpty else {
                return .failure(reporter.fileSystemFailure(loaded.problems))
            }
            guard loaded.oversized.isEmpty else { return .failure(reporter.report(loaded.oversized)) }
            baselines.append(BaselineInput(name: path, sources: loaded.sources))
        }
        return .success(baselines)
    }

    /// `2 breaking changes, 1 warning, 3 remarks against 2 baselines`, with the errors that are
    /// are no breaking change (a retired id no baseline has, a warning under --strict) apart.
    private static func statusLine(_ diagnostics: [Diagnostic], baselines: Int) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String {
            "\(number) \(number == 1 ? one : many)"
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let breaking = errors.filter { DiffRule.rule(for: $0.code)?.class == .breaking }.count
        var parts = [count(breaking, "breaking change", "breaking changes")]
        if errors.count > breaking {
            parts.append(count(errors.count - breaking, "other error", "other errors"))
        }
        parts.append(count(diagnostics.filter { $0.severity == .warning }.count, "warning", "warnings"))
        parts.append(count(diagnostics.filter { $0.severity == .remark }.count, "remark", "remarks"))
        return parts.joined(separator: ", ") + " against " + count(baselines, "baseline", "baselines")
    }
}
