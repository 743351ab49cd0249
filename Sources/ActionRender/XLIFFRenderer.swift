package import ActionModel

/// Writes one XLIFF 1.2 file per language, shaped as Xcode's `-exportLocalizations` writes
/// them (one `<file>` with `source-language`, `target-language` and `datatype="plaintext"`,
/// a `<trans-unit>` per key with `<source>`, `<target state>` and `<note>`), so every service
/// that takes an Xcode export takes these. Keys are the String Catalog's: the file's
/// `original` names the catalog the export writes beside them.
///
/// A unit without a translation has no `<target>`, as in Xcode's export; a stale
/// translation (made from an English text that has changed since) is
/// `state="needs-review-translation"`, the others `translated`. A button's unit carries the
/// long-title width as `maxwidth` in characters.
package enum XLIFFRenderer {
    /// The `original` of every file, and the String Catalog's name in an export.
    package static let catalogName = "PushActions.xcstrings"

    /// `de.xliff`, as inside an `.xcloc`'s `Localized Contents`.
    package static func fileName(for language: Language) -> String { language.identifier + ".xliff" }

    /// The languages an export writes a file for: the catalog's, less English.
    package static func targetLanguages(of catalog: Catalog) -> [Language] {
        catalog.languages.filter { $0 != StringCatalogRenderer.sourceLanguage }
    }

    package static func render(
        _ catalog: Catalog, language: Language, stale: Set<TranslationPlace> = []
    ) -> String {
        let source = StringCatalogRenderer.sourceLanguage.identifier
        var printer = CodePrinter(indentUnit: "  ")
        printer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        printer.block(
            tag(
                "xliff",
                [
                    ("xmlns", "urn:oasis:names:tc:xliff:document:1.2"),
                    ("version", "1.2"),
                ]), "</xliff>"
        ) { printer in
            printer.block(
                tag(
                    "file",
                    [
                        ("original", catalogName), ("source-language", source),
                        ("target-language", language.identifier), ("datatype", "plaintext"),
                    ]), "</file>"
            ) { printer in
                printer.block("<header>", "</header>") { printer in
                    printer.line(
                        tag("tool", [("tool-id", "actionc"), ("tool-name", "actionc")], empty: true))
                }
                printer.block("<body>", "</body>") { printer in
                    for unit in TranslationUnit.all(in: catalog) {
                        let isStale = stale.contains(TranslationPlace(key: unit.key, language: language))
                        printUnit(unit, language: language, isStale: isStale, into: &printer)
                    }
                }
            }
        }
        return printer.text
    }

    private static func printUnit(
        _ unit: TranslationUnit, language: Language, isStale: Bool, into printer: inout CodePrinter
    ) {
        var attributes = [("id", unit.key)]
        if let budget = unit.widthBudget {
            attributes += [("maxwidth", String(budget)), ("size-unit", "char")]
        }
        attributes.append(("xml:space", "preserve"))
        printer.block(tag("trans-unit", attributes), "</trans-unit>") { printer in
            printer.line("<source>" + escaped(unit.english) + "</source>")
            if let translation = unit.text[language] {
                let state = isStale ? "needs-review-translation" : "translated"
                printer.line(tag("target", [("state", state)]) + escaped(translation) + "</target>")
            }
            printer.line("<note>" + escaped(unit.note) + "</note>")
        }
    }

    private static func tag(_ name: String, _ attributes: [(String, String)], empty: Bool = false) -> String {
        "<" + name + attributes.map { " \($0)=\"\(escaped($1))\"" }.joined() + (empty ? "/>" : ">")
    }

    /// XML's escaping is HTML's for the characters a text may hold.
    private static func escaped(_ text: String) -> String { PreviewHTMLRenderer.escaped(text) }
}
