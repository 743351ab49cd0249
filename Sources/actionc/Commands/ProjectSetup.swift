import ActionModel

/// The setup `init` finds around its folder, and what to do next there: a starter that
/// nothing reads, or a build plugin that writes nothing, would otherwise fail in silence.
/// (The build plugin generates no registry for a target without Swift sources, and SwiftPM
/// then says only that the target's sources should be under `Sources/NAME`.)
enum ProjectSetup {
    case packageTarget(name: String, folder: String, appliesPlugin: Bool, hasSwiftSources: Bool)
    /// In a package, but outside the `Sources/NAME` folder of any target.
    case packageOutsideTargets
    case xcodeProject(name: String)
    case plain

    /// Looks up from `directory` for `Package.swift` or an `.xcodeproj`.
    static func find(around directory: String) -> ProjectSetup {
        var components = PathText.lexicalComponents(of: directory, from: PathText.workingDirectory())
        var below: [Substring] = []
        while true {
            let folder = "/" + components.joined(separator: "/")
            let names = (try? DirectoryEntries.names(in: folder).get()) ?? []
            if names.contains("Package.swift") {
                guard below.count >= 2, below[0] == "Sources" else { return .packageOutsideTargets }
                let manifest = InputReader.contents(
                    of: PathText.join(folder, "Package.swift"), maxSize: 1 << 20)
                let text: String
                if case .success(.some(let bytes)) = manifest {
                    text = String(decoding: bytes, as: UTF8.self)
                } else {
                    text = ""
                }
                let target = "Sources/\(below[1])"
                return .packageTarget(
                    name: String(below[1]), folder: target,
                    appliesPlugin: appliesPlugin(text, to: String(below[1])),
                    hasSwiftSources: containsSwiftFile(PathText.join(folder, target)))
            }
            if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) {
                return .xcodeProject(name: project)
            }
            guard let last = components.popLast() else { return .plain }
            below.insert(last, at: 0)
        }
    }

    /// What to do next, one step a line, for `init`'s folder `directory`; `writesHive` when the
    /// starter's targets have `hive`, so a build there writes the Hive file too.
    func nextSteps(directory: String, writesHive: Bool) -> [String] {
        let plugin = #".plugin(name: "PushActionsPlugin", package: "actionc")"#
        switch self {
        case .packageTarget(let name, let folder, let appliesPlugin, let hasSwiftSources):
            var steps: [String] = []
            if !appliesPlugin {
                steps.append(
                    "apply the build plugin to target '\(name)' in Package.swift: plugins: [\(plugin)]")
            }
            if !hasSwiftSources {
                steps.append(
                    "add a Swift file to \(folder) (one that uses PushActions.Category, say): the build plugin"
                        + " generates nothing for a target without Swift sources")
            }
            return steps + [
                "swift build (PushActionsPlugin then writes PushActions.swift for target '\(name)')"
            ]
        case .packageOutsideTargets:
            return [
                "move the starter into a target's folder (Sources/NAME) with the build plugin applied,"
                    + " or run: actionc build \(directory) -o Generated"
            ]
        case .xcodeProject(let name):
            return [
                "in \(name), add PushActionsPlugin under the target's Build Phases › Run Build Tool Plug-ins"
                    + " (with the folder's files in the target), or run: actionc build \(directory) -o Generated"
            ]
        case .plain:
            return [
                "actionc build \(directory) -o Generated (writes "
                    + (writesHive ? "\(Target.hiveFileName) and PushActions.swift)" : "PushActions.swift)")
            ]
        }
    }

    /// Whether the declaration of `target` names the plugin: from a `name:` of it to the next
    /// `.target(` (or `.executableTarget(`, `.testTarget(`). Every such `name:` is tried, since
    /// the package (or a product) is often named as its target, and first. A manifest that
    /// builds its targets in code may hide it; the hint then asks to apply what is applied.
    private static func appliesPlugin(_ manifest: String, to target: String) -> Bool {
        manifest.ranges(of: "name: \"\(target)\"").contains { name in
            let rest = manifest[name.upperBound...]
            let end = rest.firstRange(of: "arget(")?.lowerBound ?? rest.endIndex
            return rest[..<end].contains("\"PushActionsPlugin\"")
        }
    }

    private static func containsSwiftFile(_ folder: String) -> Bool {
        guard case .success(let names) = DirectoryEntries.names(in: folder) else { return false }
        for name in names where !name.hasPrefix(".") {
            let path = PathText.join(folder, name)
            if name.hasSuffix(".swift") { return true }
            if case .success(let status) = FileStatus.of(path), status.kind == .directory,
                containsSwiftFile(path)
            {
                return true
            }
        }
        return false
    }
}
