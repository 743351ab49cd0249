// A stand-in for Apple's UserNotifications framework, so that generated registries can be
// compiled and run on Linux. It is not a SwiftPM target: RegistryTests builds it with swiftc
// as a module named UserNotifications.
//
// The public surface mirrors the Swift view of Apple's API for what a registry can touch, as
// Swift 6.2 (Xcode 26, the oldest toolchain the registry supports) imports the headers of the
// iOS 26 SDK: the same type names, initialiser labels, default arguments, option raw values,
// nullability and availability. Each declaration names the header (all in
// UserNotifications.framework/Headers) and the documentation page it models, under
// https://developer.apple.com/documentation/usernotifications/. Imported NS_OPTIONS structs are
// `Sendable`, as Swift imports every C option set; the classes are declared without `Sendable`,
// the strictest case for Swift 6 code. NSCopying/NSSecureCoding conformances are left out:
// registries never copy or archive these objects.
//
// Objects Apple only hands to the app (responses, notifications) get `package`
// initialisers. Only the test programs, built with `-package-name UserNotificationsStub`, see
// them; a registry using them would fail to compile here as it would against Apple's SDK.

// Re-exported, as Swift imports Apple's framework: UserNotifications.h imports
// <Foundation/Foundation.h>, so `import UserNotifications` makes Foundation's API visible (the
// registry's language matching calls `Bundle.preferredLocalizations(from:forPreferences:)`,
// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations(from:forpreferences:)).
@_exported import Foundation

// Apple's names, which apps and the generated code use as they are. UNNotificationResponse.h,
// `UNNotificationDefaultActionIdentifier` and `UNNotificationDismissActionIdentifier` (iOS 10,
// macOS 10.14, watchOS 3; unavailable on tvOS): NSString constants, imported as `let` Strings.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

// MARK: - Actions

// UNNotificationAction.h, NS_OPTIONS `UNNotificationActionOptions` (unnotificationactionoptions).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var authenticationRequired: UNNotificationActionOptions { .init(rawValue: 1 << 0) }
    public static var destructive: UNNotificationActionOptions { .init(rawValue: 1 << 1) }
    public static var foreground: UNNotificationActionOptions { .init(rawValue: 1 << 2) }
}

// UNNotificationAction.h, `UNNotificationActionIcon` (unnotificationactionicon): the class
// methods `iconWithTemplateImageName:` and `iconWithSystemImageName:` are imported as
// convenience initialisers taking non-optional Strings.
@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
@available(tvOS, unavailable)
open class UNNotificationActionIcon: NSObject {
    /// What the stub was given, shown by `description` so tests can observe it (Apple keeps
    /// the image name private).
    let imageDescription: String

    init(imageDescription: String) {
        self.imageDescription = imageDescription
    }

    public convenience init(templateImageName: String) {
        self.init(imageDescription: "templateImageName: \(templateImageName)")
    }

    public convenience init(systemImageName: String) {
        self.init(imageDescription: "systemImageName: \(systemImageName)")
    }

    open override var description: String { imageDescription }
}

// UNNotificationAction.h, `UNNotificationAction` (unnotificationaction): read-only properties;
// `actionWithIdentifier:title:options:` (and, iOS 15 on, `…options:icon:` with a nullable icon)
// imported as convenience initialisers.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationAction: NSObject {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions
    private let storedIcon: AnyObject?

    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    open var icon: UNNotificationActionIcon? { storedIcon as? UNNotificationActionIcon }

    init(identifier: String, title: String, options: UNNotificationActionOptions, icon: AnyObject?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.storedIcon = icon
    }

    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?
    ) {
        self.init(identifier: identifier, title: title, options: options, icon: icon as AnyObject?)
    }
}

// UNNotificationAction.h, `UNTextInputNotificationAction` (untextinputnotificationaction).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationAction: UNNotificationAction {
    open private(set) var textInputButtonTitle: String
    open private(set) var textInputPlaceholder: String

    init(
        identifier: String, title: String, options: UNNotificationActionOptions, icon: AnyObject?,
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon?,
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: icon as AnyObject?,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

// MARK: - Categories

// UNNotificationCategory.h, NS_OPTIONS `UNNotificationCategoryOptions`
// (unnotificationcategoryoptions). `allowAnnouncement` is API_DEPRECATED("Announcement option is
// ignored", ios(13.0, 15.0), watchos(6.0, 7.0)).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var customDismissAction: UNNotificationCategoryOptions { .init(rawValue: 1 << 0) }
    public static var allowInCarPlay: UNNotificationCategoryOptions { .init(rawValue: 1 << 1) }
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 2) }
    @available(iOS 11.0, *)
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 3) }
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "Announcement option is ignored")
    public static var allowAnnouncement: UNNotificationCategoryOptions { .init(rawValue: 1 << 4) }
}

// UNNotificationCategory.h, `UNNotificationCategory` (unnotificationcategory): the
// `categoryWithIdentifier:…` class methods imported as convenience initialisers; the placeholder
// and summary forms are unavailable on watchOS, the summary's arguments nullable.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject {
    open private(set) var identifier: String
    open private(set) var actions: [UNNotificationAction]
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions
    @available(iOS 11.0, macOS 10.14, *)
    @available(watchOS, unavailable)
    open private(set) var hiddenPreviewsBodyPlaceholder: String
    @available(iOS 12.0, macOS 10.14, *)
    @available(watchOS, unavailable)
    open private(set) var categorySummaryFormat: String

    init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        placeholder: String?, summaryFormat: String?, options: UNNotificationCategoryOptions
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = placeholder ?? ""
        self.categorySummaryFormat = summaryFormat ?? ""
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: nil, summaryFormat: nil, options: options)
    }

    @available(iOS 11.0, macOS 10.14, *)
    @available(watchOS, unavailable)
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: nil, options: options)
    }

    @available(iOS 12.0, macOS 10.14, *)
    @available(watchOS, unavailable)
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: categorySummaryFormat, options: options
        )
    }
}

// MARK: - Notification centre

// UNUserNotificationCenter.h, `UNUserNotificationCenter` (unusernotificationcenter): not
// main-actor isolated and not `Sendable`, so its methods are nonisolated.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
    private static let shared = UNUserNotificationCenter(shared: ())
    /// The registered categories, in memory; Apple's centre keeps them per app.
    private var categories: Set<UNNotificationCategory> = []
    /// A set not yet applied. Apple's `setNotificationCategories(_:)` has no completion handler
    /// and returns before the set takes effect, so a read right after a set may return the
    /// previous set. Modelled deterministically: a set is pending until `applyPendingSet()`,
    /// which a test program calls where an app would go on launching.
    private var pendingCategories: Set<UNNotificationCategory>?
    /// How long each of the next reads waits before it answers, in nanoseconds: Apple's read
    /// answers on a queue of its own, so two reads in flight can answer in either order.
    private var readDelays: [UInt64] = []
    private let lock = NSLock()

    // The SDK declares `init` unavailable: apps get the centre from `current()` only.
    @available(*, unavailable)
    public override init() { fatalError("UNUserNotificationCenter has no public initialiser") }

    private init(shared: Void) {}

    open class func current() -> UNUserNotificationCenter { shared }

    // `setNotificationCategories:` (unavailable on tvOS, like every category API).
    @available(tvOS, unavailable)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.lock()
        defer { lock.unlock() }
        pendingCategories = categories
    }

    /// The centre catching up: the last set made becomes what reads return. Not Apple's API.
    package func applyPendingSet() {
        lock.lock()
        defer { lock.unlock() }
        if let pending = pendingCategories { categories = pending }
        pendingCategories = nil
    }

    /// The next reads answer after these delays, in nanoseconds, one each in order; later reads at
    /// once. Not Apple's API.
    package func delayNextReads(nanoseconds delays: [UInt64]) {
        lock.lock()
        defer { lock.unlock() }
        readDelays = delays
    }

    private func nextReadDelay() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return readDelays.isEmpty ? 0 : readDelays.removeFirst()
    }

    // `getNotificationCategoriesWithCompletionHandler:`; the block declared `@Sendable`, the stricter form.
    @available(tvOS, unavailable)
    open func getNotificationCategories(
        completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
        completionHandler(registeredCategories())
    }

    // `getNotificationCategoriesWithCompletionHandler:` as an async method. Swift 6.2 on
    // (SE-0461) imports Objective-C completion-handler methods as async functions that run on
    // the caller's actor, as written here; 6.0 and 6.1 imported them as plain nonisolated async
    // functions, which run on the global executor (and fail the registry's `register` in Swift 6
    // mode with "sending 'center' risks causing data races": why Swift 6.2 is the minimum).
    #if compiler(>=6.2)
        @available(tvOS, unavailable)
        nonisolated(nonsending) open func notificationCategories() async -> Set<UNNotificationCategory> {
            try? await Task.sleep(nanoseconds: nextReadDelay())
            return registeredCategories()
        }
    #else
        @available(tvOS, unavailable)
        open func notificationCategories() async -> Set<UNNotificationCategory> {
            try? await Task.sleep(nanoseconds: nextReadDelay())
            return registeredCategories()
        }
    #endif

    private func registeredCategories() -> Set<UNNotificationCategory> {
        lock.lock()
        defer { lock.unlock() }
        return categories
    }
}

// MARK: - Notifications and responses

// UNNotificationContent.h, `UNNotificationContent` (unnotificationcontent): read-only,
// non-optional properties.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationContent: NSObject {
    var storedTitle = ""
    var storedBody = ""
    var storedCategoryIdentifier = ""
    var storedUserInfo: [AnyHashable: Any] = [:]

    open var title: String { storedTitle }
    open var body: String { storedBody }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
}

// UNNotificationContent.h, `UNMutableNotificationContent` (unmutablenotificationcontent).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var body: String {
        get { storedBody }
        set { storedBody = newValue }
    }
    open override var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
}

// UNNotificationTrigger.h, `UNNotificationTrigger` (unnotificationtrigger).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationTrigger: NSObject {
    open private(set) var repeats = false
}

// UNNotificationRequest.h, `UNNotificationRequest` (unnotificationrequest): the trigger is
// nullable.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationRequest: NSObject {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?

    init(
        identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?, designated: Void
    ) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    public convenience init(
        identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?
    ) {
        self.init(identifier: identifier, content: content, trigger: trigger, designated: ())
    }
}

// UNNotification.h, `UNNotification` (unnotification): `init` unavailable, so apps only
// receive these; `package` here for the test programs.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNNotification: NSObject {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    package init(request: UNNotificationRequest, date: Date = Date()) {
        self.request = request
        self.date = date
    }
}

// UNNotificationResponse.h, `UNNotificationResponse` (unnotificationresponse): received only.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    open private(set) var notification: UNNotification
    open private(set) var actionIdentifier: String

    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

// UNNotificationResponse.h, `UNTextInputNotificationResponse` (untextinputnotificationresponse).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    open private(set) var userText: String

    package init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
