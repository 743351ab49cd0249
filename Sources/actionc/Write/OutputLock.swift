#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds that share an output folder take turns at comparing and renaming: Xcode runs the
/// script phases of an app and its extensions at once, and each output being atomic is not
/// enough when a pair must come from one input. The lock is an advisory `flock(2)` on each
/// output folder itself, rather than on a lock file in it, so no stray file is left for
/// users to commit or ignore. `release` drops it, and so does the kernel when the process
/// ends however it ends, SIGKILL included.
struct OutputLock {
    private var descriptors: [Int32] = []
    /// Folders made so that there was something to lock; a failed build takes them back.
    private(set) var createdDirectories: [String] = []
    /// Why a folder could not be made: the build stops there, having written nothing.
    private(set) var problems: [String] = []

    /// Locks every folder that holds one of `paths` (a symbolic link's target, where the
    /// write lands), making missing ones, in one order (by resolved path) so that two builds
    /// never wait for each other.
    init(outputs paths: [String]) {
        var byPlace: [String: String] = [:]
        for path in paths {
            let directory = PathText.directory(of: PathText.writeTarget(of: path))
            byPlace[PathText.identityKey(of: directory)] = directory
        }
        for key in byPlace.keys.sorted() {
            let directory = byPlace[key]!
            if let problem = OutputWriter.makeDirectories(directory, created: &createdDirectories) {
                problems.append(problem)
                return
            }
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            // A folder that cannot be opened is left to the writer, which says why it cannot
            // write there; one whose file system has no flock (some network mounts) is
            // written unlocked, as before.
            guard descriptor >= 0 else { continue }
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            descriptors.append(descriptor)
        }
    }

    /// Removes the folders this lock made, after a build that wrote nothing into them.
    mutating func removeCreatedDirectories() {
        for directory in createdDirectories.reversed() { rmdir(directory) }
        createdDirectories = []
    }

    /// Lets the next build in. Called once, when the outputs are in place or abandoned.
    mutating func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }
}
