import Foundation
import TestSupport

/// Runs the toolchain's `swiftc` on generated registries. Every run costs seconds, so tests
/// put many registries into one module and build the UserNotifications stub once per process.
enum Swiftc {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The stub's `package` initialisers (responses, notifications) are visible only to
    /// modules built with this package name: the test programs, never the registries.
    static let stubPackageName = "UserNotificationsStub"

    /// A fresh folder for one test's sources and products.
    static func makeTemporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("actionc-registry-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The stub built as a shared library with its module, in a folder to pass as `-I`/`-L`.
    static func stubFolder() throws -> URL {
        try builtStub.get()
    }

    private static let builtStub: Result<URL, Failure> = Result {
        let folder = try makeTemporaryFolder("stub")
        let sources = Repository.files(in: "Tests/UserNotificationsStub", extensions: ["swift"]).map(\.path)
        // Swift 5 mode, as SDKs written before strict concurrency checking; library
        // evolution, as Apple builds its frameworks (and as a resilient client requires).
        try run(
            [
                "-swift-version", "5", "-enable-library-evolution", "-parse-as-library", "-module-name",
                "UserNotifications",
                "-package-name", stubPackageName, "-emit-library",
                "-o", folder.appendingPathComponent("libUserNotifications.so").path,
                "-emit-module", "-emit-module-path",
                folder.appendingPathComponent("UserNotifications.swiftmodule").path,
            ] + sources)
        return folder
    }.mapError { $0 as? Failure ?? Failure(description: "\($0)") }

    /// Arguments that make `import UserNotifications` find the stub and link a program to it.
    static func stubLinkArguments() throws -> [String] {
        let folder = try stubFolder().path
        return ["-I", folder, "-L", folder, "-lUserNotifications", "-Xlinker", "-rpath", "-Xlinker", folder]
    }

    /// Runs `swiftc` with `arguments`; throws with the compiler's output when it fails.
    static func run(_ arguments: [String]) throws {
        let result = try execute(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
        guard result.status == 0 else {
            throw Failure(
                description: "swiftc failed (\(result.status)):\n" + String(result.output.prefix(20_000)))
        }
    }

    /// Runs a built program and returns its standard output; throws when it fails.
    static func runProgram(_ executable: URL) throws -> String {
        let result = try execute(executable, [])
        guard result.status == 0 else {
            throw Failure(
                description: "\(executable.lastPathComponent) exited with \(result.status):\n" + result.output
            )
        }
        return result.output
    }

    /// Output and error streams go to one file, read after exit, so a chatty process
    /// cannot block on a full pipe.
    private static func execute(_ executable: URL, _ arguments: [String]) throws -> (
        status: Int32, output: String
    ) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "actionc-swiftc-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot create \(log.path) for the output of \(executable.path)")
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }
}
