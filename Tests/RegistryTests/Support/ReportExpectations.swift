import ActionCore
import TestSupport
import Testing

/// Checks everything a `RegistryReport` says against the catalog the registry came from.
/// Expected values are worked out here independently of the renderer (Apple's raw values,
/// the locale table), so a mistake in the generated code cannot agree with itself.
struct ReportExpectations {
    let catalog: Catalog
    let report: RegistryReport

    /// Locale identifiers the report program tries, and the Hive code each must map to.
    static let localeMapping: [String: Language?] = [
        "zh-Hant-TW": .zhHant, "zh-HK": .zhHant, "zh-CN": .zhHans, "zh-Hans-HK": .zhHans, "pt-BR": .pt,
        "en-US": .en, "ja_JP": .ja, "de": .de, "nb": nil, "xx": nil, "": nil,
    ]

    static let actionOptionRawValues: [ActionOption: UInt] = [
        .authenticationRequired: 1 << 0, .destructive: 1 << 1, .foreground: 1 << 2,
    ]
    static let categoryOptionRawValues: [CategoryOption: UInt] = [
        .customDismissAction: 1 << 0, .allowInCarPlay: 1 << 1, .hiddenPreviewsShowTitle: 1 << 2,
        .hiddenPreviewsShowSubtitle: 1 << 3,
    ]

    /// The languages the registry holds: the app's, English first even when not declared.
    var registryLanguages: [Language] { [.en] + catalog.languages.filter { $0 != .en } }

    /// What the report program tries, each once: the registry's codes, then the mapping's inputs.
    var languageInputs: [String] {
        let codes = registryLanguages.map(\.code)
        return codes + Self.localeMapping.keys.sorted().filter { !codes.contains($0) }
    }

    /// The Hive language an input must resolve to, when the registry has that language.
    func expectedLanguage(_ input: String) -> Language? {
        let language = Self.localeMapping[input] ?? Language(identifier: input)
        return language.flatMap { registryLanguages.contains($0) ? $0 : nil }
    }

    /// The text in the input's language, else in English, else empty; an empty text counts
    /// as none, as in the registry's tables.
    func expectedText(_ text: LocalizedText, for input: String) -> String {
        let inLanguage = text[expectedLanguage(input) ?? .en]
        return (inLanguage?.isEmpty == false ? inLanguage : nil) ?? text[.en] ?? ""
    }

    func checkAll() {
        #expect(report.values("catalogVersion")[""] == catalog.version, "catalogVersion")
        checkLanguages()
        checkActions()
        checkCategories()
        checkUserNotifications()
    }

    func checkLanguages() {
        let languages = report.values("language")
        for input in languageInputs {
            #expect(languages[input] == (expectedLanguage(input)?.code ?? "-"), "language for '\(input)'")
        }
        let hasPortuguese = catalog.languages.contains(.pt)
        let preferred = report.values("preferred")
        #expect(preferred["nb,pt-BR,en"] == (hasPortuguese ? "pt" : "en"))
        #expect(preferred["nb,xx"] == "en")
        #expect(preferred[""] == "en")
    }

    func checkActions() {
        let titles = report.values("title")
        let allTitles = report.values("titles")
        let options = report.values("options")
        let icons = Dictionary(
            report["icon"].map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { $1 })
        let textInputs = Dictionary(
            report["textInput"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        #expect(report["options"].map { $0[0] } == catalog.actions.map(\.id), "Action.allCases")
        // `titles` and `title(for:)` agree: both hold the registry's languages only.
        let heldTitles = catalog.actions.flatMap { action in
            action.title.entries.filter { registryLanguages.contains($0.language) }.map { (action.id, $0) }
        }
        #expect(allTitles.count == heldTitles.count)
        for action in catalog.actions {
            for input in languageInputs {
                let expected = RegistryReport.hex(expectedText(action.title, for: input))
                #expect(titles["\(action.id)\t\(input)"] == expected, "title of \(action.id) for '\(input)'")
            }
        }
        for (id, entry) in heldTitles {
            #expect(allTitles["\(id)\t\(entry.language.code)"] == RegistryReport.hex(entry.text))
            #expect(titles["\(id)\t\(entry.language.code)"] == RegistryReport.hex(entry.text))
        }
        for action in catalog.actions {
            let rawOptions = action.options.reduce(0) { $0 | Self.actionOptionRawValues[$1]! }
            #expect(options[action.id] == String(rawOptions), "options of \(action.id)")
            let expectedIcon: [String] =
                switch action.icon {
                case .system(let name): ["system", RegistryReport.hex(name)]
                case .template(let name): ["template", RegistryReport.hex(name)]
                case nil: ["-", "-"]
                }
            #expect(icons[action.id] == expectedIcon, "icon of \(action.id)")
            if let textInput = action.textInput {
                for input in languageInputs {
                    let expected = [
                        RegistryReport.hex(expectedText(textInput.button, for: input)),
                        RegistryReport.hex(expectedText(textInput.placeholder, for: input)),
                    ]
                    #expect(
                        textInputs["\(action.id)\t\(input)"] == expected,
                        "text input of \(action.id) for '\(input)'")
                }
            }
        }
        #expect(
            textInputs.count == catalog.actions.filter { $0.textInput != nil }.count * languageInputs.count)
    }

    func checkCategories() {
        let members = report.values("category")
        let options = report.values("categoryOptions")
        #expect(report["category"].map { $0[0] } == catalog.categories.map(\.id), "Category.allCases")
        for category in catalog.categories {
            #expect(
                members[category.id] == category.actionIDs.joined(separator: ","), "actions of \(category.id)"
            )
            let rawOptions = category.options.reduce(0) { $0 | Self.categoryOptionRawValues[$1]! }
            #expect(options[category.id] == String(rawOptions), "options of \(category.id)")
        }
        checkCategoryTexts()
    }

    /// The intents' runtime values: Apple's `…IntentIdentifier` constants are the intent's name.
    static func intentValues(_ category: Catalog.Category) -> String {
        category.intentIdentifiers.map { $0.hasSuffix("IntentIdentifier") ? String($0.dropLast(10)) : $0 }
            .joined(separator: ",")
    }

    /// The placeholder, summary format and intents, from `Category` and from the
    /// `UNNotificationCategory` built in each language tried (Apple's "" for none).
    func checkCategoryTexts() {
        let intents = report.values("intentIdentifiers")
        let texts = Dictionary(
            report["categoryTexts"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        let unTexts = Dictionary(
            report["unCategoryTexts"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        #expect(texts.count == catalog.categories.count * languageInputs.count)
        #expect(unTexts.count == catalog.categories.count * languageInputs.count)
        for category in catalog.categories {
            #expect(
                intents[category.id] == Self.intentValues(category), "intentIdentifiers of \(category.id)")
            for input in languageInputs {
                let placeholder = category.hiddenPreviewsBodyPlaceholder.map { expectedText($0, for: input) }
                let summary = category.summaryFormat.map { expectedText($0, for: input) }
                let key = "\(category.id)\t\(input)"
                #expect(
                    texts[key] == [placeholder, summary].map { $0.map(RegistryReport.hex) ?? "-" },
                    "texts of \(category.id) for '\(input)'")
                #expect(
                    unTexts[key]
                        == [placeholder, summary].map { RegistryReport.hex($0 ?? "") } + [
                            Self.intentValues(category)
                        ],
                    "UNNotificationCategory \(category.id) for '\(input)'")
            }
        }
    }

    func checkUserNotifications() {
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0) })
        let unCategories = report.values("unCategory")
        let unActions = Dictionary(
            report["unAction"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        #expect(unCategories.count == catalog.categories.count)
        #expect(unActions.count == catalog.categories.reduce(0) { $0 + $1.actionIDs.count })
        for category in catalog.categories {
            let rawOptions = category.options.reduce(0) { $0 | Self.categoryOptionRawValues[$1]! }
            #expect(unCategories[category.id] == String(rawOptions))
            for id in category.actionIDs {
                guard let action = actions[id] else { continue }
                let icon: String =
                    switch action.icon {
                    case .system(let name): RegistryReport.hex("systemImageName: \(name)")
                    case .template(let name): RegistryReport.hex("templateImageName: \(name)")
                    case nil: "-"
                    }
                let expected = [
                    RegistryReport.hex(expectedText(action.title, for: "ko")),
                    String(action.options.reduce(0) { $0 | Self.actionOptionRawValues[$1]! }), icon,
                    action.textInput.map { RegistryReport.hex(expectedText($0.button, for: "ko")) } ?? "-",
                    action.textInput.map { RegistryReport.hex(expectedText($0.placeholder, for: "ko")) }
                        ?? "-",
                ]
                #expect(
                    unActions["\(category.id)\t\(id)"] == expected,
                    "UNNotificationAction \(id) in \(category.id)")
            }
        }

        let responses = report.values("response")
        for action in catalog.actions {
            #expect(responses[action.id] == action.id, "Action(response:) for \(action.id)")
        }
        for foreign in [
            "com.apple.UNNotificationDefaultActionIdentifier",
            "com.apple.UNNotificationDismissActionIdentifier",
            "OTHER_SDK_ACTION",
        ] {
            #expect(responses[foreign] == "-", "Action(response:) for \(foreign)")
        }
        #expect(report["userText"].map { $0[0] } == [RegistryReport.hex("hi \u{1F44B}"), "-"])

        for kind in ["userInfo", "userInfoNative", "notification"] {
            let recognised = report.values(kind)
            for category in catalog.categories {
                #expect(recognised[category.id] == category.id, "\(kind) for \(category.id)")
            }
            #expect(recognised["OTHER_SDK_CATEGORY"] == "-", "\(kind) for another SDK's category")
        }
        #expect(report.values("userInfo")["no aps"] == "-")
        #expect(report.values("userInfo")["number"] == "-")

        let registered = (catalog.categories.map(\.id) + ["OTHER_SDK_CATEGORY"]).sorted()
        #expect(report["registered"].first?.first == registered.joined(separator: ","))
        if let first = catalog.categories.first {
            #expect(report.values("replaced")[first.id] == first.actionIDs.joined(separator: ","))
        }
    }
}
