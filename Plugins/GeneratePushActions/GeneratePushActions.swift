import Foundation
import PackagePlugin

/// `swift package generate-push-actions [--target NAME ...] [actionc build options]`:
/// for teams that commit the generated files. For each chosen target (default: every
/// target holding `*.actions.yaml|yml|json` files) it runs `actionc build` with the
/// outputs written into the target's own directory, unless `-o`/`--swift`/`--json` say
/// otherwise. Options after the target names go to `actionc build` unchanged.
@main
struct GeneratePushActions: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let actionc = try context.tool(named: "actionc").url

        let targets =
            try targetNames.isEmpty
            ? context.package.targets : context.package.targets(named: targetNames)
        var generated = 0
        for case let target as SourceModuleTarget in targets {
            let definitions = target.sourceFiles.map(\.url).filter { url in
                [".actions.yaml", ".actions.yml", ".actions.json"].contains {
                    url.lastPathComponent.lowercased().hasSuffix($0)
                }
            }.sorted { $0.path < $1.path }
            guard !definitions.isEmpty else { continue }
            let choosesOutputs = passThrough.contains { ["-o", "--swift", "--json"].contains($0) }
            let outputs = choosesOutputs ? [] : ["-o", target.directoryURL.path]
            try run(actionc, ["build"] + outputs + passThrough + definitions.map(\.path))
            generated += 1
        }
        if generated == 0 {
            Diagnostics.warning("no target has *.actions.yaml, *.actions.yml or *.actions.json files")
        }
    }

    private func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandError(status: process.terminationStatus)
        }
    }
}

struct CommandError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "actionc build failed (exit \(status)); its diagnostics are above" }
}
