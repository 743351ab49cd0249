// Generated from Sources/ActionRender/RegistryRuntime/RegistryRuntime.swift by `swift run actionc-embed`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

/// The members the registry runtime declares on the generated enums, read from its code.
enum EmbeddedRuntimeMembers {
    static let action: [String] = ["icon", "init", "notificationAction", "position", "textInputButtonTitle", "textInputPlaceholder", "title"]
    static let category: [String] = ["hiddenPreviewsBodyPlaceholder", "init", "notificationCategory", "summaryFormat"]
    /// The generated lookups it reads texts by (`PushActions.text(language, title)`).
    static let textLookups: [String] = ["buttonTitle", "hiddenPreviewsBodyPlaceholder", "placeholder", "summaryFormat", "title"]
}
