import Foundation

/// The tests skipped because something outside the repository is missing (a browser,
/// `../shared`), named in one line when the test process exits, after Swift Testing's own
/// summary, so a partial run says so where it is read rather than deep in the log.
public enum SkipReport {
    /// Notes that `tests` are skipped because `missing` is not there; the first note
    /// arranges the line.
    public static func skip(_ tests: String, missing: String) {
        let isFirst = state.add(tests, missing: missing)
        if isFirst {
            atexit { SkipReport.printLine() }
        }
    }

    /// `skipped: browser tests (chromium is not there), …`, or nil when nothing was.
    static var line: String? {
        let groups = state.groups
        guard !groups.isEmpty else { return nil }
        let named = groups.map { "\($0.tests) (\($0.missing.joined(separator: ", ")) not there)" }
        return
            "skipped: \(named.joined(separator: "; ")); README's Development section says what a full run needs"
    }

    private static func printLine() {
        if let line { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    private static let state = State()

    /// The groups in the order first skipped, each with what it lacks; written from whichever
    /// thread evaluates a test's condition.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [(tests: String, missing: [String])] = []

        /// Adds the note; true when it is the first.
        func add(_ tests: String, missing: String) -> Bool {
            lock.withLock {
                defer {
                    if let index = recorded.firstIndex(where: { $0.tests == tests }) {
                        if !recorded[index].missing.contains(missing) {
                            recorded[index].missing.append(missing)
                        }
                    } else {
                        recorded.append((tests, [missing]))
                    }
                }
                return recorded.isEmpty
            }
        }

        var groups: [(tests: String, missing: [String])] { lock.withLock { recorded } }
    }
}
