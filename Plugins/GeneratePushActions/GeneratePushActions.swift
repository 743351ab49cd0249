import Foundation
import PackagePlugin

/// `swift package generate-push-actions [--target NAME ...] [actionc build options]`:
/// for teams that commit the generated files. For each chosen target (default: every
/// target holding `*.actions.yaml|yml|json` files) it runs `actionc build` with the
/// outputs written into the target's own directory (`hive_push_actions.json` only when the
/// definitions' targets include `hive`, as actionc decides), unless `-o`, `--swift` or `--json` say
/// otherwise for one or both. Options after the target names go to `actionc build` unchanged.
/// Two defaults differ from the CLI's and are the build plugin's: the registry is `public`
/// (a target is a module, which the app imports; `--access-level internal` for an app
/// target), and the definitions' warnings are one line (`--definition-diagnostics all`
/// shows them).
@main
struct GeneratePushActions: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let actionc = try context.tool(named: "actionc").url
        let manifest = try? String(
            contentsOf: context.package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8)

        let targets =
            try targetNames.isEmpty
            ? context.package.targets : context.package.targets(named: targetNames)
        let chosen = targets.compactMap { target -> (SourceModuleTarget, [URL])? in
            guard let target = target as? SourceModuleTarget else { return nil }
            let definitions = DefinitionFiles.definitions(in: target.sourceFiles.map(\.url))
            return definitions.isEmpty ? nil : (target, definitions)
        }
        let choosesOutputs = passThrough.contains { Self.outputOptions.contains(Self.optionName($0)) }
        // One place for the outputs of several targets: each would overwrite the one before.
        if choosesOutputs && chosen.count > 1 {
            throw CommandError.oneOutputForSeveralTargets(chosen.map(\.0.name))
        }
        var generated = 0
        for (target, definitions) in chosen {
            // actionc writes the Hive file only for definitions whose targets include hive.
            let written =
                [("--swift", "PushActions.swift")]
                + (DeclaredTargets.includeHive(definitions) ? [("--json", "hive_push_actions.json")] : [])
            let outputs = written.map {
                Self.outputPath(passThrough, option: $0.0, fileName: $0.1, default: target.directoryURL)
            }
            // The build plugin already makes these files for this target; a second copy of
            // one in its sources makes SwiftPM fail with "multiple producers".
            if outputs.contains(where: { $0.path.hasPrefix(target.directoryURL.path + "/") }), let manifest,
                ManifestText.appliesBuildPlugin(manifest, to: target.name)
            {
                throw CommandError.bothPlugins(target: target.name)
            }
            // `--swift` or `--json` alone moves that one output; the other stays in the target.
            let choosesFolder = passThrough.contains { ["-o", "--output"].contains(Self.optionName($0)) }
            let folder = choosesFolder ? [] : ["-o", target.directoryURL.path]
            try run(
                actionc,
                ["build"] + folder + Self.defaults(passThrough) + passThrough + definitions.map(\.path))
            generated += 1
        }
        if generated == 0 {
            Diagnostics.warning(
                "no target has \(DefinitionFiles.suffixes.map { "*" + $0 }.joined(separator: ", ")) files")
        }
    }

    /// The plugins' defaults, for the options the user did not give (actionc refuses an
    /// option given twice).
    private static func defaults(_ arguments: [String]) -> [String] {
        [["--access-level", "public"], ["--definition-diagnostics", "errors"]].flatMap { pair in
            arguments.contains { optionName($0) == pair[0] } ? [] : pair
        }
    }

    /// Options that name where an output goes: one place for every target.
    private static let outputOptions = [
        "-o", "--output", "--swift", "--json", "--xcstrings", "--manifest", "--apns-dir",
    ]

    private static func optionName(_ argument: String) -> String {
        String(argument.prefix { $0 != "=" })
    }

    /// Where `actionc build` will write one of its two outputs with these options: its own
    /// option (`--swift`, `--json`), else `-o`'s folder, else the target's own.
    private static func outputPath(
        _ arguments: [String], option: String, fileName: String, default directory: URL
    )
        -> URL
    {
        func value(of names: [String]) -> String? {
            for (index, argument) in arguments.enumerated() {
                if names.contains(argument), index + 1 < arguments.count { return arguments[index + 1] }
                if let equals = argument.firstIndex(of: "="), names.contains(String(argument[..<equals])) {
                    return String(argument[argument.index(after: equals)...])
                }
            }
            return nil
        }
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let path = value(of: [option]) {
            return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        }
        let folder = value(of: ["-o", "--output"]).map {
            URL(fileURLWithPath: $0, isDirectory: true, relativeTo: base).standardizedFileURL
        }
        return (folder ?? directory).appendingPathComponent(fileName)
    }

    private func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandError.buildFailed(status: process.terminationStatus)
        }
    }
}

/// Reads just enough of a manifest to see which targets apply the build plugin. The
/// PackagePlugin API does not tell a command plugin which plugins a target uses.
enum ManifestText {
    /// Whether the declaration holding `name: "TARGET"` names `PushActionsPlugin`. A
    /// manifest that assembles its targets in code may hide it; then the answer is no.
    static func appliesBuildPlugin(_ manifest: String, to target: String) -> Bool {
        let code = Array(withoutComments(manifest))
        let needle = Array("\"\(target)\"")
        var index = 0
        while index + needle.count <= code.count {
            defer { index += 1 }
            guard Array(code[index..<index + needle.count]) == needle,
                String(code[..<index]).trimmingCharacters(in: .whitespaces).hasSuffix("name:"),
                let call = enclosingCall(code, at: index)
            else { continue }
            if String(code[call]).contains("\"PushActionsPlugin\"") { return true }
        }
        return false
    }

    /// The parenthesized argument list around `index`, by counting parentheses.
    private static func enclosingCall(_ code: [Character], at index: Int) -> Range<Int>? {
        var depth = 0
        var start = index
        while start > 0 {
            start -= 1
            if code[start] == ")" { depth += 1 }
            if code[start] == "(" {
                if depth == 0 { break }
                depth -= 1
            }
        }
        guard code[start] == "(" else { return nil }
        depth = 0
        for end in start..<code.count {
            if code[end] == "(" { depth += 1 }
            if code[end] == ")" {
                depth -= 1
                if depth == 0 { return start..<end + 1 }
            }
        }
        return nil
    }

    /// The text with `//` and `/* */` comments blanked, leaving string literals (which may
    /// hold `//`, as URLs do) alone.
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        var inString = false
        while let character = characters.popFirst() {
            if inString {
                result.append(character)
                if character == "\\", let escaped = characters.popFirst() {
                    result.append(escaped)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "/", characters.first == "*" {
                characters.removeFirst()
                while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/") {
                    characters.removeFirst()
                }
                characters = characters.dropFirst(2)
                result.append(" ")
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
        }
        return result
    }
}

enum CommandError: Error, CustomStringConvertible {
    case buildFailed(status: Int32)
    case bothPlugins(target: String)
    case oneOutputForSeveralTargets([String])

    var description: String {
        switch self {
        case .buildFailed(let status):
            return "actionc build failed (exit \(status)); its diagnostics are above"
        case .bothPlugins(let target):
            return """
                target '\(target)' applies PushActionsPlugin, which already generates PushActions.swift (and \
                hive_push_actions.json for the hive target) at every build; a second copy of either in its sources would fail the \
                build with "multiple producers". \
                Use one of the two: remove PushActionsPlugin from the target to commit the generated files, \
                or leave the target to the build plugin (-o to a folder outside the target still works)
                """
        case .oneOutputForSeveralTargets(let targets):
            return """
                -o, --swift, --json, --xcstrings, --manifest and --apns-dir name one place, and targets \(targets.map { "'\($0)'" }.joined(separator: ", ")) \
                all hold definitions, so each would overwrite the outputs of the one before; \
                run once per target with --target NAME
                """
        }
    }
}
