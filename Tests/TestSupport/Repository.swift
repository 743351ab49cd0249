public import Foundation

/// Paths inside this repository and the shared corpora beside it, independent of the
/// directory `swift test` runs from.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `../shared/corpora/NAME`, or nil when this checkout has no shared folder beside it
    /// (tests then skip with a message instead of failing).
    public static func corpus(_ name: String) -> URL? {
        shared("corpora/\(name)")
    }

    /// `../shared/reference/NAME` (data decoded from the SDKs), or nil as for `corpus`.
    public static func reference(_ name: String) -> URL? {
        shared("reference/\(name)")
    }

    private static func shared(_ relativePath: String) -> URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/\(relativePath)")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Files directly in a folder of the repository with one of the given extensions, sorted.
    public static func files(in relativePath: String, extensions: Set<String>) -> [URL] {
        let folder = url(relativePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
            .filter { extensions.contains($0.pathExtension) }
    }
}
