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
        "en", "ko", "ja", "zh-Hans", "zh-Hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr",
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

    // MARK: - Layout, by element geometry

    /// Where each language column sits once laid out, in CSS px: measured by a script the
    /// test adds to a copy of the page (the page itself carries no test code), written into
    /// the DOM as JSON for `--dump-dom` to read.
    struct Geometry: Decodable {
        struct Column: Decodable {
            let language: String
            /// The column header's and every notification's extent, together.
            let left: Double
            let right: Double
            /// Elements in the column whose content is wider than their box (cut by CSS).
            let cut: [String]
            /// Each action icon's place in its row.
            let icons: [Icon]
        }
        struct Icon: Decodable {
            /// From the icon to the row's trailing edge (the right, or the left in Arabic).
            let trailingInset: Double
            /// Whether the icon lies wholly beyond the title, on the trailing side.
            let clearOfTitle: Bool
        }
        /// The window's width less its vertical scrollbar.
        let viewport: Double
        let scrollWidth: Double
        let rowHeaderRight: Double
        let columns: [Column]
    }

    private static let measuringScript = """
          var columns = all("[data-column]:not([hidden])").map(function (header) {
            var code = header.getAttribute("data-column");
            var cells = [header].concat(all('[data-language="' + code + '"]'));
            var left = Infinity, right = -Infinity, cut = [], icons = [];
            cells.forEach(function (cell) {
              var box = cell.getBoundingClientRect();
              left = Math.min(left, box.left);
              right = Math.max(right, box.right);
              [cell].concat(all("*", cell)).forEach(function (element) {
                if (getComputedStyle(element).overflowX !== "visible" && element.scrollWidth > element.clientWidth) {
                  cut.push(element.className + " in " + (cell.getAttribute("data-category") || "header"));
                }
              });
              all(".action-icon", cell).forEach(function (icon) {
                var action = icon.closest(".action");
                var row = action.getBoundingClientRect(), box = icon.getBoundingClientRect();
                var title = action.querySelector(".action-title").getBoundingClientRect();
                var rtl = getComputedStyle(action).direction === "rtl";
                icons.push({
                  trailingInset: rtl ? box.left - row.left : row.right - box.right,
                  clearOfTitle: rtl ? box.right <= title.left : box.left >= title.right
                });
              });
            });
            return {language: code, left: left, right: right, cut: cut, icons: icons};
          });
          return {
            viewport: document.documentElement.clientWidth,
            scrollWidth: document.documentElement.scrollWidth,
            rowHeaderRight: document.querySelector(".row-header").getBoundingClientRect().right,
            columns: columns
          };
        """

    /// The page for `input` laid out in a `width`×`height` window with scrollbars shown, at
    /// `fragment` (`#language=ko`: only the columns in view are measured).
    private func geometry(_ input: String, width: Int, height: Int = 800, fragment: String = "") throws
        -> Geometry
    {
        try measure(input, by: Self.measuringScript, width: width, height: height, fragment: fragment)
    }

    /// What `body` returns, run in a copy of `input`'s page once laid out: the body of a script
    /// function with `all(selector, within)` at hand, its result written as JSON into
    /// `<pre id="geometry">` for `--dump-dom` to read.
    private func measure<Figures: Decodable>(
        _ input: String, by body: String, width: Int, height: Int = 800, fragment: String = ""
    ) throws -> Figures {
        let script = """
            <script>
            (function () {
              "use strict";
              var all = function (selector, within) {
                return Array.prototype.slice.call((within || document).querySelectorAll(selector));
              };
              var figures = document.createElement("pre");
              figures.id = "geometry";
              figures.textContent = JSON.stringify((function () {
            \(body)
              })());
              document.body.appendChild(figures);
            })();
            </script>
            """
        let scratch = try Scratch()
        let page = try String(contentsOf: try preview(input, scratch), encoding: .utf8)
        let end = try #require(page.range(of: "</body>", options: .backwards))
        try scratch.write(page.replacingCharacters(in: end, with: script + "</body>"), to: "measured.html")
        let dom = try Chromium.dumpDOM(
            scratch.url.appendingPathComponent("measured.html"), fragment: fragment,
            arguments: ["--window-size=\(width),\(height)"],
            showsScrollbars: true, in: scratch)
        let start = try #require(dom.range(of: "<pre id=\"geometry\">"))
        let stop = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        return try JSONDecoder().decode(
            Figures.self, from: Data(dom[start.upperBound..<stop.lowerBound].utf8))
    }

    // MARK: - The Android card

    /// One notification's Android card, once laid out.
    struct AndroidCard: Decodable {
        struct Button: Decodable {
            let id: String
            let left: Double
            let right: Double
            let top: Double
            let cut: Bool
        }
        let category: String
        let language: String
        let rtl: Bool
        let left: Double
        let right: Double
        let height: Double
        let buttons: [Button]
        /// The actions whose reply field the card shows, in order.
        let replies: [String]
    }

    private static let androidMeasuringScript = """
          var cards = all("article[data-category]").map(function (article) {
            var card = article.querySelector('[data-view="android"] .android-notification');
            var box = card.getBoundingClientRect();
            return {
              category: article.getAttribute("data-category"),
              language: article.getAttribute("data-language"),
              rtl: getComputedStyle(card).direction === "rtl",
              left: box.left, right: box.right, height: box.height,
              buttons: all(".android-action", card).map(function (button) {
                var place = button.getBoundingClientRect();
                return {
                  id: button.getAttribute("data-android-action"),
                  left: place.left, right: place.right, top: place.top,
                  cut: button.scrollWidth > button.clientWidth + 0.5
                };
              }),
              replies: all(".android-reply", card).map(function (reply) {
                return reply.getAttribute("data-android-action");
              })
            };
          });
          return cards;
        """

    /// With the `android` target every notification, in every language, also shows as an
    /// Android card: its buttons in the category's order along a row, read from the right in
    /// Arabic and Hebrew as Android mirrors a right-to-left layout, each whole inside the card,
    /// and under them the reply field of the text-input action.
    @Test func androidCardsShowEveryButtonInReadingOrder() throws {
        let cards: [AndroidCard] = try measure(
            "Tests/Fixtures/android/game.actions.yaml", by: Self.androidMeasuringScript, width: 1280)
        let expected = [
            "CHAT_CATEGORY": ["REPLY_ID", "CLAIM_ID", "DELETE_ID"],
            "QUOTING_CATEGORY": ["AT_ID", "QUESTION_ID", "PERCENT_ID"],
            "ESCAPES_CATEGORY": ["BACKSLASH_ID", "EMOJI_ID", "RTL_ID"],
            "LAYOUT_CATEGORY": ["SPACES_ID", "MARKUP_ID"],
        ]
        #expect(cards.count == expected.count * 16)
        for card in cards {
            let place = "\(card.category) \(card.language)"
            #expect(card.buttons.map(\.id) == expected[card.category], "\(place)")
            #expect(card.height > 0, "\(place): the card is laid out")
            #expect(card.rtl == ["ar", "he"].contains(card.language), "\(place)")
            #expect(card.replies == (card.category == "CHAT_CATEGORY" ? ["REPLY_ID"] : []), "\(place)")
            for button in card.buttons {
                #expect(
                    !button.cut && button.left >= card.left && button.right <= card.right,
                    "\(place): \(button)")
            }
            // Each next button follows the one before along the row, or starts a row below it.
            for (before, after) in zip(card.buttons, card.buttons.dropFirst()) {
                let follows = card.rtl ? after.right <= before.left : after.left >= before.right
                #expect(follows || after.top > before.top, "\(place): \(before.id) then \(after.id)")
            }
        }
    }

    /// At 1280×800 the presets' first three language columns are whole: right of the sticky
    /// row header, inside the window less its scrollbar, nothing in them cut; the fourth
    /// starts at the window's edge, so no sliver of it shows.
    @Test func threeLanguageColumnsAreWholeAt1280() throws {
        let geometry = try geometry("Presets", width: 1280)
        let figures = "\(geometry)"
        try #require(geometry.columns.count == 16, "\(figures)")
        for column in geometry.columns.prefix(3) {
            #expect(column.left >= geometry.rowHeaderRight, "\(column.language): \(figures)")
            #expect(column.right <= geometry.viewport, "\(column.language): \(figures)")
            #expect(column.cut.isEmpty, "\(column.language): \(column.cut)")
        }
        #expect(geometry.columns[3].left >= geometry.viewport - 0.5, "\(figures)")
    }

    /// At any width, each column is either wholly in view or wholly beyond the edge.
    @Test(arguments: [1024, 1440, 1920])
    func noColumnIsCutAtTheWindowsEdge(width: Int) throws {
        let geometry = try geometry("Presets", width: width)
        for column in geometry.columns {
            #expect(column.left >= geometry.rowHeaderRight, "\(column.language) at \(width): \(geometry)")
            #expect(
                column.right <= geometry.viewport || column.left >= geometry.viewport - 0.5,
                "\(column.language) at \(width): \(geometry)")
        }
    }

    /// An app in three languages fits 1280 px with no sideways scrolling at all.
    @Test func threeLanguageAppFitsAt1280() throws {
        let geometry = try geometry("Tests/Fixtures/preview/app-with-presets.yaml", width: 1280)
        #expect(geometry.columns.map(\.language) == ["en", "ko", "ja"])
        for column in geometry.columns {
            #expect(
                column.left >= geometry.rowHeaderRight && column.right <= geometry.viewport, "\(geometry)")
            #expect(column.cut.isEmpty, "\(column.language): \(column.cut)")
        }
        #expect(geometry.scrollWidth <= geometry.viewport, "\(geometry)")
    }

    /// One language in view takes the window's width, less the row header and the padding.
    @Test func oneLanguageInViewTakesTheWindowsWidth() throws {
        let geometry = try geometry("Presets", width: 1280, fragment: "#language=ko")
        let column = try #require(geometry.columns.first, "\(geometry)")
        #expect(geometry.columns.map(\.language) == ["ko"])
        #expect(column.left >= geometry.rowHeaderRight, "\(geometry)")
        #expect(abs(geometry.viewport - 32 - column.right) < 1, "\(geometry)")
        #expect(column.cut.isEmpty, "\(column.cut)")
    }

    /// Each icon sits at its row's trailing edge, inside the row's 16 px padding and clear of
    /// the title, as iOS draws it: on the right, and on the left in Arabic.
    @Test func iconsSitAtTheRowsTrailingEdge() throws {
        let geometry = try geometry("Tests/Fixtures/preview/markers.yaml", width: 1280)
        #expect(geometry.columns.map(\.language) == ["en", "ko", "ar"])
        for column in geometry.columns {
            // REPLY_ID, CLAIM_ID and REMOVE_ID in the first category, REMOVE_ID in the second.
            #expect(column.icons.count == 4, "\(column.language): \(column.icons)")
            for icon in column.icons {
                #expect(abs(icon.trailingInset - 16) < 1 && icon.clearOfTitle, "\(column.language): \(icon)")
            }
        }
    }

    /// The app's categories lead; the preset's follow the "Presets" heading and say so.
    @Test func appCategoriesComeBeforeThePresetsHeading() throws {
        let scratch = try Scratch()
        let dom = try Chromium.dumpDOM(
            try preview("Tests/Fixtures/preview/app-with-presets.yaml", scratch), in: scratch)
        let heading = try #require(dom.range(of: "id=\"presets\""))
        let notifications = HTMLTags.carrying("data-category", in: dom)
        let rows = notifications.map { $0["data-category"] ?? "" }.enumerated()
            .filter { $0.offset.isMultiple(of: 3) }.map(\.element)
        #expect(rows == ["REPLY_CATEGORY", "GIFT_CATEGORY"] + Self.presetCategories)
        #expect(
            notifications.map { $0["data-preset"] != nil } == Array(repeating: false, count: 6)
                + Array(repeating: true, count: 27))
        let firstPreset = try #require(dom.range(of: "data-category=\"INFO_CATEGORY\""))
        let lastOwn = try #require(dom.range(of: "data-category=\"GIFT_CATEGORY\"", options: .backwards))
        #expect(lastOwn.lowerBound < heading.lowerBound && heading.lowerBound < firstPreset.lowerBound)
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
