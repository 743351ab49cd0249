import ActionModel
import ActionPipeline
import ActionSyntax

/// Finding and reading the definitions files a command's PATHs name, reporting any that
/// cannot be used.
struct DefinitionSearch {
    let paths: [String]
    /// Existing outputs of this run, kept out of the inputs, each with its path as given.
    var outputs: [FileIdentity: String] = [:]
    let limits: ParseLimits
    /// How the translation records beside the definitions are read. Every command that
    /// compiles the definitions reads them, so each reports the same stale translations and
    /// counts the same warnings; one that does not own the records passes over one it cannot read.
    var translationRecords: TranslationRecordReader.Reading = .readPassingOverUnreadable

    /// The pipeline request for the definitions' bytes, in compile order, under the command
    /// line's diagnostic options; or the status a reported failure ends with. The other files
    /// are not compiled without an oversized one: its definitions would be missing, and every
    /// reference to them would be a false error.
    func request(reportingTo reporter: Reporter) -> Result<PipelineRequest, ExitStatus> {
        let inputs: [InputFile]
        switch find(reportingTo: reporter) {
        case .success(let files): inputs = files
        case .failure(let status): return .failure(status)
        }
        let loaded = InputReader.load(inputs, limits: limits)
        guard loaded.problems.isEmpty else { return .failure(reporter.fileSystemFailure(loaded.problems)) }
        guard loaded.oversized.isEmpty else { return .failure(reporter.report(loaded.oversized)) }
        var request = PipelineRequest(loaded.sources, limits: limits, settings: reporter.settings)
        let read = TranslationRecordReader.read(beside: loaded.sources, limits: limits, translationRecords)
        guard read.problems.isEmpty else { return .failure(reporter.fileSystemFailure(read.problems)) }
        request.translationRecords = read.records
        return .success(request)
    }

    /// The input files in compile order, after reporting any that cannot be used.
    func find(reportingTo reporter: Reporter) -> Result<[InputFile], ExitStatus> {
        let finder = InputFinder.find(paths, outputs: Set(outputs.keys))
        guard finder.problems.isEmpty else { return .failure(reporter.fileSystemFailure(finder.problems)) }
        guard !finder.files.isEmpty else {
            let searched =
                paths.isEmpty ? "the current directory" : paths.map(\.quoted).joined(separator: ", ")
            // The definitions were found, and this run would overwrite them: the same mistake
            // as naming an output as a PATH, and no file needs renaming.
            guard finder.outputsPassedOver.isEmpty else {
                return .failure(
                    reporter.fileSystemFailure(
                        finder.outputsPassedOver.map { outputFound($0, searching: searched) }))
            }
            let problem = "no definitions files (\(InputFinder.definitionPatterns)) in \(searched)"
            return .failure(reporter.fileSystemFailure([problem + Self.passedOverHint(finder.passedOver)]))
        }
        // Beside files that are read, one named almost like them (`push.action.yaml`, an
        // `actions.yaml` from before the rule) would have its buttons left out without a word.
        // A Hive file is an output, read only when named.
        for path in finder.passedOver {
            let name = PathText.name(of: path).lowercased()
            guard name.contains("action"), name != Target.hiveFileName else { continue }
            reporter.console.report(
                "actionc: note: \(path.quoted) is not read by a folder search, which reads"
                    + " \(InputFinder.definitionPatterns): rename it so, or name it as a PATH\n")
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
}
