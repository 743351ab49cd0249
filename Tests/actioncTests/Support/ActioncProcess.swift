import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the real `actionc` binary did.
struct RunResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `actionc` executable built beside this test bundle, as a user's shell would.
enum ActioncProcess {
    /// SwiftPM puts executables in the same products directory as the test bundle
    /// (on macOS the bundle is a directory one level further in).
    static let binary: URL = {
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("actionc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("no actionc binary next to the test bundle in \(candidates.map(\.path))")
    }()

    /// Starts `actionc arguments` (or another `executable`) in `directory`; stdout and stderr
    /// go to files so a large output can never fill a pipe and stall the child.
    static func start(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        executable: URL = binary
    ) throws -> (Process, output: URL, errors: URL) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        inherited.merge(environment) { $1 }
        process.environment = inherited
        let token = UUID().uuidString
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("actionc-out-\(token)")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("actionc-err-\(token)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    @discardableResult
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        executable: URL = binary
    ) throws -> RunResult {
        let (process, output, errors) = try start(
            arguments, in: directory, environment: environment, executable: executable)
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return RunResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: output, encoding: .utf8),
            stderr: try String(contentsOf: errors, encoding: .utf8))
    }

    /// Runs one command line as a user types it into bash, with this `actionc` first on the
    /// `PATH`; `pipefail` makes a pipeline fail when actionc does, not only when its last
    /// command does.
    static func shell(_ commandLine: String, in directory: URL, environment: [String: String] = [:]) throws
        -> RunResult
    {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var environment = environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + path
        return try run(
            ["-o", "pipefail", "-c", commandLine], in: directory, environment: environment,
            executable: URL(fileURLWithPath: "/bin/bash"))
    }
}
