import ActionCore

/// `actionc payload`: APNs payload files (a server's templates and fixtures) checked against
/// the catalog, for CI and the `actionc-payload` pre-commit hook.
enum PayloadCommand {
    static let command = Command(
        name: "payload", summary: "Check APNs payload files against the categories; write nothing",
        synopsis: "FILE|DIR... --definitions PATH... [options]",
        discussion: """
            Each FILE is an APNs payload (.json or .apns); a DIR stands for every .apns and
            .json file below it (hidden entries, definitions files and hive_push_actions.json
            skipped). It is an error when a payload is not
            valid JSON, is over APNs' 4096 bytes, has no 'aps' object, or has an 'aps.category'
            that is not a string or names no category in the definitions.

            Each --definitions PATH is read as 'actionc validate' reads its PATHs.
            """,
        optionGroups: [
            ("INPUT OPTIONS", [Options.definitions]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(
            failure: "a payload that does not fit the catalog, or errors in the definitions"),
        run: { arguments, console throws(UsageError) in
            let payloads = try PayloadSettings(arguments)
            let settings = try DiagnosticSettings(arguments, definitionDiagnostics: .errors)
            let step = CompileStep(
                paths: payloads.definitionPaths, limits: try ParseLimits(arguments), settings: settings,
                console: console, command: "actionc payload")
            var paths: [String] = []
            for path in payloads.payloadPaths {
                // A named FILE is read whatever it is (a pipe, `/dev/stdin`); a DIR is searched.
                guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                    paths.append(path)
                    continue
                }
                let found = InputFinder.find([path], takes: isSearchedPayloadName)
                guard found.problems.isEmpty else { return step.fileSystemFailure(found.problems) }
                guard !found.files.isEmpty else {
                    return step.fileSystemFailure(["no payload files (*.apns, *.json) in \(path.quoted)"])
                }
                paths += found.files.map(\.path)
            }
            let loaded = InputReader.load(paths: paths, limits: step.limits)
            guard loaded.problems.isEmpty else { return step.fileSystemFailure(loaded.problems) }
            guard loaded.oversized.isEmpty else { return step.report(loaded.oversized) }
            // Payload problems are errors, which no policy turns off: the stage has no codes.
            let check = CompileStep.CrossCheck { catalog, _ in
                PayloadCheck.check(loaded.sources, against: catalog, limits: step.limits)
            }
            switch step.run(registry: nil, crossCheck: check) {
            case .success(let compiled):
                let status = step.report(compiled.findings)
                if !settings.quiet {
                    let count = loaded.sources.count
                    console.status("checked \(count) \(count == 1 ? "payload" : "payloads")")
                }
                return status
            case .failure(let status):
                return status
            }
        })

    /// What a directory search takes as a payload: a server's `.json` templates and the
    /// `.apns` files of `xcrun simctl push`, in any case; not definitions files or the Hive
    /// file, JSON that actionc itself names and that is no payload.
    static func isSearchedPayloadName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        guard lowercased.hasSuffix(".apns") || lowercased.hasSuffix(".json") else { return false }
        return !InputFinder.isDefinitionName(name) && lowercased != Target.hiveFileName
    }
}
