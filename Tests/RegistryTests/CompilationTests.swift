import ActionModel
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// Every registry (presets, valid fixtures, the imported Pushwoosh sample) at every access
/// level goes into one library module per language mode, so the whole matrix costs two
/// swiftc runs.
@Suite struct CompilationTests {
    static let accessLevels: [SwiftRegistryOptions.AccessLevel] = [.internal, .public, .package]

    /// Shapes the renderer writes differently, whatever the fixtures hold: keywords and member
    /// names as ids, every action with every feature (switches without `default`), no
    /// categories, and nothing at all (enums without cases).
    static let edgeCaseDefinitions = [
        "edge-names.yaml": #"""
        version: 1
        languages: [en, ko, zh-hant]
        actions:
          default: {title: {en: 'say "hi" \(name) """ #"x"# */ %@', ko: '안녕 \u{0} \\(x)'}, icon: star.fill}
          title: {title: Title, options: [destructive], textInput: {button: {en: Send}}}
          "65": {title: {en: "👨‍👩‍👧 é مرحبا"}, options: [foreground, authenticationRequired]}
          return.ID: {title: Return, icon: {template: 'My "Image" \'}}
        categories:
          init: {actions: [default, title, "65"], options: [customDismissAction, hiddenPreviewsShowSubtitle]}
          FOR_CATEGORY: [return.ID]
          actions: [default]
        """#,
        "edge-full.yaml": """
        version: 1
        actions:
          A_ID: {title: A, options: [foreground], icon: a, textInput: {button: Go, placeholder: Type}}
          B_ID: {title: B, options: [foreground], icon: {template: b}, textInput: {button: Go}}
        categories:
          BOTH_CATEGORY: {actions: [A_ID, B_ID], options: [allowInCarPlay]}
        """,
        "edge-empty.yaml": "version: 1\n",
        "edge-no-categories.yaml": """
        version: 1
        actions:
          LONELY_ID: {title: Alone}
        """,
    ]

    static func edgeCases() throws -> [Registries.Source] {
        try edgeCaseDefinitions.sorted { $0.key < $1.key }.map { path, text in
            Registries.Source(
                path: path, catalog: try Registries.catalog(SourceFile(path: path, bytes: Array(text.utf8))))
        }
    }

    /// The configurations apps compile the registry in, each with warnings as errors.
    struct Mode: CustomStringConvertible, Sendable {
        var description: String
        var arguments: [String]
        /// Swift 6 also builds with library evolution and a textual interface, as a binary
        /// framework would; the other modes build as a plain SwiftPM library.
        var libraryEvolution = false
    }

    /// What apps turn on beyond the language mode: strict memory safety (SE-0458, Xcode's
    /// "Strict Memory Safety") and the upcoming features this package enables itself.
    static let strictArguments = [
        "-strict-memory-safety", "-enable-upcoming-feature", "InternalImportsByDefault",
        "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
    ]

    static let modes = [
        Mode(description: "Swift 5", arguments: ["-swift-version", "5"]),
        Mode(description: "Swift 5, strict", arguments: ["-swift-version", "5"] + strictArguments),
        Mode(
            description: "Swift 6, strict", arguments: ["-swift-version", "6"] + strictArguments,
            libraryEvolution: true),
        Mode(description: "Swift 6", arguments: ["-swift-version", "6"], libraryEvolution: true),
        Mode(
            description: "Swift 6, default MainActor isolation",
            arguments: ["-swift-version", "6", "-default-isolation", "MainActor"]),
        Mode(
            description: "Swift 6, NonisolatedNonsendingByDefault",
            arguments: ["-swift-version", "6", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]),
        // What Xcode 26 sets for a new app target: default MainActor isolation and
        // "Approachable Concurrency".
        Mode(
            description: "Xcode 26 new project",
            arguments: [
                "-swift-version", "6", "-default-isolation", "MainActor", "-enable-upcoming-feature",
                "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances",
            ]),
    ]

    /// Every registry with a caller beside it, in one module per mode: Swift Testing runs the
    /// modes in parallel, one swiftc each.
    @Test(arguments: modes)
    func registriesCompileAsLibraryModule(mode: Mode) throws {
        let name = mode.description.filter { $0.isLetter || $0.isNumber }
        let folder = try Swiftc.makeTemporaryFolder("library-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.writeRegistries(to: folder)
        let evolution =
            mode.libraryEvolution
            ? [
                "-enable-library-evolution", "-emit-module-interface-path",
                folder.appendingPathComponent("Registries.swiftinterface").path,
            ]
            : []
        try Swiftc.run(
            mode.arguments + [
                "-warnings-as-errors", "-parse-as-library", "-wmo",
                "-module-name", "Registries", "-package-name", "Registries", "-I",
                try Swiftc.stubFolder().path,
                // Emitting the module runs every check, SIL diagnostics (sending, isolation
                // regions) included, without codegen.
                "-emit-module", "-emit-module-path",
                folder.appendingPathComponent("Registries.swiftmodule").path,
            ] + evolution + files)
    }

    /// The registries the tests compile: the presets, the imported Pushwoosh sample, every
    /// valid fixture and the edge cases.
    static func sources() throws -> [Registries.Source] {
        let fixtures = try Registries.validFixtures()
        if fixtures.isEmpty {
            print("RegistryTests: no Tests/Fixtures/valid yet; compiling the presets only")
        }
        return [try Registries.presets(), try Registries.importedPushwoosh()] + fixtures + (try edgeCases())
    }

    /// Writes every registry of `sources()` at every access level into `folder`, each with a
    /// caller beside it, under a namespace of its own; returns the files' paths.
    static func writeRegistries(to folder: URL) throws -> [String] {
        var files: [String] = []
        for source in try sources() {
            for accessLevel in accessLevels {
                let namespace = Registries.namespace(
                    for: source.path, suffix: accessLevel.rawValue.capitalized)
                let swift = SwiftRegistryRenderer.render(
                    source.catalog,
                    options: SwiftRegistryOptions(namespace: namespace, accessLevel: accessLevel))
                let file = folder.appendingPathComponent(namespace + ".swift")
                try swift.write(to: file, atomically: true, encoding: .utf8)
                let callerFile = folder.appendingPathComponent(namespace + "Caller.swift")
                try caller(of: namespace).write(to: callerFile, atomically: true, encoding: .utf8)
                files += [file.path, callerFile.path]
            }
        }
        return files
    }

    /// App code as Swift 6 apps write it: a `nonisolated` delegate method routing a tap, and
    /// main-actor launch code registering with its own centre.
    static func caller(of namespace: String) -> String {
        """
        import UserNotifications

        final class \(namespace)Delegate {
            nonisolated func route(_ response: UNNotificationResponse) -> String? {
                let userInfo = response.notification.request.content.userInfo
                let category = \(namespace).Category(userInfo: userInfo)?.rawValue
                switch \(namespace).Response(response: response) {
                case .action(let action, _, let text)?: return action.rawValue + (text ?? "")
                case .opened(let category)?, .dismissed(let category)?: return category.rawValue
                default: return category  // Not `case nil`: without categories no case can occur, and
                // Swift then wants `.some(_)` covered too.
                }
            }
        }

        @MainActor func launch\(namespace)(center: UNUserNotificationCenter) async {
            let language = \(namespace).Language.preferred(in: ["zh-Hant-TW"]) ?? .en
            await \(namespace).register(language: language, center: center)
        }

        """
    }
}
