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
///    `rawValue`, `allCases`, …; see `reservedNames(for:)`) gets the kind as suffix:
///    `title` → `titleAction`, `actions` → `actionsCategory`. Should that collide with another
///    id's name, the validator reports `swift-name-collision` as for any other collision.
/// 5. Keywords are written in backticks (`escaped(_:)`).
public enum SwiftNaming {
    public enum Kind: String, Sendable {
        case action
        case category

        /// The conventional suffix dropped from ids of this kind.
        var droppedSuffix: String { self == .action ? "id" : "category" }

        /// `Action` or `Category`: the generated enum, and the suffix of rule 4.
        var typeName: String { self == .action ? "Action" : "Category" }
    }

    /// The case name for an id, before keyword escaping.
    public static func caseName(for id: String, kind: Kind) -> String {
        var words = id.split(whereSeparator: { !isIdentifierCharacter($0) || $0 == "_" }).map(String.init)
        if words.count > 1, words.last?.lowercased() == kind.droppedSuffix { words.removeLast() }
        var name = ""
        for (index, word) in words.enumerated() {
            let normalized = word.uppercased() == word ? word.lowercased() : word
            if index == 0 {
                name += lowercasingLeadingCapitals(normalized)
            } else {
                name += normalized.prefix(1).uppercased() + normalized.dropFirst()
            }
        }
        if name.first?.isLetter != true {
            name = kind.rawValue + name.prefix(1).uppercased() + name.dropFirst()
        }
        if reservedNames(for: kind).contains(name) { name += kind.typeName }
        return name
    }

    /// Names a case of `kind` must not take: members the generated enum declares or
    /// inherits (a case `titles` would shadow the `titles` property at call sites),
    /// `none` (it makes `action == .none` on an optional ambiguous), and names Swift
    /// resolves to something else after a dot (`.self`, `.Type`, `.init`).
    public static func reservedNames(for kind: Kind) -> Set<String> {
        kind == .action ? reservedActionNames : reservedCategoryNames
    }

    private static let sharedReservedNames: Set<String> = [
        "init", "self", "Type", "Protocol", "none", "rawValue", "RawValue", "allCases", "AllCases",
        "hashValue", "hash", "options",
    ]
    private static let reservedActionNames = sharedReservedNames.union([
        "title", "titles", "icon", "textInput", "notificationAction",
    ])
    private static let reservedCategoryNames = sharedReservedNames.union([
        "actions", "notificationCategory",
    ])

    /// `URLOpen` → `urlOpen`, `Reply` → `reply`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    /// True for a name usable, as written, as a case of the `kind` enum (of either when nil):
    /// ASCII, starting with a lowercase letter or `_` (so no case can shadow a type name such
    /// as `String` or the namespace), and not reserved (`reservedNames(for:)`).
    public static func isValidCaseName(_ name: String, kind: Kind? = nil) -> Bool {
        guard let first = name.first, first == "_" || (first.isASCII && first.isLowercase), name != "_" else {
            return false
        }
        let reserved = kind.map(reservedNames(for:)) ?? reservedActionNames.union(reservedCategoryNames)
        return name.allSatisfy(isIdentifierCharacter) && !reserved.contains(name)
    }

    /// True for a name usable as the registry's namespace (`--namespace`): an ASCII
    /// identifier starting with a capital letter (so no case name can shadow it), and not
    /// a type the generated file declares inside it or uses from the standard library.
    public static func isValidNamespace(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase else { return false }
        return name.allSatisfy(isIdentifierCharacter) && !namesUsedByRegistry.contains(name)
    }

    private static let namesUsedByRegistry: Set<String> = [
        "Action", "Category", "ActionOptions", "CategoryOptions", "Icon", "TextInput", "Self", "Any", "Type",
        "Protocol", "String", "Substring", "UInt", "Set", "Array", "Dictionary", "Optional", "AnyHashable",
        "OptionSet", "Hashable", "Sendable", "CaseIterable", "RawRepresentable", "UserNotifications",
    ]

    /// The name as it must be written in source: keywords go in backticks.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
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
