public import Foundation

/// Paths inside this repository and the shared corpora beside it, independent of the
/// directory `swift test` runs from.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `../shared/corpora/NAME`, or nil when this checkout has no shared folder beside it.
    public static func corpus(_ name: String) -> URL? {
        shared("corpora/\(name)")
    }

    /// `../shared/reference/NAME` (data decoded from the SDKs), or nil as for `corpus`.
    public static func reference(_ name: String) -> URL? {
        shared("reference/\(name)")
    }

    /// `ACTIONC_REQUIRE_SHARED=1` (CI sets it, having `../shared`): a test that needs it runs
    /// and fails where it is missing, instead of being skipped.
    public static let sharedIsRequired = ProcessInfo.processInfo.environment["ACTIONC_REQUIRE_SHARED"] == "1"

    /// For `.enabled(if:)`: whether the corpus tests of `../shared/corpora/NAME` run (the
    /// test then `#require`s `corpus(NAME)`). A skip is named in `SkipReport`'s line.
    public static func runsCorpusTests(_ name: String) -> Bool {
        runs("corpus tests", needing: "corpora/\(name)")
    }

    /// `runsCorpusTests` for the `tests` that read `../shared/reference/NAME`.
    public static func runs(_ tests: String, needingReference name: String) -> Bool {
        runs(tests, needing: "reference/\(name)")
    }

    private static func runs(_ tests: String, needing relativePath: String) -> Bool {
        if sharedIsRequired || shared(relativePath) != nil { return true }
        SkipReport.skip(tests, missing: "../shared/\(relativePath)")
        return false
    }

    /// `../shared`, or `ACTIONC_SHARED` (a missing folder there tries the skips, as an empty
    /// `ACTIONC_CHROMIUM` tries the browser's).
    private static let sharedFolder: URL =
        ProcessInfo.processInfo.environment["ACTIONC_SHARED"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared")

    private static func shared(_ relativePath: String) -> URL? {
        let url = sharedFolder.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Files directly in a folder of the repository with one of the given extensions, sorted;
    /// never a translation record, which a build of the folder may have left there.
    public static func files(in relativePath: String, extensions: Set<String>) -> [URL] {
        let folder = url(relativePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
            .filter { extensions.contains($0.pathExtension) && !isTranslationRecord($0) }
    }

    /// Whether `file` is a translation record (`NAME.translations.json`), which `actionc build`
    /// writes beside the definitions it reads: the tests read the repository's folders as they
    /// are, records or not.
    public static func isTranslationRecord(_ file: URL) -> Bool {
        file.lastPathComponent.lowercased().hasSuffix(".translations.json")
    }
}
