/// How identifiers become the names Android code and resources use, as an Android developer
/// would write them: `ACCEPT_ALL_ID` → `accept_all`, `replyNow` → `reply_now`,
/// `com.example.reply` → `com_example_reply`, `65` → `action_65`. The name makes the string
/// resources' names (`push_action_accept_all_title`) and, in capitals, the Kotlin enum
/// entry (`ACCEPT_ALL`); `android: {name: …}` gives one instead.
///
/// Rules, in order:
/// 1. Split into words at anything but ASCII letters and digits, and where a lowercase
///    letter or digit is followed by a capital; drop a trailing `ID` word from actions and
///    `CATEGORY` from categories when other words remain (as `SwiftNaming` does).
/// 2. Lowercase the words and join them with `_`.
/// 3. A name that is empty or starts with a digit gets the kind as its first word.
package enum AndroidNaming {
    /// The derived name of an id of `kind`.
    package static func name(for id: String, kind: SwiftNaming.Kind) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in id {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(Character(character.lowercased()))
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        if words.count > 1, words.last == kind.droppedSuffix { words.removeLast() }
        if words.first?.first?.isLetter != true { words.insert(kind.rawValue, at: 0) }
        return words.joined(separator: "_")
    }

    /// Whether `name` may be given as `android: {name: …}`: lowercase ASCII letters, digits
    /// and `_`, starting with a letter, which makes both a resource name and, in capitals, a
    /// Kotlin enum entry.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    /// Whether `name` is a Java package name Kotlin may declare: dot-separated words of ASCII
    /// letters, digits and `_`, none starting with a digit, and none a Kotlin or Java keyword.
    package static func isValidPackage(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return !keywords.contains(String(word))
                && word.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
        }
    }

    /// Kotlin's hard keywords and Java's reserved words, which no package segment may be.
    private static let keywords: Set = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface",
        "is", "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias",
        "typeof", "val", "var", "when", "while", "abstract", "assert", "boolean", "byte", "case", "catch",
        "char", "const", "default", "double", "enum", "extends", "final", "finally", "float", "goto",
        "implements", "import", "instanceof", "int", "long", "native", "new", "private", "protected",
        "public", "short", "static", "strictfp", "switch", "synchronized", "throws", "transient", "void",
        "volatile",
    ]
}
