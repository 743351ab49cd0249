import Foundation
import PackagePlugin

/// Runs `actionc build` over a target's definition files (`*.actions.yaml`, `*.actions.yml`,
/// `*.actions.json`) and adds the generated `PushActions.swift` to the target, with
/// `hive_push_actions.json` as a resource when the definitions' targets include `hive` (no
/// `targets:` means they do). One build command with exact inputs and outputs, so an
/// unchanged build runs nothing and recompiles nothing; the Hive file is an output only when
/// actionc writes it, which `DeclaredTargets` reads from the definitions while planning.
/// The registry is `public`, the default of both plugins: the plugin's target is usually a
/// module of its own, and a build tool plugin takes no options, so an internal registry
/// could not be used by the app that imports it. The build log gets the definitions' errors,
/// and their warnings as one line naming the `actionc validate` that shows them: they would
/// otherwise be repeated in every build of every target. The translation records beside the
/// definitions are read (their stale translations count among the warnings) and never
/// written: the sandbox allows writing only to the work directory, and a record that cannot
/// be read is passed over rather than failing the app's build.
@main
struct PushActionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.buildCommands(
            definitions: DefinitionFiles.definitions(in: target.sourceFiles.map(\.url)),
            actionc: context.tool(named: "actionc").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static func buildCommands(definitions: [URL], actionc: URL, workDirectory: URL) -> [Command] {
        guard !definitions.isEmpty else { return [] }
        let swift = workDirectory.appendingPathComponent("PushActions.swift")
        // Without the hive target actionc writes no Hive file and refuses `--json` (exit 64).
        let json =
            DeclaredTargets.includeHive(definitions)
            ? workDirectory.appendingPathComponent("hive_push_actions.json") : nil
        // Then `-o` keeps the Hive file's default folder in the work directory: SwiftPM plans
        // again when a target's files change, not their text, so a plan made before the
        // targets gained hive runs this command, and actionc's default would be the package.
        let hiveOutput = json.map { ["--json", $0.path] } ?? ["-o", workDirectory.path]
        return [
            .buildCommand(
                displayName:
                    "actionc: generating PushActions.swift from \(definitions.count) definition file(s)",
                executable: actionc,
                arguments: [
                    "build", "--quiet", "--access-level", "public", "--definition-diagnostics", "errors",
                    "--keep-translation-records", "--swift", swift.path,
                ]
                    + hiveOutput + definitions.map(\.path),
                inputFiles: definitions + DefinitionFiles.translationRecords(of: definitions),
                outputFiles: [swift] + (json.map { [$0] } ?? []))
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode projects (not packages) get the same single build command. Not runnable on
    // Linux; kept to the documented XcodeProjectPlugin API and nothing more.
    extension PushActionsPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.buildCommands(
                definitions: DefinitionFiles.definitions(in: target.inputFiles.map(\.url)),
                actionc: context.tool(named: "actionc").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
