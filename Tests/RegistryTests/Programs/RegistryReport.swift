// Built by RegistryTests together with a generated registry (namespace PushActions) and the
// UserNotifications stub. It exercises the registry's whole surface and prints what it saw,
// one tab-separated fact per line; the tests compare every line with the catalog. Texts are
// printed as UTF-8 bytes in hex, so any difference in any byte shows.

import Foundation
import UserNotifications

func hex(_ text: String) -> String {
    text.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
}

func report(_ fields: String...) {
    print(fields.joined(separator: "\t"))
}

typealias Language = PushActions.Language

/// The registry's identifiers, as Apple writes them and lowercased (Hive's spelling), then
/// device identifiers, codes people guess (`kr`, `jp`) and codes that name nothing.
let languageInputs =
    Language.allCases.map(\.rawValue) + Language.allCases.map { $0.rawValue.lowercased() } + [
        "zh-Hant-TW", "zh-HK", "zh_MO", "zh-CN", "zh", "zh-Hans-HK", "yue-Hant-HK", "yue", "yue-Hans",
        "pt-BR", "PT_br", "es-MX", "es-ES", "en-US", "en_GB", "ja_JP", "de-DE", "ar-SA", "nb", "kr", "jp",
        "cn", "tw",
        "xx", "",
    ]

report("catalogVersion", "", PushActions.catalogVersion)

// Each enum through JSON and back, as an app persists a choice: "same" when every case returns.
func codableRoundTrip<Value: Codable & Equatable>(_ values: [Value]) -> String {
    guard let data = try? JSONEncoder().encode(values) else { return "unencodable" }
    return (try? JSONDecoder().decode([Value].self, from: data)) == values ? "same" : "different"
}
report("codable", "Language", codableRoundTrip(Language.allCases))
report("codable", "Action", codableRoundTrip(PushActions.Action.allCases))
report("codable", "Category", codableRoundTrip(PushActions.Category.allCases))
report(
    "codable", "en", hex(String(decoding: (try? JSONEncoder().encode(Language.en)) ?? Data(), as: UTF8.self)))

for language in Language.allCases {
    report("fallbacks", language.rawValue, language.fallbacks.map(\.rawValue).joined(separator: ","))
}
for input in Set(languageInputs).sorted() {
    report("language", input, Language(identifier: input)?.rawValue ?? "-")
}
// The other spellings in Data/apple-localizations.txt (`a = b`), as a device may report them.
let aliases = [
    "az-Arab-IQ", "az-Arab-IR", "ha-Arab-SD", "kk-Arab-CN", "ku-Arab-IQ", "ku-Arab-IR", "mn-Mong-CN",
    "pa-Arab-PK", "sd-Deva-IN", "sr-Latn-ME", "uz-Arab-AF", "yue-Hans-CN", "zh-Hant-HK", "zh-Hant-MO",
    "zh-Hant-TW",
]
for alias in aliases { report("alias", alias, Language(identifier: alias)?.rawValue ?? "-") }
report("preferred", "nb,pt-BR,en", Language.preferred(in: ["nb", "pt-BR", "en"])?.rawValue ?? "-")
report("preferred", "nb,xx", Language.preferred(in: ["nb", "xx"])?.rawValue ?? "-")
report("preferred", "", Language.preferred(in: [])?.rawValue ?? "-")

for action in PushActions.Action.allCases {
    for language in Language.allCases {
        report("title", action.rawValue, language.rawValue, hex(action.title(in: language)))
    }
    report("options", action.rawValue, String(action.options.rawValue), action.options.description)
    switch action.icon {
    case .system(let name)?: report("icon", action.rawValue, "system", hex(name))
    case .template(let name)?: report("icon", action.rawValue, "template", hex(name))
    case nil: report("icon", action.rawValue, "-", "-")
    }
    for language in Language.allCases {
        guard let button = action.textInputButtonTitle(in: language) else { continue }
        report(
            "textInput", action.rawValue, language.rawValue, hex(button),
            action.textInputPlaceholder(in: language).map(hex) ?? "-")
    }
}

for category in PushActions.Category.allCases {
    report("category", category.rawValue, category.actions.map(\.rawValue).joined(separator: ","))
    report(
        "categoryOptions", category.rawValue, String(category.options.rawValue), category.options.description)
    report("intentIdentifiers", category.rawValue, category.intentIdentifiers.joined(separator: ","))
    for language in Language.allCases {
        report(
            "categoryTexts", category.rawValue, language.rawValue,
            category.hiddenPreviewsBodyPlaceholder(in: language).map(hex) ?? "-",
            category.summaryFormat(in: language).map(hex) ?? "-")
    }
}

// What iOS would be given in each language: the placeholder, summary format and intents
// (Apple's properties are empty strings when the category has none).
for language in Language.allCases {
    for category in PushActions.categories(in: language, merging: []) {
        report(
            "unCategoryTexts", category.identifier, language.rawValue,
            hex(category.hiddenPreviewsBodyPlaceholder),
            hex(category.categorySummaryFormat), category.intentIdentifiers.joined(separator: ","))
    }
}

// What iOS would be given, in Korean (English where the registry has no Korean).
for category in PushActions.categories(in: Language(identifier: "ko") ?? .en, merging: []) {
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

// Routing: a tap on each button of ours, typing into a text-input one, a tap on and a dismissal
// of a notification of ours and of one without a category, another SDK's push, and a button of
// ours on another SDK's category and on a push without one.
func response(_ actionIdentifier: String, category: String, typed: String? = nil) -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    let notification = UNNotification(
        request: UNNotificationRequest(identifier: "push", content: content, trigger: nil))
    guard let typed else {
        return UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
    }
    return UNTextInputNotificationResponse(
        notification: notification, actionIdentifier: actionIdentifier, userText: typed)
}
func describe(_ response: PushActions.Response?) -> String {
    switch response {
    case .action(let action, let category, let text)?:
        "action:\(action.rawValue):\(category.rawValue):\(text.map(hex) ?? "-")"
    case .opened(let category)?: "opened:\(category.rawValue)"
    case .dismissed(let category)?: "dismissed:\(category.rawValue)"
    case nil: "-"
    }
}
let ourCategory = PushActions.Category.allCases.first?.rawValue ?? ""
let typed = "hi \u{1F44B}"
let responses: [(String, String, String?)] =
    PushActions.Action.allCases.map { ($0.rawValue, ourCategory, nil) }
    + PushActions.Action.allCases.filter { $0.textInputButtonTitle(in: .en) != nil }.map {
        ($0.rawValue, ourCategory, typed)
    }
    + [
        (UNNotificationDefaultActionIdentifier, ourCategory, nil),
        (UNNotificationDismissActionIdentifier, ourCategory, nil),
        (UNNotificationDefaultActionIdentifier, "", nil), (UNNotificationDismissActionIdentifier, "", nil),
        ("OTHER_SDK_ACTION", "OTHER_SDK_CATEGORY", nil),
        (UNNotificationDefaultActionIdentifier, "OTHER_SDK_CATEGORY", nil),
        (UNNotificationDismissActionIdentifier, "OTHER_SDK_CATEGORY", nil),
    ]
    + PushActions.Action.allCases.prefix(1).flatMap {
        [($0.rawValue, "OTHER_SDK_CATEGORY", nil), ($0.rawValue, "", nil)]
    }
for (action, category, text) in responses {
    let key = [action, category, text == nil ? "-" : "typed"].joined(separator: "\t")
    report(
        "response", key,
        describe(PushActions.Response(response: response(action, category: category, typed: text))))
}

// Recognising our pushes from their payload and from a delivered notification.
let pushed = PushActions.Category.allCases.map(\.rawValue) + ["OTHER_SDK_CATEGORY"]
for identifier in pushed {
    let bridged: [AnyHashable: Any] = ["aps": ["category": identifier, "alert": "Hi"] as [AnyHashable: Any]]
    let native: [AnyHashable: Any] = ["aps": ["category": identifier]]
    report("userInfo", identifier, PushActions.Category(userInfo: bridged)?.rawValue ?? "-")
    report("userInfoNative", identifier, PushActions.Category(userInfo: native)?.rawValue ?? "-")
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = identifier
    let notification = UNNotification(
        request: UNNotificationRequest(identifier: "push", content: content, trigger: nil))
    report("notification", identifier, PushActions.Category(notification: notification)?.rawValue ?? "-")
}
report("userInfo", "no aps", PushActions.Category(userInfo: ["category": pushed[0]])?.rawValue ?? "-")
report("userInfo", "number", PushActions.Category(userInfo: ["aps": ["category": 7]])?.rawValue ?? "-")

// The centre as another SDK (and an older build of ours) left it: another SDK's category, a
// stale copy of our first category, and a category our definitions retired.
let retired = PushActions.retiredIdentifiers.sorted().first ?? "NOT_RETIRED_CATEGORY"
let left: Set<UNNotificationCategory> = [
    UNNotificationCategory(identifier: "OTHER_SDK_CATEGORY", actions: [], intentIdentifiers: []),
    UNNotificationCategory(
        identifier: ourCategory.isEmpty ? "NONE" : ourCategory, actions: [], intentIdentifiers: []),
    UNNotificationCategory(identifier: retired, actions: [], intentIdentifiers: []),
]
report("retired", retired)

// The pure merge: others' kept, ours replaced, retired ids dropped.
let merged = PushActions.categories(in: .en, merging: left)
report("merged", merged.map(\.identifier).sorted().joined(separator: ","))
for category in merged where category.identifier == ourCategory {
    report("mergedReplaced", ourCategory, category.actions.map(\.identifier).joined(separator: ","))
}

// The documented sequence against a centre whose set is asynchronous: a read right after a set
// sees the previous set; registering once the other SDK's set has landed keeps its category.
let center = UNUserNotificationCenter.current()
center.setNotificationCategories(left)
report(
    "readRightAfterSet",
    (await center.notificationCategories()).map(\.identifier).sorted().joined(separator: ","))
center.applyPendingSet()
await PushActions.register(language: Language(identifier: "ko") ?? .en)
center.applyPendingSet()
let registered = await center.notificationCategories()
report("registered", registered.map(\.identifier).sorted().joined(separator: ","))
for category in registered where category.identifier == ourCategory {
    report("replaced", ourCategory, category.actions.map(\.identifier).joined(separator: ","))
}

// Two registrations in flight at once, in two languages, against a centre whose reads answer
// late: the first call's read answering last, then first. Each returns what it set, and iOS
// ends with the later call's language. Printed: our first button's title in each returned set
// and in the centre.
func firstTitle(_ categories: Set<UNNotificationCategory>) -> String {
    let category = categories.first { $0.identifier == ourCategory }
    return category?.actions.first.map { hex($0.title) } ?? "-"
}
let (earlier, later) = (Language.allCases[0], Language.allCases[Language.allCases.count - 1])
for (order, delays) in [("firstReadSlow", [UInt64(50_000_000), 0]), ("secondReadSlow", [0, 50_000_000])] {
    center.delayNextReads(nanoseconds: delays)
    let first = Task { firstTitle(await PushActions.register(language: earlier)) }
    let second = Task { firstTitle(await PushActions.register(language: later)) }
    let submitted = [await first.value, await second.value]
    center.applyPendingSet()
    let held = firstTitle(await center.notificationCategories())
    report("registerInTurn", order, earlier.rawValue, submitted[0], later.rawValue, submitted[1], held)
}
