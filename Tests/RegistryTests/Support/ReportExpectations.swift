import ActionModel
import TestSupport
import Testing

/// Checks everything a `RegistryReport` says against the catalog the registry came from.
/// Expected values are worked out here independently of the renderer (Apple's raw values,
/// the locale table), so a mistake in the generated code cannot agree with itself.
struct ReportExpectations {
    let catalog: Catalog
    let report: RegistryReport

    /// Identifiers the report program tries besides the registry's own, and the language each
    /// must resolve to when the registry has it (nil: to none).
    static let localeMapping: [String: String?] = [
        "zh-Hant-TW": "zh-Hant", "zh-HK": "zh-Hant", "zh_MO": "zh-Hant", "zh-CN": "zh-Hans", "zh": "zh-Hans",
        "zh-Hans-HK": "zh-Hans", "yue-Hant-HK": "zh-Hant", "yue": "zh-Hant", "yue-Hans": "zh-Hans",
        "pt-BR": "pt", "PT_br": "pt", "es-MX": "es", "es-ES": "es", "en-US": "en", "en_GB": "en",
        "ja_JP": "ja",
        "de-DE": "de", "ar-SA": "ar", "nb": nil, "kr": nil, "jp": nil, "cn": nil, "tw": nil, "xx": nil,
        "": nil,
    ]

    static let actionOptionRawValues: [ActionOption: UInt] = [
        .authenticationRequired: 1 << 0, .destructive: 1 << 1, .foreground: 1 << 2,
    ]
    static let categoryOptionRawValues: [CategoryOption: UInt] = [
        .customDismissAction: 1 << 0, .allowInCarPlay: 1 << 1, .hiddenPreviewsShowTitle: 1 << 2,
        .hiddenPreviewsShowSubtitle: 1 << 3, .allowAnnouncement: 1 << 4,
    ]

    /// The languages the registry holds: the app's, English first even when not declared.
    var registryLanguages: [Language] { [.en] + catalog.languages.filter { $0 != .en } }

    /// The language an input must resolve to: the registry's own identifiers (Apple's spelling
    /// or Hive's) to themselves, the mapping's inputs as it says, when the registry has it.
    func expectedLanguage(_ input: String) -> Language? {
        let own = registryLanguages.first {
            $0.identifier == input || $0.identifier.lowercased() == input
        }
        let mapped = Self.localeMapping[input].flatMap { $0 }.flatMap(Language.init(identifier:))
        let language = own ?? mapped
        return language.flatMap { registryLanguages.contains($0) ? $0 : nil }
    }

    /// Where a text in `language` is looked up: the language, its parents the registry holds,
    /// then English (`Language.fallbacks`, the core's model of Apple's lookup).
    func fallbacks(of language: Language) -> [Language] {
        language.fallbacks.filter(registryLanguages.contains)
    }

    /// The text in the language, else in its fallbacks, else empty; an empty text counts as none.
    func expectedText(_ text: LocalizedText, in language: Language) -> String {
        fallbacks(of: language).lazy.compactMap { text[$0].flatMap { $0.isEmpty ? nil : $0 } }.first ?? ""
    }

    func checkAll() {
        #expect(report.values("catalogVersion")[""] == catalog.version, "catalogVersion")
        let codable = report.values("codable")
        #expect([codable["Language"], codable["Action"], codable["Category"]] == ["same", "same", "same"])
        #expect(codable["en"] == RegistryReport.hex("\"en\""), "a language is encoded as its raw value")
        checkLanguages()
        checkActions()
        checkCategories()
        checkUserNotifications()
        checkResponses()
        checkRegistration()
    }

    func checkLanguages() {
        let languages = report.values("language")
        let inputs =
            registryLanguages.flatMap { [$0.identifier, $0.identifier.lowercased()] }
            + Self.localeMapping.keys
        #expect(languages.count == Set(inputs).count)
        for input in inputs {
            #expect(
                languages[input] == (expectedLanguage(input)?.identifier ?? "-"),
                "language for '\(input)'")
        }
        let fallbacks = report.values("fallbacks")
        #expect(fallbacks.count == registryLanguages.count)
        for language in registryLanguages {
            #expect(
                fallbacks[language.identifier]
                    == self.fallbacks(of: language).map(\.identifier).joined(separator: ","))
        }
        checkAliases()
        let preferred = report.values("preferred")
        #expect(preferred["nb,pt-BR,en"] == (registryLanguages.contains(.pt) ? "pt" : "en"))
        #expect(preferred["nb,xx"] == "-")
        #expect(preferred[""] == "-")
    }

    func checkActions() {
        let titles = report.values("title")
        let icons = Dictionary(
            report["icon"].map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { $1 })
        let options = Dictionary(
            report["options"].map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { $1 })
        let textInputs = Dictionary(
            report["textInput"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        #expect(report["options"].map { $0[0] } == catalog.actions.map(\.id), "Action.allCases")
        #expect(titles.count == catalog.actions.count * registryLanguages.count)
        for action in catalog.actions {
            for language in registryLanguages {
                #expect(
                    titles["\(action.id)\t\(language.identifier)"]
                        == RegistryReport.hex(expectedText(action.title, in: language)),
                    "title of \(action.id) in \(language)")
            }
            let rawOptions = action.options.reduce(0) { $0 | Self.actionOptionRawValues[$1]! }
            let names = ActionOption.allCases.sorted {
                Self.actionOptionRawValues[$0]! < Self.actionOptionRawValues[$1]!
            }
            .filter(action.options.contains).map { "." + $0.rawValue }
            #expect(
                options[action.id] == [String(rawOptions), "[" + names.joined(separator: ", ") + "]"],
                "options of \(action.id)")
            let expectedIcon: [String] =
                switch action.icon {
                case .system(let name): ["system", RegistryReport.hex(name)]
                case .template(let name): ["template", RegistryReport.hex(name)]
                case nil: ["-", "-"]
                }
            #expect(icons[action.id] == expectedIcon, "icon of \(action.id)")
            if let textInput = action.textInput {
                for language in registryLanguages {
                    let expected = [
                        RegistryReport.hex(expectedText(textInput.button, in: language)),
                        RegistryReport.hex(expectedText(textInput.placeholder, in: language)),
                    ]
                    #expect(
                        textInputs["\(action.id)\t\(language.identifier)"] == expected,
                        "text input of \(action.id) in \(language)")
                }
            }
        }
        #expect(
            textInputs.count == catalog.actions.filter { $0.textInput != nil }.count * registryLanguages.count
        )
    }

    func checkCategories() {
        let members = report.values("category")
        let options = Dictionary(
            report["categoryOptions"].map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { $1 })
        #expect(report["category"].map { $0[0] } == catalog.categories.map(\.id), "Category.allCases")
        for category in catalog.categories {
            #expect(
                members[category.id] == category.actionIDs.joined(separator: ","), "actions of \(category.id)"
            )
            let rawOptions = category.options.reduce(0) { $0 | Self.categoryOptionRawValues[$1]! }
            let names = CategoryOption.allCases.filter(category.options.contains).map { "." + $0.rawValue }
            #expect(
                options[category.id] == [String(rawOptions), "[" + names.joined(separator: ", ") + "]"],
                "options of \(category.id)")
        }
        checkCategoryTexts()
    }

    /// The intents' runtime values: Apple's `…IntentIdentifier` constants are the intent's name.
    static func intentValues(_ category: Catalog.Category) -> String {
        category.intentIdentifiers.map { $0.hasSuffix("IntentIdentifier") ? String($0.dropLast(10)) : $0 }
            .joined(separator: ",")
    }

    /// The placeholder, summary format and intents, from `Category` and from the
    /// `UNNotificationCategory` built in each language (Apple's "" for none).
    func checkCategoryTexts() {
        let intents = report.values("intentIdentifiers")
        let texts = Dictionary(
            report["categoryTexts"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        let unTexts = Dictionary(
            report["unCategoryTexts"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        #expect(texts.count == catalog.categories.count * registryLanguages.count)
        #expect(unTexts.count == catalog.categories.count * registryLanguages.count)
        for category in catalog.categories {
            #expect(
                intents[category.id] == Self.intentValues(category), "intentIdentifiers of \(category.id)")
            for language in registryLanguages {
                let placeholder = category.hiddenPreviewsBodyPlaceholder.map {
                    expectedText($0, in: language)
                }
                .flatMap { $0.isEmpty ? nil : $0 }
                let summary = category.summaryFormat.map { expectedText($0, in: language) }
                    .flatMap { $0.isEmpty ? nil : $0 }
                let key = "\(category.id)\t\(language.identifier)"
                #expect(
                    texts[key] == [placeholder, summary].map { $0.map(RegistryReport.hex) ?? "-" },
                    "texts of \(category.id) in \(language)")
                #expect(
                    unTexts[key]
                        == [placeholder, summary].map { RegistryReport.hex($0 ?? "") } + [
                            Self.intentValues(category)
                        ],
                    "UNNotificationCategory \(category.id) in \(language)")
            }
        }
    }

    func checkUserNotifications() {
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0) })
        let unCategories = report.values("unCategory")
        let unActions = Dictionary(
            report["unAction"].map { ("\($0[0])\t\($0[1])", Array($0.dropFirst(2))) },
            uniquingKeysWith: { $1 })
        let korean: Language = registryLanguages.contains(.ko) ? .ko : .en
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
                    RegistryReport.hex(expectedText(action.title, in: korean)),
                    String(action.options.reduce(0) { $0 | Self.actionOptionRawValues[$1]! }), icon,
                    action.textInput.map { RegistryReport.hex(expectedText($0.button, in: korean)) } ?? "-",
                    action.textInput.map { RegistryReport.hex(expectedText($0.placeholder, in: korean)) }
                        ?? "-",
                ]
                #expect(
                    unActions["\(category.id)\t\(id)"] == expected,
                    "UNNotificationAction \(id) in \(category.id)")
            }
        }
        for kind in ["userInfo", "userInfoNative", "notification"] {
            let recognised = report.values(kind)
            for category in catalog.categories {
                #expect(recognised[category.id] == category.id, "\(kind) for \(category.id)")
            }
            #expect(recognised["OTHER_SDK_CATEGORY"] == "-", "\(kind) for another SDK's category")
        }
        #expect(report.values("userInfo")["no aps"] == "-")
        #expect(report.values("userInfo")["number"] == "-")
    }

    /// `PushActions.Response` for each tap the program made (see Programs/RegistryReport.swift).
    func checkResponses() {
        let responses = report.values("response")
        let ours = catalog.categories.first?.id ?? ""
        let category = ours.isEmpty ? "-" : ours
        let typed = RegistryReport.hex("hi \u{1F44B}")
        let defaultTap = "com.apple.UNNotificationDefaultActionIdentifier"
        let dismissal = "com.apple.UNNotificationDismissActionIdentifier"
        // Without a category of ours (a registry without any), no tap is ours.
        let isOurs = !ours.isEmpty
        var expected: [String: String] = [:]
        for action in catalog.actions {
            expected["\(action.id)\t\(ours)\t-"] = isOurs ? "action:\(action.id):\(category):-" : "-"
            if action.textInput != nil {
                expected["\(action.id)\t\(ours)\ttyped"] =
                    isOurs ? "action:\(action.id):\(category):\(typed)" : "-"
            }
        }
        expected["\(defaultTap)\t\(ours)\t-"] = isOurs ? "opened:\(category)" : "-"
        expected["\(dismissal)\t\(ours)\t-"] = isOurs ? "dismissed:\(category)" : "-"
        // A push without a category, and another SDK's, even with our action's identifier.
        expected["\(defaultTap)\t\t-"] = "-"
        expected["\(dismissal)\t\t-"] = "-"
        if let action = catalog.actions.first {
            expected["\(action.id)\tOTHER_SDK_CATEGORY\t-"] = "-"
            expected["\(action.id)\t\t-"] = "-"
        }
        expected["OTHER_SDK_ACTION\tOTHER_SDK_CATEGORY\t-"] = "-"
        expected["\(defaultTap)\tOTHER_SDK_CATEGORY\t-"] = "-"
        expected["\(dismissal)\tOTHER_SDK_CATEGORY\t-"] = "-"
        #expect(responses == expected)
    }

    /// The pure merge and `register` against the stand-in's asynchronous set: another SDK's
    /// category kept, ours replaced, a retired id dropped; a read right after a set sees the
    /// previous set.
    func checkRegistration() {
        let retired = report.values("retired")[""] ?? ""
        let isRetired = catalog.retired.contains { $0.value == retired }
        let ours = catalog.categories.map(\.id)
        let kept = ["OTHER_SDK_CATEGORY"] + (isRetired ? [] : [retired])
        let expected = Set(ours + kept + (ours.isEmpty ? ["NONE"] : [])).sorted().joined(separator: ",")
        #expect(report["merged"].first?.first == expected)
        #expect(report["registered"].first?.first == expected)
        #expect(report["readRightAfterSet"].first?.first == "", "the stand-in's set is asynchronous")
        if let first = catalog.categories.first {
            #expect(report.values("mergedReplaced")[first.id] == first.actionIDs.joined(separator: ","))
            #expect(report.values("replaced")[first.id] == first.actionIDs.joined(separator: ","))
        }
        // Two calls in flight: each returns its own language's set, and the later call's stays,
        // whichever read answers first.
        let action = catalog.categories.first?.actionIDs.first.flatMap { id in
            catalog.actions.first { $0.id == id }
        }
        let title = { (language: Language) in
            action.map { RegistryReport.hex(expectedText($0.title, in: language)) } ?? "-"
        }
        let (earlier, later) = (registryLanguages[0], registryLanguages[registryLanguages.count - 1])
        let inTurn = report["registerInTurn"]
        #expect(inTurn.map(\.first) == ["firstReadSlow", "secondReadSlow"])
        for line in inTurn {
            #expect(
                Array(line.dropFirst()) == [
                    earlier.identifier, title(earlier), later.identifier, title(later), title(later),
                ],
                "\(line)")
        }
    }

    /// Every other spelling in Data/apple-localizations.txt finds at run time what the compiler
    /// finds (issue 45).
    func checkAliases() {
        let aliases = report.values("alias")
        #expect(aliases.keys.sorted() == Language.aliases.map(\.alias).sorted())
        for (alias, _) in Language.aliases {
            #expect(
                aliases[alias] == (buildTimeLanguage(alias)?.identifier ?? "-"), "language for '\(alias)'")
        }
    }

    /// The language the build-time model gives a spelling: its identifier, else the first of its
    /// parents the registry holds; nil when none (never English but through a parent).
    func buildTimeLanguage(_ spelling: String) -> Language? {
        var language = Language(identifier: spelling)
        while let current = language, !registryLanguages.contains(current) { language = current.parent }
        return language
    }
}
