import ActionModel
import ActionRender
import Foundation
import TestSupport

/// What `Programs/RegistryReport.swift` printed about one generated registry: its facts by
/// kind (`title`, `response`, …), each a list of tab-separated fields.
struct RegistryReport {
    private(set) var facts: [String: [[String]]] = [:]

    /// Renders `catalog` as namespace `PushActions`, builds it with the report program in
    /// Swift 6 mode (warnings as errors), runs it and reads what it printed.
    static func run(_ catalog: Catalog, name: String) throws -> RegistryReport {
        let folder = try Swiftc.makeTemporaryFolder(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = folder.appendingPathComponent("PushActions.swift")
        try SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions())
            .write(to: registry, atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(
            at: Repository.url("Tests/RegistryTests/Programs/RegistryReport.swift"), to: main)
        let executable = folder.appendingPathComponent("report")
        try Swiftc.run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "Report",
                "-package-name", Swiftc.stubPackageName, "-o", executable.path, main.path, registry.path,
            ] + (try Swiftc.stubLinkArguments()))
        var report = RegistryReport()
        for line in try Swiftc.runProgram(executable).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            report.facts[fields[0], default: []].append(Array(fields.dropFirst()))
        }
        return report
    }

    subscript(kind: String) -> [[String]] { facts[kind] ?? [] }

    /// The last field of each fact of `kind`, keyed by the fields before it joined with tabs.
    func values(_ kind: String) -> [String: String] {
        Dictionary(
            self[kind].map { ($0.dropLast().joined(separator: "\t"), $0.last ?? "") },
            uniquingKeysWith: { $1 })
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}
