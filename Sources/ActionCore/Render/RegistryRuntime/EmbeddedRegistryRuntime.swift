// Generated from Sources/ActionCore/Render/RegistryRuntime/RegistryRuntime.swift by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedRegistryRuntime {
    static let text = #"""
nonisolated extension PushActions {
    /// The first of `preferredLanguages` (`Locale.preferredLanguages`) with titles, as a Hive code.
    public static func language(for preferredLanguages: [String]) -> String {
        for code in preferredLanguages { if let language = supportedLanguage(for: code) { return language } }
        return "en"
    }
    /// The Hive code of a Hive code or an Apple locale identifier, nil when there are no titles in it: the
    /// first subtag (`pt-BR` → `pt`); for Chinese the script, else the region (`zh-HK` → `zh-hant`).
    public static func supportedLanguage(for identifier: String) -> String? {
        if languages.contains(identifier) { return identifier }  // A Hive code, as is.
        let subtags = split(identifier.lowercased(), on: [UInt8(ascii: "-"), UInt8(ascii: "_")])
        var code = subtags[0]
        if code == "zh" {
            let isTraditional = subtags.contains { $0 == "hant" || $0 == "tw" || $0 == "hk" || $0 == "mo" }
            code = isTraditional && !subtags.contains("hans") ? "zh-hant" : "zh-hans"
        }
        return languages.contains(code) ? code : nil
    }
    /// The parts of `text` between the (ASCII) bytes in `separators`, empty ones included.
    fileprivate static func split(_ text: String, on separators: [UInt8]) -> [String] {
        let utf8 = text.utf8
        var parts: [String] = [], start = utf8.startIndex
        for end in utf8.indices where separators.contains(utf8[end]) {
            parts.append(String(Substring(utf8[start..<end])))
            start = utf8.index(after: end)
        }
        parts.append(String(Substring(utf8[start...])))
        return parts
    }
    /// The lines of each column of `Tables.all`, split on first use (once, thread-safely).
    fileprivate static let columns = Tables.all.map { $0.map { split($0, on: [UInt8(ascii: "\n")]) } }
    /// Row `row` of a column: nil for an empty line, or past the end of a `""` column.
    fileprivate static func value(_ table: Int, _ column: Int, _ row: Int) -> String? {
        let lines = columns[table][column]
        return row < lines.count && !lines[row].isEmpty ? lines[row] : nil
    }
    fileprivate static func action(_ column: Tables.ActionColumn, _ row: Int) -> String? {
        value(0, column.rawValue, row)
    }
    fileprivate static func category(_ column: Tables.CategoryColumn, _ row: Int) -> String? {
        value(1, column.rawValue, row)
    }
    /// The `field` of table row `row` in `language` (as `title(for:)` takes it), else in English.
    fileprivate static func text(_ field: Tables.Field, of row: Int, for language: String) -> String? {
        let index = languages.firstIndex(of: supportedLanguage(for: language) ?? "en") ?? 0
        return value(2 + index, field.rawValue, row) ?? value(2, field.rawValue, row)
    }
    fileprivate static func texts(_ field: Tables.Field, of row: Int) -> [String: String] {
        var texts = [String: String]()
        for index in languages.indices {
            guard let text = value(2 + index, field.rawValue, row) else { continue }
            texts.updateValue(text, forKey: languages[index])
        }
        return texts
    }
    fileprivate static func row(of identifier: String, in table: Int) -> Int? {
        let (column, order) = (columns[table][0], table == 0 ? Tables.actionOrder : Tables.categoryOrder)
        var (low, high) = (0, order.count)
        while low < high {
            let middle = (low + high) / 2
            if column[order[middle]] < identifier { low = middle + 1 } else { high = middle }
        }
        return low < order.count && column[order[low]] == identifier ? order[low] : nil
    }
    /// How iOS treats a button: `UNNotificationActionOptions`, with the same names and raw values.
    public struct ActionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let authenticationRequired = ActionOptions(rawValue: 1 << 0)
        public static let destructive = ActionOptions(rawValue: 1 << 1)
        public static let foreground = ActionOptions(rawValue: 1 << 2)
    }
    /// How iOS treats a category: `UNNotificationCategoryOptions`, with the same names and raw values.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let customDismissAction = CategoryOptions(rawValue: 1 << 0)
        public static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)
        public static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)
        public static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)
    }
    /// A button icon, shown from iOS 15 on: an SF Symbol, or an image in the asset catalog.
    public enum Icon: Hashable, Sendable { case system(String), template(String) }
    /// A text-input button's text field, with texts by Hive language code; equal when the same button's.
    public struct TextInput: Equatable, Sendable {
        fileprivate let row: Int
        public var buttonTitles: [String: String] { PushActions.texts(.buttonTitle, of: row) }
        public var placeholders: [String: String] { PushActions.texts(.placeholder, of: row) }
        /// The send button's title in `language`, falling back to English.
        public func buttonTitle(for language: String) -> String {
            PushActions.text(.buttonTitle, of: row, for: language) ?? ""
        }
        /// The placeholder in `language`, falling back to English, else empty.
        public func placeholder(for language: String) -> String {
            PushActions.text(.placeholder, of: row, for: language) ?? ""
        }
    }
}
nonisolated extension PushActions.Action {
    /// The identifier in the definitions: what iOS reports a tap with and Hive sends.
    public var identifier: String { PushActions.action(.identifier, rawValue) ?? "" }
    /// The action with this identifier, or nil when it is not one of ours.
    public init?(identifier: String) {
        guard let row = PushActions.row(of: identifier, in: 0) else { return nil }
        self.init(rawValue: row)
    }
    /// The title in `language`, a Hive code or an Apple locale identifier (`zh-Hant-TW`); else English.
    public func title(for language: String) -> String {
        PushActions.text(.title, of: rawValue, for: language) ?? ""
    }
    /// The titles by Hive language code, one for each of `languages` the action has a title in.
    public var titles: [String: String] { PushActions.texts(.title, of: rawValue) }
    /// How iOS treats the button.
    public var options: PushActions.ActionOptions {
        .init(rawValue: PushActions.Tables.actionOptions[rawValue])
    }
    /// The icon shown beside the title from iOS 15 on.
    public var icon: PushActions.Icon? {
        if let name = PushActions.action(.systemIcon, rawValue) { return .system(name) }
        return PushActions.action(.templateIcon, rawValue).map { .template($0) }
    }
    /// The text field the button opens, or nil for a plain button (one without an English button title).
    public var textInput: PushActions.TextInput? {
        guard PushActions.text(.buttonTitle, of: rawValue, for: "en") != nil else { return nil }
        return PushActions.TextInput(row: rawValue)
    }
}
nonisolated extension PushActions.Category {
    /// The identifier in the definitions: what a push names in `aps.category`.
    public var identifier: String { PushActions.category(.identifier, rawValue) ?? "" }
    /// The category with this identifier, or nil when it is not one of ours.
    public init?(identifier: String) {
        guard let row = PushActions.row(of: identifier, in: 1) else { return nil }
        self.init(rawValue: row)
    }
    /// The category a payload names in `aps.category`, or nil for another SDK's push or one without.
    public init?(userInfo: [AnyHashable: Any]) {
        let aps = userInfo["aps"] as? [AnyHashable: Any]
        guard let identifier = aps?["category"] as? String else { return nil }
        self.init(identifier: identifier)
    }
    /// The buttons, in the order iOS shows them.
    public var actions: [PushActions.Action] {
        let starts = PushActions.Tables.categoryActionStarts
        return (starts[rawValue]..<starts[rawValue + 1]).compactMap {
            PushActions.Action(rawValue: PushActions.Tables.categoryActions[$0])
        }
    }
    /// How iOS treats notifications of this category.
    public var options: PushActions.CategoryOptions {
        .init(rawValue: PushActions.Tables.categoryOptions[rawValue])
    }
    /// What iOS shows in place of the body when previews are hidden, in `language` (else English).
    public func hiddenPreviewsBodyPlaceholder(for language: String) -> String? {
        PushActions.text(.hiddenPreviewsBodyPlaceholder, of: rawValue, for: language)
    }
    /// The summary of a group of these notifications (`%u` is the count), in `language` (else English).
    public func summaryFormat(for language: String) -> String? {
        PushActions.text(.summaryFormat, of: rawValue, for: language)
    }
    /// The identifiers of the SiriKit intents it handles: the values, such as `INSendMessageIntent`.
    public var intentIdentifiers: [String] {
        let values = PushActions.category(.intentIdentifiers, rawValue)
        return values.map { PushActions.split($0, on: [UInt8(ascii: " ")]) } ?? []
    }
}

#if canImport(UserNotifications) && !os(tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions {
        /// Registers every category with titles in `language` and keeps other SDKs' categories, which
        /// `setNotificationCategories` would drop. On the main actor: the centre is not `Sendable`.
        @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
        @MainActor
        public static func register(language: String, center: UNUserNotificationCenter = .current()) async {
            var categories = notificationCategories(language: language)
            for other in await center.notificationCategories()
            where Category(identifier: other.identifier) == nil { categories.insert(other) }
            center.setNotificationCategories(categories)
        }
        /// Every category, with titles in `language`.
        public static func notificationCategories(language: String) -> Set<UNNotificationCategory> {
            // By row: a closure over the cases of an enum without any would be code that never runs.
            let rows = Tables.categoryOptions.indices
            return Set(rows.compactMap { Category(rawValue: $0)?.notificationCategory(language: language) })
        }
        /// What the user typed, when `response` comes from a text-input button.
        public static func userText(in response: UNNotificationResponse) -> String? {
            (response as? UNTextInputNotificationResponse)?.userText
        }
    }
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions.Action {
        /// The button tapped, or nil for another SDK's or Apple's (`com.apple.`: a tap, a dismissal).
        public init?(response: UNNotificationResponse) { self.init(identifier: response.actionIdentifier) }
        /// The button for a `UNNotificationCategory`, with its texts in `language`.
        public func notificationAction(language: String) -> UNNotificationAction {
            let (id, title) = (identifier, title(for: language))
            let options = UNNotificationActionOptions(rawValue: options.rawValue)
            let button = PushActions.text(.buttonTitle, of: rawValue, for: language)
            let placeholder = PushActions.text(.placeholder, of: rawValue, for: language) ?? ""
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon {
                let icon =
                    switch icon {
                    case .system(let name): UNNotificationActionIcon(systemImageName: name)
                    case .template(let name): UNNotificationActionIcon(templateImageName: name)
                    }
                guard let button else {
                    return UNNotificationAction(identifier: id, title: title, options: options, icon: icon)
                }
                return UNTextInputNotificationAction(
                    identifier: id, title: title, options: options, icon: icon, textInputButtonTitle: button,
                    textInputPlaceholder: placeholder)
            }
            guard let button else {
                return UNNotificationAction(identifier: id, title: title, options: options)
            }
            return UNTextInputNotificationAction(
                identifier: id, title: title, options: options, textInputButtonTitle: button,
                textInputPlaceholder: placeholder)
        }
    }
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions.Category {
        /// The category of a delivered notification, or nil when it is not one of ours.
        public init?(notification: UNNotification) {
            self.init(identifier: notification.request.content.categoryIdentifier)
        }
        /// The category to register with `UNUserNotificationCenter`, with texts in `language`.
        public func notificationCategory(language: String) -> UNNotificationCategory {
            // A loop, not a closure: one over the actions of a registry without any would never run.
            var actions: [UNNotificationAction] = []
            for action in self.actions { actions.append(action.notificationAction(language: language)) }
            let options = UNNotificationCategoryOptions(rawValue: options.rawValue)
            #if !os(watchOS)  // Apple's headers: the placeholder and summary are not on watchOS.
                let placeholder = hiddenPreviewsBodyPlaceholder(for: language)
                let summary = summaryFormat(for: language)
                if #available(iOS 12.0, *), placeholder != nil || summary != nil {
                    return UNNotificationCategory(
                        identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                        hiddenPreviewsBodyPlaceholder: placeholder, categorySummaryFormat: summary,
                        options: options)
                }
            #endif
            return UNNotificationCategory(
                identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                options: options)
        }
    }
#endif

"""#
}
