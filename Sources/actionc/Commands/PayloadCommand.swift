import ActionModel
import ActionPipeline
import ActionSyntax

/// `actionc payload`: APNs payload files (a server's templates and fixtures) checked against
/// the catalog, for CI and the `actionc-payload` pre-commit hook.
enum PayloadCommand {
    static let command = Command(
        name: "payload", summary: "Check APNs payload files against the categories; write nothing",
        synopsis: "FILE|DIR... --definitions PATH... [--strings PATH...] [options]",
        discussion: """
            Each FILE is an APNs payload (.json or .apns); a DIR stands for every .apns and
            .json file below it (hidden entries, definitions files and hive_push_actions.json
            skipped). It is an error when a payload is not valid JSON, is over APNs' 4096
            bytes, has no 'aps' object (an FCM request, {"message": ...}, has none), or has
            an 'aps.category' that is not a string or names no category in the definitions.

            Each --definitions PATH is read as 'actionc validate' reads its PATHs.

            Each --strings PATH is a String Catalog (.xcstrings), an .lproj folder (its
            Localizable.strings and Localizable.stringsdict), an Android res/ folder
            (values*/*.xml), or a folder searched for them. With it, each alert's loc-key,
            title-loc-key and subtitle-loc-key must name a key of those strings, in every
            language, and its loc-args must fit every text and variation; an FCM request's
            ({"message": ...}) android.notification title_loc_key and body_loc_key likewise,
            against the res/ strings.
            The aps values Apple fixes (interruption-level, relevance-score, sound,
            mutable-content, content-available) are checked either way.
            """,
        optionGroups: [
            ("INPUT OPTIONS", [Options.definitions, Options.strings]),
            ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure: "a payload that does not fit the catalog, or errors in the definitions"),
        run: { arguments, console throws(UsageError) in
            let payloads = try PayloadSettings(arguments)
            let settings = try DiagnosticSettings(arguments, definitionDiagnostics: .errors)
            let limits = try ParseLimits(arguments)
            let reporter = Reporter(
                paths: payloads.definitionPaths, settings: settings, console: console,
                command: "actionc payload")
            var paths: [String] = []
            for path in payloads.payloadPaths {
                // A named FILE is read whatever it is (a pipe, `/dev/stdin`); a DIR is searched.
                guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                    paths.append(path)
                    continue
                }
                let found = InputFinder.find([path], takes: isSearchedPayloadName)
                guard found.problems.isEmpty else { return reporter.fileSystemFailure(found.problems) }
                guard !found.files.isEmpty else {
                    return reporter.fileSystemFailure(["no payload files (*.apns, *.json) in \(path.quoted)"])
                }
                paths += found.files.map(\.path)
            }
            let loaded = InputReader.load(paths: paths, limits: limits)
            guard loaded.problems.isEmpty else { return reporter.fileSystemFailure(loaded.problems) }
            guard loaded.oversized.isEmpty else { return reporter.report(loaded.oversized) }
            var request: PipelineRequest
            switch DefinitionSearch(paths: payloads.definitionPaths, limits: limits).request(
                reportingTo: reporter)
            {
            case .success(let found): request = found
            case .failure(let status): return status
            }
            request.payloads = loaded.sources
            switch findStrings(payloads.stringsPaths, limits: limits, reporter: reporter) {
            case .success(let strings): request.appStrings = strings
            case .failure(let status): return status
            }
            let count = loaded.sources.count
            return reporter.report(
                Pipeline.run(request), status: "checked \(count) \(count == 1 ? "payload" : "payloads")")
        })

    /// The files each `--strings` PATH stands for, read. A named file is read whatever its
    /// name; a folder is searched for the default table, the one a loc-key is looked up in.
    private static func findStrings(_ paths: [String], limits: ParseLimits, reporter: Reporter)
        -> Result<[SourceFile], ExitStatus>
    {
        var files: [String] = []
        for path in paths {
            guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                files.append(path)
                continue
            }
            let found = InputFinder.find([path], takes: isSearchedStringsName)
            guard found.problems.isEmpty else { return .failure(reporter.fileSystemFailure(found.problems)) }
            let taken = found.files.map(\.path).filter { file in
                let folder = file.split(separator: "/").dropLast().last?.lowercased() ?? ""
                return switch file.lowercased().split(separator: ".").last {
                case "xcstrings": true
                case "xml": folder == "values" || folder.hasPrefix("values-")
                default: folder.hasSuffix(".lproj")
                }
            }
            guard !taken.isEmpty else {
                return .failure(
                    reporter.fileSystemFailure([
                        "no app strings (Localizable.xcstrings, *.lproj/Localizable.strings or .stringsdict, values*/*.xml) in \(path.quoted)"
                    ]))
            }
            files += taken
        }
        let loaded = InputReader.load(paths: files, limits: limits)
        guard loaded.problems.isEmpty else { return .failure(reporter.fileSystemFailure(loaded.problems)) }
        guard loaded.oversized.isEmpty else { return .failure(reporter.report(loaded.oversized)) }
        return .success(loaded.sources)
    }

    /// The default table's files (`Localizable.xcstrings`, `.strings` and `.stringsdict`), and
    /// Android's resource files (kept when in a `values*` folder).
    static func isSearchedStringsName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return ["localizable.xcstrings", "localizable.strings", "localizable.stringsdict"].contains(
            lowercased)
            || lowercased.hasSuffix(".xml")
    }

    /// What a directory search takes as a payload: a server's `.json` templates and the
    /// `.apns` files of `xcrun simctl push`, in any case; not definitions files or the Hive
    /// file, JSON that actionc itself names and that is no payload.
    static func isSearchedPayloadName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        guard lowercased.hasSuffix(".apns") || lowercased.hasSuffix(".json") else { return false }
        return !InputFinder.isDefinitionName(name) && lowercased != Target.hiveFileName
    }
}
