#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the build produces: where it goes (as the user spelled it) and its bytes.
struct OutputFile {
    let path: String
    let bytes: [UInt8]
}

/// Each output compared with what is on disk, and every reason it could not be written,
/// found before anything is touched: so an error never leaves a half-done build behind.
struct OutputPlan {
    enum State {
        case unchanged
        case changed
        case missing
    }

    struct Entry {
        let file: OutputFile
        let state: State
        /// The replaced file's permission bits, kept on its replacement.
        let permissions: mode_t?
    }

    private(set) var entries: [Entry] = []
    private(set) var problems: [String] = []

    init(_ files: [OutputFile]) {
        for file in files {
            switch FileStatus.of(file.path) {
            case .success(let status) where status.kind == .regular:
                compare(file, status)
            case .success(let status) where status.kind == .directory:
                problems.append("output \(file.path.quoted) is a directory")
            case .success:
                // Never swap a device or a pipe (`--swift /dev/null`) for a regular file.
                problems.append("output \(file.path.quoted) is not a regular file")
            case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR:
                if let problem = Self.directoryProblem(for: file.path) {
                    // Both outputs usually share the directory: say it once.
                    if !problems.contains(problem) { problems.append(problem) }
                } else {
                    entries.append(Entry(file: file, state: .missing, permissions: nil))
                }
            case .failure(let error):
                problems.append("cannot access output \(file.path.quoted): \(error.description)")
            }
        }
    }

    /// Outputs whose bytes would change (including missing ones).
    var stale: [Entry] { entries.filter { $0.state != .unchanged } }

    private mutating func compare(_ file: OutputFile, _ status: FileStatus) {
        switch InputReader.contents(of: file.path, maxSize: Int.max - 1) {
        case .success(.some(let existing)):
            let state: State = existing == file.bytes ? .unchanged : .changed
            entries.append(Entry(file: file, state: state, permissions: status.permissions))
        case .success(.none):
            preconditionFailure("no file is Int.max bytes")
        case .failure(let error):
            problems.append("cannot read output \(file.path.quoted): \(error.description)")
        }
    }

    /// Why a missing output's directory cannot be made: its nearest existing ancestor is a file.
    private static func directoryProblem(for path: String) -> String? {
        var directory = PathText.directory(of: path)
        while true {
            switch FileStatus.of(directory) {
            case .success(let status):
                return status.kind == .directory
                    ? nil : "output directory \(directory.quoted) is not a directory"
            case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR:
                let parent = PathText.directory(of: directory)
                if parent == directory { return nil }
                directory = parent
            case .failure(let error):
                return "cannot access output directory \(directory.quoted): \(error.description)"
            }
        }
    }
}
