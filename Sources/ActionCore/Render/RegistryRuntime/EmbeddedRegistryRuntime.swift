// Generated from Sources/ActionCore/Render/RegistryRuntime/RegistryRuntime.swift by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedRegistryRuntime {
    static let text = #"""
nonisolated extension PushActions {
    /// The first of `preferredLanguages` (such as `Locale.preferredLanguages`) that titles
    /// are written in, as a Hive language code; `en` when there is none.
    public static func language(for preferredLanguages: [String]) -> String {
        preferredLanguages.lazy.compactMap(supportedLanguage(for:)).first ?? "en"
    }
    /// The Hive language code for a Hive code (`zh-hant`) or an Apple locale identifier
    /// (`zh-Hant-TW`, `zh-HK`, `pt-BR`), or nil when titles are not written in that language.
    public static func supportedLanguage(for identifier: String) -> String? {
        languageIndex(for: identifier).map { languages[$0] }
    }
    /// The position in `languages` of the language `identifier` names: its first subtag (`pt-BR` →
    /// `pt`); for Chinese the script, else the region (`zh-HK` → `zh-hant`, `zh-CN` → `zh-hans`).
    fileprivate static func languageIndex(for identifier: String) -> Int? {
        if let index = languages.firstIndex(of: identifier) { return index }  // A Hive code, as is.
        let subtags = identifier.lowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
        guard var code = subtags.first else { return nil }
        if code == "zh" {
            let isTraditional = subtags.contains(where: ["hant", "tw", "hk", "mo"].contains)
            code = isTraditional && !subtags.contains("hans") ? "zh-hant" : "zh-hans"
        }
        return languages.firstIndex(of: code)
    }
    /// The tables' columns, split on first use (once and thread-safely).
    fileprivate static let actionTable = Tables.actions.map(Column.init)
    fileprivate static let categoryTable = Tables.categories.map(Column.init)
    fileprivate static let textTables = Tables.texts.map { $0.map(Column.init) }
    fileprivate static func action(_ column: Tables.ActionColumn, _ row: Int) -> String? {
        actionTable[column.rawValue][row]
    }
    fileprivate static func category(_ column: Tables.CategoryColumn, _ row: Int) -> String? {
        categoryTable[column.rawValue][row]
    }
    /// The `field` of table row `row` by Hive language code, in each language that has it.
    fileprivate static func texts(_ field: Tables.Field, of row: Int) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: languages.indices.compactMap { index in
                textTables[index][field.rawValue][row].map { (languages[index], $0) }
            })
    }
    /// The `field` of table row `row` in `language` (as `title(for:)` takes it), else in English;
    /// nil when it has none.
    fileprivate static func text(_ field: Tables.Field, of row: Int, for language: String) -> String? {
        let column = field.rawValue
        return textTables[languageIndex(for: language) ?? 0][column][row] ?? textTables[0][column][row]
    }
    /// The text for `language` among `texts`, picked as `text(_:of:for:)` picks.
    fileprivate static func pick(_ texts: [String: String], _ language: String) -> String {
        texts[supportedLanguage(for: language) ?? "en"] ?? texts["en"] ?? ""
    }
    /// Whether action row `row` opens a text field, known from its English button title alone.
    fileprivate static func hasTextInput(_ row: Int) -> Bool { text(.buttonTitle, of: row, for: "en") != nil }
    /// The rows of the actions of category row `row`, in the order iOS shows them.
    fileprivate static func actionRows(ofCategory row: Int) -> ArraySlice<Int> {
        Tables.categoryActions[Tables.categoryActionStarts[row]..<Tables.categoryActionStarts[row + 1]]
    }
    /// A table column: a string literal's lines, one value per row; an empty line has no value.
    fileprivate struct Column: Sendable {
        private let utf8: [UInt8], ends: [Int]
        init(_ text: String) {
            let utf8 = Array(text.utf8)
            self.utf8 = utf8
            ends = utf8.isEmpty ? [] : utf8.indices.filter { utf8[$0] == UInt8(ascii: "\n") } + [utf8.count]
        }
        subscript(row: Int) -> String? {
            guard row < ends.count else { return nil }
            let start = row == 0 ? 0 : ends[row - 1] + 1
            return start < ends[row] ? String(decoding: utf8[start..<ends[row]], as: UTF8.self) : nil
        }
        /// The row holding `value`, by binary search over `order`: the rows sorted by value.
        func row(of value: String, in order: [Int]) -> Int? {
            var (low, high) = (0, order.count)
            while low < high {
                let middle = (low + high) / 2
                if (self[order[middle]] ?? "") < value { low = middle + 1 } else { high = middle }
            }
            return low < order.count && self[order[low]] == value ? order[low] : nil
        }
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
    /// The text field of a text-input button, with its texts by Hive language code.
    public struct TextInput: Equatable, Sendable {
        public let buttonTitles: [String: String], placeholders: [String: String]
        /// The send button's title in `language`, falling back to English.
        public func buttonTitle(for language: String) -> String { PushActions.pick(buttonTitles, language) }
        /// The placeholder in `language`, falling back to English, else empty.
        public func placeholder(for language: String) -> String { PushActions.pick(placeholders, language) }
    }
}
nonisolated extension PushActions.Action {
    /// The identifier in the definitions: what iOS reports a tap with and Hive sends.
    public var identifier: String { PushActions.action(.identifier, rawValue) ?? "" }
    /// The action with this identifier, or nil when it is not one of ours.
    public init?(identifier: String) {
        let column = PushActions.actionTable[PushActions.Tables.ActionColumn.identifier.rawValue]
        guard let row = column.row(of: identifier, in: PushActions.Tables.actionOrder) else { return nil }
        self.init(rawValue: row)
    }
    /// The title in `language`: a Hive code (`zh-hant`) or an Apple locale identifier
    /// (`zh-Hant-TW`, `pt-BR`); the English title when there is none in that language.
    public func title(for language: String) -> String {
        PushActions.text(.title, of: rawValue, for: language) ?? ""
    }
    /// The titles by Hive language code, one for each of `languages` the action has a title in.
    public var titles: [String: String] { PushActions.texts(.title, of: rawValue) }
    /// How iOS treats the button.
    public var options: PushActions.ActionOptions {
        PushActions.ActionOptions(rawValue: PushActions.Tables.actionOptions[rawValue])
    }
    /// The icon shown beside the title from iOS 15 on.
    public var icon: PushActions.Icon? {
        if let name = PushActions.action(.systemIcon, rawValue) { return .system(name) }
        return PushActions.action(.templateIcon, rawValue).map { .template($0) }
    }
    /// The text field the button opens, or nil for a plain button.
    public var textInput: PushActions.TextInput? {
        guard PushActions.hasTextInput(rawValue) else { return nil }
        return PushActions.TextInput(
            buttonTitles: PushActions.texts(.buttonTitle, of: rawValue),
            placeholders: PushActions.texts(.placeholder, of: rawValue))
    }
}

nonisolated extension PushActions.Category {
    /// The identifier in the definitions: what a push names in `aps.category`.
    public var identifier: String { PushActions.category(.identifier, rawValue) ?? "" }
    /// The category with this identifier, or nil when it is not one of ours.
    public init?(identifier: String) {
        let column = PushActions.categoryTable[PushActions.Tables.CategoryColumn.identifier.rawValue]
        guard let row = column.row(of: identifier, in: PushActions.Tables.categoryOrder) else { return nil }
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
        PushActions.actionRows(ofCategory: rawValue).compactMap { PushActions.Action(rawValue: $0) }
    }
    /// How iOS treats notifications of this category.
    public var options: PushActions.CategoryOptions {
        PushActions.CategoryOptions(rawValue: PushActions.Tables.categoryOptions[rawValue])
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
        PushActions.category(.intentIdentifiers, rawValue)?.split(separator: " ").map(String.init) ?? []
    }
}

#if canImport(UserNotifications) && !os(tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions {
        /// Registers every category with titles in `language`, replacing ours and keeping all others
        /// (Apple's `setNotificationCategories` replaces the whole set). With the Hive SDK, only for
        /// what `hive_push_actions.json` cannot say. On the main actor: the centre is not `Sendable`.
        @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
        @MainActor
        public static func register(language: String, center: UNUserNotificationCenter = .current()) async {
            var categories = notificationCategories(language: language)
            for category in await center.notificationCategories()
            where Category(identifier: category.identifier) == nil {
                categories.insert(category)
            }
            center.setNotificationCategories(categories)
        }
        /// Every category, with titles in `language`.
        public static func notificationCategories(language: String) -> Set<UNNotificationCategory> {
            // By row: a closure over the cases of an enum without any would be code that never runs.
            let rows = Tables.categoryOptions.indices
            return Set(rows.compactMap { Category(rawValue: $0)?.notificationCategory(language: language) })
        }
        @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
        fileprivate static func notificationIcon(_ icon: Icon?) -> UNNotificationActionIcon? {
            switch icon {
            case .system(let name)?: UNNotificationActionIcon(systemImageName: name)
            case .template(let name)?: UNNotificationActionIcon(templateImageName: name)
            case nil: nil
            }
        }
        /// What the user typed, when `response` comes from a text-input button.
        public static func userText(in response: UNNotificationResponse) -> String? {
            (response as? UNTextInputNotificationResponse)?.userText
        }
    }

    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions.Action {
        /// The button the user tapped, or nil when it is not one of ours: another SDK's, or Apple's
        /// for a tap on the notification or a dismissal (`com.apple.`, which no id of ours starts with).
        public init?(response: UNNotificationResponse) { self.init(identifier: response.actionIdentifier) }
        /// The button for a `UNNotificationCategory`, with its texts in `language`.
        public func notificationAction(language: String) -> UNNotificationAction {
            let title = self.title(for: language)
            let options = UNNotificationActionOptions(rawValue: options.rawValue)
            let button = PushActions.text(.buttonTitle, of: rawValue, for: language) ?? ""
            let placeholder = PushActions.text(.placeholder, of: rawValue, for: language) ?? ""
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon = PushActions.notificationIcon(icon)
            {
                guard PushActions.hasTextInput(rawValue) else {
                    return UNNotificationAction(
                        identifier: identifier, title: title, options: options, icon: icon)
                }
                return UNTextInputNotificationAction(
                    identifier: identifier, title: title, options: options, icon: icon,
                    textInputButtonTitle: button, textInputPlaceholder: placeholder)
            }
            guard PushActions.hasTextInput(rawValue) else {
                return UNNotificationAction(identifier: identifier, title: title, options: options)
            }
            return UNTextInputNotificationAction(
                identifier: identifier, title: title, options: options, textInputButtonTitle: button,
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
            let actions = PushActions.actionRows(ofCategory: rawValue).compactMap {
                PushActions.Action(rawValue: $0)?.notificationAction(language: language)
            }
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
                if #available(iOS 11.0, *), let placeholder {
                    return UNNotificationCategory(
                        identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                        hiddenPreviewsBodyPlaceholder: placeholder, options: options)
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
