nonisolated extension PushActions.Language {
    /// The language Apple's bundle lookup picks for `identifier`: a device's, a server's or a
    /// setting's, in any case, with `-` or `_` (`zh-Hant-HK`, `pt_BR`); `preferred(in:)` tells how.
    /// Nil when none of the languages serves it: never English. For any string from outside, where
    /// `init(rawValue:)` takes the raw values alone, exactly (`Language(rawValue: "zh-hans")` is nil).
    public init?(identifier: String) {
        guard let language = Self.preferred(in: [identifier]) else { return nil }
        self = language
    }
    /// The language of the first of `identifiers` (`Locale.preferredLanguages`, or the app's own
    /// setting) that one of the languages serves; nil when none does. On iOS, macOS, watchOS and
    /// visionOS Foundation decides, as for the app's own resources
    /// (`Bundle.preferredLocalizations(from:forPreferences:)`); elsewhere the identifier, else its CLDR parent or the identifier less its last subtag, and so on.
    public static func preferred(in identifiers: [String]) -> Self? {
        #if canImport(Darwin) && canImport(UserNotifications) && !os(tvOS)
            return foundationMatch(identifiers)
        #else
            for identifier in identifiers { if let language = walk(from: identifier) { return language } }
            return nil
        #endif
    }
    fileprivate static func walk(from identifier: String) -> Self? {
        var tag = ""
        for character in identifier.lowercased() { tag.append(character == "_" ? "-" : character) }
        var candidate: String? = tag
        while let current = candidate {
            if let language = allCases.first(where: { $0.rawValue.lowercased() == current }) {
                return language
            }
            candidate = Self.parent(of: current)
        }
        return nil
    }
}
nonisolated extension PushActions {
    /// The case with this raw value.
    fileprivate static func find<Case: CaseIterable & RawRepresentable>(_ rawValue: String) -> Case?
    where Case.RawValue == String {
        for candidate in Case.allCases where candidate.rawValue == rawValue { return candidate }
        return nil
    }
    /// The first text `lookup` has in `language`'s fallbacks.
    fileprivate static func text(_ language: Language, _ lookup: (Language) -> StaticString?) -> String? {
        for candidate in language.fallbacks { if let text = lookup(candidate) { return text.description } }
        return nil
    }
    /// How iOS treats a button: `UNNotificationActionOptions`, with the same names and raw values.
    public struct ActionOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let authenticationRequired = ActionOptions(rawValue: 1 << 0)
        public static let destructive = ActionOptions(rawValue: 1 << 1)
        public static let foreground = ActionOptions(rawValue: 1 << 2)
        /// `[.destructive, .foreground]`: the names of the options set.
        public var description: String {
            optionNames(rawValue, ["authenticationRequired", "destructive", "foreground"])
        }
    }
    /// How iOS treats a category: `UNNotificationCategoryOptions`, with the same names and raw values.
    public struct CategoryOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let customDismissAction = CategoryOptions(rawValue: 1 << 0)
        public static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)
        public static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)
        public static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)
        /// Siri may read the notification aloud: iOS 13 and 14 only.
        @available(iOS, deprecated: 15.0, message: "Announcement option is ignored")
        @available(watchOS, deprecated: 7.0, message: "Announcement option is ignored")
        public static let allowAnnouncement = CategoryOptions(rawValue: 1 << 4)
        /// `[.customDismissAction]`: the names of the options set.
        public var description: String {
            let names = ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle"]
            return optionNames(rawValue, names + ["hiddenPreviewsShowSubtitle", "allowAnnouncement"])
        }
    }
    /// The names (by bit, from the lowest) of the bits set in `rawValue`, as an option-set literal.
    fileprivate static func optionNames(_ rawValue: UInt, _ names: [String]) -> String {
        var set: [String] = []
        for (bit, name) in names.enumerated() where rawValue & 1 << bit != 0 { set.append("." + name) }
        return "[" + set.joined(separator: ", ") + "]"
    }
    /// A button icon, shown from iOS 15 on: an SF Symbol, or an image in the asset catalog.
    public enum Icon: Hashable, Sendable { case system(String), template(String) }
}
nonisolated extension PushActions.Action {
    /// The action with this identifier, or nil when it is not one of ours.
    public init?(rawValue: String) {
        guard let action: Self = PushActions.find(rawValue) else { return nil }
        self = action
    }
    /// The icon shown beside the title from iOS 15 on.
    public var icon: PushActions.Icon? {
        systemImageName.map { .system($0.description) } ?? templateImageName.map { .template($0.description) }
    }
    /// The title in `language`, else in its fallbacks (`pt-PT`, `pt`, English).
    public func title(in language: PushActions.Language) -> String {
        guard let title = PushActions.text(language, title) else { preconditionFailure("no English title") }
        return title
    }
    /// The text field's send-button title in `language` or its fallbacks; nil for a plain button.
    public func textInputButtonTitle(in language: PushActions.Language) -> String? {
        PushActions.text(language, buttonTitle)
    }
    /// The text field's placeholder in `language` or its fallbacks (empty if none); nil for a plain button.
    public func textInputPlaceholder(in language: PushActions.Language) -> String? {
        // English is every text's fallback, so a text-input button has an English send-button title.
        buttonTitle(.en) == nil ? nil : PushActions.text(language, placeholder) ?? ""
    }
    /// Where the action is in `allCases`, and so its line in each language's array of `Titles`.
    fileprivate var position: Int {
        guard let position = Self.allCases.firstIndex(of: self) else { preconditionFailure() }
        return position
    }
}
nonisolated extension PushActions.Category {
    /// The category with this identifier, or nil when it is not one of ours.
    public init?(rawValue: String) {
        guard let category: Self = PushActions.find(rawValue) else { return nil }
        self = category
    }
    /// The category a payload names in `aps.category`, or nil for another SDK's push or one without.
    public init?(userInfo: [AnyHashable: Any]) {
        guard let id = (userInfo["aps"] as? [AnyHashable: Any])?["category"] as? String else { return nil }
        self.init(rawValue: id)
    }
    /// What iOS shows in place of the body when previews are hidden, in `language` or its fallbacks.
    public func hiddenPreviewsBodyPlaceholder(in language: PushActions.Language) -> String? {
        PushActions.text(language, hiddenPreviewsBodyPlaceholder)
    }
    /// The summary of a group of these notifications (`%u` is the count), in `language` or its fallbacks.
    public func summaryFormat(in language: PushActions.Language) -> String? {
        PushActions.text(language, summaryFormat)
    }
}

#if canImport(UserNotifications) && !os(tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions {
        /// What the user did with a notification of ours: one whose `aps.category` is one of ours.
        public enum Response: Hashable, Sendable {
            /// A button of ours; `text` is what the user typed, for a text-input button.
            case action(Action, category: Category, text: String?)
            /// The notification itself was tapped.
            case opened(Category)
            /// The notification was dismissed (iOS reports it for `.customDismissAction` categories).
            case dismissed(Category)
            /// Nil for a push that is not ours: another SDK's category, or none (a push without a
            /// category has no buttons, and may be any SDK's), even when the action's identifier is one
            /// of ours.
            public init?(response: UNNotificationResponse) {
                guard let category = Category(notification: response.notification) else { return nil }
                switch response.actionIdentifier {
                case UNNotificationDefaultActionIdentifier: self = .opened(category)
                case UNNotificationDismissActionIdentifier: self = .dismissed(category)
                default:
                    guard let action = Action(rawValue: response.actionIdentifier) else { return nil }
                    let text = (response as? UNTextInputNotificationResponse)?.userText
                    self = .action(action, category: category, text: text)
                }
            }
        }
        /// The categories to register: ours, with texts in `language`, in place of any of the same
        /// identifier in `current`; the rest of `current` (other SDKs') kept, but for `retiredIdentifiers`.
        public static func categories(
            in language: Language, merging current: Set<UNNotificationCategory>
        ) -> Set<UNNotificationCategory> {
            var categories = Set<UNNotificationCategory>()
            for category in Category.allCases {
                categories.insert(category.notificationCategory(in: language))
            }
            for other in current where Category(rawValue: other.identifier) == nil {
                if !retiredIdentifiers.contains(other.identifier) { categories.insert(other) }
            }
            return categories
        }
        /// Registers our categories with texts in `language`, keeping other SDKs' and removing retired
        /// ones (`categories(in:merging:)`), and returns the set it gave iOS. Call it once other SDKs
        /// have registered theirs, and again whenever the app's language changes: iOS shows the titles
        /// of the last registration. Calls run one after another, so the last call's language is the
        /// one iOS keeps. iOS applies a set later, and has been seen to drop one: to check, compare
        /// `center.notificationCategories()` with what this returned when the app next becomes active,
        /// and register again if ours are missing. A set made by another SDK while this call awaits
        /// the current categories can be lost.
        @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
        @MainActor
        @discardableResult
        public static func register(
            language: Language, center: UNUserNotificationCenter = .current()
        ) async -> Set<UNNotificationCategory> {
            await RegistrationTurn.wait()
            defer { RegistrationTurn.finish() }
            let categories = categories(in: language, merging: await center.notificationCategories())
            center.setNotificationCategories(categories)
            return categories
        }
        /// The calls of `register` in the order they were made: one reads and sets at a time.
        @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
        @MainActor
        fileprivate enum RegistrationTurn {
            static var isTaken = false
            static var waiting: [CheckedContinuation<Void, Never>] = []
            static func wait() async {
                guard isTaken else {
                    isTaken = true
                    return
                }
                await withCheckedContinuation { waiting.append($0) }
            }
            static func finish() {
                if waiting.isEmpty { isTaken = false } else { waiting.removeFirst().resume() }
            }
        }
    }
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
    nonisolated extension PushActions.Action {
        /// The button for a `UNNotificationCategory`, with its texts in `language`.
        public func notificationAction(in language: PushActions.Language) -> UNNotificationAction {
            let (id, title) = (rawValue, title(in: language))
            let options = UNNotificationActionOptions(rawValue: options.rawValue)
            let button = textInputButtonTitle(in: language)
            let placeholder = textInputPlaceholder(in: language)
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon {
                let icon =
                    switch icon {
                    case .system(let name): UNNotificationActionIcon(systemImageName: name)
                    case .template(let name): UNNotificationActionIcon(templateImageName: name)
                    }
                guard let button, let placeholder else {
                    return UNNotificationAction(identifier: id, title: title, options: options, icon: icon)
                }
                return UNTextInputNotificationAction(
                    identifier: id, title: title, options: options, icon: icon,
                    textInputButtonTitle: button, textInputPlaceholder: placeholder)
            }
            guard let button, let placeholder else {
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
            self.init(rawValue: notification.request.content.categoryIdentifier)
        }
        /// The category to register with `UNUserNotificationCenter`, with texts in `language`.
        public func notificationCategory(in language: PushActions.Language) -> UNNotificationCategory {
            var actions: [UNNotificationAction] = []
            for action in self.actions { actions.append(action.notificationAction(in: language)) }
            let options = UNNotificationCategoryOptions(rawValue: options.rawValue)
            #if !os(watchOS)  // Apple's headers: the placeholder and summary are not on watchOS.
                let placeholder = hiddenPreviewsBodyPlaceholder(in: language)
                let summary = summaryFormat(in: language)
                if #available(iOS 12.0, *), placeholder != nil || summary != nil {
                    return UNNotificationCategory(
                        identifier: rawValue, actions: actions, intentIdentifiers: intentIdentifiers,
                        hiddenPreviewsBodyPlaceholder: placeholder, categorySummaryFormat: summary,
                        options: options)
                }
            #endif
            return UNNotificationCategory(
                identifier: rawValue, actions: actions, intentIdentifiers: intentIdentifiers, options: options
            )
        }
    }
    nonisolated extension PushActions.Language {
        /// Foundation's pick among the languages for `identifiers`, as for the app's own resources.
        /// Foundation answers a localization even when none fits: the first it is given (here
        /// `zxx`, "no linguistic content") or the development language, so an answer of English
        /// counts only for an English identifier.
        fileprivate static func foundationMatch(_ identifiers: [String]) -> Self? {
            let localizations = ["zxx"] + allCases.map(\.rawValue)
            let match = Bundle.preferredLocalizations(from: localizations, forPreferences: identifiers).first
            guard let language = match.flatMap(Self.init(rawValue:)) else { return nil }
            let isEnglish = { (identifier: String) in
                identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first == "en"
            }
            return language != .en || identifiers.contains(where: isEnglish) ? language : nil
        }
    }
#endif
