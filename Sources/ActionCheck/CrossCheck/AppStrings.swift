import ActionModel
import ActionPlist
import ActionSyntax
import ActionValidate

/// The app's own strings, as a payload's `loc-key`s find them: every key of the default
/// table (`Localizable`) with its text in each language, plural and device variations one
/// text each, read from String Catalogs (`.xcstrings`) and `.lproj` folders' `.strings` and
/// `.stringsdict` files. A `.strings` or `.stringsdict` file's language is its `.lproj`
/// folder's name.
///
/// For Android (`readAndroid`), the `<string>` resources of `res/values*/*.xml`: `values/`
/// holds the default texts (the development language is ""), `values-de/` and
/// `values-pt-rBR/` a language's.
struct AppStrings {
    enum Platform {
        case apple
        case android
    }

    var platform = Platform.apple
    /// One text a device may show for a key: a language's string, or one variation of it.
    struct Text {
        var language: String
        /// `plural one`, `device iphone`; nil for the string itself.
        var variation: String?
        var value: String
        /// Where the text is written (where the key is, for a catalog string that is its own
        /// text).
        var location: SourceLocation
        /// A plural form other than `other` may leave the number out ("One new message").
        var mayDropArguments: Bool
    }

    struct Entry {
        var location: SourceLocation
        var texts: [Text] = []
        /// Where a String Catalog marks the key `"extractionState" : "stale"`.
        var staleAt: SourceLocation?
        /// False for a String Catalog key marked `"shouldTranslate" : false`: every language
        /// shows the development language's text on purpose.
        var isTranslated = true
    }

    /// The language a key must exist in: a catalog's `sourceLanguage`, else `en` when an
    /// `en.lproj` is given, else the first language by name.
    var developmentLanguage = ""
    /// Every language the app has strings in, the development language included, by name.
    var languages: [String] = []
    var entries: [String: Entry] = [:]

    /// Reads every file; a file that does not read adds its diagnostics and nothing else.
    static func read(_ files: [SourceFile], limits: ParseLimits) -> (AppStrings, [Diagnostic]) {
        var strings = AppStrings()
        var diagnostics: [Diagnostic] = []
        var languages: Set<String> = []
        var sourceLanguage: String?
        // A key in both tables of a language takes the `.stringsdict`'s text, so those come last.
        let isDictionary = { (file: SourceFile) in file.path.lowercased().hasSuffix(".stringsdict") }
        for file in files.filter({ !isDictionary($0) }) + files.filter(isDictionary) {
            let lowercased = file.path.lowercased()
            if lowercased.hasSuffix(".xcstrings") {
                var reader = CatalogReader(file: file, limits: limits)
                if let language = reader.read(into: &strings) {
                    sourceLanguage = sourceLanguage ?? language
                }
                languages.formUnion(reader.languages)
                diagnostics += reader.diagnostics
                continue
            }
            guard let language = lprojLanguage(of: file.path) else {
                diagnostics.append(
                    .error(
                        .unknownLanguage,
                        "'\(file.path)' is in no '.lproj' folder, so its language is unknown; keep it in its language's folder (en.lproj/Localizable.strings)",
                        at: SourceLocation(file: file.path, line: 1, column: 1)))
                continue
            }
            languages.insert(language)
            let parsed =
                isDictionary(file)
                ? PlistReader.parse(file.bytes, file: file.path, limits: limits)
                : StringsFileReader.parse(file.bytes, file: file.path, limits: limits)
            diagnostics += parsed.diagnostics
            guard let root = parsed.root, !parsed.diagnostics.hasErrors else { continue }
            var reader = NodeReader(file: file.path)
            if isDictionary(file) {
                readStringsDictionary(root, language: language, into: &strings, reader: &reader)
            } else {
                strings.addTexts(of: root, language: language, file: file.path)
            }
            diagnostics += reader.diagnostics
        }
        strings.languages = languages.sorted()
        strings.developmentLanguage =
            sourceLanguage ?? (languages.contains("en") ? "en" : strings.languages.first ?? "en")
        return (strings, diagnostics)
    }

    /// Reads `res/values*/…xml` files. A `<plurals>` is no string to FCM, which looks a key up
    /// among the `<string>` resources only, so it is not taken.
    static func readAndroid(_ files: [SourceFile], limits: ParseLimits) -> (AppStrings, [Diagnostic]) {
        var strings = AppStrings()
        strings.platform = .android
        var diagnostics: [Diagnostic] = []
        var languages: Set<String> = []
        for file in files {
            guard let language = resourceLanguage(of: file.path) else { continue }
            languages.insert(language)
            let parsed = AndroidStringsReader.parse(file.bytes, file: file.path, limits: limits)
            diagnostics += parsed.diagnostics
            if let root = parsed.root { strings.addTexts(of: root, language: language, file: file.path) }
        }
        strings.languages = languages.sorted()
        return (strings, diagnostics)
    }

    /// The language of a file in `res/values*/`: "" for `values`, `de` for `values-de`,
    /// `pt-BR` for `values-pt-rBR`, `sr-Latn` for `values-b+sr+Latn`; nil for a folder with
    /// other qualifiers (`values-night`, `values-de-land`), whose strings replace the
    /// language's only on some devices.
    static func resourceLanguage(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let qualifiers = components[components.count - 2].split(
            separator: "-", omittingEmptySubsequences: false)
        guard qualifiers.first == "values" else { return nil }
        let isLanguage = { (part: Substring) in
            (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLowercase }
        }
        switch qualifiers.count {
        case 1: return ""
        case 2 where qualifiers[1].hasPrefix("b+"):
            return qualifiers[1].dropFirst(2).split(separator: "+").joined(separator: "-")
        case 2 where isLanguage(qualifiers[1]): return String(qualifiers[1])
        case 3 where isLanguage(qualifiers[1]) && qualifiers[2].count == 3 && qualifiers[2].hasPrefix("r"):
            return "\(qualifiers[1])-\(qualifiers[2].dropFirst())"
        default: return nil
        }
    }

    /// `fr` for `…/fr.lproj/Localizable.strings`.
    static func lprojLanguage(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.lowercased().hasSuffix(".lproj"), folder.count > 6 else { return nil }
        return String(folder.dropLast(6))
    }

    /// Adds each key's text in a file of one language (`.strings`, Android resources), the last
    /// of a repeated key winning as on the device; a key whose value is no text (an Android
    /// `<plurals>`) is passed over.
    mutating func addTexts(of root: Node, language: String, file: String) {
        guard case .mapping(let entries, _) = root else { return }
        for entry in entries {
            guard case .scalar(let value) = entry.value else { continue }
            add(
                entry.key.text, at: SourceLocation(file: file, position: entry.key.position),
                Text(
                    language: language, variation: nil, value: value.text,
                    location: SourceLocation(file: file, position: value.position), mayDropArguments: false),
                replacing: true)
        }
    }

    /// Adds a language's text of `key`; a `.strings` file's repeat replaces the earlier text,
    /// as Foundation keeps the last.
    mutating func add(_ key: String, at location: SourceLocation, _ text: Text, replacing: Bool = false) {
        var entry = entries[key] ?? Entry(location: location)
        if replacing {
            entry.texts.removeAll { $0.language == text.language && $0.variation == text.variation }
        }
        entry.texts.append(text)
        entries[key] = entry
    }

    // MARK: .stringsdict

    /// Each key's `NSStringLocalizedFormatKey` with every `%#@variable@` replaced by each of
    /// the variable's forms in turn: one text per form, as Foundation formats it.
    private static func readStringsDictionary(
        _ root: Node, language: String, into strings: inout AppStrings, reader: inout NodeReader
    ) {
        guard case .mapping(let keys, _) = root else {
            reader.mismatch(root, expected: "a dictionary of keys")
            return
        }
        for key in reader.uniqueEntries(keys) {
            guard case .mapping(let fields, _) = key.value else {
                reader.mismatch(key.value, expected: "a dictionary for '\(key.key.text)'")
                continue
            }
            guard let formatNode = NodeReader.member(fields, "NSStringLocalizedFormatKey"),
                case .scalar(let format) = formatNode
            else {
                reader.diagnostics.append(
                    .error(
                        .missingKey, "'\(key.key.text)' has no 'NSStringLocalizedFormatKey' string",
                        at: reader.location(key.key.position)))
                continue
            }
            let keyLocation = reader.location(key.key.position)
            let variables = fields.filter { $0.key.text != "NSStringLocalizedFormatKey" }
            var texts: [(variation: String?, value: String, at: Position, mayDrop: Bool)] = [
                (nil, format.text, format.position, false)
            ]
            for variable in variables {
                let token = "%#@\(variable.key.text)@"
                guard format.text.contains(token), case .mapping(let rule, _) = variable.value else {
                    continue
                }
                let kind = NodeReader.quotedText(NodeReader.member(rule, "NSStringFormatSpecTypeKey"))
                let prefix = kind == "NSStringDeviceSpecificRuleType" ? "device" : "plural"
                var expanded: [(String?, String, Position, Bool)] = []
                for form in rule where !form.key.text.hasPrefix("NSString") {
                    guard case .scalar(let value) = form.value else { continue }
                    for text in texts {
                        let name = [text.variation, "\(prefix) \(form.key.text)"].compactMap { $0 }.joined(
                            separator: ", ")
                        expanded.append(
                            (
                                name, text.value.replacing(token, with: value.text), value.position,
                                text.mayDrop || (prefix == "plural" && form.key.text != "other")
                            ))
                    }
                }
                if !expanded.isEmpty { texts = expanded }
            }
            strings.entries[key.key.text]?.texts.removeAll { $0.language == language }
            for text in texts {
                strings.add(
                    key.key.text, at: keyLocation,
                    Text(
                        language: language, variation: text.variation, value: text.value,
                        location: reader.location(text.at), mayDropArguments: text.mayDrop))
            }
        }
    }
}

/// Reads a String Catalog's `strings` into `AppStrings`, through the JSON reader and
/// `NodeReader` as the translations import reads a catalog; members it does not need are
/// passed over.
private struct CatalogReader {
    let file: SourceFile
    let limits: ParseLimits
    var json: NodeReader
    var languages: Set<String> = []
    var diagnostics: [Diagnostic] { json.diagnostics }

    init(file: SourceFile, limits: ParseLimits) {
        self.file = file
        self.limits = limits
        json = NodeReader(file: file.path)
    }

    /// The catalog's `sourceLanguage`, after adding its strings; nil when it does not read.
    mutating func read(into strings: inout AppStrings) -> String? {
        let parsed = ParsedInput(file, as: .json, limits: limits)
        json.diagnostics += parsed.diagnostics
        guard let root = parsed.root, !parsed.diagnostics.hasErrors,
            let top = json.object(root, "the String Catalog")
        else { return nil }
        let top2 = json.uniqueEntries(top)
        guard let sourceNode = NodeReader.member(top2, "sourceLanguage"),
            let source = NodeReader.quotedText(sourceNode)
        else {
            json.diagnostics.append(
                .error(
                    .missingKey, "the String Catalog has no 'sourceLanguage' string",
                    at: json.location(root.position)))
            return nil
        }
        languages.insert(source)
        guard let stringsNode = NodeReader.member(top2, "strings") else {
            json.diagnostics.append(
                .error(.missingKey, "the String Catalog has no 'strings'", at: json.location(root.position)))
            return nil
        }
        for string in json.uniqueEntries(json.object(stringsNode, "'strings'") ?? []) {
            guard
                let fields = json.object(string.value, "string '\(string.key.text)'").map({
                    json.uniqueEntries($0)
                })
            else { continue }
            let keyLocation = json.location(string.key.position)
            var entry = strings.entries[string.key.text] ?? AppStrings.Entry(location: keyLocation)
            if let state = NodeReader.member(fields, "extractionState"),
                NodeReader.quotedText(state) == "stale"
            {
                entry.staleAt = json.location(state.position)
            }
            if case .scalar(let flag)? = NodeReader.member(fields, "shouldTranslate"), flag.style == .plain,
                flag.text == "false"
            {
                entry.isTranslated = false
            }
            strings.entries[string.key.text] = entry
            var hasSource = false
            if let localizations = NodeReader.member(fields, "localizations") {
                for localization in json.uniqueEntries(json.object(localizations, "'localizations'") ?? []) {
                    languages.insert(localization.key.text)
                    hasSource = hasSource || localization.key.text == source
                    add(
                        localization.value, key: string.key.text, at: keyLocation,
                        language: localization.key.text,
                        variation: nil, substitutions: [], into: &strings)
                }
            }
            // A key with no text in the source language is its own text, as Xcode compiles it.
            if !hasSource {
                strings.add(
                    string.key.text, at: keyLocation,
                    AppStrings.Text(
                        language: source, variation: nil, value: string.key.text, location: keyLocation,
                        mayDropArguments: false))
            }
        }
        return source
    }

    /// A localization's `stringUnit`, or each of its `variations` (`plural`, `device`, nested),
    /// with its `substitutions` (`%#@name@`) expanded form by form.
    private mutating func add(
        _ node: Node, key: String, at keyLocation: SourceLocation, language: String, variation: String?,
        substitutions: [MappingEntry], into strings: inout AppStrings, mayDrop: Bool = false, depth: Int = 0
    ) {
        guard depth < 8, let fields = json.object(node, "localization '\(language)' of '\(key)'") else {
            return
        }
        let substitutions =
            substitutions
            + (NodeReader.member(fields, "substitutions").flatMap {
                json.object($0, "'substitutions'")
            } ?? [])
        if let unit = NodeReader.member(fields, "stringUnit") {
            guard let unitFields = json.object(unit, "'stringUnit'"),
                let valueNode = NodeReader.member(unitFields, "value"),
                let value = NodeReader.quotedText(valueNode)
            else {
                json.diagnostics.append(
                    .error(
                        .typeMismatch, "the 'stringUnit' of '\(language)' in '\(key)' has no string 'value'",
                        at: json.location(unit.position)))
                return
            }
            // Xcode's mark of a text not written yet: the language has none.
            let state = NodeReader.quotedText(NodeReader.member(unitFields, "state"))
            if value.isEmpty && state == "new" { return }
            for (name, text, dropping) in expand(value, substitutions, depth: depth) {
                strings.add(
                    key, at: keyLocation,
                    AppStrings.Text(
                        language: language,
                        variation: [variation, name].compactMap { $0 }.joined(separator: ", ")
                            .nonEmpty, value: text, location: json.location(valueNode.position),
                        mayDropArguments: mayDrop || dropping))
            }
        }
        guard let variations = NodeReader.member(fields, "variations") else { return }
        for kind in json.object(variations, "'variations'") ?? [] {
            for form in json.object(kind.value, "'\(kind.key.text)'") ?? [] {
                let name = [variation, "\(kind.key.text) \(form.key.text)"].compactMap { $0 }.joined(
                    separator: ", ")
                add(
                    form.value, key: key, at: keyLocation, language: language, variation: name,
                    substitutions: substitutions, into: &strings,
                    mayDrop: mayDrop || (kind.key.text == "plural" && form.key.text != "other"),
                    depth: depth + 1)
            }
        }
    }

    /// `value` with each `%#@name@` it holds replaced by each plural form of the substitution
    /// `name`, whose `%arg` is the substituted argument (`%<argNum>$<formatSpecifier>`).
    private mutating func expand(_ value: String, _ substitutions: [MappingEntry], depth: Int)
        -> [(String?, String, Bool)]
    {
        var texts: [(String?, String, Bool)] = [(nil, value, false)]
        for substitution in substitutions {
            let token = "%#@\(substitution.key.text)@"
            guard value.contains(token), let fields = json.object(substitution.value, "substitution")
            else { continue }
            let number = NodeReader.member(fields, "argNum").flatMap { node -> String? in
                guard case .scalar(let scalar) = node, scalar.style == .plain else { return nil }
                return scalar.text
            }
            let specifier = NodeReader.quotedText(NodeReader.member(fields, "formatSpecifier")) ?? "@"
            let argument = number.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            var forms: [(String, String, Bool)] = []
            let variations =
                NodeReader.member(fields, "variations").flatMap { json.object($0, "'variations'") } ?? []
            for kind in variations {
                for form in json.object(kind.value, "'\(kind.key.text)'") ?? [] {
                    guard case .mapping(let formFields, _) = form.value,
                        case .mapping(let unit, _)? = NodeReader.member(formFields, "stringUnit"),
                        let text = NodeReader.quotedText(NodeReader.member(unit, "value"))
                    else { continue }
                    forms.append(
                        (
                            "\(kind.key.text) \(form.key.text)", text.replacing("%arg", with: argument),
                            kind.key.text == "plural" && form.key.text != "other"
                        ))
                }
            }
            guard !forms.isEmpty else { continue }
            texts = texts.flatMap { text in
                forms.map { form in
                    (
                        [text.0, form.0].compactMap { $0 }.joined(separator: ", "),
                        text.1.replacing(token, with: form.1), text.2 || form.2
                    )
                }
            }
        }
        return texts
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
