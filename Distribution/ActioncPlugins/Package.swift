// swift-tools-version:6.1
import PackageDescription

// actionc's plugins over the prebuilt actionc: the build and command plugins of the main
// package, from the same sources (Plugins links to ../../Plugins), with `actionc` an artifact
// bundle instead of an executable target. A package or app that applies them compiles no
// actionc source. Scripts/release.sh builds the bundle into dist/, where the link below points.
//
// A release publishes this package with the bundle's URL and checksum instead of the path:
//     .binaryTarget(
//         name: "actionc",
//         url: "https://example.com/actionc/0.1.0/actionc.artifactbundle.zip",
//         checksum: "<the checksum Scripts/release.sh prints>"),
// (Docs/install.md, "Plugins without building actionc").
let package = Package(
    name: "ActioncPlugins",
    products: [
        .plugin(name: "PushActionsPlugin", targets: ["PushActionsPlugin"]),
        .plugin(name: "GeneratePushActions", targets: ["GeneratePushActions"]),
    ],
    targets: [
        .binaryTarget(name: "actionc", path: "actionc.artifactbundle"),
        .plugin(name: "PushActionsPlugin", capability: .buildTool(), dependencies: ["actionc"]),
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
    ]
)
