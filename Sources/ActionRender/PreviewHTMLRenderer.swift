package import ActionModel

/// Writes `actionc preview`'s page: one self-contained HTML file showing every category in
/// every language the way iOS shows a notification's actions when it is pressed and held.
/// Designers, translators and producers review the labels there without reading YAML.
///
/// Everything the page needs is inline (style sheet, script, the app icon drawn in CSS), so
/// it opens offline from a double-click. The bytes depend only on the catalog.
///
/// The app's own categories come first, the ones its presets bring after them, under a
/// "Presets" heading: the page is the app's review, and Hive's sets are the same in every app.
///
/// What tests and tools can rely on: every notification is an element with
/// `data-category="ID"` and `data-language="code"` (and `dir="rtl"` for Arabic), and
/// `data-preset` when a preset brought it; a title cut off as iOS would cut it carries
/// `data-truncated`; a text shown in another language because its own is missing carries
/// `data-fallback` naming that language (a parent's, or `en`; `LocalizedText.shown(in:)`);
/// the buttons iOS keeps when space is short carry `data-kept`; an icon is
/// `role="img"` with `data-symbol` or `data-image`; the presets' heading is `id="presets"`. A category with a hidden-previews placeholder also
/// shows the notification as it looks with previews hidden (`data-view="previews-hidden"`),
/// and one with a summary format a stack of grouped notifications under its summary
/// (`data-view="summary"`), both with `%u` filled with `sampleCount`. With the `android`
/// target, each notification also shows as an Android card (`data-view="android"`): its
/// buttons in a row (`data-android-action="ID"`), and a text-input action's reply field
/// labelled by its placeholder.
package enum PreviewHTMLRenderer {
    /// The buttons iOS still shows when there is little room (a banner, a small screen).
    package static let keptActionCount = 2
    /// The number of notifications in the thread or group the category texts are shown for.
    package static let sampleCount: UInt = 3
    /// The joined summary arguments a summary format's `%@` is shown with.
    package static let sampleSummaryArguments = "Alex, Sam"

    /// A category text as iOS shows it: `%u` (or `%1$u`) as `count`, `%@` (or `%2$@`) as
    /// `list`, `%%` as a percent sign. Run on checked texts only, whose specifiers fit.
    package static func filled(_ format: String, count: UInt, list: String) -> String {
        let scalars = Array(format.unicodeScalars)
        var result = ""
        var index = 0
        var next = 1
        for specifier in FormatSpecifier.all(in: format) {
            result.unicodeScalars.append(contentsOf: scalars[index..<specifier.offset])
            let argument = specifier.explicitArgument ?? next
            next += 1
            result += argument == 1 ? String(count) : list
            index = specifier.offset + specifier.text.unicodeScalars.count
        }
        result.unicodeScalars.append(contentsOf: scalars[index...])
        return result.replacing("%%", with: "%")
    }

    package static func render(_ catalog: Catalog) -> String {
        let languages = self.languages(of: catalog)
        let groups = CategoryGroups(catalog)
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0) })
        // About 2 kB per notification, plus the style sheet and the script.
        var printer = CodePrinter(
            indentUnit: "  ", estimatedSize: 16_384 + 2_048 * languages.count * catalog.categories.count)
        printer.line("<!DOCTYPE html>")
        printer.block(tag("html", [("lang", "en")]), "</html>") { printer in
            printer.block("<head>", "</head>") { printer in
                printer.line(tag("meta", [("charset", "utf-8")]))
                printer.line(
                    tag("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]))
                printer.line(tag("meta", [("name", "generator"), ("content", "actionc preview")]))
                printer.line(element("title", text: "Notification actions · actionc preview"))
                printer.block("<style>", "</style>") {
                    PreviewPageStyle.print(
                        into: &$0, languageCount: languages.count, android: catalog.targets.contains(.android)
                    )
                }
            }
            printer.block("<body>", "</body>") { printer in
                printHeader(catalog, groups, languages: languages, into: &printer)
                printGrid(
                    groups, languages: languages, actions: actions,
                    android: catalog.targets.contains(.android),
                    into: &printer)
                printer.block("<script>", "</script>") { PreviewPageScript.print(into: &$0) }
            }
        }
        return printer.text
    }

    /// The languages shown, as columns: the catalog's, with English (the fallback every
    /// device can end up showing) first even when the app does not list it.
    package static func languages(of catalog: Catalog) -> [Language] {
        Language.englishFirst(catalog.languages)
    }

    /// What iOS would show of a button's `text`: the text itself when it is within the
    /// `long-title` rule's width, else as much as fits with an ellipsis after it.
    package static func shownTitle(_ text: String) -> (text: String, isTruncated: Bool) {
        let limit = TextRules.longTitleColumns
        guard TextRules.displayColumns(text) > limit else { return (text, false) }
        let ellipsis = "…"
        var kept = ""
        var columns = TextRules.displayColumns(ellipsis)
        for character in text {
            columns += TextRules.displayColumns(String(character))
            if columns > limit { break }
            kept.append(character)
        }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return (kept + ellipsis, true)
    }

    // MARK: - The page's parts

    /// The catalog's categories in the page's order: the app's, then the presets'.
    private struct CategoryGroups {
        let own: [Catalog.Category]
        let presets: [Catalog.Category]

        init(_ catalog: Catalog) {
            own = catalog.categories.filter { !$0.isPreset }
            presets = catalog.categories.filter(\.isPreset)
        }

        var count: Int { own.count + presets.count }
        var isEmpty: Bool { count == 0 }
    }

    /// The title, the language switcher, the category index and the legend.
    private static func printHeader(
        _ catalog: Catalog, _ groups: CategoryGroups, languages: [Language], into printer: inout CodePrinter
    ) {
        printer.block(tag("header", [("class", "page-header")]), "</header>") { printer in
            printer.line(element("h1", text: "Notification actions"))
            let sources =
                catalog.sourceFileNames.isEmpty ? "" : " · " + catalog.sourceFileNames.joined(separator: ", ")
            printer.line(
                element(
                    "p", [("class", "summary")],
                    text: counted(groups.count, "category", "categories")
                        + (groups.presets.isEmpty ? "" : " (\(groups.presets.count) from presets)") + " × "
                        + counted(languages.count, "language", "languages") + sources))
            printer.block(
                tag("nav", [("class", "language-switcher"), ("aria-label", "Languages")]), "</nav>"
            ) { printer in
                printer.line(element("span", [("class", "nav-label")], text: "Language"))
                printer.line(
                    element(
                        "button", [("type", "button"), ("data-show", ""), ("aria-pressed", "true")],
                        text: "All"))
                // A variant named by its parent (en-GB by English's name) says which it is.
                let natives = languages.map(\.names.native)
                for language in languages {
                    let names = language.names
                    let shared = natives.count { $0 == names.native } > 1
                    printer.line(
                        element(
                            "button",
                            [
                                ("type", "button"), ("data-show", language.identifier),
                                ("aria-pressed", "false"),
                                ("lang", language.identifier),
                                ("title", names.english + " (" + language.identifier + ")"),
                            ], text: shared ? names.native + " (" + language.identifier + ")" : names.native))
                }
            }
            printer.block(
                tag("nav", [("class", "category-index"), ("aria-label", "Categories")]), "</nav>"
            ) { printer in
                printer.line(element("span", [("class", "nav-label")], text: "Category"))
                for category in groups.own {
                    printer.line(element("a", [("href", "#" + anchor(of: category))], text: category.id))
                }
                if !groups.presets.isEmpty {
                    printer.line(
                        element("a", [("class", "group-link"), ("href", "#presets")], text: "Presets:"))
                }
                for category in groups.presets {
                    printer.line(element("a", [("href", "#" + anchor(of: category))], text: category.id))
                }
            }
            printer.block(tag("ul", [("class", "legend")]), "</ul>") { printer in
                printer.line(
                    tag("li") + element("span", [("class", "swatch destructive")], text: "Red")
                        + " destructive</li>")
                for (marker, meaning) in [
                    (Marker.foreground, "tapping opens the app"),
                    (.authenticationRequired, "works only on an unlocked device"),
                    (.truncated, "wider than the long-title rule: iOS cuts it off"),
                    (
                        .fallback(.english),
                        "no text in this language: shown, as a device shows it, in its nearest parent's (es-MX: es-419, then es), else in English"
                    ),
                ] {
                    printer.line(tag("li") + marker.html + " " + escaped(meaning) + "</li>")
                }
                printer.line(
                    tag("li")
                        + element(
                            "span", [("class", "action-icon symbol"), ("aria-hidden", "true")], text: "")
                        + " the button's icon, at the row's end as iOS draws it: a box stands in for the SF Symbol"
                        + " or asset image, which only Apple's systems can draw (hover it for the name)</li>")
                printer.line(
                    tag("li") + element("span", [("class", "swatch kept-swatch")], text: "")
                        + " below the thick line: hidden when space is short (iOS keeps the first \(keptActionCount))</li>"
                )
            }
        }
    }

    /// Languages as columns, categories as rows: the app's, then a heading and the presets'.
    private static func printGrid(
        _ groups: CategoryGroups, languages: [Language], actions: [String: Catalog.Action], android: Bool,
        into printer: inout CodePrinter
    ) {
        guard !groups.isEmpty else {
            printer.line(element("p", [("class", "empty")], text: "The definitions hold no categories."))
            return
        }
        printer.block(tag("main", [("class", "grid")]), "</main>") { printer in
            printer.line(tag("div", [("class", "corner")]) + "</div>")
            for language in languages {
                let names = language.names
                printer.line(
                    tag(
                        "div",
                        [
                            ("class", "column-header"), ("data-column", language.identifier),
                            ("dir", direction(of: language)),
                        ])
                        + element(
                            "span",
                            [
                                ("class", "native"),
                                ("lang", language.identifier),
                            ],
                            text: names.native)
                        + element(
                            "span", [("class", "english")], text: names.english + " · " + language.identifier)
                        + "</div>")
            }
            for category in groups.own {
                printRow(category, languages: languages, actions: actions, android: android, into: &printer)
            }
            if !groups.presets.isEmpty {
                printer.block(tag("section", [("class", "group-heading"), ("id", "presets")]), "</section>") {
                    printer in
                    printer.line(element("h2", text: "Presets"))
                    printer.line(
                        element("p", text: "Built-in button sets that the definitions name under presets."))
                }
            }
            for category in groups.presets {
                printRow(category, languages: languages, actions: actions, android: android, into: &printer)
            }
        }
    }

    private static func printRow(
        _ category: Catalog.Category, languages: [Language], actions: [String: Catalog.Action], android: Bool,
        into printer: inout CodePrinter
    ) {
        let categoryActions = category.actionIDs.compactMap { actions[$0] }
        printRowHeader(category, actionCount: categoryActions.count, into: &printer)
        for language in languages {
            printNotification(category, categoryActions, in: language, android: android, into: &printer)
        }
    }

    private static func printRowHeader(
        _ category: Catalog.Category, actionCount: Int, into printer: inout CodePrinter
    ) {
        printer.block(tag("section", [("class", "row-header"), ("id", anchor(of: category))]), "</section>") {
            printer in
            // A long id wraps after an underscore rather than inside a word.
            printer.line(
                "<h2>" + escaped(category.id).replacing("_", with: "_<wbr>") + "</h2>")
            printer.line(element("p", text: counted(actionCount, "button", "buttons")))
            if !category.options.isEmpty {
                printer.line(
                    element(
                        "p", [("class", "category-options")],
                        text: category.options.map(\.rawValue).joined(separator: ", ")))
            }
        }
    }

    /// One notification as pressed and held: the notification, then its actions.
    private static func printNotification(
        _ category: Catalog.Category, _ actions: [Catalog.Action], in language: Language, android: Bool,
        into printer: inout CodePrinter
    ) {
        var attributes: [(String, String?)] = [
            ("class", "notification"), ("data-category", category.id), ("data-language", language.identifier),
            ("lang", language.identifier), ("dir", direction(of: language)),
        ]
        if category.isPreset { attributes.append(("data-preset", nil)) }
        printer.block(tag("article", attributes), "</article>") { printer in
            printer.block(tag("div", [("class", "banner")]), "</div>") { printer in
                printBannerHeader(in: language, into: &printer)
                printSampleText(
                    PreviewSampleNotification.title, class: "banner-title", in: language, into: &printer)
                printSampleText(
                    PreviewSampleNotification.body, class: "banner-body", in: language, into: &printer)
            }
            printer.block(tag("ul", [("class", "actions")]), "</ul>") { printer in
                for (index, action) in actions.enumerated() {
                    printAction(action, in: language, isKept: index < keptActionCount, into: &printer)
                }
            }
            for action in actions {
                guard let textInput = action.textInput else { continue }
                printTextInput(textInput, of: action, in: language, into: &printer)
            }
            if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                printPreviewsHidden(placeholder, of: category, in: language, into: &printer)
            }
            if let summary = category.summaryFormat {
                printSummary(summary, in: language, into: &printer)
            }
            if android { printAndroidCard(actions, in: language, into: &printer) }
        }
    }

    /// The notification as Android shows it: its buttons in a row (three at most, which the
    /// `android` target holds a category to), and under them the reply field a text-input
    /// action opens, labelled by its placeholder, with a send icon rather than a title.
    private static func printAndroidCard(
        _ actions: [Catalog.Action], in language: Language, into printer: inout CodePrinter
    ) {
        printer.block(tag("div", [("class", "android"), ("data-view", "android")]), "</div>") { printer in
            printer.line(element("p", [("class", "view-caption"), ("lang", "en")], text: "Android"))
            printer.block(tag("div", [("class", "android-notification")]), "</div>") { printer in
                printBannerHeader(in: language, into: &printer)
                printSampleText(
                    PreviewSampleNotification.title, class: "banner-title", in: language, into: &printer)
                printer.block(tag("ul", [("class", "android-actions")]), "</ul>") { printer in
                    for action in actions {
                        printer.line(
                            tag("li", [("class", "android-action"), ("data-android-action", action.id)])
                                + ShownText(action.title, in: language, isLabel: false).html(
                                    class: "action-title")
                                + "</li>")
                    }
                }
                for action in actions {
                    guard let textInput = action.textInput else { continue }
                    // An action without a placeholder shows an empty field, which is no fallback.
                    let placeholder =
                        textInput.placeholder.isEmpty
                        ? tag("span", [("class", "placeholder")]) + "</span>"
                        : ShownText(textInput.placeholder, in: language, isLabel: false).html(
                            class: "placeholder")
                    printer.line(
                        tag("div", [("class", "android-reply"), ("data-android-action", action.id)])
                            + placeholder
                            + element(
                                "span", [("class", "android-send"), ("aria-hidden", "true")], text: "➤")
                            + "</div>")
                }
            }
        }
    }

    /// The banner as it looks when the user hides previews: the app's name and the
    /// placeholder for the thread's notifications, instead of the title and body (a
    /// `hiddenPreviewsShow…` option keeps the title or subtitle).
    private static func printPreviewsHidden(
        _ placeholder: LocalizedText, of category: Catalog.Category, in language: Language,
        into printer: inout CodePrinter
    ) {
        let text = ShownText(placeholder, in: language, isLabel: false)
        printer.block(
            tag("div", [("class", "banner previews-hidden"), ("data-view", "previews-hidden")]), "</div>"
        ) { printer in
            printer.line(element("p", [("class", "view-caption"), ("lang", "en")], text: "Previews hidden"))
            printBannerHeader(in: language, into: &printer)
            if category.options.contains(.hiddenPreviewsShowTitle) {
                printSampleText(
                    PreviewSampleNotification.title, class: "banner-title", in: language, into: &printer)
            }
            printer.line(
                tag("p", [("class", "banner-body")])
                    + text.html(class: "category-text", filled: (sampleCount, sampleSummaryArguments))
                    + "</p>")
        }
    }

    /// A group of the category's notifications, stacked, under the summary iOS writes for it.
    private static func printSummary(
        _ summary: LocalizedText, in language: Language, into printer: inout CodePrinter
    ) {
        let text = ShownText(summary, in: language, isLabel: false)
        printer.block(tag("div", [("class", "group-stack"), ("data-view", "summary")]), "</div>") { printer in
            printer.line(element("p", [("class", "view-caption"), ("lang", "en")], text: "Grouped"))
            printer.block(tag("div", [("class", "banner stacked")]), "</div>") { printer in
                printBannerHeader(in: language, into: &printer)
                printer.line(
                    tag("p", [("class", "banner-body")])
                        + text.html(class: "category-text", filled: (sampleCount, sampleSummaryArguments))
                        + "</p>")
            }
            printer.line(tag("div", [("class", "stack-edge"), ("aria-hidden", "true")]) + "</div>")
            printer.line(tag("div", [("class", "stack-edge second"), ("aria-hidden", "true")]) + "</div>")
        }
    }

    /// The app's icon and name and the time, in the card's language.
    private static func printBannerHeader(in language: Language, into printer: inout CodePrinter) {
        printer.line(
            tag("div", [("class", "banner-header")])
                + tag("span", [("class", "app-icon"), ("aria-hidden", "true")]) + "</span>"
                + ShownText(PreviewSampleNotification.appName, in: language, isLabel: false).html(
                    class: "app-name")
                + ShownText(PreviewSampleNotification.time, in: language, isLabel: false).html(class: "time")
                + "</div>")
    }

    /// A line of the sample notification's own text, in the card's language.
    private static func printSampleText(
        _ text: LocalizedText, class name: String, in language: Language, into printer: inout CodePrinter
    ) {
        printer.line(
            tag("p", [("class", name)]) + ShownText(text, in: language, isLabel: false).html(class: "sample")
                + "</p>")
    }

    private static func printAction(
        _ action: Catalog.Action, in language: Language, isKept: Bool, into printer: inout CodePrinter
    ) {
        let isDestructive = action.options.contains(.destructive)
        var attributes: [(String, String?)] = [
            ("class", isDestructive ? "action destructive" : "action"), ("data-action", action.id),
        ]
        if isKept { attributes.append(("data-kept", nil)) }
        printer.block(tag("li", attributes), "</li>") { printer in
            printer.block(tag("span", [("class", "action-label")]), "</span>") { printer in
                let title = ShownText(action.title, in: language, isLabel: true)
                printer.line(title.html(class: "action-title"))
                var markers = title.markers
                if action.options.contains(.foreground) { markers.append(.foreground) }
                if action.options.contains(.authenticationRequired) {
                    markers.append(.authenticationRequired)
                }
                if !markers.isEmpty {
                    printer.line(
                        tag("span", [("class", "markers")]) + markers.map(\.html).joined() + "</span>")
                }
            }
            if let icon = action.icon { printer.line(iconPlaceholder(icon)) }
        }
    }

    /// The icon at the row's trailing edge, where iOS draws it. SF Symbols and the app's
    /// images cannot be drawn outside Apple's systems and the app, so a plain box stands in,
    /// named for screen readers and on hover.
    private static func iconPlaceholder(_ icon: ActionIcon) -> String {
        let (kind, name, label) =
            switch icon {
            case .system(let name): ("symbol", name, "SF Symbol " + name)
            case .template(let name): ("image", name, "image " + name + " from the app's asset catalog")
            }
        return element(
            "span",
            [
                ("class", "action-icon " + kind), ("data-" + kind, name), ("role", "img"),
                ("aria-label", label),
                ("title", label),
            ], text: "")
    }

    /// The text field iOS shows once a text-input action is tapped, with its send button.
    private static func printTextInput(
        _ textInput: TextInput, of action: Catalog.Action, in language: Language,
        into printer: inout CodePrinter
    ) {
        let title = ShownText(action.title, in: language, isLabel: true)
        // An action without a placeholder shows an empty field, which is no fallback.
        let placeholder =
            textInput.placeholder.isEmpty
            ? nil : ShownText(textInput.placeholder, in: language, isLabel: false)
        let placeholderMarkers = placeholder?.markers ?? []
        let button = ShownText(textInput.button, in: language, isLabel: true)
        printer.block(tag("div", [("class", "text-input"), ("data-action", action.id)]), "</div>") {
            printer in
            printer.line(element("p", [("class", "text-input-caption")], text: title.shown))
            printer.block(tag("div", [("class", "text-field")]), "</div>") { printer in
                printer.line(
                    placeholder?.html(class: "placeholder") ?? tag("span", [("class", "placeholder")])
                        + "</span>")
                printer.line(button.html(class: "send"))
            }
            let markers = placeholderMarkers + button.markers.filter { !placeholderMarkers.contains($0) }
            if !markers.isEmpty {
                printer.line(tag("span", [("class", "markers")]) + markers.map(\.html).joined() + "</span>")
            }
        }
    }

    // MARK: - Texts and markers

    /// A small label beside a title saying how iOS treats it.
    private enum Marker: Equatable {
        case foreground, authenticationRequired, truncated
        /// Shown in another language's text: a parent's, or English.
        case fallback(Language)

        var html: String {
            switch self {
            case .foreground:
                element("span", [("class", "marker foreground"), ("lang", "en")], text: "opens app")
            case .authenticationRequired:
                element("span", [("class", "marker authentication"), ("lang", "en")], text: "needs unlock")
            case .truncated:
                element("span", [("class", "marker truncated"), ("lang", "en")], text: "cut off")
            case .fallback(let language):
                element(
                    "span", [("class", "marker fallback"), ("lang", "en")],
                    text: language.identifier.uppercased() + " fallback")
            }
        }
    }

    /// One language's text as the device shows it (`LocalizedText.shown(in:)`): its own, else
    /// a parent's or the English, marked; cut off with an ellipsis when a button label is too
    /// wide.
    private struct ShownText {
        let full: String
        let shown: String
        /// The language whose text it is, when not the card's own.
        let fallback: Language?
        let isTruncated: Bool

        init(_ text: LocalizedText, in language: Language, isLabel: Bool) {
            let found = text.shown(in: language)
            full = found?.text ?? ""
            fallback = found.map(\.language).flatMap { $0 == language ? nil : $0 }
            (shown, isTruncated) = isLabel ? shownTitle(full) : (full, false)
        }

        var markers: [Marker] {
            (isTruncated ? [.truncated] : []) + (fallback.map { [.fallback($0)] } ?? [])
        }

        /// `filled`: the count and list a category text's specifiers are shown with.
        func html(class name: String, filled sample: (count: UInt, list: String)? = nil) -> String {
            var attributes: [(String, String?)] = [("class", name)]
            if isTruncated { attributes += [("data-truncated", nil), ("title", full)] }
            // The other language's text keeps its own fonts and shaping inside this card.
            if let fallback {
                attributes += [("data-fallback", fallback.identifier), ("lang", fallback.identifier)]
            }
            guard let sample else { return element("span", attributes, text: shown) }
            attributes.append(("data-format", shown))
            return element("span", attributes, text: filled(shown, count: sample.count, list: sample.list))
        }
    }

    // MARK: - HTML

    /// `text` made safe inside an element or a double-quoted attribute.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// An opening tag; a nil value makes a boolean attribute (`data-kept`).
    static func tag(_ name: String, _ attributes: [(String, String?)] = []) -> String {
        let rendered = attributes.map { attribute, value in
            value.map { " \(attribute)=\"\(escaped($0))\"" } ?? " \(attribute)"
        }
        return "<" + name + rendered.joined() + ">"
    }

    /// A whole element on one line, its text escaped.
    static func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) -> String {
        tag(name, attributes) + escaped(text) + "</\(name)>"
    }

    private static func anchor(of category: Catalog.Category) -> String { "category-" + category.id }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) " + (count == 1 ? singular : plural)
    }

    /// `dir`'s value for a card or column in `language`.
    private static func direction(of language: Language) -> String { language.isRightToLeft ? "rtl" : "ltr" }
}
