/// `UNNotificationActionOptions` members, by the names Apple's API uses.
/// Declaration order is the output order.
package enum ActionOption: String, CaseIterable, Sendable {
    case foreground
    case destructive
    case authenticationRequired
}

/// `UNNotificationCategoryOptions` members, by the names Apple's API uses.
/// Declaration order is the output order.
package enum CategoryOption: String, CaseIterable, Sendable {
    case customDismissAction
    case allowInCarPlay
    case hiddenPreviewsShowTitle
    case hiddenPreviewsShowSubtitle
    /// Siri may read the notification aloud. iOS 13 and 14 only: iOS 15 ignores it (Apple
    /// deprecated it for the user's Announce Notifications setting), so it is `deprecated`.
    case allowAnnouncement
}

/// A button icon (iOS 15+): an SF Symbol, or an image from the app's asset catalog.
package enum ActionIcon: Hashable, Sendable {
    case system(String)
    case template(String)
}
