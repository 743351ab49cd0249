import Foundation
import TestSupport

/// Debian's `chromium`, run headless on a page, for the tests that need a real browser.
/// Without it those tests are skipped, unless `ACTIONC_REQUIRE_BROWSER=1` (CI sets it)
/// makes a missing browser a failure.
enum Chromium {
    /// `ACTIONC_CHROMIUM` (empty: none, to try the skip), or `chromium` on the PATH.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ACTIONC_CHROMIUM"] {
            return path.isEmpty ? nil : URL(fileURLWithPath: path)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    static let isRequired = ProcessInfo.processInfo.environment["ACTIONC_REQUIRE_BROWSER"] == "1"

    /// Whether the browser tests run: the browser is there, or it must be. A skip is named
    /// in `SkipReport`'s line.
    static let shouldRun: Bool = {
        if executable != nil || isRequired { return true }
        SkipReport.skip("browser tests", missing: "chromium")
        return false
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the browser on `page` with `arguments` added and returns what it printed on
    /// stdout. Each run has a profile of its own in `scratch`, so runs never share state;
    /// `--no-sandbox` because CI runs as root, where Chromium's sandbox refuses to start.
    /// Scrollbars are hidden unless `showsScrollbars`: a layout test needs them, since a
    /// desktop browser's take room from the page.
    static func run(
        _ arguments: [String], page: URL, fragment: String = "", showsScrollbars: Bool = false,
        in scratch: Scratch
    ) throws -> String {
        guard let executable else {
            throw Failure(
                description: "chromium is not installed (apt-get install chromium), or set ACTIONC_CHROMIUM")
        }
        let process = Process()
        process.executableURL = executable
        let address = page.absoluteString + fragment
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                // Containers often give /dev/shm only 64 MB, too little for a large page.
                "--disable-dev-shm-usage",
                "--user-data-dir=" + scratch.path("chromium-profile-\(UUID().uuidString)"),
            ] + (showsScrollbars ? [] : ["--hide-scrollbars"]) + arguments + [address]
        let output = scratch.url.appendingPathComponent("chromium-\(UUID().uuidString).out")
        let errors = scratch.url.appendingPathComponent("chromium-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // A browser that hangs must fail the test, not stall the suite.
        if finished.wait(timeout: .now() + 120) == .timedOut {
            process.terminate()
            throw Failure(description: "chromium did not finish within 120 s on \(address)")
        }
        let printed = try String(contentsOf: output, encoding: .utf8)
        guard process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                description: "chromium exited with \(process.terminationStatus) on \(address):\n\(log)")
        }
        return printed
    }

    /// The page's DOM once its scripts have run.
    static func dumpDOM(
        _ page: URL, fragment: String = "", arguments: [String] = [], showsScrollbars: Bool = false,
        in scratch: Scratch
    ) throws -> String {
        try run(
            ["--dump-dom"] + arguments, page: page, fragment: fragment, showsScrollbars: showsScrollbars,
            in: scratch)
    }
}
