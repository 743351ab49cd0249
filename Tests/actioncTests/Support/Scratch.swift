import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh temporary directory for one test, removed when the test is done with it.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actionc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` at `relative`, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func bytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: path(relative))
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// Every entry below the directory, relative and sorted (hidden ones included).
    func listing() -> [String] {
        let entries = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
        return entries.sorted()
    }

    /// The modification time, to the nanosecond.
    func modificationTime(_ relative: String) -> timespec? {
        var info = stat()
        guard stat(path(relative), &info) == 0 else { return nil }
        #if canImport(Darwin)
            return info.st_mtimespec
        #else
            return info.st_mtim
        #endif
    }

    /// Sets a file's modification time far in the past, so a rewrite cannot hide inside
    /// the file system's timestamp resolution.
    func backdate(_ relative: String) {
        var times = [
            timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
        ]
        utimensat(AT_FDCWD, path(relative), &times, 0)
    }

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> RunResult {
        try ActioncProcess.run(arguments, in: url, environment: environment)
    }
}

/// Definitions used across the tests.
enum Definitions {
    static let valid = """
        actions:
          REPLY_ID:
            title: {en: Reply}
            options: [foreground]
          LATER_ID:
            title: Later
        categories:
          REPLY_CATEGORY: [REPLY_ID, LATER_ID]

        """

    /// Valid, but with an `unused-action` warning.
    static let withWarning = """
        actions:
          REPLY_ID:
            title: {en: Reply}
          UNUSED_ID:
            title: Unused
        categories:
          REPLY_CATEGORY: [REPLY_ID]

        """

    /// One unknown action: an error.
    static let broken = """
        actions:
          REPLY_ID:
            title: {en: Reply}
        categories:
          REPLY_CATEGORY: [REPLY_ID, MISSING_ID]

        """
}
