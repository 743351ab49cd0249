import ActionSyntax

extension Options {
    static let infoPlist = OptionSpec(
        names: ["--info-plist"], value: "PATH",
        help: "Check a content extension's Info.plist against the categories (repeatable)",
        repeatable: true)
}

/// `--info-plist`: Notification Content Extensions whose category lists must match the
/// catalog. Their check joins the definitions' diagnostics, so a failing one stops every write.
struct InfoPlistSettings {
    let paths: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let given = arguments.allValues(Options.infoPlist.key)
        if given.contains("") { throw UsageError(message: "\(Options.infoPlist.key) needs a file, not ''") }
        paths = Self.onePerFile(given)
    }

    /// Each file once, under the first spelling given: `X.plist` and `./X.plist` (or a link
    /// to it) are one extension, not two that list the same categories.
    private static func onePerFile(_ paths: [String]) -> [String] {
        var seenFiles: Set<FileIdentity> = []
        var seenPlaces: Set<String> = []
        return paths.filter { path in
            switch FileStatus.of(path) {
            case .success(let status): seenFiles.insert(status.identity).inserted
            // Not there or not readable: by where it would be, so it is reported once.
            case .failure: seenPlaces.insert(PathText.identityKey(of: path)).inserted
            }
        }
    }

    /// Reads every Info.plist, or reports why one cannot be read.
    func load(limits: ParseLimits, reportingTo reporter: Reporter) -> Result<[SourceFile], ExitStatus> {
        let loaded = InputReader.load(paths: paths, limits: limits)
        guard loaded.problems.isEmpty else { return .failure(reporter.fileSystemFailure(loaded.problems)) }
        guard loaded.oversized.isEmpty else { return .failure(reporter.report(loaded.oversized)) }
        return .success(loaded.sources)
    }
}
