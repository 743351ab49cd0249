import ActionModel
import ActionTranslations

/// One definitions file to compile. Its path is relative to the working directory unless
/// the user gave an absolute one, and it is both how the file is opened and how
/// diagnostics name it.
struct InputFile: Equatable {
    let path: String
    let identity: FileIdentity
}

/// Turns the PATH arguments into the list of definitions files: a file stands for itself,
/// whatever its name, and a directory for every `*.actions.yaml`, `*.actions.yml` and
/// `*.actions.json` below it. Nothing else in a folder is taken: not the outputs
/// (`hive_push_actions.json`), not an asset catalog's `Contents.json`, `package.json` or a
/// CI file.
struct InputFinder {
    /// The one rule for which names a directory search takes, matched ignoring case. The
    /// build and command plugins and the pre-commit hooks use the same suffixes (a test
    /// keeps them equal), so every way of running actionc reads the same files.
    static let definitionSuffixes = DefinitionFile.nameSuffixes

    /// `*.actions.yaml, *.actions.yml, *.actions.json`, for messages and help.
    static let definitionPatterns = definitionSuffixes.map { "*" + $0 }.joined(separator: ", ")

    static func isDefinitionName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return definitionSuffixes.contains { lowercased.hasSuffix($0) }
    }

    /// Files sorted by path, component by component, whatever order the arguments came in:
    /// the outputs' order (and which of two definitions is the repeat) must not depend on
    /// how a shell, an IDE or a hook happened to list the files.
    private(set) var files: [InputFile] = []
    /// Every path that could not be used, as messages; finding goes on past each one.
    private(set) var problems: [String] = []
    /// YAML and JSON files a walk passed over, so that a search which finds nothing can
    /// say what was there (an `actions.yaml` from before the rule, for one).
    private(set) var passedOver: [String] = []
    /// Definitions files a walk passed over because this run writes them: a search that
    /// finds nothing else did find these, and must say so.
    private(set) var outputsPassedOver: [InputFile] = []

    /// This run's outputs: a walk passes over them (a build into its own input directory
    /// must not read back what it wrote), and naming one as an input is a problem.
    private let outputs: Set<FileIdentity>
    /// The names a directory walk takes: definitions files, or (for `payload`) payloads.
    private let takes: (String) -> Bool
    private var seenFiles: Set<FileIdentity> = []
    /// Every directory walked, so a symlink loop, or two links to one folder, is walked once.
    private var seenDirectories: Set<FileIdentity> = []

    /// Finds the inputs named by `arguments`; no argument means the working directory. A
    /// directory stands for the files below it whose names `takes` accepts.
    static func find(
        _ arguments: [String], outputs: Set<FileIdentity> = [],
        takes: @escaping (String) -> Bool = isDefinitionName
    ) -> InputFinder {
        var finder = InputFinder(outputs: outputs, takes: takes)
        for argument in arguments.isEmpty ? ["."] : arguments {
            finder.add(argument)
        }
        let workingDirectory = PathText.workingDirectory()
        let keys = finder.files.map { PathText.lexicalComponents(of: $0.path, from: workingDirectory) }
        finder.files = zip(keys, finder.files).sorted { precedes($0.0, $1.0) }.map(\.1)
        return finder
    }

    /// Path order, component by component and by bytes, so `a/b` comes before `a-c` (a
    /// directory's files stay together). Compared from the root, so `./z`, `z` and `$PWD/z`
    /// sort alike, and the order does not depend on how a path was spelled.
    private static func precedes(_ left: [Substring], _ right: [Substring]) -> Bool {
        left.lexicographicallyPrecedes(right) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private init(outputs: Set<FileIdentity>, takes: @escaping (String) -> Bool) {
        self.outputs = outputs
        self.takes = takes
    }

    private mutating func add(_ argument: String) {
        switch FileStatus.of(argument) {
        case .failure(let error):
            problems.append(MissingPath.cannotRead(argument, error))
        case .success(let status) where status.kind == .directory:
            walk(argument, status)
        case .success(let status) where status.kind == .regular:
            if outputs.contains(status.identity) {
                problems.append("\(argument.quoted) is both an input and an output")
            } else {
                include(InputFile(path: argument, identity: status.identity))
            }
        case .success:
            problems.append("\(argument.quoted) is not a file or a directory")
        }
    }

    private mutating func walk(_ directory: String, _ status: FileStatus) {
        guard seenDirectories.insert(status.identity).inserted else { return }
        let names: [String]
        switch DirectoryEntries.names(in: directory) {
        case .failure(let error):
            problems.append("cannot read directory \(directory.quoted): \(error.description)")
            return
        case .success(let entries):
            names = entries
        }
        for name in names where !name.hasPrefix(".") {
            let path = PathText.join(directory, name)
            let isTaken = takes(name)
            switch FileStatus.of(path) {
            case .failure(let error):
                // A dangling link to a file this walk would not take is no concern of ours.
                if isTaken { problems.append("cannot read \(path.quoted): \(error.description)") }
            case .success(let entry) where entry.kind == .directory:
                walk(path, entry)
            case .success(let entry) where entry.kind == .regular && isTaken:
                let file = InputFile(path: path, identity: entry.identity)
                if outputs.contains(entry.identity) {
                    outputsPassedOver.append(file)
                } else {
                    include(file)
                }
            case .success(let entry)
            where entry.kind == .regular && Self.looksLikeData(name)
                && !outputs.contains(entry.identity):
                passedOver.append(path)
            case .success:
                continue
            }
        }
    }

    /// Adds a file once, however many paths lead to it.
    private mutating func include(_ file: InputFile) {
        if seenFiles.insert(file.identity).inserted { files.append(file) }
    }

    /// A translation record is the definitions' companion, not a definitions file misnamed.
    private static func looksLikeData(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return [".yaml", ".yml", ".json"].contains { lowercased.hasSuffix($0) }
            && !lowercased.hasSuffix(TranslationRecord.suffix)
    }
}
