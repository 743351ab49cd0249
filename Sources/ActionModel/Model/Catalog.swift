package import ActionSyntax

/// The validated whole: what every renderer works from. Building one means every
/// cross-file rule held; a renderer reports only what its own output cannot hold (APNs'
/// payload size, file names where case does not count), at the definition's place.
public struct Catalog: Hashable, Sendable {
    /// The union of the `languages` lists of the app's own files (presets' lists do not
    /// count), in output order; when no file declares any, every language a title uses.
    package var languages: [Language]
    /// Sorted by identifier.
    package var actions: [Action]
    /// In definition order: presets' first, then files in input order, entries in file order.
    package var categories: [Category]
    /// Input paths as given, for the generated file's header.
    package var sourcePaths: [String]
    /// The ids the definitions say were removed on purpose (`retired:`), each once, where
    /// first written; `actionc diff` accepts their removal from a baseline.
    package var retired: [Located<String>]
    /// The SDKs that read the definitions (`targets:`), in `Target` order.
    package var targets: [Target]
    /// With the `hive` target, the language hive_push_actions.json carries under each Hive
    /// code some text falls under, in the file's order (English first, then Hive's).
    package var hiveLanguages: [HiveLanguage]
    /// With the `android` target, the Kotlin package of PushActions.kt as the definitions give
    /// it (`android: {package: …}`); nil when none does (the command line may).
    package var androidPackage: String?

    /// The inputs' file names, as outputs name them: the same bytes however the inputs were
    /// spelled (relative, absolute, a build plugin's work directory), and never a machine's path.
    package var sourceFileNames: [String] {
        sourcePaths.map { path in path.split(separator: "/").last.map(String.init) ?? path }
    }

    package init(
        languages: [Language], actions: [Action], categories: [Category], sourcePaths: [String],
        retired: [Located<String>] = [], targets: [Target] = Target.unstated,
        hiveLanguages: [HiveLanguage] = [], androidPackage: String? = nil
    ) {
        self.languages = languages
        self.actions = actions
        self.categories = categories
        self.sourcePaths = sourcePaths
        self.retired = retired
        self.targets = targets
        self.hiveLanguages = hiveLanguages
        self.androidPackage = androidPackage
    }

    /// One key of hive_push_actions.json's texts: a Hive SDK code, and the languages whose
    /// text it carries, in order of preference (a text gives the first it has).
    package struct HiveLanguage: Hashable, Sendable {
        package var code: String
        package var candidates: [Language]

        package init(code: String, candidates: [Language]) {
            self.code = code
            self.candidates = candidates
        }
    }

    package struct Action: Hashable, Sendable {
        package var id: String
        /// The Swift case name, already escaped where it must be (`` `default` ``).
        package var swiftName: String
        package var title: LocalizedText
        package var options: [ActionOption]
        package var icon: ActionIcon?
        package var textInput: TextInput?
        /// Where the id that counts is written; nil for an action made in code.
        package var location: SourceLocation?
        /// The name of its string resources and Kotlin entry (`AndroidNaming`).
        package var androidName: String {
            get { givenAndroidName ?? AndroidNaming.name(for: id, kind: .action) }
            set { givenAndroidName = newValue }
        }
        /// The drawable resource shown beside the title on Android (`ic_reply`); nil for none.
        package var androidIcon: String?
        /// `androidName` where one was given; else it is derived when read, as only an Android
        /// build reads it and deriving one for every action costs more than the rest of the action.
        private var givenAndroidName: String?

        package init(
            id: String, swiftName: String, title: LocalizedText, options: [ActionOption] = [],
            icon: ActionIcon? = nil, textInput: TextInput? = nil, location: SourceLocation? = nil,
            androidName: String? = nil, androidIcon: String? = nil
        ) {
            self.id = id
            self.swiftName = swiftName
            self.title = title
            self.options = options
            self.icon = icon
            self.textInput = textInput
            self.location = location
            givenAndroidName = androidName
            self.androidIcon = androidIcon
        }
    }

    package struct Category: Hashable, Sendable {
        package var id: String
        package var swiftName: String
        package var actionIDs: [String]
        package var options: [CategoryOption]
        /// Shown instead of the body when previews are hidden; `%u` is the thread's count.
        package var hiddenPreviewsBodyPlaceholder: LocalizedText?
        /// The summary of a group: `%u` the count, `%@` the joined summary arguments.
        package var summaryFormat: LocalizedText?
        /// Apple's constant names as written (`INSendMessageIntentIdentifier`).
        package var intentIdentifiers: [String]
        /// Where the id that counts is written; nil for a category made in code.
        package var location: SourceLocation?
        /// A built-in preset's (`presets:`), also when the app overrides it; false for the
        /// app's own. The preview shows the app's first.
        package var isPreset: Bool
        /// Where each of `actionIDs` is written, when they were read from a file.
        package var actionLocations: [SourceLocation]
        /// The name of its Kotlin entry, in capitals (`AndroidNaming`).
        package var androidName: String {
            get { givenAndroidName ?? AndroidNaming.name(for: id, kind: .category) }
            set { givenAndroidName = newValue }
        }
        /// `androidName` where one was given; else derived when read, as an action's is.
        private var givenAndroidName: String?

        package init(
            id: String, swiftName: String, actionIDs: [String], options: [CategoryOption] = [],
            hiddenPreviewsBodyPlaceholder: LocalizedText? = nil, summaryFormat: LocalizedText? = nil,
            intentIdentifiers: [String] = [], location: SourceLocation? = nil, isPreset: Bool = false,
            actionLocations: [SourceLocation] = [], androidName: String? = nil
        ) {
            self.id = id
            self.swiftName = swiftName
            self.actionIDs = actionIDs
            self.options = options
            self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
            self.summaryFormat = summaryFormat
            self.intentIdentifiers = intentIdentifiers
            self.location = location
            self.isPreset = isPreset
            self.actionLocations = actionLocations
            givenAndroidName = androidName
        }
    }
}

// Equal by what they hold: a derived Android name equals the same name given.
extension Catalog.Action {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.id, lhs.swiftName, lhs.title, lhs.options, lhs.icon, lhs.textInput)
            == (rhs.id, rhs.swiftName, rhs.title, rhs.options, rhs.icon, rhs.textInput)
            && (lhs.location, lhs.androidIcon, lhs.androidName) == (
                rhs.location, rhs.androidIcon, rhs.androidName
            )
    }

    /// Without the Android name, which `==` may have to derive.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(swiftName)
        hasher.combine(title)
        hasher.combine(options)
        hasher.combine(icon)
        hasher.combine(textInput)
        hasher.combine(location)
        hasher.combine(androidIcon)
    }
}

extension Catalog.Category {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        (
            lhs.id, lhs.swiftName, lhs.actionIDs, lhs.options, lhs.hiddenPreviewsBodyPlaceholder,
            lhs.summaryFormat
        )
            == (
                rhs.id, rhs.swiftName, rhs.actionIDs, rhs.options, rhs.hiddenPreviewsBodyPlaceholder,
                rhs.summaryFormat
            )
            && (lhs.intentIdentifiers, lhs.location, lhs.isPreset, lhs.actionLocations, lhs.androidName)
                == (rhs.intentIdentifiers, rhs.location, rhs.isPreset, rhs.actionLocations, rhs.androidName)
    }

    /// Without the Android name, which `==` may have to derive.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(swiftName)
        hasher.combine(actionIDs)
        hasher.combine(options)
        hasher.combine(hiddenPreviewsBodyPlaceholder)
        hasher.combine(summaryFormat)
        hasher.combine(intentIdentifiers)
        hasher.combine(location)
        hasher.combine(isPreset)
        hasher.combine(actionLocations)
    }
}
