import Foundation

/// Golden files: expected outputs checked into the repository and reviewed in diffs.
/// `ACTIONC_UPDATE_GOLDENS=1 swift test` rewrites them all from the current outputs.
public enum Golden {
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["ACTIONC_UPDATE_GOLDENS"] == "1"
    }

    /// Compares `actual` with the golden at `relativePath` (from the repository root).
    /// Returns nil when they match (or the golden was just rewritten), else a message
    /// with the first differing lines, ready for a test failure.
    public static func compare(_ actual: String, to relativePath: String) -> String? {
        // Sources/ is never a golden: its generated copies are `swift run actionc-embed`'s.
        precondition(!relativePath.hasPrefix("Sources/"), "\(relativePath) is not a golden file")
        let url = Repository.url(relativePath)
        if isUpdating {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                let existing = try? String(contentsOf: url, encoding: .utf8)
                if existing != actual { try actual.write(to: url, atomically: true, encoding: .utf8) }
                return nil
            } catch {
                return "could not write golden \(relativePath): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "golden \(relativePath) is missing; run ACTIONC_UPDATE_GOLDENS=1 swift test"
        }
        return difference(expected: expected, actual: actual).map {
            "output differs from \(relativePath) (ACTIONC_UPDATE_GOLDENS=1 swift test updates it):\n" + $0
        }
    }

    /// A unified diff from `expected` to `actual` (`git diff --no-index`), or, where git
    /// cannot be run, the first differing line of each with a few lines around it.
    public static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        return unifiedDiff(expected: expected, actual: actual)
            ?? firstDifference(expected: expected, actual: actual)
    }

    private static func unifiedDiff(expected: String, actual: String) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actionc-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("expected")
        let new = directory.appendingPathComponent("actual")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try expected.write(to: old, atomically: false, encoding: .utf8)
            try actual.write(to: new, atomically: false, encoding: .utf8)
        } catch {
            return nil
        }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = [
            "git", "diff", "--no-index", "--no-color", "--no-ext-diff", "-U3", old.path, new.path,
        ]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        do { try git.run() } catch { return nil }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        // Exit 1 means "they differ"; anything else means git could not say.
        guard git.terminationStatus == 1 else { return nil }
        let diff = String(decoding: bytes, as: UTF8.self)
        // Past the header (`diff --git`, `index`, `---`, `+++`), the hunks.
        guard let hunks = diff.range(of: "\n@@") else { return diff }
        return "--- expected\n+++ actual\n" + diff[diff.index(after: hunks.lowerBound)...]
    }

    private static func firstDifference(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(old, new).enumerated().first { $1.0 != $1.1 }?.offset ?? min(old.count, new.count)
        func excerpt(_ lines: [Substring], sign: String) -> String {
            lines.indices.clamped(to: max(0, first - 2)..<min(lines.count, first + 3))
                .map { "\(sign)\($0 + 1): \(lines[$0])" }.joined(separator: "\n")
        }
        return "first difference at line \(first + 1) (git was not available for a full diff):\n"
            + excerpt(old, sign: "-") + "\n" + excerpt(new, sign: "+")
    }
}
