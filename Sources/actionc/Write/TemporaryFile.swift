#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs are written next to their final place as `.NAME.actionc-tmp-PID` and renamed over
/// it, so a reader (or a killed build) sees the old file or the new one, never a mix. The
/// leading dot keeps the file out of directory walks; the process id tells a later run
/// whether its writer is gone, so the leftovers of a killed build are removed.
enum TemporaryFile {
    private static let marker = ".actionc-tmp-"

    /// The temporary path this process uses for `path`.
    static func path(for path: String) -> String {
        PathText.join(PathText.directory(of: path), prefix(for: path) + String(getpid()))
    }

    /// Removes temporaries for `path` left by processes that no longer run.
    static func removeLeftovers(for path: String) {
        let directory = PathText.directory(of: path)
        let prefix = prefix(for: path)
        guard case .success(let names) = DirectoryEntries.names(in: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let owner = pid_t(name.dropFirst(prefix.count)) else { continue }
            if owner == getpid() || (kill(owner, 0) != 0 && errno == ESRCH) {
                unlink(PathText.join(directory, name))
            }
        }
    }

    private static func prefix(for path: String) -> String {
        "." + PathText.name(of: path) + marker
    }
}
