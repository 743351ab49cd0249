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

    /// The first few differing lines, `-` expected and `+` actual, with line numbers.
    public static func difference(expected: String, actual: String, context: Int = 5) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) where lines.count < context * 2 {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left != right {
                if let left { lines.append("-\(index + 1): \(left)") }
                if let right { lines.append("+\(index + 1): \(right)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
