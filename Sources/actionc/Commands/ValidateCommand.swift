import ActionPipeline
import ActionSyntax
import ActionTranslations

/// `actionc validate`: every problem in the definitions, nothing written (for editors and
/// pre-commit hooks that pass the changed files).
enum ValidateCommand {
    static let command = Command(
        name: "validate", summary: "Report problems in definitions; write nothing",
        synopsis: "[PATH...] [options]",
        discussion: BuildCommand.pathsDiscussion + """


            Each translation is compared with the record beside its definitions file
            (NAME\(TranslationRecord.suffix)): one made from an English text that has changed
            since is a stale-translation warning. validate reads the record and never writes
            it; 'actionc build' and 'actionc translations import' do.
            """,
        optionGroups: [
            ("CROSS-CHECK OPTIONS", [Options.infoPlist]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure: "errors in the definitions, or an --info-plist that does not match them"),
        run: { arguments, console throws(UsageError) in
            let settings = try DiagnosticSettings(arguments)
            let infoPlists = try InfoPlistSettings(arguments)
            let limits = try ParseLimits(arguments)
            let reporter = Reporter(paths: arguments.positionals, settings: settings, console: console)
            let plists: [SourceFile]
            switch infoPlists.load(limits: limits, reportingTo: reporter) {
            case .success(let files): plists = files
            case .failure(let status): return status
            }
            var request: PipelineRequest
            let search = DefinitionSearch(
                paths: arguments.positionals, limits: limits, translationRecords: .read)
            switch search.request(reportingTo: reporter) {
            case .success(let found): request = found
            case .failure(let status): return status
            }
            request.infoPlists = plists
            let count = request.definitions.count
            let report = Pipeline.run(request)
            LeftForExit.keep(report)
            return reporter.report(
                report, status: "validated \(count) \(count == 1 ? "file" : "files")")
        })
}
