/// An SDK that reads the definitions at run time, named in `targets:`. The rules that apply
/// are those of every target named, and so are the outputs; PushActions.swift is always
/// written, since its typed ids and routing serve every app. `android` adds string resources
/// and PushActions.kt.
public enum Target: String, CaseIterable, Sendable, Comparable {
    /// The Hive SDK, which registers the categories from `hive_push_actions.json` at launch.
    case hive
    /// The app itself, registering the categories through `PushActions.register`.
    case ios
    /// An Android app, building each notification's buttons through PushActions.kt from its
    /// string resources.
    case android

    /// The name the Hive SDK reads its file by, in the app bundle.
    package static let hiveFileName = "hive_push_actions.json"

    /// What a file without `targets:` means: the targets there were before the key existed.
    /// Android is asked for by name, so no file that leaves `targets:` out changes.
    package static let unstated: [Target] = [.hive, .ios]

    /// Most actions a category may list. The Hive SDK registers at most three; iOS displays
    /// up to ten where it has the room, Apple's `UNNotificationCategory` documentation says;
    /// an Android notification shows at most three action buttons (`NotificationCompat.Builder.addAction`).
    package var maxActionsPerCategory: Int {
        switch self {
        case .hive, .android: 3
        case .ios: 10
        }
    }

    /// What each target means and which to write, for the notes of the diagnostics about them.
    package static let explanation =
        "targets are hive (the Hive SDK registers from hive_push_actions.json), ios (the app registers"
        + " through PushActions.swift) and android (string resources and PushActions.kt build each"
        + " notification's buttons); an app without the Hive SDK writes targets: [ios]"

    public static func < (lhs: Target, rhs: Target) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
