/// The platform versions Apple's APIs need, from Apple's documentation: the one table the
/// availability test checks every generated gate against.
enum APIMinimums {
    typealias Versions = [String: [Int]]

    /// UserNotifications itself (tvOS is left out: the registry's glue is `!os(tvOS)`).
    static let userNotifications: Versions = ["iOS": [10, 0], "macOS": [10, 14], "watchOS": [3, 0]]

    /// What an API use needs, by a pattern that finds it in generated source, and the
    /// platforms it is unavailable on, which the source must leave out with `#if !os(…)`.
    static let uses: [(what: String, pattern: String, needs: Versions, unavailableOn: [String])] = [
        (
            "an async function (Swift concurrency)", #"\bfunc\b[^{]*\)\s*async\b"#,
            ["iOS": [13, 0], "macOS": [10, 15], "watchOS": [6, 0]], []
        ),
        (
            "UNNotificationActionIcon", #"\bUNNotificationActionIcon\b"#,
            ["iOS": [15, 0], "macOS": [12, 0], "watchOS": [8, 0]], []
        ),
        (
            "an initialiser taking an icon", #"\bicon: icon\b"#,
            ["iOS": [15, 0], "macOS": [12, 0], "watchOS": [8, 0]], []
        ),
        (
            "the initialiser taking a hidden-previews placeholder",
            #"\bhiddenPreviewsBodyPlaceholder: placeholder\b"#,
            ["iOS": [11, 0], "macOS": [10, 14]], ["watchOS", "tvOS"]
        ),
        (
            "the initialiser taking a summary format", #"\bcategorySummaryFormat: summary\b"#,
            ["iOS": [12, 0], "macOS": [10, 14]], ["watchOS", "tvOS"]
        ),
        (
            "UserNotifications types",
            #"\bUN(UserNotificationCenter|Notification|NotificationAction|TextInputNotificationAction|NotificationCategory|NotificationResponse|TextInputNotificationResponse)\b"#,
            userNotifications, []
        ),
    ]
}
