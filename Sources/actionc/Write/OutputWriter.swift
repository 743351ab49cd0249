import ActionPipeline

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a plan's changed outputs in two steps: every new file is first written in full
/// beside its destination, and only when all of them are on disk are they renamed into
/// place. A failure in the first step removes what it made, so nothing changes.
struct OutputWriter {
    /// Problems, as messages; empty when every output was written.
    private(set) var problems: [String] = []
    private var createdDirectories: [String] = []
    private var staged: [(temporary: String, destination: String)] = []

    /// With `replacing` false an output appears only where there is no file yet, even if
    /// one turns up after the plan was made.
    static func apply(_ plan: OutputPlan, replacing: Bool = true) -> [String] {
        var writer = OutputWriter()
        for entry in plan.entries {
            TemporaryFile.removeLeftovers(for: PathText.writeTarget(of: entry.file.path))
        }
        var opened: [(descriptor: Int32, file: OutputFile)] = []
        for entry in plan.stale {
            guard let descriptor = writer.create(entry) else { break }
            opened.append((descriptor, entry.file))
        }
        for (file, failure) in zip(opened.map(\.file), fill(opened)) {
            if let failure {
                writer.problems.append("cannot write \(file.path.quoted): \(failure.description)")
            }
        }
        guard writer.problems.isEmpty else {
            writer.rollBack()
            return writer.problems
        }
        writer.commit(replacing: replacing)
        return writer.problems
    }

    /// Creates the temporary file beside `entry`'s destination (a symbolic link's target, so
    /// the link stays and the file it points to changes); nil after a problem.
    private mutating func create(_ entry: OutputPlan.Entry) -> Int32? {
        let path = PathText.writeTarget(of: entry.file.path)
        guard makeDirectories(PathText.directory(of: path)) else { return nil }
        let temporary = TemporaryFile.path(for: path)
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            problems.append("cannot write \(path.quoted): \(SystemError().description)")
            return nil
        }
        staged.append((temporary, path))
        if let permissions = entry.permissions, fchmod(descriptor, permissions) != 0 {
            problems.append("cannot write \(path.quoted): \(SystemError().description)")
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Writes, flushes and closes the temporary files. A large app's side by side: each file
    /// waits for the disk to take it (`fsync`), and a 10,000-category build's two largest took
    /// 40-70 ms one after the other.
    private static func fill(_ files: [(descriptor: Int32, file: OutputFile)]) -> [SystemError?] {
        let size = files.reduce(0) { $0 + $1.file.text.utf8.count }
        return Parallel.map(files, inParallel: size >= 1 << 20) { descriptor, file in
            var failure = file.withBytes { writeAll($0, to: descriptor) }
            // Flushed before the rename, so even a power cut cannot leave an empty file in place.
            if failure == nil, fsync(descriptor) != 0 { failure = SystemError() }
            if close(descriptor) != 0, failure == nil { failure = SystemError() }
            return failure
        }
    }

    /// `mkdir -p`, remembering what it made so a failed build can take it back.
    private mutating func makeDirectories(_ directory: String) -> Bool {
        if let problem = Self.makeDirectories(directory, created: &createdDirectories) {
            problems.append(problem)
            return false
        }
        return true
    }

    /// `mkdir -p`, adding each folder it made to `created`; the problem that stopped it.
    static func makeDirectories(_ directory: String, created: inout [String]) -> String? {
        var missing: [String] = []
        var current = directory
        while case .failure(let error) = FileStatus.of(current), error.code == ENOENT {
            missing.append(current)
            let parent = PathText.directory(of: current)
            if parent == current { break }
            current = parent
        }
        for directory in missing.reversed() {
            if mkdir(directory, 0o777) == 0 {
                created.append(directory)
            } else if errno != EEXIST {
                return "cannot create directory \(directory.quoted): \(SystemError().description)"
            }
        }
        return nil
    }

    /// Writes the whole buffer, resuming after partial writes and interruptions. A megabyte a
    /// call: Linux took 0.2-0.7 s to take a 64 MB output (10,000 categories) into the page
    /// cache in one write(2), and 0.02 s in one-megabyte writes (Benchmarks/README.md,
    /// "Issue 50: where 10k's render time goes").
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> SystemError? {
        var offset = 0
        while offset < buffer.count {
            let count = write(
                descriptor, buffer.baseAddress! + offset, min(buffer.count - offset, Self.writeChunk))
            if count < 0 {
                if errno == EINTR { continue }
                return SystemError()
            }
            offset += count
        }
        return nil
    }

    private static let writeChunk = 1 << 20

    private mutating func commit(replacing: Bool) {
        for (index, file) in staged.enumerated() {
            // link(2) refuses an existing destination, where rename(2) would replace it.
            let moved =
                replacing ? rename(file.temporary, file.destination) : link(file.temporary, file.destination)
            if moved != 0 {
                let error = SystemError()
                problems.append(
                    error.code == EEXIST
                        ? "\(file.destination.quoted) already exists; not overwriting it"
                        : "cannot write \(file.destination.quoted): \(error.description)")
                for pending in staged[index...] { unlink(pending.temporary) }
                return
            }
            if !replacing { unlink(file.temporary) }
        }
    }

    private func rollBack() {
        for file in staged { unlink(file.temporary) }
        for directory in createdDirectories.reversed() { rmdir(directory) }
    }
}
