package import ActionModel

/// Writes the actions' texts as Android string resources: one file per resource folder
/// (`values/`, `values-de/`, `values-b+zh+Hant/`, …), each holding every text, so a device
/// never assembles one button's text from two languages.
///
/// Which folders, and which text each holds, is decided here rather than left to Android's
/// lookup, which differs from Apple's chain and between Android versions (before 7.0 a
/// device drops the region and then takes the default; from 7.0 on it also takes a sibling
/// region, `es-ES` for `es-MX`):
/// - each of the app's languages gets its folder (`qualifiers(of:)`), English the default
///   `values/`;
/// - where the app has a regional or script variant of a language, every other localization
///   of that language gets a folder of its own holding the text iOS shows it (`pt-PT` and
///   `es-MX` with `pt-BR` and `es-419`; `zh-TW` and `zh-HK` with `zh-Hant`), and with
///   Simplified Chinese so do `zh`, `zh-CN` and `zh-SG`, which Android devices report
///   without a script;
/// - Hebrew, Indonesian and Yiddish are written twice, under the current codes and the old
///   ones Android's `Locale` long reported (`iw`, `in`, `ji`), so every Android version
///   finds them.
/// A text is the one iOS shows in that language (`LocalizedText.shown(in:)`): its own, else
/// its nearest parent's, English last.
package enum AndroidResourceRenderer {
    /// The file name in every folder: actionc's own, so no hand-written resource is touched.
    package static let fileName = "actionc_push_actions.xml"

    /// One resource file: its folder under `res/` and its text.
    package struct File: Sendable, Equatable {
        package var folder: String
        /// The language whose texts it holds, and the device locale it is written for when
        /// that is another (`es-MX` holding `es-419`'s).
        package var language: Language
        package var locale: String
        package var text: String
    }

    /// The string resource name of `action`'s text of `kind`: `push_action_NAME_title`,
    /// `…_button`, `…_placeholder`.
    package static func resourceName(of action: Catalog.Action, _ kind: ActionText) -> String {
        let suffix =
            switch kind {
            case .title: "title"
            case .textInputButton: "button"
            case .textInputPlaceholder: "placeholder"
            }
        return "push_action_\(action.androidName)_\(suffix)"
    }

    package static func render(_ catalog: Catalog) -> [File] {
        folders(of: catalog).map { folder in
            File(
                folder: folder.name, language: folder.language, locale: folder.locale,
                text: render(catalog, folder: folder))
        }
    }

    /// Every folder written, in output order: the app's languages (English first), then the
    /// explicit ones, sorted by name; each with the language whose texts it holds.
    static func folders(of catalog: Catalog) -> [(name: String, language: Language, locale: String)] {
        let languages = Language.englishFirst(catalog.languages)
        var written = Set(languages.map(\.identifier))
        let own = languages.flatMap { language in
            qualifiers(of: language.identifier).map {
                (name: folderName($0), language: language, locale: language.identifier)
            }
        }
        var explicit: [(locale: String, language: Language)] = []
        let variants = Set(languages.filter { $0.identifier.contains("-") }.map(Self.languageSubtag))
        for device in Language.all where variants.contains(languageSubtag(device)) {
            guard written.insert(device.identifier).inserted else { continue }
            explicit.append((device.identifier, shown(on: device, among: languages)))
        }
        if let simplified = languages.first(where: { $0.identifier == "zh-Hans" }) {
            for locale in ["zh", "zh-CN", "zh-SG"] where written.insert(locale).inserted {
                explicit.append((locale, simplified))
            }
        }
        let others = explicit.flatMap { locale, language in
            qualifiers(of: locale).map { (name: folderName($0), language: language, locale: locale) }
        }
        return own + others.sorted { $0.name < $1.name }
    }

    /// The catalog language whose texts iOS shows on `device`: the first of its fallbacks
    /// the app has, English last.
    private static func shown(on device: Language, among languages: [Language]) -> Language {
        device.fallbacks.first(where: languages.contains) ?? .english
    }

    private static func languageSubtag(_ language: Language) -> Substring {
        language.identifier.split(separator: "-").first ?? ""
    }

    private static func folderName(_ qualifier: String) -> String {
        qualifier.isEmpty ? "values" : "values-" + qualifier
    }

    /// The resource qualifiers a locale's texts are written under, by Android's rules:
    /// English is the default (no qualifier); a script, a numeric region or a three-letter
    /// language needs the BCP 47 form (`b+zh+Hant`, `b+es+419`, `b+fil`); else the classic
    /// `pt-rBR` and `de`. Hebrew, Indonesian and Yiddish come twice, old code first (`iw`, `he`).
    package static func qualifiers(of identifier: String) -> [String] {
        guard identifier != Language.english.identifier else { return [""] }
        let subtags = identifier.split(separator: "-").map(String.init)
        let language = subtags[0]
        let codes = oldCodes[language].map { [$0, language] } ?? [language]
        let rest = subtags.dropFirst()
        let needsBCP47 =
            language.count != 2
            || rest.contains { $0.count == 4 || $0.first?.isNumber == true || $0.count > 4 }
        return codes.map { code in
            if needsBCP47 { return (["b", code] + rest).joined(separator: "+") }
            return ([code] + rest.map { "r" + $0 }).joined(separator: "-")
        }
    }

    /// The codes Java's `Locale` long gave these languages, which Android's resource lookup
    /// used on older versions.
    private static let oldCodes = ["he": "iw", "id": "in", "yi": "ji"]

    private static func render(
        _ catalog: Catalog, folder: (name: String, language: Language, locale: String)
    ) -> String {
        var printer = CodePrinter()
        printer.line("<?xml version=\"1.0\" encoding=\"utf-8\"?>")
        printer.line("<!--")
        printer.indented { printer in
            if catalog.sourcePaths.isEmpty {
                printer.line(
                    "Generated by actionc. Do not edit: change the definitions and run actionc again.")
            } else {
                printer.line("Generated by actionc from these push action definitions:")
                for name in catalog.sourceFileNames { printer.line("  " + commentText(name)) }
                printer.line("Do not edit: change the definitions and run actionc again.")
            }
            printer.line(
                folder.locale == folder.language.identifier
                    ? "The texts in \(folder.locale)."
                    : "On a device set to \(folder.locale), the texts in \(folder.language.identifier), as iOS shows them there."
            )
        }
        printer.line("-->")
        printer.block("<resources>", "</resources>") { printer in
            for action in catalog.actions {
                let strings = ActionText.allCases.compactMap { kind in
                    kind.text(of: action)?.shown(in: folder.language).map {
                        (resourceName(of: action, kind), $0.text)
                    }
                }
                guard !strings.isEmpty else { continue }
                printer.line("<!-- \(commentText(action.id)) -->")
                for (name, text) in strings {
                    let formatted = text.contains("%") ? " formatted=\"false\"" : ""
                    printer.line("<string name=\"\(name)\"\(formatted)>\(escaped(text))</string>")
                }
            }
        }
        return printer.text
    }

    /// Text inside an XML comment, which may not hold `--`.
    private static func commentText(_ text: String) -> String {
        var result = text
        while result.contains("--") { result = result.replacing("--", with: "- -") }
        return result
    }

    /// `text` as a string resource's content that `aapt2` reads back as exactly `text`:
    /// Android's escapes for `\`, `'` and `"`, a leading `@` or `?` (else a reference), line
    /// breaks and tabs; XML's for `&`, `<` and `>`; and `\u0020` for each space Android
    /// would collapse or trim (leading, trailing, or after another space), and for other
    /// control characters.
    package static func escaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "@" where index == 0, "?" where index == 0: result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case " " where index == 0 || index == scalars.count - 1 || scalars[index - 1] == " ":
                result += "\\u0020"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
