import ActionCore
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

    @Test(arguments: ["5", "6"])
    func registriesCompileAsLibraryModule(swiftVersion: String) throws {
        let fixtures = try Registries.validFixtures()
        if fixtures.isEmpty {
            print("RegistryTests: no Tests/Fixtures/valid yet; compiling the presets only")
        }
        let sources =
            [try Registries.presets(), try Registries.importedPushwoosh()] + fixtures + (try Self.edgeCases())
        let folder = try Swiftc.makeTemporaryFolder("library-swift\(swiftVersion)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for source in sources {
            for accessLevel in Self.accessLevels {
                let namespace = Registries.namespace(
                    for: source.path, suffix: accessLevel.rawValue.capitalized)
                let swift = SwiftRegistryRenderer.render(
                    source.catalog,
                    options: SwiftRegistryOptions(namespace: namespace, accessLevel: accessLevel))
                let file = folder.appendingPathComponent(namespace + ".swift")
                try swift.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
        }
        // Swift 6 also builds with library evolution and a textual interface, as a binary
        // framework would; Swift 5 builds as a plain SwiftPM library.
        let evolution =
            swiftVersion == "6"
            ? [
                "-enable-library-evolution", "-emit-module-interface-path",
                folder.appendingPathComponent("Registries.swiftinterface").path,
            ]
            : []
        try Swiftc.run(
            [
                "-swift-version", swiftVersion, "-warnings-as-errors", "-parse-as-library", "-wmo",
                "-module-name", "Registries", "-package-name", "Registries", "-I",
                try Swiftc.stubFolder().path,
                // Emitting the module runs every check, SIL diagnostics included, without codegen.
                "-emit-module", "-emit-module-path",
                folder.appendingPathComponent("Registries.swiftmodule").path,
            ] + evolution + files)
    }
}
