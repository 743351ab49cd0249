import ActionModel
import ActionPlist
import ActionRender
public import ActionSyntax
import ActionValidate

/// One translation as a translator's file gives it, with where each part is written.
public struct ImportedTranslation: Sendable {
    /// The unit's id: a String Catalog key.
    public var key: String
    public var keyLocation: SourceLocation
    /// The language as the file spells it (`target-language`, a localization's key).
    public var language: String
    public var languageLocation: SourceLocation
    /// The English the translator saw, when the file holds it.
    public var source: String?
    public var target: String
    public var targetLocation: SourceLocation
    /// False for a text the file marks as not done (`new`, `needs-review-*`, `needs_review`).
    public var isReviewed: Bool
}

/// Reads the translations out of an XLIFF 1.2 file (as Xcode and services write them) or a
/// String Catalog, through the project's own readers, every problem at its position.
public enum TranslationFileReader {
    /// `.xcstrings` is a String Catalog; anything else is read as XLIFF.
    public static func read(_ file: SourceFile, limits: ParseLimits = .default) -> (
        [ImportedTranslation], [Diagnostic]
    ) {
        if file.path.lowercased().hasSuffix(".xcstrings") { return readStringCatalog(file, limits: limits) }
        if let problem = ParsedInput.textProblem(file, limits: limits) { return ([], [problem]) }
        return readXLIFF(file)
    }

    // MARK: XLIFF

    /// XLIFF states that say a translator finished the text.
    static let reviewedStates: Set = ["translated", "signed-off", "final"]

    private static func readXLIFF(_ file: SourceFile) -> ([ImportedTranslation], [Diagnostic]) {
        var reader = XMLReader(file.bytes)
        var units = XLIFFUnits(file: file)
        do {
            while let event = try reader.next() {
                switch event {
                case .start(let name, let tag, let content, let attributes):
                    if let problem = units.start(name, tag: tag, content: content, attributes: attributes) {
                        // Read on, this file's units would be passed over in silence.
                        return ([], [problem])
                    }
                case .text(let bytes, let offset): units.text(bytes, at: offset)
                case .end(let name): units.end(name)
                }
            }
        } catch {
            return ([], [.error(.syntax, error.message, at: units.location(error.offset))])
        }
        return (units.translations, units.diagnostics)
    }

    /// The translations of an XLIFF file gathered as its elements open and close.
    private struct XLIFFUnits {
        let file: SourceFile
        let lines: TextLines
        var translations: [ImportedTranslation] = []
        var diagnostics: [Diagnostic] = []
        // The element path, innermost last.
        var open: [String] = []
        var language: (String, SourceLocation)?
        var unit: (id: String, at: SourceLocation)?
        var source: String?
        var target: (text: String, at: SourceLocation, state: String?)?
        var collected: String?

        init(file: SourceFile) {
            self.file = file
            lines = TextLines(file.bytes)
        }

        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: file.path, position: lines.position(ofByteOffset: offset))
        }

        /// An element opens; the file's one problem, when its root says it is not the XLIFF
        /// this reads.
        mutating func start(_ name: String, tag: Int, content: Int, attributes: [XMLAttribute]) -> Diagnostic?
        {
            func attribute(_ wanted: String) -> XMLAttribute? {
                attributes.first { $0.name == wanted }
            }
            if open.isEmpty, let problem = dialectProblem(root: name, attribute("version")?.value) {
                return .error(.cannotImport, problem, at: location(tag))
            }
            if let colon = name.firstIndex(of: ":"),
                ["file", "body", "trans-unit", "source", "target"].contains(name[name.index(after: colon)...])
            {
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "<\(name)> has a namespace prefix; actionc reads XLIFF 1.2 written without prefixes, as Xcode exports it: export the file again in that form",
                        at: location(tag)))
            }
            if collected != nil {
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "<\(name)> inside a text: inline markup cannot be written into the definitions; translate the text as plain text",
                        at: location(tag)))
            }
            switch name {
            case "file":
                if let given = attribute("target-language") {
                    language = (given.value, location(given.offset))
                } else {
                    language = nil
                    diagnostics.append(
                        .error(
                            .missingKey, "<file> has no 'target-language': the language of its translations",
                            at: location(tag)))
                }
            case "trans-unit" where unit != nil || open.contains("trans-unit"):
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "<trans-unit> inside another <trans-unit>: XLIFF 1.2 units do not nest; move it out",
                        at: location(tag)))
            case "trans-unit":
                if let id = attribute("id") {
                    unit = (id.value, location(id.offset))
                } else {
                    diagnostics.append(.error(.missingKey, "<trans-unit> has no 'id'", at: location(tag)))
                }
                (source, target) = (nil, nil)
            case "source" where open.last == "trans-unit":
                collected = ""
            case "target" where open.last == "trans-unit":
                if let earlier = target {
                    diagnostics.append(
                        .error(
                            .duplicateKey, "the unit has a second <target>; give each unit one translation",
                            at: location(tag), notes: [.init("the first <target>", at: earlier.at)]))
                }
                collected = ""
                target = ("", location(content), attribute("state")?.value)
            default:
                break
            }
            open.append(name)
            return nil
        }

        mutating func text(_ bytes: [UInt8], at offset: Int) {
            if collected != nil, file.bytes[offset...].starts(with: cdataOpening),
                bytes.contains(UInt8(ascii: "<"))
            {
                // A CDATA section is text to XML, but what it holds here is markup that
                // would show on the button as written.
                diagnostics.append(
                    .error(
                        .cannotImport,
                        "a CDATA section with markup inside a text: it would show on the button as written; translate the text as plain text",
                        at: location(offset)))
            }
            collected? += String(decoding: bytes, as: UTF8.self)
        }

        mutating func end(_ name: String) {
            open.removeLast()
            switch name {
            case "source" where open.last == "trans-unit": source = collected
            case "target" where open.last == "trans-unit": target?.text = collected ?? ""
            case "trans-unit":
                if let unit, let target, let (code, at) = language {
                    translations.append(
                        ImportedTranslation(
                            key: unit.id, keyLocation: unit.at, language: code, languageLocation: at,
                            source: source, target: target.text, targetLocation: target.at,
                            isReviewed: target.state.map(reviewedStates.contains) ?? true))
                }
                unit = nil
            default: break
            }
            if name == "source" || name == "target" { collected = nil }
        }
    }

    private static let cdataOpening = Array("<![CDATA[".utf8)

    /// Why a file whose root element is `root` is not the XLIFF this reads: XLIFF 1.2 (or
    /// 1.0, 1.1) without namespace prefixes, as Xcode and translation services write it.
    private static func dialectProblem(root: String, _ version: String?) -> String? {
        if root.contains(":") {
            return
                "the root element <\(root)> has a namespace prefix; actionc reads XLIFF 1.2 written without prefixes, as Xcode exports it: export the file again in that form"
        }
        guard root == "xliff" else {
            return "the root element is <\(root)>, not <xliff>: this is no XLIFF file"
        }
        // Without a 'version' the file is read as the 1.2 it most likely is.
        guard let version, !["1.0", "1.1", "1.2"].contains(version) else { return nil }
        return
            "XLIFF \(version) is not read; actionc reads XLIFF 1.2, as Xcode exports it: export the file as XLIFF 1.2"
    }

    // MARK: String Catalog

    /// The states a String Catalog's `stringUnit` may have here; only `translated` is done.
    static let catalogStates: Set = ["new", "translated", "needs_review", "stale"]

    private static func readStringCatalog(_ file: SourceFile, limits: ParseLimits) -> (
        [ImportedTranslation], [Diagnostic]
    ) {
        let parsed = ParsedInput(file, as: .json, limits: limits)
        guard let root = parsed.root, !parsed.diagnostics.hasErrors else { return ([], parsed.diagnostics) }
        var json = NodeReader(file: file.path)
        guard let top = json.object(root, "the String Catalog"),
            let stringsNode = NodeReader.member(top, "strings")
        else {
            if json.diagnostics.isEmpty {
                json.diagnostics.append(
                    .error(
                        .missingKey, "the String Catalog has no 'strings'", at: json.location(root.position)))
            }
            return ([], json.diagnostics)
        }
        var translations: [ImportedTranslation] = []
        // A repeated member would be read one way here and another by Xcode: each is an error.
        for string in json.uniqueEntries(json.object(stringsNode, "'strings'") ?? []) {
            guard
                let localizations = json.object(string.value, "string '\(string.key.text)'").flatMap({
                    NodeReader.member(json.uniqueEntries($0), "localizations")
                })
            else { continue }
            var english: String?
            var units: [(MappingEntry, Node)] = []
            for localization in json.uniqueEntries(json.object(localizations, "'localizations'") ?? []) {
                guard
                    let entries = json.object(localization.value, "localization '\(localization.key.text)'")
                        .map({ json.uniqueEntries($0) })
                else {
                    continue
                }
                let unit = NodeReader.member(entries, "stringUnit")
                let variations = NodeReader.member(entries, "variations")
                guard let unit, variations == nil else {
                    // Beside a stringUnit too, where they would otherwise be dropped unread.
                    let what =
                        variations == nil
                        ? "no 'stringUnit'"
                        : "plural or device variations" + (unit == nil ? "" : " beside its 'stringUnit'")
                    json.diagnostics.append(
                        .error(
                            .cannotImport,
                            "localization '\(localization.key.text)' of '\(string.key.text)' has \(what); a notification button has one text per language",
                            at: json.location(localization.key.position)))
                    continue
                }
                if localization.key.text == StringCatalogRenderer.sourceLanguage.identifier {
                    english = json.object(unit, "'stringUnit'").flatMap {
                        NodeReader.quotedText(NodeReader.member($0, "value"))
                    }
                } else {
                    units.append((localization, unit))
                }
            }
            for (localization, unit) in units {
                guard let fields = json.object(unit, "'stringUnit'").map({ json.uniqueEntries($0) }) else {
                    continue
                }
                guard let valueNode = NodeReader.member(fields, "value"),
                    let value = NodeReader.quotedText(valueNode)
                else {
                    json.diagnostics.append(
                        .error(
                            .typeMismatch,
                            "the 'stringUnit' of '\(localization.key.text)' in '\(string.key.text)' has no string 'value'",
                            at: json.location(unit.position)))
                    continue
                }
                let stateNode = NodeReader.member(fields, "state")
                let state = NodeReader.quotedText(stateNode)
                if let stateNode, state.map(catalogStates.contains) != true {
                    let written = state.map { "'\($0)'" } ?? "a value that is no string"
                    json.diagnostics.append(
                        .error(
                            .typeMismatch,
                            "the 'state' of '\(localization.key.text)' in '\(string.key.text)' is \(written); actionc reads one of \(catalogStates.sorted().joined(separator: ", "))",
                            at: json.location(stateNode.position)))
                    continue
                }
                translations.append(
                    ImportedTranslation(
                        key: string.key.text, keyLocation: json.location(string.key.position),
                        language: localization.key.text,
                        languageLocation: json.location(localization.key.position),
                        source: english, target: value, targetLocation: json.location(valueNode.position),
                        isReviewed: state == nil || state == "translated"))
            }
        }
        return (translations, json.diagnostics)
    }
}
