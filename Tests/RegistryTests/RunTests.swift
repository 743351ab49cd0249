import ActionCore
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
        #expect(languages["zh-Hant-TW"] == "zh-hant")
        #expect(languages["zh-HK"] == "zh-hant")
        #expect(languages["zh-CN"] == "zh-hans")
        #expect(languages["pt-BR"] == "pt")
        #expect(languages["nb"] == "-")
        #expect(report.values("title")["CLOSE_ID\tnb"] == RegistryReport.hex("Close"))
        #expect(report.values("title")["CLOSE_ID\tzh-HK"] == RegistryReport.hex("關閉"))
    }
}

/// An app that ships three languages and pulls in the presets, whose titles have sixteen:
/// the registry holds the app's three (and English), so `titles` and `title(for:)` agree.
@Test func registryHoldsTheAppsLanguagesOnly() throws {
    let definitions = "version: 1\nlanguages: [en, ko, ja]\npresets: [hive]\n"
    let catalog = try Registries.catalog(SourceFile(path: "app.actions.yaml", bytes: Array(definitions.utf8)))
    let report = try RegistryReport.run(catalog, name: "app-languages")
    ReportExpectations(catalog: catalog, report: report).checkAll()
    #expect(report.values("language")["de"] == "-")
    #expect(report.values("titles")["ACCEPT_ALL_ID\tde"] == nil)
    let acceptAll = try #require(catalog.actions.first { $0.id == "ACCEPT_ALL_ID" })
    #expect(acceptAll.title[.de] != nil, "the preset has a German title to leave out")
    #expect(report.values("titles")["ACCEPT_ALL_ID\tko"] == acceptAll.title[.ko].map(RegistryReport.hex))
    #expect(report.values("title")["ACCEPT_ALL_ID\tde"] == acceptAll.title[.en].map(RegistryReport.hex))
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
    #expect(message("de")?[2] == RegistryReport.hex("%u new messages"))
    #expect(report.values("intentIdentifiers")["CALL_CATEGORY"] == "INStartCallIntent")
}
