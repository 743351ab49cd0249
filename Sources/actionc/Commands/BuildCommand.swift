import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import ActionTranslations

/// `actionc build` writes the outputs; `actionc check` takes the same arguments and only
/// says whether `build` would change anything (for CI and pre-commit hooks).
enum BuildCommand {
    static let pathsDiscussion = """
        Each PATH is a definitions file, read whatever its name, or a directory searched
        recursively for \(InputFinder.definitionPatterns) files (sorted by path;
        hidden files and folders skipped). Several paths may be given; none means the
        current directory.
        """

    /// Building into the input directory must not read the last build's JSON back.
    private static let outputsDiscussion = """
        A directory search skips this run's own outputs, and fails when they are all it finds;
        naming one as a PATH is an error.
        """

    private static let optionGroups = [
        (
            "OUTPUT OPTIONS",
            [
                Options.output, Options.json, Options.swift, Options.kotlin, Options.androidResources,
                Options.kotlinPackage, Options.namespace, Options.accessLevel,
                Options.printOutputs, Options.printInputs, Options.keepTranslationRecords,
            ]
        ),
        ("EXTRA OUTPUT OPTIONS", Options.extraOutputs), ("CROSS-CHECK OPTIONS", [Options.infoPlist]),
        ("DIAGNOSTIC OPTIONS", Options.diagnostics), ("LIMIT OPTIONS", Options.limits),
    ]

    static let build = Command(
        name: "build", summary: "Compile definitions into hive_push_actions.json and PushActions.swift",
        synopsis: "[PATH...] [options]",
        discussion: pathsDiscussion + "\n" + outputsDiscussion + """


            Nothing is written when there is an error. Each output is written to a temporary
            file beside it and renamed into place; an output whose bytes would not change is
            left untouched.

            Beside each definitions file with translations, NAME\(TranslationRecord.suffix)
            records the English each translation was made from; a translation whose English
            has changed since is a stale-translation warning. The build writes the record
            (a new or edited translation is recorded as made from the English now) unless
            --keep-translation-records is given.
            """,
        optionGroups: optionGroups,
        run: { arguments, console throws(UsageError) in try run(arguments, console, writing: true) })

    static let check = Command(
        name: "check", summary: "Exit 1 naming each output that is missing or out of date; write nothing",
        synopsis: "[PATH...] [options]",
        discussion: pathsDiscussion + "\n" + outputsDiscussion
            + "\n\nTakes the same arguments as 'actionc build'.",
        optionGroups: optionGroups,
        run: { arguments, console throws(UsageError) in try run(arguments, console, writing: false) })

    private static func run(_ arguments: ParsedArguments, _ console: Console, writing: Bool)
        throws(UsageError)
        -> ExitStatus
    {
        let settings = try OutputSettings(arguments)
        let extras = try ExtraOutputSettings(arguments)
        let infoPlists = try InfoPlistSettings(arguments)
        let fixedPaths = settings.paths + extras.fixedPaths
        try DefinitionSearch.checkOutputNames(fixedPaths)
        // Before compiling, so the usage error comes alone, and `--print-outputs` never lists a clash.
        try checkDistinct(fixedPaths)
        let keepsRecords = arguments.has(Options.keepTranslationRecords.key)
        let search = DefinitionSearch(
            paths: arguments.positionals, outputs: DefinitionSearch.existingOutputs(fixedPaths),
            limits: try ParseLimits(arguments),
            translationRecords: keepsRecords ? .readPassingOverUnreadable : .read)
        let diagnosticSettings = try DiagnosticSettings(
            arguments, definitionDiagnostics: writing ? .all : .errors)
        let reporter = Reporter(
            paths: arguments.positionals, settings: diagnosticSettings, console: console,
            command: writing ? "actionc build" : "actionc check")

        let printOutputs = arguments.has(Options.printOutputs.key)
        let printInputs = arguments.has(Options.printInputs.key)
        // One list on standard output cannot be both, and a script would not know which it got.
        if printOutputs && printInputs {
            throw UsageError(
                message:
                    "\(Options.printInputs.key) and \(Options.printOutputs.key) cannot be given together; run actionc once for each list"
            )
        }
        if printInputs { return listInputs(search, infoPlists: infoPlists, reporter) }
        let report: PipelineReport
        switch compile(search, infoPlists: infoPlists, settings: settings, extras: extras, reporter) {
        case .success(let compiled): report = compiled
        case .failure(let status): return status
        }
        LeftForExit.keep(report)
        let findings = reporter.findings(report)
        guard let outputs = report.outputs, let catalog = report.catalog else {
            return reporter.report(findings)
        }
        let files = try outputFiles(outputs, catalog: catalog, settings: settings, extras: extras)
        // A record is written only when it changes: it is the definitions' companion, not an
        // output every build names.
        let records =
            keepsRecords
            ? []
            : outputs.translationRecords.map {
                OutputFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self))
            }
        // Payload files are named by the categories, so only now can they be compared too.
        try checkDistinct((files + records).map(\.path))
        // The records are inputs too (`--print-inputs` lists them): a build system that took
        // them for outputs as well would see a cycle.
        if printOutputs {
            console.output(files.map { $0.path + "\n" }.joined())
            return .success
        }
        // `check` names a record `build` would change as out of date; `build` writes the
        // records after the outputs (`writeRecords`).
        let plan = OutputPlan(writing ? files : files + records)
        guard plan.problems.isEmpty else {
            return reporter.fileSystemFailure(plan.problems, after: findings)
        }
        guard writing else { return check(plan, reporter, warnings: findings, arguments: arguments) }
        let status = write(plan, reporter, warnings: findings)
        if status == .success { writeRecords(records, reporter) }
        return status
    }

    /// `--print-inputs`: the definitions files found, and the Info.plist files and the
    /// translation records, which are inputs too: a change to one changes the outcome.
    private static func listInputs(
        _ search: DefinitionSearch, infoPlists: InfoPlistSettings, _ reporter: Reporter
    ) -> ExitStatus {
        switch search.find(reportingTo: reporter) {
        case .success(let files):
            let records = files.map { TranslationRecord.path(forDefinitions: $0.path) }.filter {
                if case .success = FileStatus.of($0) { true } else { false }
            }
            reporter.console.output(
                (files.map(\.path) + records + infoPlists.paths).map { $0 + "\n" }.joined())
            return .success
        case .failure(let status):
            return status
        }
    }

    /// The inputs read and run through the pipeline, or the status a failure to read them ends with.
    private static func compile(
        _ search: DefinitionSearch, infoPlists: InfoPlistSettings, settings: OutputSettings,
        extras: ExtraOutputSettings, _ reporter: Reporter
    ) -> Result<PipelineReport, ExitStatus> {
        let plists: [SourceFile]
        switch infoPlists.load(limits: search.limits, reportingTo: reporter) {
        case .success(let files): plists = files
        case .failure(let status): return .failure(status)
        }
        switch search.request(reportingTo: reporter) {
        case .success(let found):
            return .success(
                Pipeline.run(configured(found, plists: plists, settings: settings, extras: extras)))
        case .failure(let status): return .failure(status)
        }
    }

    /// The request with what the command line asks of it. Taken and handed on rather than
    /// kept in a variable, so the request is the only holder of the inputs' bytes: the
    /// pipeline frees them as it finishes with them.
    private static func configured(
        _ request: consuming PipelineRequest, plists: [SourceFile], settings: OutputSettings,
        extras: ExtraOutputSettings
    ) -> PipelineRequest {
        request.outputs = extras.request(registry: settings.registry)
        request.outputs.kotlinPackage = settings.kotlinPackage
        request.infoPlists = plists
        if case .success = FileStatus.of(settings.jsonPath) { request.existingHiveFile = settings.jsonPath }
        return request
    }

    /// The outputs as files where the settings put them.
    private static func outputFiles(
        _ outputs: RenderedOutputs, catalog: Catalog, settings: OutputSettings, extras: ExtraOutputSettings
    ) throws(UsageError) -> [OutputFile] {
        // Whether the Hive file is written is the definitions' `targets:`, known only now.
        if outputs.hiveJSON == nil && settings.namesJSON {
            let targets = catalog.targets.map(\.rawValue).joined(separator: ", ")
            throw UsageError(
                message:
                    "\(Options.json.key) names hive_push_actions.json, which the definitions' targets: [\(targets)] do not write;"
                    + " add hive to targets:, or leave out \(Options.json.key)")
        }
        let hiveFile = outputs.hiveJSON.map { OutputFile(path: settings.jsonPath, text: $0) }
        let swiftFile = outputs.swiftRegistry.map { OutputFile(path: settings.swiftPath, text: $0) }
        return [hiveFile, swiftFile].compactMap { $0 }
            + (try androidFiles(outputs, catalog: catalog, settings: settings)) + extras.files(outputs)
    }

    /// The changed translation records, beside the definitions and after the outputs: a
    /// checkout the build may not write (a read-only CI checkout, a sandboxed build phase)
    /// still gets its outputs, and is told the record waits for a build that can write it.
    private static func writeRecords(_ records: [OutputFile], _ reporter: Reporter) {
        guard !records.isEmpty else { return }
        let plan = OutputPlan(records)
        let problems = plan.problems.isEmpty ? OutputWriter.apply(plan) : plan.problems
        for problem in problems {
            reporter.console.report(
                "actionc: note: translation record not updated: \(problem); the outputs are written, and a build"
                    + " that can write beside the definitions records the translations (or pass "
                    + Options.keepTranslationRecords.key + " to leave the records as they are)\n")
        }
        guard problems.isEmpty, !reporter.settings.quiet else { return }
        for entry in plan.entries where entry.state != .unchanged {
            reporter.console.status("wrote " + entry.file.path)
        }
    }

    /// With the `android` target, PushActions.kt and a string-resource file per folder under
    /// `--android-res`; without it, none, and naming one is a usage error as `--json` is.
    private static func androidFiles(_ outputs: RenderedOutputs, catalog: Catalog, settings: OutputSettings)
        throws(UsageError) -> [OutputFile]
    {
        guard catalog.targets.contains(.android) else {
            if settings.namesAndroid {
                let targets = catalog.targets.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    message:
                        "\(Options.kotlin.key) and \(Options.androidResources.key) name Android outputs, which the"
                        + " definitions' targets: [\(targets)] do not write; add android to targets:, or leave them out"
                )
            }
            return []
        }
        guard let kotlin = outputs.kotlinRegistry else {
            throw UsageError(
                message:
                    "targets: [android] needs the Kotlin package of PushActions.kt: add android: {package: com.example.app}"
                    + " to the definitions, or give \(Options.kotlinPackage.key)")
        }
        return [OutputFile(path: settings.kotlinPath, text: kotlin)]
            + outputs.androidResources.map { file in
                OutputFile(
                    path: PathText.join(
                        PathText.join(settings.androidResourceDirectory, file.folder),
                        AndroidResourceRenderer.fileName),
                    text: file.text)
            }
    }

    /// Writes `plan`, reports `warnings` with any problem writing, and names each output
    /// written or left unchanged (also for `preview`).
    /// `plan` was made without the lock: when it finds nothing to write, another build in
    /// the same folder can only leave outputs of one input there. Otherwise the comparison
    /// is made again under the lock, since another build may have renamed one output of
    /// the pair meanwhile, and writing only the other would leave a mixed pair.
    /// A caller that already `holdsLock` on the outputs' folders made `plan` under it.
    static func write(
        _ unlocked: OutputPlan, _ reporter: Reporter, warnings: Reporter.Findings, holdsLock: Bool = false
    )
        -> ExitStatus
    {
        var plan = unlocked
        var lock: OutputLock?
        if !unlocked.stale.isEmpty && !holdsLock {
            let files = unlocked.entries.map(\.file)
            lock = OutputLock(outputs: files.map(\.path))
            plan = OutputPlan(files)
        }
        defer { lock?.release() }
        var problems = (lock?.problems ?? []) + plan.problems
        if problems.isEmpty { problems = OutputWriter.apply(plan) }
        guard problems.isEmpty else {
            lock?.removeCreatedDirectories()
            return reporter.fileSystemFailure(problems, after: warnings)
        }
        let status = reporter.report(warnings)
        if !reporter.settings.quiet {
            for entry in plan.entries {
                reporter.console.status(
                    (entry.state == .unchanged ? "unchanged " : "wrote ") + entry.file.path)
            }
        }
        return status
    }

    /// `word` as a shell reads it back: bare when it holds nothing a shell would act on.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                    || "-_./=:,@%+".unicodeScalars.contains($0))
        }
        return plain && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// Options that shape only the report: the build a check suggests is for a person to
    /// run, who wants its text diagnostics and summary lines.
    private static let reportOnlyOptions: Set = [
        Options.diagnosticsFormat.key, Options.quiet.key, Options.definitionDiagnostics.key,
    ]

    /// Reports each stale output as a `stale-output` error, after `warnings`, with the build
    /// command that updates them: once below the list for a person, and in each diagnostic's
    /// note for a tool, which reads each on its own.
    private static func check(
        _ plan: OutputPlan, _ reporter: Reporter, warnings: Reporter.Findings, arguments: ParsedArguments
    )
        -> ExitStatus
    {
        let stale = plan.stale
        guard stale.isEmpty else {
            let words = ["actionc", "build"] + arguments.written(without: reportOnlyOptions)
            let command = words.map(shellWord).joined(separator: " ")
            let note = reporter.settings.json ? [Diagnostic.Note("to update, run: " + command)] : []
            let diagnostics = stale.map { entry in
                Diagnostic.error(
                    .staleOutput,
                    entry.file.path.quoted + (entry.state == .missing ? " is missing" : " is out of date"),
                    at: nil, notes: note)
            }
            var findings = warnings
            findings.diagnostics += diagnostics
            _ = reporter.report(findings)
            if !reporter.settings.json { reporter.console.report("To update, run:\n  " + command + "\n") }
            return .failure
        }
        let status = reporter.report(warnings)
        if !reporter.settings.quiet {
            for entry in plan.entries { reporter.console.status("up to date " + entry.file.path) }
        }
        return status
    }

    /// Outputs compared by where they land, not by spelling: `x/a.json` and `./x/a.json` would
    /// share one temporary file and overwrite each other.
    private static func checkDistinct(_ paths: [String]) throws(UsageError) {
        let byPlace = Dictionary(grouping: paths, by: PathText.identityKey(of:))
        if let clash = byPlace.values.first(where: { $0.count > 1 }) {
            throw UsageError(
                message: "two outputs are the same file: " + clash.map(\.quoted).joined(separator: " and "))
        }
    }
}
