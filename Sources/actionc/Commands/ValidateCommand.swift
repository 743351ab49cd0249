import ActionCore

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
            var step = CompileStep(
                paths: arguments.positionals, limits: try ParseLimits(arguments), settings: settings,
                console: console)
            step.translationRecords = .read
            let plists: [SourceFile]
            switch infoPlists.load(reportingTo: step) {
            case .success(let files): plists = files
            case .failure(let status): return status
            }
            switch step.run(
                registry: nil,
                crossCheck: InfoPlistSettings.check(plists, as: step))
            {
            case .success(let compiled):
                let status = step.report(compiled.findings)
                if !settings.quiet {
                    console.status(
                        "validated \(compiled.inputCount) \(compiled.inputCount == 1 ? "file" : "files")")
                }
                return status
            case .failure(let status):
                return status
            }
        })
}
