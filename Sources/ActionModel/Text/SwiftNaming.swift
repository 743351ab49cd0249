import ActionSyntax

/// How identifiers become Swift case names, the way a Swift developer would write them:
/// `ACCEPT_ALL_ID` → `acceptAll`, `ACCEPT_DECISION_CATEGORY` → `acceptDecision`,
/// `reply-now` → `replyNow`, `com.example.reply` → `comExampleReply`, `65` → `category65`.
///
/// Rules, in order:
/// 1. Split at `_`, `.` and `-`; drop a trailing `ID` word from actions and `CATEGORY` from
///    categories when other words remain.
/// 2. An all-capitals word is lowercased; the first word's leading capitals are lowercased
///    (`URLOpen` → `urlOpen`); later words are capitalised.
/// 3. A name that is empty or starts with a digit gets the kind as prefix (`65` → `action65`).
/// 4. A name that clashes with a member of the generated enum (`title`, `titles`, `options`,
///    `identifier`, `rawValue`, `allCases`, …; see `reservedNames(for:)`) gets the kind as suffix:
///    `title` → `titleAction`, `actions` → `actionsCategory`. Should that collide with another
///    id's name, the validator reports `swift-name-collision` as for any other collision.
/// 5. Keywords are written in backticks (`escaped(_:)`).
package enum SwiftNaming {
    package enum Kind: String, Sendable {
        case action
        case category

        /// The conventional suffix dropped from ids of this kind.
        var droppedSuffix: String { self == .action ? "id" : "category" }

        /// `Action` or `Category`: the generated enum, and the suffix of rule 4.
        var typeName: String { self == .action ? "Action" : "Category" }
    }

    /// The case name for an id, before keyword escaping. Ids are ASCII (the validator checks
    /// them first), so this works on bytes; any other byte separates words like `.` does.
    /// Words are found in place (large catalogs name tens of thousands of ids).
    package static func caseName(for id: String, kind: Kind) -> String {
        let prefix = kind.rawValue.utf8
        var result = id.withUTF8InPlace { bytes in
            // Written into a buffer on the stack after room for the prefix of rule 3, and made
            // a `String` once: an array per name, grown by the prefix, showed in profiles.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + bytes.count) { name in
                var words = 0
                var lastWord = 0..<0
                forEachWord(in: bytes, upTo: bytes.count) { word in
                    words += 1
                    lastWord = word
                }
                let end =
                    words > 1 && equalsIgnoringCase(bytes[lastWord], kind.droppedSuffix)
                    ? lastWord.lowerBound : bytes.count
                let nameStart = prefix.count
                var count = nameStart
                forEachWord(in: bytes, upTo: end) { range in
                    let word = bytes[range]
                    let isFirst = count == nameStart
                    let isAllCapitals = !word.contains(where: isLowercase)
                    let start = count
                    for byte in word {
                        name[count] = byte
                        count += 1
                    }
                    if isAllCapitals {
                        lowercase(name, start..<count)
                    } else if isFirst {
                        lowercase(name, start..<start + leadingCapitalsToLowercase(word))
                    }
                    if !isFirst { uppercase(name, start..<start + 1) }
                }
                // Rule 3. A name that starts with no letter starts with a digit, which stays as
                // it is after the prefix.
                var first = nameStart
                if count == nameStart || !isLetter(name[nameStart]) {
                    first = 0
                    _ = UnsafeMutableBufferPointer(rebasing: name[..<nameStart]).initialize(from: prefix)
                }
                return String(decoding: UnsafeBufferPointer(rebasing: name[first..<count]), as: UTF8.self)
            }
        }
        // Most names are of a length no reserved name has, and are not hashed.
        let lengths = kind == .action ? reservedActionLengths : reservedCategoryLengths
        if lengths & lengthBit(result.utf8.count) != 0, reservedNames(for: kind).contains(result) {
            result += kind.typeName
        }
        return result
    }

    /// Calls `body` with each run of ASCII letters and digits that ends by `end`.
    private static func forEachWord(
        in bytes: UnsafeBufferPointer<UInt8>, upTo end: Int, _ body: (Range<Int>) -> Void
    ) {
        var index = 0
        while index < end {
            while index < end, !isASCIILetterOrDigit(bytes[index]) { index += 1 }
            let start = index
            while index < end, isASCIILetterOrDigit(bytes[index]) { index += 1 }
            if start < index { body(start..<index) }
        }
    }

    /// How many of a word's leading capitals become lowercase: all of a leading run that
    /// ends the word, else all but the last, which starts the next word (`URLOpen` → `urlOpen`).
    private static func leadingCapitalsToLowercase(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        let run = word.prefix(while: isUppercase).count
        return run > 1 && run < word.count ? run - 1 : run
    }

    static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    static func isLowercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
    static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func lowercase(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) {
        for index in range where isUppercase(bytes[index]) { bytes[index] += 0x20 }
    }

    private static func uppercase(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) {
        for index in range where isLowercase(bytes[index]) { bytes[index] -= 0x20 }
    }

    /// `word` equals `lowercaseWord` ignoring ASCII case.
    private static func equalsIgnoringCase(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ lowercaseWord: String)
        -> Bool
    {
        // An index walk, not `zip`: a zip of these two types costs a run-time type lookup on
        // first use, more than every name of a small catalog.
        guard word.count == lowercaseWord.utf8.count else { return false }
        var index = word.startIndex
        for expected in lowercaseWord.utf8 {
            let byte = word[index]
            guard (isUppercase(byte) ? byte + 0x20 : byte) == expected else { return false }
            index += 1
        }
        return true
    }

    /// Names a case of `kind` must not take: members the generated enum declares or
    /// inherits (a case `title` would shadow the `title(in:)` method at call sites), `none`
    /// (it makes `action == .none` on an optional ambiguous), and names Swift resolves to
    /// something else after a dot (`.self`, `.Type`, `.init`).
    package static func reservedNames(for kind: Kind) -> Set<String> {
        kind == .action ? reservedActionNames : reservedCategoryNames
    }

    /// The members the runtime declares come from RegistryRuntime.swift itself
    /// (`EmbeddedRuntimeMembers`, written by `swift run actionc-embed`); the rest are the
    /// standard library's, the renderer's (`options`, `actions`), and former members
    /// (`identifier`, `titles`, `textInput`), kept so that no case name changes.
    private static let sharedReservedNames: Set<String> = [
        "init", "self", "Type", "Protocol", "none", "rawValue", "RawValue", "allCases", "AllCases",
        "hashValue", "hash", "options", "identifier",
    ]
    private static let reservedActionNames = sharedReservedNames.union(EmbeddedRuntimeMembers.action)
        .union(["titles", "textInput"])
    private static let reservedCategoryNames = sharedReservedNames.union(EmbeddedRuntimeMembers.category)
        .union(["actions"])
    /// A bit per length of a reserved name (lengths past 62 share the last bit).
    private static let reservedActionLengths = reservedActionNames.reduce(0) { $0 | lengthBit($1.utf8.count) }
    private static let reservedCategoryLengths = reservedCategoryNames.reduce(0) {
        $0 | lengthBit($1.utf8.count)
    }

    private static func lengthBit(_ length: Int) -> UInt64 { 1 << min(length, 63) }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    /// True for a name usable, as written, as a case of the `kind` enum (of either when nil):
    /// ASCII, starting with a lowercase letter or `_` (so no case can shadow a type name such
    /// as `String` or the namespace), and not reserved (`reservedNames(for:)`).
    package static func isValidCaseName(_ name: String, kind: Kind? = nil) -> Bool {
        guard let first = name.first, first == "_" || (first.isASCII && first.isLowercase), name != "_" else {
            return false
        }
        let reserved = kind.map(reservedNames(for:)) ?? reservedActionNames.union(reservedCategoryNames)
        return name.allSatisfy(isIdentifierCharacter) && !reserved.contains(name)
    }

    /// True for a name usable as the registry's namespace (`--namespace`): an ASCII
    /// identifier starting with a capital letter (so no case name can shadow it), and not
    /// a type the generated file declares inside it or uses from the standard library.
    package static func isValidNamespace(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase else { return false }
        return name.allSatisfy(isIdentifierCharacter) && !namesUsedByRegistry.contains(name)
    }

    private static let namesUsedByRegistry: Set<String> = [
        "Action", "Category", "Language", "Response", "ActionOptions", "CategoryOptions", "Icon",
        "Titles", "ButtonTitles", "Placeholders", "BodyPlaceholders", "SummaryFormats", "Self", "Any", "Type",
        "Protocol", "Case", "RawValue", "String", "StaticString", "Int", "UInt", "Bool", "Set", "Array",
        "Dictionary", "Optional",
        "AnyHashable", "MainActor", "OptionSet", "Equatable", "Hashable", "Sendable", "CaseIterable",
        "RawRepresentable", "CustomStringConvertible", "UserNotifications", "Codable", "Never", "Void",
        "CheckedContinuation", "RegistrationTurn", "Bundle", "Darwin",
        // The UserNotifications types the generated glue names: a namespace of the same name
        // would shadow them inside the module.
        "UNNotification", "UNNotificationAction", "UNNotificationActionIcon", "UNNotificationActionOptions",
        "UNNotificationCategory", "UNNotificationCategoryOptions", "UNNotificationResponse",
        "UNTextInputNotificationAction", "UNTextInputNotificationResponse", "UNUserNotificationCenter",
        "UNNotificationDefaultActionIdentifier", "UNNotificationDismissActionIdentifier",
    ]

    /// The name as it must be written in source: keywords go in backticks.
    package static func escaped(_ name: String) -> String {
        // A case name with a capital after its first letter is no keyword; most have one.
        if name.utf8.dropFirst().contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return name
        }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "package", "consume", "copy", "discard", "each", "borrowing",
        "consuming", "some", "any",
    ]
}
