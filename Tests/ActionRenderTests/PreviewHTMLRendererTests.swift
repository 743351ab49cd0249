import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The preview page's HTML: a golden for the fixture made to show every marker, and its
/// structure (one notification per category and language, the markers where the
/// compiler's rules put them). Tests/actioncTests/PreviewBrowserTests.swift opens it in a
/// real browser.
@Suite struct PreviewHTMLRendererTests {
    static let markers = "Tests/Fixtures/preview/markers.yaml"

    static func catalog(_ path: String) throws -> Catalog {
        try #require(Compiler.check([Fixtures.source(path)]).0)
    }

    @Test func markersFixtureMatchesItsGolden() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog(Self.markers))
        if let failure = Golden.compare(html, to: "Tests/Golden/preview/markers.html") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func presetsShowEveryCategoryInEveryLanguageOnce() throws {
        let catalog = try Self.catalog("Presets/hive.actions.yaml")
        let html = PreviewHTMLRenderer.render(catalog)
        let notifications = HTMLTags.carrying("data-category", in: html)
        #expect(catalog.categories.count == 9 && catalog.languages.count == 16)
        let pairs = notifications.map { "\($0["data-category"]!)/\($0["data-language"] ?? "?")" }
        let expected = catalog.categories.flatMap { category in
            catalog.languages.map { "\(category.id)/\($0.identifier)" }
        }
        #expect(pairs == expected)
        for notification in notifications {
            #expect(notification["dir"] == (notification["data-language"] == "ar" ? "rtl" : "ltr"))
        }
        // Every preset title is within the rule and translated.
        #expect(HTMLTags.carrying("data-truncated", in: html).isEmpty)
        #expect(HTMLTags.carrying("data-fallback", in: html).isEmpty)
        #expect(PreviewHTMLRenderer.render(catalog) == html, "the page is deterministic")
    }

    @Test func markersSitWhereTheCompilersRulesPutThem() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog(Self.markers))
        let truncated = HTMLTags.carrying("data-truncated", in: html)
        // CLAIM_ID's title is over the long-title width in all three languages, and CLAIM_ID
        // is in one category: one cut-off title per long-title warning.
        #expect(truncated.count == 3)
        let warnings = Compiler.check([Fixtures.source(Self.markers)]).1.filter { $0.code == .longTitle }
        #expect(truncated.count == warnings.count)
        #expect(truncated.allSatisfy { $0["class"] == "action-title" && $0["title"]?.isEmpty == false })
        // Korean lacks REMOVE_ID's title (in both categories) and REPLY_ID's send button.
        let fallbacks = HTMLTags.carrying("data-fallback", in: html)
        #expect(fallbacks.map { $0["class"] ?? "" } == ["action-title", "send", "action-title"])
        #expect(fallbacks.allSatisfy { $0["data-fallback"] == "en" && $0["lang"] == "en" })
        #expect(html.contains("Remove &lt;all&gt; &amp; &quot;forget&quot;"))
        #expect(!html.contains("<all>"))
        let kept = HTMLTags.carrying("data-kept", in: html).map { $0["data-action"] ?? "" }
        // The third button of MARKERS_CATEGORY is the one iOS drops; PLAIN_CATEGORY's only one stays.
        #expect(
            kept == ["REPLY_ID", "CLAIM_ID"] + ["REPLY_ID", "CLAIM_ID"] + ["REPLY_ID", "CLAIM_ID"]
                + Array(repeating: "REMOVE_ID", count: 3))
    }

    /// The sample notification above the buttons is in its column's language, not English
    /// everywhere: each of the sixteen columns has its own title, body, app name and time.
    @Test func theSampleNotificationSpeaksItsColumnsLanguage() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog("Presets/hive.actions.yaml"))
        let cards = html.components(separatedBy: "<article ").dropFirst().prefix(16)
        func text(_ name: String, in card: String) -> String? {
            let opening = "class=\"\(name)\">"
            guard let start = card.range(of: opening) else { return nil }
            let rest = card[start.upperBound...]
            let inner = rest.hasPrefix("<span class=\"sample\">") ? rest.dropFirst(21) : rest
            return inner.prefix { $0 != "<" }.description
        }
        for part in ["banner-title", "banner-body", "app-name", "time"] {
            let texts = cards.map { text(part, in: $0) }
            #expect(texts.allSatisfy { $0?.isEmpty == false }, "\(part): \(texts)")
            // Chinese, Simplified and Traditional, share the word for "now".
            #expect(Set(texts).count >= 15, "\(part): \(texts)")
        }
        #expect(text("banner-title", in: String(cards.first!)) == "Notification title")
        let arabic = try #require(cards.first { $0.contains("data-language=\"ar\"") })
        #expect(text("banner-title", in: arabic) == "عنوان الإشعار")
        #expect(HTMLTags.carrying("data-fallback", in: html).isEmpty)
    }

    /// An icon is drawn at the end of its row, after the title: a box standing in for the SF
    /// Symbol or asset image, named for screen readers and on hover; no name chip under the title.
    @Test func iconsAreBoxesAtTheRowsEndNamedForScreenReaders() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog(Self.markers))
        let icons = HTMLTags.carrying("role", in: html).filter {
            $0["class"]?.hasPrefix("action-icon") == true
        }
        // Three languages × (REPLY_ID, CLAIM_ID, REMOVE_ID, and REMOVE_ID again).
        #expect(icons.count == 3 * 4)
        let first = try #require(icons.first)
        #expect(first["data-symbol"] == "arrowshape.turn.up.left" && first["role"] == "img")
        #expect(
            first["aria-label"] == "SF Symbol arrowshape.turn.up.left"
                && first["title"] == first["aria-label"])
        #expect(icons[1]["data-image"] == "GiftIcon" && icons[1]["class"] == "action-icon image")
        // The label (title, markers) closes, then the icon, then the row.
        let joined = html.replacing(/\n */, with: "")
        #expect(
            joined.contains(
                #"forget&quot;</span></span><span class="action-icon symbol" data-symbol="trash""#))
        #expect(joined.contains(#"title="SF Symbol trash"></span></li>"#))
        #expect(!html.contains(">arrowshape.turn.up.left<"), "no name chip")
    }

    /// Nothing on the page points outside it, so it opens the same offline.
    @Test func thePageNamesInputsByFileNameHoweverTheyWereSpelled() throws {
        var catalog = try Self.catalog(Self.markers)
        catalog.sourcePaths = ["Push/game.actions.yaml"]
        let relative = PreviewHTMLRenderer.render(catalog)
        catalog.sourcePaths = ["/Users/someone/App/Push/game.actions.yaml"]
        #expect(PreviewHTMLRenderer.render(catalog) == relative)
        #expect(relative.contains("game.actions.yaml") && !relative.contains("Push/"))
    }

    @Test func pageFetchesNothing() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog("Presets/hive.actions.yaml"))
        for reference in ["http:", "https:", "//", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(reference), "\(reference)")
        }
    }

    @Test(arguments: [
        ("Exactly thirty-two columns long!", "Exactly thirty-two columns long!", false),
        ("Exactly thirty-three columns long", "Exactly thirty-three columns lo…", true),
        ("This title is far too long for a notification button", "This title is far too long for…", true),
        // Sixteen Hangul syllables are 32 columns; the seventeenth is cut with the ellipsis.
        ("열여섯글자까지는괜찮아요괜찮아요", "열여섯글자까지는괜찮아요괜찮아요", false),
        ("열여섯글자까지는괜찮아요괜찮아요요", "열여섯글자까지는괜찮아요괜찮아…", true),
    ])
    func titlesAreCutAtTheLongTitleWidth(_ title: String, _ shown: String, _ truncated: Bool) {
        let result = PreviewHTMLRenderer.shownTitle(title)
        #expect(result.text == shown)
        #expect(result.isTruncated == truncated)
        #expect(result.isTruncated == (TextRules.displayColumns(title) > TextRules.longTitleColumns))
        #expect(TextRules.displayColumns(result.text) <= TextRules.longTitleColumns)
    }

    /// A text-input action without a placeholder shows an empty field, which is no fallback.
    @Test func textFieldWithoutPlaceholderIsEmpty() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog("Tests/Fixtures/valid/text-input.yaml"))
        #expect(HTMLTags.carrying("data-fallback", in: html).isEmpty)
        #expect(html.components(separatedBy: "<span class=\"placeholder\"></span>").count - 1 == 2)
        #expect(html.contains("<span class=\"placeholder\">메시지</span>"))
        #expect(html.contains("<span class=\"send\">저장</span>"))
    }

    @Test func definitionsWithoutCategoriesSaySo() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog("Tests/Fixtures/valid/empty.yaml"))
        #expect(HTMLTags.carrying("data-category", in: html).isEmpty)
        #expect(html.contains("The definitions hold no categories."))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func englishIsShownEvenWhenTheAppListsOtherLanguages() throws {
        let yaml = """
            languages: [ko]
            actions:
              OK_ID: {title: {en: OK, ko: 확인}}
            categories:
              OK_CATEGORY: [OK_ID]
            """
        let catalog = try #require(Compiler.check([SourceFile(path: "a.yaml", bytes: Array(yaml.utf8))]).0)
        #expect(PreviewHTMLRenderer.languages(of: catalog) == [.en, .ko])
        let html = PreviewHTMLRenderer.render(catalog)
        #expect(HTMLTags.carrying("data-category", in: html).map { $0["data-language"] } == ["en", "ko"])
    }

    /// The app's categories first, in their order, then a heading and the presets' in theirs;
    /// the index lists them the same way.
    @Test func appCategoriesLeadAndPresetsFollowTheirHeading() throws {
        let catalog = try Self.catalog("Tests/Fixtures/preview/app-with-presets.yaml")
        #expect(catalog.categories.prefix(2).allSatisfy { $0.isPreset }, "the catalog keeps presets first")
        let html = PreviewHTMLRenderer.render(catalog)
        let presets = catalog.categories.filter(\.isPreset).map(\.id)
        #expect(presets.count == 9)
        let rows = HTMLTags.carrying("data-category", in: html).filter { $0["data-language"] == "en" }
        #expect(rows.map { $0["data-category"] ?? "" } == ["REPLY_CATEGORY", "GIFT_CATEGORY"] + presets)
        #expect(rows.map { $0["data-preset"] != nil } == [false, false] + Array(repeating: true, count: 9))
        let heading = try #require(html.range(of: "<section class=\"group-heading\" id=\"presets\">"))
        let lastOwn = try #require(html.range(of: "id=\"category-GIFT_CATEGORY\""))
        let firstPreset = try #require(html.range(of: "id=\"category-INFO_CATEGORY\""))
        #expect(lastOwn.lowerBound < heading.lowerBound && heading.lowerBound < firstPreset.lowerBound)
        let index = HTMLTags.all(in: html).compactMap { $0["href"] }
        #expect(
            index == ["#category-REPLY_CATEGORY", "#category-GIFT_CATEGORY", "#presets"]
                + presets.map { "#category-" + $0 })
        #expect(html.contains("11 categories (9 from presets) × 3 languages"))
    }

    /// A preset category the app rewords is still the preset's set, in the preset's place.
    @Test func anOverriddenPresetCategoryStaysWithThePresets() throws {
        let yaml = """
            presets: [hive]
            languages: [en]
            actions:
              LATER_ID: {title: Later}
            categories:
              LATER_CATEGORY: [LATER_ID]
              CONFIRM_CATEGORY: {override: true, actions: [CONFIRM_ID, LATER_ID]}
            """
        let catalog = try #require(Compiler.check([SourceFile(path: "a.yaml", bytes: Array(yaml.utf8))]).0)
        let rows = HTMLTags.carrying("data-category", in: PreviewHTMLRenderer.render(catalog))
        #expect(rows.first?["data-category"] == "LATER_CATEGORY")
        #expect(
            rows.filter { $0["data-preset"] != nil }.map { $0["data-category"] ?? "" }.prefix(3) == [
                "INFO_CATEGORY", "CLOSE_CATEGORY", "CONFIRM_CATEGORY",
            ])
    }

    @Test func aPageWithoutPresetsHasNoPresetsHeading() throws {
        let html = PreviewHTMLRenderer.render(try Self.catalog(Self.markers))
        #expect(!html.contains("id=\"presets\""))
        #expect(HTMLTags.carrying("data-preset", in: html).isEmpty)
    }
}
