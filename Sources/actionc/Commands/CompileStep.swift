import ActionCore

/// Finding, reading and compiling the inputs, and reporting what that turned up: the part
/// `build`, `check` and `validate` share. Each run reports once, in one text listing or one
/// JSON document (`--diagnostics-format json`): a failure here is reported at once, and a
/// success leaves its warnings to the command, to report with what its later steps find
/// (stale outputs, unwritable files).
struct CompileStep {
    let paths: [String]
    /// Existing outputs of this run, kept out of the inputs, each with its path as given.
    var outputs: [FileIdentity: String] = [:]
    let limits: ParseLimits
    let settings: DiagnosticSettings
    let console: Console
    /// The command's name, which starts the line about withheld diagnostics: two hooks
    /// failing on the same definitions then do not print the same line.
    var command = "actionc"
    /// How the translation records beside the definitions are read, for stale translations.
    var translationRecords = RecordReading.none

    enum RecordReading {
        /// Not read: the command reports no stale translations.
        case none
        /// Read; one that cannot be read is an error.
        case read
        /// Read; one that cannot be read is passed over (a build that does not own them).
        case readPassingOverUnreadable
    }

    /// What a successful run produced.
    struct Compiled {
        /// The outputs, when a registry shape was given.
        let output: CompilationOutput?
        /// The outputs rendered beside the two, from the catalog.
        let extraFiles: [OutputFile]
        /// The validated definitions (`output`'s catalog when there is one).
        let catalog: Catalog?
        let inputCount: Int
        /// The warnings, not yet reported.
        let findings: Findings
        /// The definitions' warning policy, for checks of the command's own (`diff`).
        let policy: WarningPolicy
        /// What the translation records say, when they were read.
        let translationRecords: TranslationRecordResult?
    }

    /// Compiles (with `registry`) or only checks (without) the inputs; a failure is the
    /// exit status that ends the run, already reported. `extras` renders the outputs beside
    /// the two, and `crossCheck` compares other artifacts with the catalog (`--info-plist`);
    /// their problems are reported with the rest, in one document.
    /// `crossCheck` passes its diagnostics through the warning policy it is given (or asks it,
    /// for findings it folds together); `crossCheckStages` are the checks it ran, whose
    /// unused `allow` entries are then reported.
    func run(
        registry: SwiftRegistryOptions?,
        extras: (Catalog) -> (files: [OutputFile], diagnostics: [Diagnostic]) = { _ in ([], []) },
        crossCheck: CrossCheck = CrossCheck()
    ) -> Result<Compiled, ExitStatus> {
        let inputs: [InputFile]
        switch findInputs() {
        case .success(let files): inputs = files
        case .failure(let status): return .failure(status)
        }
        let loaded = InputReader.load(inputs, limits: limits)
        guard loaded.problems.isEmpty else { return .failure(fileSystemFailure(loaded.problems)) }
        // The other files are not compiled without an oversized one: its definitions would
        // be missing, and every reference to them would be a false error.
        guard loaded.oversized.isEmpty else { return .failure(report(loaded.oversized)) }
        var records: TranslationRecordInput?
        if translationRecords != .none {
            let read = TranslationRecordReader.read(
                beside: loaded.sources, limits: limits,
                passesOverUnreadable: translationRecords == .readPassingOverUnreadable)
            guard read.problems.isEmpty else { return .failure(fileSystemFailure(read.problems)) }
            records = read.records
        }
        var recordResult: TranslationRecordResult?

        // The definitions' own diagnostics, which a command other than validate and build
        // may leave to validate (`--definition-diagnostics`), and those of the later steps.
        var diagnostics: [Diagnostic]
        var later: [Diagnostic] = []
        var output: CompilationOutput?
        var extraFiles: [OutputFile] = []
        let catalog: Catalog?
        var policy: WarningPolicy
        if let registry {
            let result = Compiler.compile(
                loaded.sources,
                options: CompilerOptions(
                    limits: limits, registry: registry, ignoredWarnings: settings.ignored,
                    translationRecords: records))
            (diagnostics, output, catalog) = (result.diagnostics, result.output, result.output?.catalog)
            recordResult = result.translationRecords
            policy = result.policy
            if let output {
                let rendered = extras(output.catalog)
                extraFiles = rendered.files
                later += rendered.diagnostics
            }
        } else {
            let analysis: Analysis
            if let records {
                (analysis, recordResult) = Compiler.analyze(
                    loaded.sources, limits: limits, ignoring: settings.ignored, translationRecords: records)
            } else {
                analysis = FrontEnd.analyze(loaded.sources, limits: limits, ignoring: settings.ignored)
            }
            (catalog, diagnostics, policy) = (analysis.catalog, analysis.diagnostics, analysis.policy)
        }
        if let catalog {
            let found = crossCheck.check(catalog, &policy)
            later += policy.apply(found)
            // The entries are in the definitions, so they are the definitions' diagnostics.
            if !found.hasErrors { diagnostics += policy.unusedAllowances(in: crossCheck.stages) }
        }
        let (shown, withheld) = withholding(applyingStrict(diagnostics))
        let findings = Findings(diagnostics: shown + applyingStrict(later), withheld: withheld)
        guard !findings.hasErrors else { return .failure(report(findings)) }
        return .success(
            Compiled(
                output: output, extraFiles: extraFiles, catalog: catalog, inputCount: inputs.count,
                findings: findings, policy: policy, translationRecords: recordResult))
    }

    /// Only checks the inputs: the validated catalog and the warnings still to report, or
    /// the exit status a failure ended the run with.
    func checkedCatalog() -> Result<(catalog: Catalog, findings: Findings), ExitStatus> {
        switch run(registry: nil) {
        case .failure(let status): return .failure(status)
        case .success(let compiled):
            guard let catalog = compiled.catalog else {
                preconditionFailure("a check without errors has a catalog")
            }
            return .success((catalog, compiled.findings))
        }
    }

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

    /// Other artifacts compared with the catalog, and the stages of warnings that makes.
    struct CrossCheck {
        var stages: Set<AcknowledgeableCode.Stage> = []
        var check: (Catalog, inout WarningPolicy) -> [Diagnostic] = { _, _ in [] }
    }

    /// The input files in compile order, after reporting any that cannot be used.
    func findInputs() -> Result<[InputFile], ExitStatus> {
        let finder = InputFinder.find(paths, outputs: Set(outputs.keys))
        guard finder.problems.isEmpty else { return .failure(fileSystemFailure(finder.problems)) }
        guard !finder.files.isEmpty else {
            let searched =
                paths.isEmpty ? "the current directory" : paths.map(\.quoted).joined(separator: ", ")
            // The definitions were found, and this run would overwrite them: the same mistake
            // as naming an output as a PATH, and no file needs renaming.
            guard finder.outputsPassedOver.isEmpty else {
                return .failure(
                    fileSystemFailure(finder.outputsPassedOver.map { outputFound($0, searching: searched) }))
            }
            let problem = "no definitions files (\(InputFinder.definitionPatterns)) in \(searched)"
            return .failure(fileSystemFailure([problem + Self.passedOverHint(finder.passedOver)]))
        }
        return .success(finder.files)
    }

    /// A search found `file`, which is also one of this run's outputs (under another name,
    /// when it is a hard link or spelled differently).
    private func outputFound(_ file: InputFile, searching searched: String) -> String {
        let problem =
            "\(file.path.quoted) is both an input and an output: searching \(searched) found it, and this run writes it"
        guard let output = outputs[file.identity], output != file.path else { return problem }
        return problem + " as \(output.quoted)"
    }

    /// The `paths` that exist, by identity: a search must not read them back as inputs.
    /// Refuses an output named like a definitions file: writing Swift or JSON there would
    /// overwrite the definitions a folder search skipped (this run's outputs are skipped), or
    /// plant a file that the next search reads as definitions.
    static func checkOutputNames(_ paths: [String]) throws(UsageError) {
        guard let path = paths.first(where: { InputFinder.isDefinitionName(PathText.name(of: $0)) }) else {
            return
        }
        throw UsageError(
            message:
                "output \(path.quoted) is named like a definitions file (\(InputFinder.definitionPatterns)),"
                + " which a folder search reads; name the output otherwise")
    }

    static func existingOutputs(_ paths: [String]) -> [FileIdentity: String] {
        var outputs: [FileIdentity: String] = [:]
        for path in paths {
            if case .success(let status) = FileStatus.of(path), outputs[status.identity] == nil {
                outputs[status.identity] = path
            }
        }
        return outputs
    }

    /// Names the YAML and JSON files a search found nothing among: an `actions.yaml` from
    /// before the naming rule is there but not read, and the user should hear why.
    private static func passedOverHint(_ paths: [String]) -> String {
        guard let first = paths.first else { return "" }
        if paths.count == 1 {
            return "; \(first.quoted) is not read by a folder search:"
                + " rename it to end in .actions.yaml, or name it as a PATH"
        }
        let shown = paths.prefix(3).map(\.quoted).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        return "; \(paths.count) YAML or JSON files (\(shown)) are not read by a folder search:"
            + " rename them to end in .actions.yaml, or name them as PATHs"
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

    /// Prints the diagnostics; failure when there is an error, or a warning under `--strict`.
    func report(_ diagnostics: [Diagnostic]) -> ExitStatus {
        report(Findings(diagnostics: diagnostics))
    }

    /// `members` are the command's own results, in the JSON document after the diagnostics.
    func report(_ findings: Findings, with members: [JSONValue.Member] = []) -> ExitStatus {
        var findings = findings
        findings.diagnostics = applyingStrict(findings.diagnostics)
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

    /// Under `--strict` a warning is an error in both formats, so the severities a tool reads
    /// are the ones that decide the exit status; the note keeps what the code normally is.
    func applyingStrict(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard settings.strict else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            var promoted = diagnostic
            promoted.severity = .error
            promoted.notes.append(Diagnostic.Note("a warning, made an error by --strict"))
            if let acknowledgement = AcknowledgeableCode.acknowledgement(of: diagnostic) {
                promoted.notes.append(Diagnostic.Note(acknowledgement))
            }
            return promoted
        }
    }
}
