import Foundation
import TestSupport
import Testing

/// The one fallback rule, where the user meets it: a language whose own chain has a text (en-GB
/// the en text, fr-CA the fr, zh-HK the zh-Hant, es-MX the es-419) is no gap, in the warning
/// and in the preview; a language that would read the English is.
@Suite struct FallbackTests {
    static let regional = """
        targets: [ios]
        languages: [en, en-GB, fr, fr-CA, zh-Hant, zh-HK, es-419, es-MX, ko]
        actions:
          LATER_ID: {title: {en: Later, fr: Plus tard, zh-Hant: 稍後, es-419: Luego}}
        categories:
          LATER_CATEGORY: [LATER_ID]

        """

    /// One warning, for the one language whose users would read English, with how to silence it.
    @Test func onlyALanguageShownTheEnglishIsMissingATranslation() throws {
        let scratch = try Scratch()
        try scratch.write(Self.regional, to: "Push/shop.actions.yaml")
        let result = try scratch.run("validate", "Push/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == """
                Push/shop.actions.yaml:4:21: warning: title of action 'LATER_ID' has no ko text; English is shown instead [missing-translation]
                Push/shop.actions.yaml:4:21: note: silence it with 'allow: [missing-translation]' on its action, or for every one with 'warnings: {missing-translation: ignore}' or '--ignore missing-translation'
                validated 1 file

                """)
    }

    /// A regional language with no text of its own and none in its parents does warn.
    @Test func aRegionalLanguageWithoutAParentTextIsMissingATranslation() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            targets: [ios]
            languages: [en, en-GB, es-MX]
            actions:
              LATER_ID: {title: {en: Later}}
            categories:
              LATER_CATEGORY: [LATER_ID]

            """, to: "Push/shop.actions.yaml")
        let result = try scratch.run("validate", "Push/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "Push/shop.actions.yaml:4:21: warning: title of action 'LATER_ID' has no es-MX text; English is shown instead [missing-translation]\n"
            ), "\(result.stderr)")
    }

    /// The preview shows each column as a device set to it shows the text: es-MX the es-419
    /// text, marked as its fallback; ko the English.
    @Test func thePreviewShowsTheParentsText() throws {
        let scratch = try Scratch()
        try scratch.write(Self.regional, to: "Push/shop.actions.yaml")
        let result = try scratch.run("preview", "Push/", "-o", "preview.html")
        #expect(result.status == 0, "\(result.stderr)")
        let html = String(decoding: try #require(scratch.bytes("preview.html")), as: UTF8.self)
        let titles = HTMLTags.all(in: html).filter { $0["class"] == "action-title" }
        let byLanguage = Dictionary(
            uniqueKeysWithValues: HTMLTags.all(in: html).filter { $0["class"] == "notification" }.map {
                $0["data-language"] ?? ""
            }.enumerated().map { ($1, titles[$0]) })
        #expect(byLanguage["es-MX"]?["data-fallback"] == "es-419")
        #expect(byLanguage["es-MX"]?["lang"] == "es-419")
        #expect(html.contains("data-fallback=\"es-419\" lang=\"es-419\">Luego</span>"))
        #expect(byLanguage["en-GB"]?["data-fallback"] == "en")
        #expect(byLanguage["fr-CA"]?["data-fallback"] == "fr")
        #expect(byLanguage["zh-HK"]?["data-fallback"] == "zh-Hant")
        #expect(byLanguage["ko"]?["data-fallback"] == "en")
        #expect(byLanguage["fr"]?["data-fallback"] == nil)
        #expect(html.contains(">ES-419 fallback</span>"))
    }
}
