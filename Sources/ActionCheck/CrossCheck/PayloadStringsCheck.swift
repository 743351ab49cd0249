import ActionModel
import ActionSyntax

/// What a payload's `aps` makes iOS show, checked: the values Apple fixes
/// (`interruption-level`, `relevance-score`, `sound`, `mutable-content`,
/// `content-available`), and, given the app's strings, each `alert` key into them
/// (`title-loc-key`, `subtitle-loc-key`, `loc-key`) with its `*-loc-args`, in every language
/// and variation. A value that is a whole server placeholder (`"{score}"`) is passed over.
struct PayloadStringsCheck {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func at(_ position: Position) -> SourceLocation { SourceLocation(file: file, position: position) }

    static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

    // MARK: aps values

    mutating func checkValues(of aps: [MappingEntry]) {
        for entry in aps {
            let name = "'aps.\(entry.key.text)'"
            if case .scalar(let scalar) = entry.value, scalar.style == .quoted,
                Self.isPlaceholder(scalar.text)
            {
                continue
            }
            switch entry.key.text {
            case "interruption-level":
                guard case .scalar(let level) = entry.value, level.style == .quoted,
                    Self.interruptionLevels.contains(level.text)
                else {
                    invalid(
                        entry.value,
                        "\(name) is \(Self.describe(entry.value)), which is none of Apple's levels",
                        fix:
                            "write one of \(Self.interruptionLevels.map { "'\($0)'" }.joined(separator: ", "))"
                    )
                    continue
                }
            case "relevance-score":
                checkFraction(entry.value, name: name, fix: "write a number from 0 to 1, such as 0.5")
            case "mutable-content", "content-available":
                guard case .scalar(let flag) = entry.value, flag.style == .plain,
                    flag.text == "1" || flag.text == "0"
                else {
                    invalid(
                        entry.value,
                        "\(name) is \(Self.describe(entry.value)); Apple documents it as the number 1",
                        fix: "write 1 to turn it on, or leave the key out")
                    continue
                }
            case "sound":
                checkSound(entry.value)
            default:
                break
            }
        }
    }

    /// A sound file's name, or the critical-alert dictionary (`critical`, `name`, `volume`).
    private mutating func checkSound(_ node: Node) {
        switch node {
        case .scalar(let scalar) where scalar.style == .quoted:
            return
        case .mapping(let entries, _):
            for entry in entries {
                switch entry.key.text {
                case "critical":
                    guard case .scalar(let flag) = entry.value, flag.style == .plain,
                        flag.text == "1" || flag.text == "0"
                    else {
                        invalid(
                            entry.value, "'aps.sound.critical' is \(Self.describe(entry.value)), not 1 or 0",
                            fix: "write 1 for a critical alert, 0 for a regular one")
                        continue
                    }
                case "name":
                    guard case .scalar(let name) = entry.value, name.style == .quoted else {
                        invalid(
                            entry.value, "'aps.sound.name' is \(Self.describe(entry.value)), not a string",
                            fix: "write the sound file's name, or \"default\"")
                        continue
                    }
                case "volume":
                    checkFraction(entry.value, name: "'aps.sound.volume'", fix: "write a number from 0 to 1")
                default:
                    break
                }
            }
            if !entries.contains(where: { $0.key.text == "name" }) {
                invalid(
                    node, "'aps.sound' is a dictionary without 'name', so no sound is named",
                    fix: "add \"name\": \"default\" or the sound file's name")
            }
        default:
            invalid(
                node,
                "'aps.sound' is \(Self.describe(node)), not a sound's name or a critical-sound dictionary",
                fix: "write the sound file's name as a string, such as \"default\"")
        }
    }

    private mutating func checkFraction(_ node: Node, name: String, fix: String) {
        if case .scalar(let scalar) = node, scalar.style == .plain, let value = Double(scalar.text),
            (0...1).contains(value)
        {
            return
        }
        invalid(node, "\(name) is \(Self.describe(node)); Apple takes a number from 0 to 1", fix: fix)
    }

    private mutating func invalid(_ node: Node, _ message: String, fix: String) {
        diagnostics.append(
            .error(.invalidApsValue, message, at: at(node.position), notes: [Diagnostic.Note(fix)]))
    }

    // MARK: loc-keys

    /// What differs between an APNs `alert` and an FCM request's Android notification: where
    /// the keys are, and what the platform does with a key or a text that does not fit.
    struct Platform {
        /// The object holding the keys, as messages name it.
        let object: String
        /// Each key field with its arguments field.
        let fields: [(String, String)]
        let sender: String
        /// The conversion of a string argument: `%@`, or Java's `%s`.
        let specifier: String
        let missingKey: String
        let missingText: @Sendable (String) -> String
        let wrongSpecifier: String
        let tooFewArguments: String

        static let apple = Platform(
            object: "alert",
            fields: [
                ("title-loc-key", "title-loc-args"), ("subtitle-loc-key", "subtitle-loc-args"),
                ("loc-key", "loc-args"),
            ], sender: "APNs", specifier: "@", missingKey: "iOS would show the key itself",
            missingText: {
                "a device set to \($0) shows the raw key, or another language's text where iOS falls back to one"
            },
            wrongSpecifier: "reads as something else: the text shows garbage, or the app crashes",
            tooFewArguments: "the app formats past the strings it is given, which shows garbage or crashes")

        static let android = Platform(
            object: "android.notification",
            fields: [("title_loc_key", "title_loc_args"), ("body_loc_key", "body_loc_args")], sender: "FCM",
            specifier: "s",
            missingKey: "FCM finds no such string resource and does not show a localized text",
            missingText: { "a device set to \($0) shows the default text, from res/values" },
            wrongSpecifier: "cannot format (Java throws IllegalFormatConversionException)",
            tooFewArguments: "formatting it fails (Java throws MissingFormatArgumentException)")
    }

    mutating func checkKeys(of alert: [MappingEntry], against strings: AppStrings) {
        let platform = strings.platform == .android ? Platform.android : Platform.apple
        for (keyField, argumentsField) in platform.fields {
            guard let keyNode = NodeReader.member(alert, keyField) else { continue }
            guard case .scalar(let key) = keyNode, key.style == .quoted else {
                diagnostics.append(
                    .error(
                        .typeMismatch,
                        "'\(platform.object).\(keyField)' is \(Self.describe(keyNode)), not a string",
                        at: at(keyNode.position)))
                continue
            }
            if Self.isPlaceholder(key.text) { continue }
            var argumentCount = 0
            var argumentsAt = key.position
            if let arguments = NodeReader.member(alert, argumentsField) {
                argumentsAt = arguments.position
                guard case .sequence(let items, _) = arguments else {
                    diagnostics.append(
                        .error(
                            .typeMismatch,
                            "'\(platform.object).\(argumentsField)' is \(Self.describe(arguments)), not an array of strings",
                            at: at(arguments.position)))
                    continue
                }
                argumentCount = items.count
                for item in items {
                    guard case .scalar(let scalar) = item, scalar.style == .quoted else {
                        diagnostics.append(
                            .error(
                                .typeMismatch,
                                "an item of '\(platform.object).\(argumentsField)' is \(Self.describe(item)), not a string; \(platform.sender) passes the app strings",
                                at: at(item.position),
                                notes: [
                                    Diagnostic.Note("write it in quotes, as the text the app should show")
                                ]))
                        continue
                    }
                }
            }
            check(
                key, field: keyField, arguments: (argumentsField, argumentCount, argumentsAt),
                against: strings, platform: platform)
        }
    }

    private mutating func check(
        _ key: Scalar, field: String, arguments: (field: String, count: Int, at: Position),
        against strings: AppStrings, platform: Platform
    ) {
        let development = strings.developmentLanguage
        let inDevelopment =
            strings.platform == .android
            ? "the app's res/values strings do not have"
            : "the app's strings do not have in \(development), their development language"
        guard let entry = strings.entries[key.text],
            entry.texts.contains(where: { $0.language == development })
        else {
            diagnostics.append(
                .error(
                    .unknownLocKey,
                    "'\(platform.object).\(field)' is '\(key.text)', which \(inDevelopment); \(platform.missingKey)",
                    at: at(key.position),
                    notes: Suggestion.note(for: key.text, in: strings.entries.keys.sorted())
                        + [Diagnostic.Note("add the key to the app's strings, or correct the payload")]))
            return
        }
        if let stale = entry.staleAt {
            diagnostics.append(
                .warning(
                    .staleLocKey,
                    "'\(key.text)' is marked stale in the String Catalog: Xcode found no code using it, and a stale key is one that gets deleted, though the server sends it",
                    at: at(key.position),
                    notes: [Diagnostic.Note("write \"extractionState\" : \"manual\" here instead", at: stale)]
                ))
        }
        let developmentText = entry.texts.first { $0.language == development }
        for language in strings.languages where language != development && entry.isTranslated {
            guard !entry.texts.contains(where: { $0.language == language }) else { continue }
            diagnostics.append(
                .warning(
                    .untranslatedLocKey,
                    "'\(key.text)' has no \(language) text in the app's strings: \(platform.missingText(language))",
                    at: at(key.position),
                    notes: [
                        Diagnostic.Note(
                            "the \(Self.name(of: development)) text is here; add its \(language) translation",
                            at: developmentText?.location ?? entry.location)
                    ]))
        }
        for text in entry.texts {
            checkSpecifiers(of: text, key: key, arguments: arguments, platform: platform)
        }
    }

    private mutating func checkSpecifiers(
        of text: AppStrings.Text, key: Scalar, arguments: (field: String, count: Int, at: Position),
        platform: Platform
    ) {
        let which =
            "the \(Self.name(of: text.language)) text of '\(key.text)'\(text.variation.map { " (\($0))" } ?? "")"
        // Java's `%n` is a line break, no argument.
        let specifiers = FormatSpecifier.all(in: Self.withoutVariables(text.value)).filter {
            platform.specifier == "@" || $0.text != "%n"
        }
        let isString = { (specifier: FormatSpecifier) in
            specifier.text == "%\(platform.specifier)"
                || specifier.explicitArgument.map { specifier.text == "%\($0)$\(platform.specifier)" } == true
        }
        if let wrong = specifiers.first(where: { !isString($0) }) {
            let fix =
                wrong.explicitArgument.map { "%\($0)$\(platform.specifier)" } ?? "%\(platform.specifier)"
            diagnostics.append(
                .error(
                    .nonStringSpecifier,
                    "\(which) has '\(wrong.text)', but \(platform.sender) passes every '\(arguments.field)' item as a string, which '\(wrong.text)' \(platform.wrongSpecifier)",
                    at: at(key.position),
                    notes: [Diagnostic.Note("write '\(fix)' in the text here", at: text.location)]))
        }
        // A positional argument is counted at its position; a repeated one once.
        var next = 0
        var needed = 0
        for specifier in specifiers {
            if let position = specifier.explicitArgument {
                needed = max(needed, position)
            } else {
                next += 1
                needed = max(needed, next)
            }
        }
        if needed > arguments.count {
            diagnostics.append(
                .error(
                    .locArgsMismatch,
                    "\(which) takes \(needed) \(needed == 1 ? "argument" : "arguments"), but '\(arguments.field)' has \(arguments.count): \(platform.tooFewArguments)",
                    at: at(arguments.at),
                    notes: [
                        Diagnostic.Note(
                            "give '\(arguments.field)' \(needed) \(needed == 1 ? "item" : "items"), or take \(arguments.count) in the text here",
                            at: text.location)
                    ]))
        } else if needed < arguments.count, !text.mayDropArguments {
            diagnostics.append(
                .warning(
                    .unusedLocArgs,
                    "\(which) shows \(needed) of the \(arguments.count) '\(arguments.field)' items; the rest never appear",
                    at: at(arguments.at),
                    notes: [
                        Diagnostic.Note(
                            "use each item in the text here ('%\(needed + 1)$\(platform.specifier)' for the next), or send fewer",
                            at: text.location)
                    ]))
        }
    }

    /// A language as messages name it: Android's default strings (`res/values`) have none.
    static func name(of language: String) -> String { language.isEmpty ? "default" : language }

    /// `text` without its `%#@name@` variables, which are no arguments of their own.
    static func withoutVariables(_ text: String) -> String {
        guard text.contains("%#@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "%#@") {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "@") else { return result }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A server template's value, such as `{agent name}`, filled in before sending.
    static func isPlaceholder(_ text: String) -> Bool {
        text.count > 2 && text.first == "{" && text.last == "}"
    }

    /// A value as a message quotes it: a string's text, or what `PayloadCheck` calls the rest.
    static func describe(_ node: Node) -> String {
        guard case .scalar(let scalar) = node, scalar.style == .quoted else {
            return PayloadCheck.describe(node)
        }
        return "'\(scalar.text)'"
    }
}
