import Foundation
import TestSupport
import Testing

/// `actionc preview`'s page in a real browser (headless Chromium): the DOM after the
/// script ran, the language switcher, and a screenshot. CI installs Chromium and sets
/// `ACTIONC_REQUIRE_BROWSER=1`, so there these tests cannot be skipped.
@Suite(
    .serialized, .enabled(if: Chromium.shouldRun, "chromium is not installed; the browser tests are skipped"))
struct PreviewBrowserTests {
    /// The page `actionc preview INPUT` writes, in a scratch folder.
    private func preview(_ input: String, _ scratch: Scratch) throws -> URL {
        let result = try ActioncProcess.run(
            ["preview", Repository.url(input).path, "-o", scratch.path("preview.html")], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        return scratch.url.appendingPathComponent("preview.html")
    }

    private static let presetCategories = [
        "INFO_CATEGORY", "CLOSE_CATEGORY", "CONFIRM_CATEGORY", "EXECUTE_CATEGORY", "ACCEPT_ALL_CATEGORY",
        "ACCEPT_NOW_CATEGORY", "PURCHASE_CATEGORY", "SALE_CATEGORY", "ACCEPT_DECISION_CATEGORY",
    ]
    private static let languages = [
        "en", "ko", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr",
        "ar",
    ]

    @Test func presetsPageHasEveryCategoryInEveryLanguage() throws {
        let scratch = try Scratch()
        let dom = try Chromium.dumpDOM(try preview("Presets", scratch), in: scratch)
        let root = try #require(HTMLTags.all(in: dom).first { $0["tag"] == "html" })
        #expect(root["data-script"] == "ready", "the script ran to its end")
        let notifications = HTMLTags.carrying("data-category", in: dom)
        let pairs = notifications.map { "\($0["data-category"] ?? "")/\($0["data-language"] ?? "")" }
        #expect(pairs.count == 9 * 16)
        #expect(
            pairs == Self.presetCategories.flatMap { category in Self.languages.map { "\(category)/\($0)" } })
        for notification in notifications {
            #expect(notification["dir"] == (notification["data-language"] == "ar" ? "rtl" : "ltr"))
            #expect(notification["hidden"] == nil)
        }
        #expect(HTMLTags.carrying("data-truncated", in: dom).isEmpty)
        #expect(HTMLTags.carrying("data-fallback", in: dom).isEmpty)
    }

    /// `#language=ar` (what the switcher puts in the address) leaves only Arabic.
    @Test func languageSwitcherShowsOneLanguage() throws {
        let scratch = try Scratch()
        let dom = try Chromium.dumpDOM(try preview("Presets", scratch), fragment: "#language=ar", in: scratch)
        let root = try #require(HTMLTags.all(in: dom).first { $0["tag"] == "html" })
        #expect(root["class"] == "single")
        let shown = HTMLTags.carrying("data-category", in: dom).filter { $0["hidden"] == nil }
        #expect(shown.map { $0["data-category"] ?? "" } == Self.presetCategories)
        #expect(shown.allSatisfy { $0["data-language"] == "ar" && $0["dir"] == "rtl" })
        let columns = HTMLTags.carrying("data-column", in: dom).filter { $0["hidden"] == nil }
        #expect(columns.map { $0["data-column"] } == ["ar"])
        let pressed = HTMLTags.carrying("data-show", in: dom).filter { $0["aria-pressed"] == "true" }
        #expect(pressed.map { $0["data-show"] } == ["ar"])
    }

    @Test func markersFixtureShowsTruncationAndFallbacks() throws {
        let scratch = try Scratch()
        let dom = try Chromium.dumpDOM(
            try preview("Tests/Fixtures/preview/markers.yaml", scratch), in: scratch)
        let notifications = HTMLTags.carrying("data-category", in: dom)
        #expect(notifications.count == 2 * 3)
        #expect(notifications.filter { $0["dir"] == "rtl" }.map { $0["data-language"] } == ["ar", "ar"])
        let truncated = HTMLTags.carrying("data-truncated", in: dom)
        #expect(truncated.count == 3)
        #expect(dom.contains("Claim the reward before it expi…</span>"))
        let fallbacks = HTMLTags.carrying("data-fallback", in: dom)
        #expect(fallbacks.map { $0["class"] ?? "" } == ["action-title", "send", "action-title"])
        #expect(fallbacks.allSatisfy { $0["data-fallback"] == "en" })
    }

    @Test func screenshotIsProduced() throws {
        let scratch = try Scratch()
        let page = try preview("Presets", scratch)
        let image = scratch.url.appendingPathComponent("preview.png")
        _ = try Chromium.run(
            ["--window-size=1280,900", "--screenshot=" + image.path], page: page, in: scratch)
        let png = try Data(contentsOf: image)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // A blank page compresses to a few hundred bytes; this one has text and cards.
        #expect(png.count > 20_000)
    }

    /// The category texts' views: previews hidden, and the grouped stack under its summary,
    /// in every language, with `%u` (and `%@`) filled in as iOS fills them.
    @Test func categoryTextsShowPreviewsHiddenAndTheGroupSummary() throws {
        let scratch = try Scratch()
        let page = try preview("Tests/Fixtures/valid/category-texts.yaml", scratch)
        let dom = try Chromium.dumpDOM(page, in: scratch)
        let views = HTMLTags.carrying("data-view", in: dom)
        #expect(views.filter { $0["data-view"] == "previews-hidden" }.count == 2 * 3)
        #expect(views.filter { $0["data-view"] == "summary" }.count == 2 * 3)
        #expect(views.allSatisfy { $0["hidden"] == nil })
        let texts = HTMLTags.carrying("data-format", in: dom)
        #expect(texts.count == 2 * 2 * 3)
        #expect(dom.contains(">3 new messages from Alex, Sam</span>"))
        #expect(dom.contains(">Alex, Samから3件の新着メッセージ</span>"))
        #expect(dom.contains(">새 메시지 3개</span>"))
        #expect(!dom.contains(">%u") && !dom.contains("%@<"))
        let image = scratch.url.appendingPathComponent("category-texts.png")
        _ = try Chromium.run(
            ["--window-size=1280,1400", "--screenshot=" + image.path], page: page, in: scratch)
        #expect(try Data(contentsOf: image).count > 20_000)
    }
}
