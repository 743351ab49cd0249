// swift-tools-version:6.1
import PackageDescription

// The modules, lowest first, each depending only on modules before it: ActionSyntax (positions,
// diagnostics, nodes, JSON) → the readers (ActionYAML, ActionPlist) → ActionModel (the
// definitions and the catalog) → ActionValidate (decode and validate) → ActionRender (every
// output) → ActionCheck (other artifacts, baselines) and ActionTranslations (translators'
// files, the records) → ActionPipeline (the one request → report call) → actionc (the
// command line, the only code that touches the disk).
let package = Package(
    name: "actionc",
    products: [
        .executable(name: "actionc", targets: ["actionc"]),
        // The compiler as a library, for packages outside this one (Fuzz/): the pipeline, and the
        // modules a caller names types of (files and diagnostics, the catalog, the presets, the
        // checks, the translators' files). Plugins and the CLI are in the package and need none.
        .library(
            name: "ActionPipeline",
            targets: [
                "ActionSyntax", "ActionModel", "ActionValidate", "ActionCheck", "ActionTranslations",
                "ActionPipeline",
            ]),
        .plugin(name: "PushActionsPlugin", targets: ["PushActionsPlugin"]),
        .plugin(name: "GeneratePushActions", targets: ["GeneratePushActions"]),
    ],
    targets: [
        // libyaml, found through pkg-config; only ActionYAML imports it. The one system library.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Positions, diagnostics, the node tree and the JSON reader: no dependencies.
        .target(name: "ActionSyntax"),
        // The one wrapper around libyaml; it hands back ActionSyntax nodes.
        .target(name: "ActionYAML", dependencies: ["ActionSyntax", "CYAML"]),
        // Its own XML reader: an XML property list in, ActionSyntax nodes out.
        .target(name: "ActionPlist", dependencies: ["ActionSyntax"]),
        // The definitions as decoded, the validated catalog, and the text rules that both
        // validation and rendering apply.
        .target(name: "ActionModel", dependencies: ["ActionSyntax"]),
        // Decode and validate: nodes → definitions → a validated catalog, with the presets, the
        // definitions schema and the warning policy; `Stages/` runs them from bytes up to a
        // validated catalog.
        .target(name: "ActionValidate", dependencies: ["ActionModel", "ActionSyntax", "ActionYAML"]),
        // A validated catalog → text: the Hive file, the registry, payloads, manifest, preview,
        // String Catalog and XLIFF. RegistryRuntime/RegistryRuntime.swift is the fixed part of
        // generated registries: embedded as text (EmbeddedRegistryRuntime), compiled by the
        // registry tests.
        .target(
            name: "ActionRender", dependencies: ["ActionModel", "ActionSyntax"],
            exclude: ["RegistryRuntime/RegistryRuntime.swift"]),
        // Other artifacts against the catalog (Info.plists, payloads), and released baselines
        // compared with it by the diff's rules.
        .target(
            name: "ActionCheck",
            dependencies: ["ActionModel", "ActionValidate", "ActionRender", "ActionSyntax", "ActionPlist"]),
        // The translators' round trip: their XLIFF and String Catalog files read, and the
        // translation record beside each definitions file kept.
        .target(
            name: "ActionTranslations",
            dependencies: ["ActionModel", "ActionPlist", "ActionRender", "ActionSyntax", "ActionValidate"]),
        // The one request → report call every command makes, in its three modes (a build, a
        // Pushwoosh import, a translation import), `Compiler` over it for definitions alone, and
        // the diagnostics as text or JSON: bytes in, outputs and diagnostics out. No file I/O.
        .target(
            name: "ActionPipeline",
            dependencies: [
                "ActionSyntax", "ActionModel", "ActionValidate", "ActionRender", "ActionCheck",
                "ActionTranslations",
            ]),
        // The thin command line: finds and reads inputs, prints diagnostics, writes outputs.
        .executableTarget(
            name: "actionc",
            dependencies: [
                "ActionSyntax", "ActionModel", "ActionValidate", "ActionRender", "ActionCheck",
                "ActionTranslations", "ActionPipeline",
            ]),
        // The embedded copies in Sources/ (presets, schema, data files, the registry runtime) are
        // generated from their files by `swift run actionc-embed`, by the table in SourceEmbedding;
        // a test checks they are current. Neither is part of a product.
        // The definitions schema is made from the model, so the generator reads it.
        .target(name: "SourceEmbedding", dependencies: ["ActionModel", "ActionRender", "ActionValidate"]),
        .executableTarget(name: "actionc-embed", dependencies: ["SourceEmbedding"]),
        // Build integration: generate the registry during `swift build` (and in Xcode)…
        .plugin(name: "PushActionsPlugin", capability: .buildTool(), dependencies: ["actionc"]),
        // …or on demand, for teams that commit the generated files.
        .plugin(
            name: "GeneratePushActions",
            capability: .command(
                intent: .custom(
                    verb: "generate-push-actions",
                    description:
                        "Generate PushActions.swift and hive_push_actions.json next to the definitions"),
                permissions: [
                    .writeToPackageDirectory(reason: "writes the generated registry and JSON into the target")
                ]),
            dependencies: ["actionc"]),
        // Golden files, fixtures, marked positions and repository paths, shared by the test targets.
        .target(
            name: "TestSupport", dependencies: ["ActionModel", "ActionSyntax"], path: "Tests/TestSupport"),
        .testTarget(name: "ActionSyntaxTests", dependencies: ["ActionSyntax", "TestSupport"]),
        .testTarget(name: "ActionYAMLTests", dependencies: ["ActionYAML", "TestSupport"]),
        .testTarget(name: "ActionPlistTests", dependencies: ["ActionPlist", "TestSupport"]),
        // One test target per library, named for what it tests; a test drives the library
        // through `Compiler` or `Pipeline.run` where that is how its behaviour is reached.
        .testTarget(
            name: "ActionModelTests",
            dependencies: ["ActionModel", "ActionPipeline", "ActionRender", "ActionSyntax", "TestSupport"]),
        // With the conformance corpora (JSONTestSuite, yaml-test-suite) through `ParsedInput`.
        .testTarget(
            name: "ActionValidateTests",
            dependencies: [
                "ActionCheck", "ActionModel", "ActionPipeline", "ActionRender", "ActionSyntax",
                "ActionTranslations",
                "ActionValidate", "TestSupport",
            ]),
        .testTarget(
            name: "ActionRenderTests",
            dependencies: [
                "ActionCheck", "ActionModel", "ActionPipeline", "ActionRender", "ActionSyntax", "TestSupport",
            ]),
        .testTarget(
            name: "ActionCheckTests",
            dependencies: [
                "ActionCheck", "ActionModel", "ActionPipeline", "ActionRender", "ActionSyntax", "TestSupport",
            ]),
        .testTarget(
            name: "ActionTranslationsTests",
            dependencies: [
                "ActionModel", "ActionPipeline", "ActionRender", "ActionSyntax", "ActionTranslations",
                "TestSupport",
            ]),
        .testTarget(
            name: "ActionPipelineTests",
            dependencies: ["ActionModel", "ActionPipeline", "ActionSyntax", "TestSupport"]),
        .testTarget(
            name: "SourceEmbeddingTests",
            dependencies: ["ActionModel", "ActionValidate", "SourceEmbedding", "TestSupport"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        // The generated Swift registry, compiled and run with swiftc against a UserNotifications
        // stub (Tests/UserNotificationsStub, built by the tests, not by SwiftPM).
        .testTarget(
            name: "RegistryTests",
            dependencies: ["ActionSyntax", "ActionModel", "ActionRender", "ActionPipeline", "TestSupport"],
            exclude: ["Programs"]),
        .testTarget(
            name: "actioncTests",
            dependencies: [
                "actionc", "ActionSyntax", "ActionModel", "ActionValidate", "ActionRender", "ActionPipeline",
                "ActionTranslations",
                "TestSupport",
            ]),
    ]
)

// The boundaries the folder names describe, enforced by the compiler: every dependency
// is named where it is used, and no existential hides behind a bare protocol name.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
