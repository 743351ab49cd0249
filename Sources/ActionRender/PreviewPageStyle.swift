/// The preview page's style sheet: iOS's system font, greys, blur and sizes (17 pt action
/// titles in 44 pt rows, 13 pt captions), so a label looks on the page about as it looks
/// on a phone. Logical properties (`inline-start`) mirror the layout for Arabic.
///
/// The language columns share the window: as many whole columns as fit at least
/// `narrowestColumn` wide, stretched so that the last one in view ends one gap before the
/// window's edge and the next one starts exactly at it. No column is ever cut by the edge
/// when the page is scrolled to its start, whatever the window's width; where every
/// language fits, columns stay at most 20rem wide.
enum PreviewPageStyle {
    static let pagePadding = 32
    static let rowHeaderWidth = 224
    static let columnGap = 20
    static let narrowestColumn = 272

    /// The window width (CSS px) from which `count` columns fit: the left padding, the row
    /// header, `count` times a gap and a column, and the gap before the next column.
    static func windowWidth(fitting count: Int) -> Int {
        pagePadding + rowHeaderWidth + count * (columnGap + narrowestColumn) + columnGap
    }

    /// Each rule as a selector and its declarations, in cascade order.
    static func rules(languageCount: Int) -> [(selector: String, declarations: [String])] {
        [
            (
                ":root",
                [
                    "color-scheme: light", "--label: #000", "--secondary: rgba(60, 60, 67, 0.6)",
                    "--tertiary: rgba(60, 60, 67, 0.3)", "--separator: rgba(60, 60, 67, 0.2)",
                    "--fill: rgba(118, 118, 128, 0.12)", "--blue: #007aff", "--red: #ff3b30",
                    "--grey: #f2f2f7", "--row-header: \(rowHeaderWidth)px",
                    // How many columns are in view (the media rules below raise it), and a cap
                    // that holds only once several columns are all in view: one language alone
                    // takes the window's width, as the single-language view does.
                    "--per-view: 1", "--column-cap: 100vw",
                    // The grid's content box is the window less both paddings (100%); the
                    // columns in view and their gaps fill it from the row header on, plus
                    // the right padding less one gap.
                    "--column: max(15rem, min(var(--column-cap), calc((100% + \(pagePadding - columnGap)px - var(--row-header)) / var(--per-view) - \(columnGap)px)))",
                ]
            ),
            ("*", ["box-sizing: border-box"]),
            ("[hidden]", ["display: none !important"]),
            (
                "html",
                [
                    "background: var(--grey)", "color: var(--label)",
                    "font-family: -apple-system, BlinkMacSystemFont, \"SF Pro Text\", \"Helvetica Neue\", Helvetica, \"Segoe UI\", Roboto, \"Noto Sans\", Arial, sans-serif",
                    "-webkit-font-smoothing: antialiased", "-webkit-text-size-adjust: 100%",
                ]
            ),
            ("body", ["margin: 0", "font-size: 17px", "line-height: 1.3"]),
            (".page-header", ["padding: 32px 32px 8px", "max-width: 72rem"]),
            ("h1", ["margin: 0", "font-size: 34px", "font-weight: 700", "letter-spacing: 0.01em"]),
            (".summary", ["margin: 4px 0 8px", "color: var(--secondary)", "font-size: 15px"]),
            (
                ".language-switcher, .category-index",
                ["display: flex", "flex-wrap: wrap", "align-items: center", "gap: 6px", "margin: 12px 0 0"]
            ),
            (
                ".nav-label",
                [
                    "width: 6rem", "font-size: 13px", "line-height: 28px", "font-weight: 600",
                    "color: var(--secondary)",
                    "text-transform: uppercase", "letter-spacing: 0.02em",
                ]
            ),
            (
                ".language-switcher button, .category-index a",
                [
                    "font: inherit", "font-size: 13px", "font-weight: 500", "line-height: 18px",
                    "color: var(--blue)", "text-decoration: none", "border: 0", "border-radius: 14px",
                    "padding: 5px 12px", "background: #fff", "cursor: pointer",
                ]
            ),
            (
                ".language-switcher button[aria-pressed=\"true\"]",
                ["color: #fff", "background: var(--blue)", "font-weight: 600"]
            ),
            (
                ".category-index .group-link",
                ["color: var(--secondary)", "background: none", "font-weight: 600", "padding-inline: 6px 0"]
            ),
            (
                ".legend",
                [
                    "display: flex", "flex-wrap: wrap", "gap: 6px 20px", "list-style: none", "padding: 0",
                    "margin: 16px 0 0", "font-size: 13px", "color: var(--secondary)",
                ]
            ),
            (".swatch.destructive", ["color: var(--red)", "font-weight: 600"]),
            (
                ".kept-swatch",
                [
                    "display: inline-block", "width: 28px", "height: 0", "vertical-align: middle",
                    "border-top: 6px solid var(--separator)",
                ]
            ),
            (
                ".grid",
                [
                    "display: grid",
                    "grid-template-columns: var(--row-header) repeat(\(languageCount), var(--column))",
                    "gap: 0 \(columnGap)px", "padding: 0 \(pagePadding)px 48px",
                ]
            ),
            // One language in view: its column takes the rest of the window.
            (".single .grid", ["grid-template-columns: var(--row-header) minmax(0, 1fr)"]),
            (".group-heading", ["grid-column: 1 / -1", "padding: 40px 0 4px", "scroll-margin-top: 72px"]),
            // Scrolled sideways, the heading stays in view with the row headers.
            (
                ".group-heading h2, .group-heading p",
                ["position: sticky", "left: \(pagePadding)px", "width: max-content", "margin: 0"]
            ),
            (".group-heading h2", ["font-size: 22px", "font-weight: 700"]),
            (".group-heading p", ["font-size: 13px", "color: var(--secondary)"]),
            (
                ".corner, .column-header",
                [
                    "position: sticky", "top: 0", "z-index: 2", "padding: 16px 4px 10px",
                    "background: rgba(242, 242, 247, 0.9)", "backdrop-filter: blur(20px)",
                    "-webkit-backdrop-filter: blur(20px)", "border-bottom: 1px solid var(--separator)",
                ]
            ),
            (".corner", ["left: 0", "z-index: 3"]),
            (".column-header .native", ["display: block", "font-size: 17px", "font-weight: 600"]),
            (".column-header .english", ["display: block", "font-size: 12px", "color: var(--secondary)"]),
            (
                ".row-header",
                [
                    "position: sticky", "left: 0", "z-index: 1", "padding: 28px 12px 0 0",
                    "background: var(--grey)", "scroll-margin-top: 72px",
                ]
            ),
            (
                ".row-header h2",
                [
                    "margin: 0", "font-size: 13px", "font-weight: 600", "letter-spacing: 0.02em",
                    "overflow-wrap: anywhere",
                ]
            ),
            (".row-header p", ["margin: 2px 0 0", "font-size: 13px", "color: var(--secondary)"]),
            (
                ".notification",
                [
                    "display: flex", "flex-direction: column", "align-items: flex-start", "gap: 8px",
                    "padding: 20px 0 8px",
                ]
            ),
            (
                ".banner",
                [
                    "align-self: stretch", "padding: 12px 14px 14px", "border-radius: 22px",
                    "background: rgba(255, 255, 255, 0.82)",
                    "backdrop-filter: blur(30px) saturate(180%)",
                    "-webkit-backdrop-filter: blur(30px) saturate(180%)",
                    "box-shadow: 0 6px 20px rgba(0, 0, 0, 0.06)",
                ]
            ),
            (
                ".banner-header",
                [
                    "display: flex", "align-items: center", "gap: 7px", "font-size: 13px",
                    "color: var(--secondary)",
                ]
            ),
            (
                ".app-icon",
                [
                    "position: relative", "flex: none", "width: 20px", "height: 20px", "border-radius: 5px",
                    "background: linear-gradient(160deg, #5ac8fa, #007aff 70%)",
                ]
            ),
            (
                ".app-icon::after",
                [
                    "content: \"\"", "position: absolute", "inset: 5px", "border-radius: 50%",
                    "border: 2px solid rgba(255, 255, 255, 0.9)",
                ]
            ),
            (".app-name", ["flex: 1", "text-transform: uppercase", "letter-spacing: 0.02em"]),
            (".banner-title", ["margin: 8px 0 1px", "font-size: 15px", "font-weight: 600"]),
            (".banner-body", ["margin: 0", "font-size: 15px"]),
            (
                ".actions",
                [
                    "align-self: stretch", "margin: 0", "padding: 0", "list-style: none", "overflow: hidden",
                    "border-radius: 13px", "background: rgba(255, 255, 255, 0.82)",
                    "backdrop-filter: blur(30px) saturate(180%)",
                    "-webkit-backdrop-filter: blur(30px) saturate(180%)",
                    "box-shadow: 0 6px 20px rgba(0, 0, 0, 0.06)",
                ]
            ),
            // The title (and the markers under it) at the start, the icon at the trailing edge,
            // as iOS draws a menu row; flex follows `dir`, so Arabic mirrors it.
            (
                ".action",
                [
                    "display: flex", "align-items: center", "gap: 12px", "min-height: 44px",
                    "padding: 11px 16px",
                ]
            ),
            (".action-label", ["display: flex", "flex-direction: column", "flex: 1", "min-width: 0"]),
            (".action + .action", ["border-top: 1px solid var(--separator)"]),
            // iOS separates groups of menu items with a thick line: here, the buttons that stay.
            (".action[data-kept] + .action:not([data-kept])", ["border-top: 6px solid var(--separator)"]),
            (".action-title", ["white-space: nowrap", "overflow: hidden", "text-overflow: ellipsis"]),
            (".destructive .action-title, .destructive .action-icon", ["color: var(--red)"]),
            (
                ".markers",
                ["display: flex", "flex-wrap: wrap", "align-items: center", "gap: 4px", "margin-top: 4px"]
            ),
            (
                ".marker",
                [
                    "font-size: 11px", "line-height: 16px", "font-weight: 500", "padding: 0 6px",
                    "border-radius: 8px", "white-space: nowrap", "color: var(--secondary)",
                    "background: var(--fill)",
                ]
            ),
            (".marker.foreground", ["color: #0060c7", "background: rgba(0, 122, 255, 0.12)"]),
            (".marker.authentication", ["color: #5e35b1", "background: rgba(88, 86, 214, 0.14)"]),
            (".marker.truncated", ["color: #c9000f", "background: rgba(255, 59, 48, 0.12)"]),
            (".marker.fallback", ["color: #b35c00", "background: rgba(255, 149, 0, 0.16)"]),
            // A stand-in for a glyph no browser has: a box the size of a menu icon, in the
            // title's colour; an asset image's is dashed.
            (
                ".action-icon",
                [
                    "display: inline-block", "flex: none", "width: 20px", "height: 20px",
                    "border-radius: 5px",
                    "border: 1.5px solid currentColor", "opacity: 0.55", "vertical-align: middle",
                ]
            ),
            (".action-icon.image", ["border-style: dashed"]),
            (".text-input", ["align-self: stretch", "display: flex", "flex-direction: column", "gap: 4px"]),
            (".text-input-caption", ["margin: 4px 4px 0", "font-size: 13px", "color: var(--secondary)"]),
            (
                ".text-field",
                [
                    "display: flex", "align-items: center", "gap: 8px", "min-height: 40px",
                    "padding-block: 4px", "padding-inline: 14px 4px", "border-radius: 20px",
                    "background: #fff", "border: 1px solid var(--separator)",
                ]
            ),
            (
                ".placeholder",
                [
                    "flex: 1", "min-width: 0", "overflow: hidden", "text-overflow: ellipsis",
                    "white-space: nowrap", "color: var(--tertiary)",
                ]
            ),
            (
                ".send",
                [
                    "flex: none", "max-width: 60%", "overflow: hidden", "text-overflow: ellipsis",
                    "white-space: nowrap", "padding: 5px 12px", "border-radius: 16px",
                    "background: var(--blue)",
                    "color: #fff", "font-size: 15px", "font-weight: 600",
                ]
            ),
            (".empty", ["padding: 0 32px", "color: var(--secondary)"]),
            // The category texts' views: previews hidden, and a group under its summary.
            (
                ".view-caption",
                [
                    "margin: 0 0 6px", "font-size: 11px", "font-weight: 600", "text-transform: uppercase",
                    "letter-spacing: 0.04em", "color: var(--secondary)",
                ]
            ),
            (".previews-hidden", ["margin-top: 4px"]),
            (".group-stack", ["align-self: stretch", "margin-top: 4px"]),
            (".stacked", ["position: relative", "z-index: 2"]),
            (
                ".stack-edge",
                [
                    "height: 8px", "margin: 0 10px", "border-radius: 0 0 16px 16px",
                    "background: rgba(255, 255, 255, 0.6)", "box-shadow: 0 4px 10px rgba(0, 0, 0, 0.04)",
                ]
            ),
            (
                ".stack-edge.second",
                ["margin: 0 22px", "height: 6px", "background: rgba(255, 255, 255, 0.4)"]
            ),
        ]
    }

    /// One media rule per further column that fits; the last, with every column in view,
    /// caps their width.
    static func columnRules(languageCount: Int) -> [(minimumWidth: Int, declarations: [String])] {
        guard languageCount > 1 else { return [] }
        return (2...languageCount).map { count in
            (
                windowWidth(fitting: count),
                ["--per-view: \(count)"] + (count == languageCount ? ["--column-cap: 20rem"] : [])
            )
        }
    }

    /// The Android card's rules, printed only on a page that has the card, so that a page
    /// without the `android` target is what it was.
    static let androidRules: [(selector: String, declarations: [String])] = [
        (".android", ["align-self: stretch", "margin-top: 4px"]),
        (
            ".android-notification",
            [
                "padding: 12px 14px 6px", "border-radius: 20px", "background: #fff",
                "box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12)",
            ]
        ),
        (
            ".android-actions",
            ["display: flex", "flex-wrap: wrap", "gap: 4px 16px", "margin: 8px 0 0", "padding: 0"]
        ),
        (
            ".android-action",
            ["list-style: none", "padding: 8px 0", "font-size: 14px", "font-weight: 500", "color: #0b57d0"]
        ),
        (
            ".android-reply",
            [
                "display: flex", "align-items: center", "gap: 8px", "margin: 4px 0 6px",
                "padding: 8px 12px", "border-radius: 20px", "background: #f1f3f4",
            ]
        ),
        (".android-send", ["flex: none", "color: #0b57d0"]),
    ]

    static func print(into printer: inout CodePrinter, languageCount: Int, android: Bool = false) {
        for rule in rules(languageCount: languageCount) + (android ? androidRules : []) {
            printer.block(rule.selector + " {") { printer in
                printer.lines(rule.declarations.map { $0 + ";" })
            }
        }
        for rule in columnRules(languageCount: languageCount) {
            printer.block("@media (min-width: \(rule.minimumWidth)px) {") { printer in
                printer.block(":root {") { printer in
                    printer.lines(rule.declarations.map { $0 + ";" })
                }
            }
        }
    }
}
