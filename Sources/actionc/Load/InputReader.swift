import ActionSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The inputs' bytes, ready for the compiler.
struct LoadedInputs {
    var sources: [SourceFile] = []
    /// Files over `--max-file-size`, as `limit` diagnostics; their bytes were never read.
    var oversized: [Diagnostic] = []
    /// Files that could not be read, as messages.
    var problems: [String] = []
}

enum InputReader {
    static func load(_ files: [InputFile], limits: ParseLimits) -> LoadedInputs {
        load(paths: files.map(\.path), limits: limits)
    }

    /// The files at `paths`, as given (Info.plist files and payloads, besides definitions).
    static func load(paths: [String], limits: ParseLimits) -> LoadedInputs {
        var loaded = LoadedInputs()
        for path in paths {
            switch contents(of: path, maxSize: limits.maxFileSize) {
            case .failure(let error):
                loaded.problems.append(MissingPath.cannotRead(path, error))
            case .success(.some(let bytes)):
                loaded.sources.append(SourceFile(path: path, bytes: bytes))
            case .success(.none(let size)):
                // Checked here, before reading, so a huge file never reaches memory.
                if let problem = limits.fileSizeProblem(size: size, file: path) {
                    loaded.oversized.append(problem)
                }
            }
        }
        return loaded
    }

    enum Contents {
        case some([UInt8])
        /// Larger than allowed: the size (at least this many bytes, if the file is growing).
        case none(Int)
    }

    /// Reads a whole file, but never more than `maxSize + 1` bytes of it.
    static func contents(of path: String, maxSize: Int) -> Result<Contents, SystemError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SystemError()) }
        defer { close(descriptor) }
        let size: Int
        switch FileStatus.of(descriptor: descriptor) {
        case .failure(let error): return .failure(error)
        case .success(let status): size = status.size
        }
        if size > maxSize { return .success(.none(size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(chunk.count, maxSize + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError())
            }
            if count == 0 { return .success(.some(bytes)) }
            bytes += chunk[..<count]
            if bytes.count > maxSize { return .success(.none(bytes.count)) }
        }
    }
}
