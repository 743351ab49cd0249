import ActionModel
import ActionSyntax
import TestSupport
import Testing

/// The presets' registry, built into a program and run: every title in every language, locale
/// mapping, membership, routing, payload recognition and merging registration.
@Suite struct RunTests {
    @Test func presetsRegistryBehaves() throws {
        let catalog = try Registries.presets().catalog
        let report = try RegistryReport.run(catalog, name: "presets-run")
        ReportExpectations(catalog: catalog, report: report).checkAll()
        // The cases the issue names, spelled out once.
        let languages = report.values("language")
        #expect(languages["zh-Hant-TW"] == "zh-Hant")
        #expect(languages["zh-HK"] == "zh-Hant")
        #expect(languages["yue-Hant-HK"] == "zh-Hant")
        #expect(languages["zh-CN"] == "zh-Hans")
        #expect(languages["zh-hans"] == "zh-Hans")
        #expect(languages["pt-BR"] == "pt")
        for guess in ["kr", "jp", "cn", "tw", "nb"] { #expect(languages[guess] == "-") }
        #expect(report.values("title")["CLOSE_ID\tzh-Hant"] == RegistryReport.hex("關閉"))
    }

    /// Sixteen languages, text input with a placeholder in some of them, both kinds of icon,
    /// every option, category texts and a retired category: the whole API in one program.
    @Test func sixteenLanguageRegistryBehaves() throws {
        let catalog = try Registries.catalog(
            SourceFile(path: "sixteen.actions.yaml", bytes: Array(Self.sixteenLanguages.utf8)))
        #expect(catalog.languages.count == 16)
        let report = try RegistryReport.run(catalog, name: "sixteen-run")
        ReportExpectations(catalog: catalog, report: report).checkAll()
        let hex = RegistryReport.hex
        // Spelled out once: a placeholder with no German falls back to English; our typed reply.
        #expect(report["textInput"].first { $0[0] == "REPLY_ID" && $0[1] == "de" }?[3] == hex("Message"))
        #expect(
            report.values("response")["REPLY_ID\tCHAT_CATEGORY\ttyped"] == "action:REPLY_ID:CHAT_CATEGORY:"
                + hex("hi \u{1F44B}"))
        #expect(report.values("retired")[""] == "OLD_CATEGORY")
        #expect(report["registered"].first?.first == "CHAT_CATEGORY,GIFT_CATEGORY,OTHER_SDK_CATEGORY")
    }

    static let sixteenLanguages = """
        version: 1
        languages: [ko, en, ja, zh-hans, zh-hant, de, fr, ru, es, pt, id, th, vi, it, tr, ar]
        retired: [OLD_CATEGORY]
        actions:
          REPLY_ID:
            title: {ko: 답장, en: Reply, ja: 返信, zh-hans: 回复, zh-hant: 回覆, de: Antworten, fr: Répondre,
                    ru: Ответить, es: Responder, pt: Responder, id: Balas, th: ตอบกลับ, vi: Trả lời, it: Rispondi,
                    tr: Yanıtla, ar: رد}
            icon: arrowshape.turn.up.left
            options: [foreground, authenticationRequired]
            textInput:
              button: {en: Send, ko: 보내기, ja: 送信}
              placeholder: {en: Message, ko: 메시지}
          CLAIM_ID:
            title: {en: Claim, ko: 받기, zh-hant: 領取}
            icon: {template: gift}
            options: [destructive]
          LATER_ID: {title: {en: Later, ja: 後で}}
        categories:
          CHAT_CATEGORY: {actions: [REPLY_ID, LATER_ID], options: [customDismissAction, allowInCarPlay]}
          GIFT_CATEGORY:
            actions: [CLAIM_ID, LATER_ID]
            options: [hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle]
            hiddenPreviewsBodyPlaceholder: {en: A gift, ko: 선물}
            summaryFormat: {en: "%u gifts"}
        """
}

/// An app that ships three languages and pulls in the presets, whose titles have sixteen:
/// the registry holds the app's three (and English): `Language` has no German to ask for.
@Test func registryHoldsTheAppsLanguagesOnly() throws {
    let definitions = "version: 1\nlanguages: [en, ko, ja]\npresets: [hive]\n"
    let catalog = try Registries.catalog(SourceFile(path: "app.actions.yaml", bytes: Array(definitions.utf8)))
    let report = try RegistryReport.run(catalog, name: "app-languages")
    ReportExpectations(catalog: catalog, report: report).checkAll()
    #expect(report.values("language")["de-DE"] == "-")
    #expect(report.values("title")["ACCEPT_ALL_ID\tde"] == nil)
    let acceptAll = try #require(catalog.actions.first { $0.id == "ACCEPT_ALL_ID" })
    #expect(acceptAll.title[.de] != nil, "the preset has a German title to leave out")
    #expect(report.values("title")["ACCEPT_ALL_ID\tko"] == acceptAll.title[.ko].map(RegistryReport.hex))
}

/// Every category text, in three languages: `Category` and each `UNNotificationCategory` carry
/// the hidden-previews placeholder, the summary format and the intents' runtime values.
@Test func categoryTextsReachUserNotifications() throws {
    let catalog = try Registries.source("Tests/Fixtures/valid/category-texts.yaml").catalog
    let report = try RegistryReport.run(catalog, name: "category-texts-run")
    ReportExpectations(catalog: catalog, report: report).checkAll()
    // Spelled out once: Japanese, Korean, and English for a language the app does not have.
    let unTexts = report["unCategoryTexts"]
    let message = { (language: String) in unTexts.first { $0[0] == "MESSAGE_CATEGORY" && $0[1] == language } }
    #expect(
        message("ja") == [
            "MESSAGE_CATEGORY", "ja", RegistryReport.hex("%u件の新着メッセージ"),
            RegistryReport.hex("%2$@から%1$u件の新着メッセージ"), "INSendMessageIntent,INSearchForMessagesIntent",
        ])
    #expect(message("ko")?[3] == RegistryReport.hex("%2$@님의 새 메시지 %1$u개"))
    #expect(message("en")?[2] == RegistryReport.hex("%u new messages"))
    #expect(report.values("intentIdentifiers")["CALL_CATEGORY"] == "INStartCallIntent")
}

/// Issue 34's shop app, 39 localizations with `targets: [ios]`: a device in pt-BR and one in
/// pt-PT see their own texts, and es-MX falls back as Apple's chain does, to es-419 (CLDR's
/// parent), not to es; a Spanish device from Spain gets es.
@Test func theShopAppsRegistryTellsRegionalVariantsApart() throws {
    let source = try Registries.source("Tests/Fixtures/valid/apple-localizations.yaml")
    #expect(source.catalog.languages.count == 39)
    let report = try RegistryReport.run(source.catalog, name: "shop-app")
    let titles = report.values("title")
    #expect(titles["LATER_ID\tpt-BR"] == RegistryReport.hex("Depois"))
    #expect(titles["LATER_ID\tpt-PT"] == RegistryReport.hex("Mais tarde"))
    #expect(titles["LATER_ID\tes-419"] == RegistryReport.hex("Luego"))
    #expect(titles["LATER_ID\tes"] == RegistryReport.hex("Más tarde"))
    let languages = report.values("language")
    #expect(languages["es-MX"] == "es-419")
    #expect(languages["es-ES"] == "es")
    #expect(languages["PT_br"] == "pt-BR")
}

/// Apple's identifiers beyond Hive's codes: regional languages, CLDR parents and the fallback
/// chain the core models (`pt-PT` → `pt` → English, `es-MX` → `es-419`), in the registry.
@Test func appleLanguagesResolveAndFallBackAsTheCoreSays() throws {
    let definitions = """
        version: 1
        languages: [en, pt, pt-PT, es-419, zh-Hant, zh-HK]
        actions:
          PLAY_ID: {title: {en: Play, pt: Jogar, es-419: Jugar, zh-Hant: 開始}}
          LATER_ID: {title: {en: Later, pt-PT: Mais tarde, zh-HK: 稍後}}
        categories:
          PLAY_CATEGORY: [PLAY_ID, LATER_ID]
        """
    let catalog = try Registries.catalog(
        SourceFile(path: "apple.actions.yaml", bytes: Array(definitions.utf8)))
    let report = try RegistryReport.run(catalog, name: "apple-languages")
    let fallbacks = report.values("fallbacks")
    for language in catalog.languages + [.english] {
        let expected = language.fallbacks.filter { ([.english] + catalog.languages).contains($0) }
        #expect(fallbacks[language.identifier] == expected.map(\.identifier).joined(separator: ","))
    }
    #expect(fallbacks["pt-PT"] == "pt-PT,pt,en")
    #expect(fallbacks["zh-HK"] == "zh-HK,zh-Hant,en")
    let titles = report.values("title")
    #expect(titles["PLAY_ID\tpt-PT"] == RegistryReport.hex("Jogar"))
    #expect(titles["PLAY_ID\tzh-HK"] == RegistryReport.hex("開始"))
    #expect(titles["LATER_ID\tpt"] == RegistryReport.hex("Later"))
    #expect(titles["LATER_ID\tes-419"] == RegistryReport.hex("Later"))
    let languages = report.values("language")
    #expect(languages["es-MX"] == "es-419")
    #expect(languages["pt-BR"] == "pt")
    #expect(languages["PT_br"] == "pt")
    #expect(languages["zh-HK"] == "zh-HK")
    #expect(languages["zh-Hant-TW"] == "zh-Hant")
    // CLDR's parent of zh-MO is zh-HK, as the core's fallbacks have it (`zh-MO,zh-HK,zh-Hant,en`).
    #expect(languages["zh_MO"] == "zh-HK")
    #expect(languages["zh-CN"] == "-")
    #expect(languages["en_GB"] == "en")
    #expect(languages["kr"] == "-")
}

/// Issue 45: an app with the localization each of Apple's other spellings names (`zh-Hant-HK` is
/// zh-HK) gets it at run time as the compiler does, not the language less a subtag (zh-Hant); and
/// es-MX finds es-419, CLDR's parent, before es. The generated walk, which Linux runs.
@Test func otherSpellingsResolveAtRunTimeAsAtBuildTime() throws {
    let held = ["en", "zh-Hant", "es", "es-419"] + Language.aliases.map(\.identifier)
    let definitions = """
        version: 1
        targets: [ios]
        languages: [\(held.joined(separator: ", "))]
        actions:
          PLAY_ID: {title: {en: Play}}
        categories:
          PLAY_CATEGORY: [PLAY_ID]
        """
    let catalog = try Registries.catalog(
        SourceFile(path: "aliases.actions.yaml", bytes: Array(definitions.utf8)))
    let report = try RegistryReport.run(catalog, name: "aliases")
    ReportExpectations(catalog: catalog, report: report).checkAliases()
    let aliases = report.values("alias")
    #expect(aliases["zh-Hant-HK"] == "zh-HK")
    #expect(aliases["zh-Hant-TW"] == "zh-TW")
    #expect(aliases["sr-Latn-ME"] == "sr-ME")
    #expect(report.values("language")["es-MX"] == "es-419")
    #expect(report.values("language")["es-ES"] == "es")
}
