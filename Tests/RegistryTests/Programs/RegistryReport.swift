// Built by RegistryTests together with a generated registry (namespace PushActions) and the
// UserNotifications stub. It exercises the registry's whole surface and prints what it saw,
// one tab-separated fact per line; the tests compare every line with the catalog. Texts are
// printed as UTF-8 bytes in hex, so any difference in any byte shows.

import UserNotifications

func hex(_ text: String) -> String {
    text.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
}

func report(_ fields: String...) {
    print(fields.joined(separator: "\t"))
}

/// The Hive codes the registry has, then Apple locale identifiers and a few that map to nothing.
let languageInputs =
    PushActions.languages + [
        "zh-Hant-TW", "zh-HK", "zh-CN", "zh-Hans-HK", "pt-BR", "en-US", "ja_JP", "de", "nb", "xx", "",
    ]

report("catalogVersion", "", PushActions.catalogVersion)

for language in languageInputs {
    report("language", language, PushActions.supportedLanguage(for: language) ?? "-")
}
report("preferred", "nb,pt-BR,en", PushActions.language(for: ["nb", "pt-BR", "en"]))
report("preferred", "nb,xx", PushActions.language(for: ["nb", "xx"]))
report("preferred", "", PushActions.language(for: []))

for action in PushActions.Action.allCases {
    for language in languageInputs {
        report("title", action.identifier, language, hex(action.title(for: language)))
    }
    for (language, title) in action.titles {
        report("titles", action.identifier, language, hex(title))
    }
    report("options", action.identifier, String(action.options.rawValue))
    switch action.icon {
    case .system(let name)?: report("icon", action.identifier, "system", hex(name))
    case .template(let name)?: report("icon", action.identifier, "template", hex(name))
    case nil: report("icon", action.identifier, "-", "-")
    }
    if let textInput = action.textInput {
        for language in languageInputs {
            report(
                "textInput", action.identifier, language, hex(textInput.buttonTitle(for: language)),
                hex(textInput.placeholder(for: language)))
        }
    }
}

for category in PushActions.Category.allCases {
    report("category", category.identifier, category.actions.map(\.identifier).joined(separator: ","))
    report("categoryOptions", category.identifier, String(category.options.rawValue))
    report("intentIdentifiers", category.identifier, category.intentIdentifiers.joined(separator: ","))
    for language in languageInputs {
        report(
            "categoryTexts", category.identifier, language,
            category.hiddenPreviewsBodyPlaceholder(for: language).map(hex) ?? "-",
            category.summaryFormat(for: language).map(hex) ?? "-")
    }
}

// What iOS would be given in each language: the placeholder, summary format and intents
// (Apple's properties are empty strings when the category has none).
for language in languageInputs {
    for category in PushActions.notificationCategories(language: language) {
        report(
            "unCategoryTexts", category.identifier, language, hex(category.hiddenPreviewsBodyPlaceholder),
            hex(category.categorySummaryFormat), category.intentIdentifiers.joined(separator: ","))
    }
}

// What iOS would be given, in Korean (English where a title has no Korean).
for category in PushActions.notificationCategories(language: "ko") {
    report("unCategory", category.identifier, String(category.options.rawValue))
    for action in category.actions {
        let textInput = action as? UNTextInputNotificationAction
        report(
            "unAction", category.identifier, action.identifier, hex(action.title),
            String(action.options.rawValue),
            action.icon.map { hex($0.description) } ?? "-",
            textInput.map { hex($0.textInputButtonTitle) } ?? "-",
            textInput.map { hex($0.textInputPlaceholder) } ?? "-")
    }
}

// Routing of taps: every identifier of ours, Apple's two, and another SDK's.
func response(_ actionIdentifier: String, typed: String? = nil) -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    let notification = UNNotification(
        request: UNNotificationRequest(identifier: "push", content: content, trigger: nil))
    guard let typed else {
        return UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
    }
    return UNTextInputNotificationResponse(
        notification: notification, actionIdentifier: actionIdentifier, userText: typed)
}
let tapped =
    PushActions.Action.allCases.map(\.identifier)
    + [UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier, "OTHER_SDK_ACTION"]
for identifier in tapped {
    report("response", identifier, PushActions.Action(response: response(identifier))?.identifier ?? "-")
}
report("userText", hex(PushActions.userText(in: response("REPLY", typed: "hi \u{1F44B}")) ?? "-"))
report("userText", PushActions.userText(in: response("REPLY")) ?? "-")

// Recognising our pushes from their payload and from a delivered notification.
let pushed = PushActions.Category.allCases.map(\.identifier) + ["OTHER_SDK_CATEGORY"]
for identifier in pushed {
    let bridged: [AnyHashable: Any] = ["aps": ["category": identifier, "alert": "Hi"] as [AnyHashable: Any]]
    let native: [AnyHashable: Any] = ["aps": ["category": identifier]]
    report("userInfo", identifier, PushActions.Category(userInfo: bridged)?.identifier ?? "-")
    report("userInfoNative", identifier, PushActions.Category(userInfo: native)?.identifier ?? "-")
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = identifier
    let notification = UNNotification(
        request: UNNotificationRequest(identifier: "push", content: content, trigger: nil))
    report("notification", identifier, PushActions.Category(notification: notification)?.identifier ?? "-")
}
report("userInfo", "no aps", PushActions.Category(userInfo: ["category": pushed[0]])?.identifier ?? "-")
report("userInfo", "number", PushActions.Category(userInfo: ["aps": ["category": 7]])?.identifier ?? "-")

// Registration keeps another SDK's category and replaces a stale copy of ours.
let stale = PushActions.Category.allCases.first?.identifier ?? "NONE"
UNUserNotificationCenter.current().setNotificationCategories([
    UNNotificationCategory(identifier: "OTHER_SDK_CATEGORY", actions: [], intentIdentifiers: []),
    UNNotificationCategory(identifier: stale, actions: [], intentIdentifiers: []),
])
await PushActions.register(language: "ko")
let registered = await UNUserNotificationCenter.current().notificationCategories()
report("registered", registered.map(\.identifier).sorted().joined(separator: ","))
for category in registered where category.identifier == stale {
    report("replaced", stale, category.actions.map(\.identifier).joined(separator: ","))
}
