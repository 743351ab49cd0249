import Foundation
import TestSupport

/// Android's own tools, as Debian packages them (`aapt2` from android-sdk-build-tools, the
/// framework resources from android-framework-res, `kotlinc` from kotlin, `javac` and `java`
/// from default-jdk-headless), for the tests that hold the Android outputs to them. Without
/// them those tests are skipped, unless `ACTIONC_REQUIRE_ANDROID=1` (CI sets it) makes a
/// missing tool a failure.
enum AndroidTools {
    /// What `aapt2 link -I` reads the framework's resources from (`dpkg -L android-framework-res`).
    static let frameworkResources = URL(fileURLWithPath: "/usr/share/android-framework-res/framework-res.apk")

    static let isRequired = ProcessInfo.processInfo.environment["ACTIONC_REQUIRE_ANDROID"] == "1"

    /// Each tool's path, nil where it is missing.
    static let tools: [String: URL?] = Dictionary(
        uniqueKeysWithValues: ["aapt2", "kotlinc", "javac", "java"].map { ($0, onPath($0)) })

    /// Whether the tests run: every tool is there, or they must be. A skip is named in
    /// `SkipReport`'s line.
    static let shouldRun: Bool = {
        var missing = tools.filter { $0.value == nil }.map(\.key).sorted()
        if !FileManager.default.fileExists(atPath: frameworkResources.path) {
            missing.append("framework-res.apk")
        }
        if missing.isEmpty || isRequired { return true }
        for tool in missing { SkipReport.skip("Android tool tests", missing: tool) }
        return false
    }()

    private static func onPath(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `tool arguments` in `directory` and returns its stdout; a failure carries stderr.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> String {
        guard let executable = tools[tool] ?? nil else {
            throw Failure(
                description:
                    "\(tool) is not installed (apt-get install kotlin android-sdk-build-tools android-framework-res default-jdk-headless)"
            )
        }
        let result = try ActioncProcess.run(arguments, in: directory, executable: executable)
        guard result.status == 0 else {
            throw Failure(
                description: "\(tool) \(arguments.joined(separator: " ")) failed:\n\(result.stderr)")
        }
        return result.stdout
    }

    /// One string of `aapt2 dump resources`: its id, name, configuration (`""`, `de`,
    /// `b+zh+Hant`) and value as a device reads it.
    struct DumpedString: Equatable, Sendable {
        let id: Int
        let name: String
        let configuration: String
        let value: String
    }

    /// The strings of `aapt2 dump resources` output. A value is printed between double
    /// quotes as it is, its later lines indented like the entry; a line starting
    /// `(configuration) "` begins the next value.
    static func strings(inDump dump: String) -> [DumpedString] {
        var result: [DumpedString] = []
        var resource: (id: Int, name: String)?
        var open: (configuration: String, lines: [Substring])?
        func close() {
            guard let entry = open, let resource else { return }
            var value = entry.lines.joined(separator: "\n")
            // The dump ends in a line break, which belongs to no value.
            while value.hasSuffix("\n") { value.removeLast() }
            if value.hasSuffix("\"") { value.removeLast() }
            result.append(
                DumpedString(
                    id: resource.id, name: resource.name, configuration: entry.configuration, value: value))
            open = nil
        }
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    resource ") {
                close()
                let words = line.split(separator: " ")
                let name = String(words[2])
                resource =
                    name.hasPrefix("string/")
                    ? (Int(words[1].dropFirst(2), radix: 16) ?? -1, String(name.dropFirst(7))) : nil
            } else if resource != nil, line.hasPrefix("      ("), let end = line.range(of: ") \"") {
                close()
                open = (
                    String(line[line.index(line.startIndex, offsetBy: 7)..<end.lowerBound]),
                    [line[end.upperBound...]]
                )
            } else if open != nil {
                if line.hasPrefix("  type ") || line.hasPrefix("    resource") {
                    close()
                } else {
                    open?.lines.append(line.hasPrefix("      ") ? line.dropFirst(6) : line)
                }
            }
        }
        close()
        return result
    }
}
