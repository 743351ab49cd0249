#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names, independent of how it is spelled: two paths with the same
/// identity are the same file (through symlinks, `..` or hard links).
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
}

/// What `stat(2)` says about a path, following symlinks.
struct FileStatus {
    enum Kind {
        case regular
        case directory
        case other
    }

    let kind: Kind
    let identity: FileIdentity
    let size: Int
    let permissions: mode_t

    /// The status of `path`, or the `errno` that explains why there is none.
    static func of(_ path: String) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SystemError()) }
        return .success(FileStatus(info))
    }

    /// The status of an open file descriptor.
    static func of(descriptor: Int32) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemError()) }
        return .success(FileStatus(info))
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int(info.st_size)
        permissions = info.st_mode & 0o7777
    }
}

/// A failed system call's `errno`, with the C library's wording for messages.
struct SystemError: Error {
    let code: Int32

    init(code: Int32 = errno) {
        self.code = code
    }

    var description: String { String(cString: strerror(code)) }
}

/// Paths as people write them: joined without doubled slashes, and `.` left out of
/// display paths, so `actionc build` shows `game.actions.yaml` rather than `./game.actions.yaml`.
enum PathText {
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory part of a path (`.` for a bare name), as `dirname(1)` gives it.
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    static func name(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// One spelling for every way of naming the same place, whether it exists yet or not:
    /// the deepest existing ancestor resolved (symlinks, `.`, `..`), the rest appended with
    /// `.` and `..` applied. Two outputs with equal keys would overwrite each other.
    static func identityKey(of path: String) -> String {
        if let resolved = realPath(path) { return resolved }
        let parent = directory(of: path)
        let base = parent == path ? parent : identityKey(of: parent)
        switch name(of: path) {
        case "", ".": return base
        case "..": return directory(of: base)
        case let name: return base == "/" ? "/" + name : base + "/" + name
        }
    }

    /// The components of `path` from the root, a relative one taken from `directory`, with
    /// `.` and `..` applied as written and no link followed: one spelling to sort paths by.
    static func lexicalComponents(of path: String, from directory: String) -> [Substring] {
        var components: [Substring] = []
        for component in (path.hasPrefix("/") ? path : directory + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return components
    }

    /// The working directory, or `.` where it cannot be read (then relative paths sort as
    /// written, which is still one order).
    static func workingDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Where a write to `path` lands: the file a symbolic link points to (through any chain
    /// of them), so the link survives and its target changes; `path` itself otherwise.
    static func writeTarget(of path: String) -> String {
        isSymbolicLink(path) ? realPath(path) ?? path : path
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
