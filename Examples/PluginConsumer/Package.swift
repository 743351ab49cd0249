// swift-tools-version:6.0
import PackageDescription

// A game's push-notification module, as a user of actionc would set it up: definitions
// live in the target as `*.actions.yaml`, and the build plugin turns them into
// `PushActions` during every `swift build`.
let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "actionc", path: "../..")
    ],
    targets: [
        .target(
            name: "GamePush",
            plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")]
        ),
        // Exactly what `actionc init Sources/Starter` writes, with the build plugin applied:
        // the starter builds as it is, with no "unhandled file" warning.
        .target(
            name: "Starter",
            plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")]
        ),
        // An app without the Hive SDK (`targets: [ios]`): the build plugin adds
        // PushActions.swift and no hive_push_actions.json.
        .target(
            name: "ShopPush",
            plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")]
        ),
        .testTarget(name: "GamePushTests", dependencies: ["GamePush"]),
    ]
)
