import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import ActionTranslations

/// `actionc translations export|import`: the definitions' texts out to translators' tools
/// (XLIFF as Xcode exports it, or a String Catalog) and their translations back in.
enum TranslationsCommand {
    static let subcommands = [export, importing]

    static let group = Command(
        name: "translations", summary: "Export texts to translators and import their translations",
        synopsis: "<command> ...",
        discussion: "COMMANDS:\n"
            + HelpText.table(
                subcommands.map { (String($0.name.dropFirst("translations ".count)), $0.summary) })
            + "\nSee 'actionc translations <command> --help' for a command's options.",
        optionGroups: [],
        run: { arguments, _ throws(UsageError) in
            let names = subcommands.map { $0.name.dropFirst("translations ".count) }.joined(separator: ", ")
            throw UsageError(message: "missing the translations command (\(names))")
        },
        subcommands: subcommands)

    enum Format: String, CaseIterable {
        case xliff
        case xcstrings
    }

    static let directory = OptionSpec(
        names: ["-o", "--output"], value: "DIR", help: "Write the files into this directory (required)")
    static let format = OptionSpec(
        names: ["--format"], value: "FORMAT",
        help:
            "xliff (one LANGUAGE.xliff per language, the default) or xcstrings (\(XLIFFRenderer.catalogName))"
    )

    static let export = Command(
        name: "translations export", summary: "Write the texts for translators as XLIFF or a String Catalog",
        synopsis: "[PATH...] -o DIR [--format xliff|xcstrings] [options]",
        discussion: BuildCommand.pathsDiscussion + """


            xliff writes one XLIFF 1.2 file per language of 'languages:' besides English
            (de.xliff, zh-Hans.xliff), shaped as Xcode's 'Export Localizations' writes them;
            xcstrings writes \(XLIFFRenderer.catalogName), as 'build --xcstrings' does. Ids are
            the String Catalog's keys; each text carries a note saying what it is, where it
            shows, its width budget and its format specifiers. A stale translation (made from
            an English text that has changed since, by the translation record beside the
            definitions) is marked needs-review-translation, or needs_review in the String
            Catalog. Nothing is written when the
            definitions have an error; each file is written to a temporary file and renamed
            into place, and left untouched when its bytes would not change.
            """,
        optionGroups: [
            ("OUTPUT OPTIONS", [directory, format]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(failure: "errors in the definitions (nothing is written)"),
        run: { arguments, console throws(UsageError) in try runExport(arguments, console) })

    private static func runExport(_ arguments: ParsedArguments, _ console: Console) throws(UsageError)
        -> ExitStatus
    {
        guard let folder = arguments.value(directory.key) else {
            throw UsageError(message: "missing \(directory.key) DIR, the directory to export into")
        }
        if folder.isEmpty { throw UsageError(message: "\(directory.key) needs a directory, not ''") }
        let written = arguments.value(format.key) ?? Format.xliff.rawValue
        guard let chosen = Format(rawValue: written) else {
            let choices = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown \(format.key) \(written.quoted) (use \(choices))")
        }
        let limits = try ParseLimits(arguments)
        // As `--definition-diagnostics` says: the definitions' warnings are `validate`'s to show.
        let settings = try DiagnosticSettings(arguments, definitionDiagnostics: .errors)
        let reporter = Reporter(
            paths: arguments.positionals, settings: settings, console: console,
            command: "actionc translations export")
        var request: PipelineRequest
        // The records say which translations to mark for review; the export never writes them.
        let search = DefinitionSearch(paths: arguments.positionals, limits: limits, translationRecords: .read)
        switch search.request(reportingTo: reporter) {
        case .success(let found): request = found
        case .failure(let status): return status
        }
        request.outputs = OutputRequest(stringCatalog: chosen == .xcstrings, xliff: chosen == .xliff)
        let report = Pipeline.run(request)
        let findings = reporter.findings(report)
        guard let outputs = report.outputs else { return reporter.report(findings) }
        let files =
            outputs.xliff.map { OutputFile(path: PathText.join(folder, $0.fileName), text: $0.text) }
            + [
                outputs.stringCatalog.map {
                    OutputFile(path: PathText.join(folder, XLIFFRenderer.catalogName), text: $0)
                }
            ]
            .compactMap { $0 }
        guard !files.isEmpty else {
            let status = reporter.report(findings)
            if !settings.quiet {
                console.status("nothing to export: 'languages:' names no language besides English")
            }
            return status
        }
        let plan = OutputPlan(files)
        guard plan.problems.isEmpty else {
            return reporter.fileSystemFailure(plan.problems, after: findings)
        }
        return BuildCommand.write(plan, reporter, warnings: findings)
    }

    static let definitions = OptionSpec(
        names: ["--definitions"], value: "PATH",
        help: "A definitions file or directory to import into (repeatable; default: the current directory)",
        repeatable: true)
    static let dryRun = OptionSpec(
        names: ["--dry-run"], value: nil, help: "Check and print the summary, but write nothing")

    static let importing = Command(
        name: "translations import",
        summary: "Write translators' XLIFF or String Catalog texts into the definitions",
        synopsis: "FILE... [--definitions PATH...] [--dry-run] [options]",
        discussion: """
            Each FILE is an XLIFF file (.xliff), an Xcode localization catalog (.xcloc, whose
            'Localized Contents' holds one), or a String Catalog (.xcstrings). The definitions
            are found as 'build' finds its PATHs. Each translation is checked as the build
            checks it (its language in 'languages:', not empty, no control characters, the
            English text's format specifiers) and written over the text it translates, or
            beside the others when the language is new: only the bytes of the changed
            texts change. A unit whose id names no text is an error; one translated from an
            English text that has since changed is a warning (source-changed) and is not
            imported; one the file marks as not reviewed is counted and not imported. The
            translation record beside each definitions file (NAME.translations.json) then
            records each imported translation, and each one the file marks translated from
            the English now even if unchanged, as current. On any error nothing is written;
            each file is written to a temporary file and renamed into place. The folders of
            the definitions and their records stay locked from before the first read to the
            last rename, so imports into the same definitions run one at a time; a symbolic
            link is written through to the file it points to.
            """,
        optionGroups: [
            (Command.generalGroup, [definitions, dryRun] + Options.reporting),
            ("LIMIT OPTIONS", [Options.maxFileSize, Options.maxDepth]),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure:
                "a translation or the definitions have an error, or a warning under --strict (nothing is written)"
        ),
        run: { arguments, console throws(UsageError) in try runImport(arguments, console) })

    private static func runImport(_ arguments: ParsedArguments, _ console: Console) throws(UsageError)
        -> ExitStatus
    {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing the FILE to import (.xliff, .xcloc or .xcstrings)")
        }
        let limits = try ParseLimits(arguments)
        let settings = try DiagnosticSettings(arguments)
        let reporter = Reporter(
            paths: arguments.allValues(definitions.key), settings: settings, console: console,
            command: "actionc translations import")
        let (files, missing) = translationFiles(arguments.positionals)
        guard missing.isEmpty else { return reporter.fileSystemFailure(missing) }
        let inputs: [InputFile]
        switch DefinitionSearch(paths: arguments.allValues(definitions.key), limits: limits).find(
            reportingTo: reporter)
        {
        case .success(let found): inputs = found
        case .failure(let status): return status
        }
        // One transaction: the folders of the definitions and their records are locked
        // before anything is read and until the last rename, so a second import waits and
        // then edits what this one wrote, rather than overwriting it with edits of the old bytes.
        var lock = OutputLock(
            outputs: inputs.flatMap { [$0.path, TranslationRecord.path(forDefinitions: $0.path)] })
        defer { lock.release() }
        guard lock.problems.isEmpty else { return reporter.fileSystemFailure(lock.problems) }
        let loaded = InputReader.load(inputs, limits: limits)
        let translated = InputReader.load(paths: files, limits: limits)
        let problems = loaded.problems + translated.problems
        guard problems.isEmpty else { return reporter.fileSystemFailure(problems) }
        guard loaded.oversized.isEmpty, translated.oversized.isEmpty else {
            return reporter.report(loaded.oversized + translated.oversized)
        }
        var request = PipelineRequest(loaded.sources, limits: limits, settings: settings)
        request.mode = .translationImport(translated.sources)
        let records = TranslationRecordReader.read(beside: loaded.sources, limits: limits, .read)
        guard records.problems.isEmpty else { return reporter.fileSystemFailure(records.problems) }
        request.translationRecords = records.records
        let report = Pipeline.run(request)
        let findings = reporter.findings(report)
        guard !report.hasErrors else { return reporter.report(findings) }
        if !settings.quiet {
            for (language, counts) in report.translationCounts {
                console.status("\(language.identifier): " + describe(counts))
            }
        }
        let plan = OutputPlan(
            report.translatedFiles.map {
                OutputFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self))
            })
        guard !arguments.has(dryRun.key) else {
            let status = reporter.report(findings)
            if !settings.quiet {
                for entry in plan.stale { console.status("would write " + entry.file.path) }
            }
            return status
        }
        guard plan.problems.isEmpty else { return reporter.fileSystemFailure(plan.problems, after: findings) }
        return BuildCommand.write(plan, reporter, warnings: findings, holdsLock: true)
    }

    /// `3 changed, 1 added, 1 confirmed as still fitting the English now, 12 unchanged`: the
    /// counts that are not zero.
    private static func describe(_ counts: TranslationImporter.Counts) -> String {
        let parts = [
            (counts.changed, "changed"), (counts.added, "added"),
            (counts.confirmed, "confirmed as still fitting the English now"), (counts.unchanged, "unchanged"),
            (counts.notReviewed, "not reviewed (skipped)"),
            (counts.outdated, "from an old English text (skipped)"),
        ]
        return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// The XLIFF and String Catalog files named, an `.xcloc` standing for the XLIFF files
    /// in its `Localized Contents`.
    private static func translationFiles(_ paths: [String]) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [String] = []
        for path in paths {
            guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                files.append(path)
                continue
            }
            let contents = PathText.join(path, "Localized Contents")
            switch DirectoryEntries.names(in: contents) {
            case .success(let names):
                let found = names.filter { $0.hasSuffix(".xliff") }.map { PathText.join(contents, $0) }
                if found.isEmpty { problems.append("\(contents.quoted) holds no .xliff file") }
                files += found
            case .failure(let error):
                problems.append(
                    "\(path.quoted) is a directory but no .xcloc: cannot read \(contents.quoted): \(error.description)"
                )
            }
        }
        return (files, problems)
    }
}
