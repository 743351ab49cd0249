#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the build produces: where it goes (as the user spelled it) and its text.
struct OutputFile {
    let path: String
    let text: String

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The text's UTF-8 where the renderer left it, not a copy of it.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }
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
            case .failure(let error) where error.code == ENOENT && PathText.isSymbolicLink(file.path):
                // Writing would replace the link with a file, leaving its target as it was.
                problems.append(
                    "output \(file.path.quoted) is a symbolic link to a file that does not exist; create the file it points to, or remove the link"
                )
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
        // A different size settles it without reading the file.
        let sameSize = file.withBytes { $0.count } == status.size
        switch sameSize ? file.withBytes({ Self.contents(of: file.path, equal: $0) }) : .success(false) {
        case .success(let equal):
            entries.append(
                Entry(file: file, state: equal ? .unchanged : .changed, permissions: status.permissions))
        case .failure(let error):
            problems.append("cannot read output \(file.path.quoted): \(error.description)")
        }
    }

    /// Whether the file at `path` holds exactly `expected`, read a chunk at a time so that
    /// a large output is never held twice.
    private static func contents(of path: String, equal expected: UnsafeBufferPointer<UInt8>)
        -> Result<Bool, SystemError>
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SystemError()) }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError())
            }
            if count == 0 { return .success(offset == expected.count) }
            guard offset + count <= expected.count,
                chunk.withUnsafeBytes({ memcmp($0.baseAddress!, expected.baseAddress! + offset, count) }) == 0
            else { return .success(false) }
            offset += count
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
