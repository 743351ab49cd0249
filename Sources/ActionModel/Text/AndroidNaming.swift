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
        // On bytes: a large catalog names tens of thousands of ids, and a `Character` walk with
        // its Unicode properties cost more than the rest of the catalog's build. An id with a
        // character beyond ASCII (the validator reports one) is walked by `Character`, each a
        // separator unless it is a lone ASCII one, as the rules say.
        var words = WordSplitter()
        if id.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in id.utf8 { words.take(byte) }
        } else {
            for character in id { words.take(character.isASCII ? character.asciiValue : nil) }
        }
        return words.name(kind: kind)
    }

    /// Rule 1 and 2 over ASCII bytes, `nil` standing for a character beyond ASCII.
    private struct WordSplitter {
        /// The words' bytes, lowercased, end to end.
        private var letters: [UInt8] = []
        private var words: [Range<Int>] = []
        private var wordStart = 0
        /// The last byte of the word being read; nil between words.
        private var previous: UInt8?

        mutating func take(_ byte: UInt8?) {
            guard let byte, SwiftNaming.isASCIILetterOrDigit(byte) else {
                endWord()
                previous = nil
                return
            }
            if SwiftNaming.isUppercase(byte), let previous,
                SwiftNaming.isLowercase(previous) || !SwiftNaming.isLetter(previous)
            {
                endWord()
            }
            letters.append(SwiftNaming.isUppercase(byte) ? byte + 0x20 : byte)
            previous = byte
        }

        private mutating func endWord() {
            if letters.count > wordStart { words.append(wordStart..<letters.count) }
            wordStart = letters.count
        }

        /// Rule 1's dropped suffix, rule 3, and the words joined.
        mutating func name(kind: SwiftNaming.Kind) -> String {
            endWord()
            if words.count > 1, letters[words[words.count - 1]].elementsEqual(kind.droppedSuffix.utf8) {
                words.removeLast()
            }
            var name: [UInt8] = []
            name.reserveCapacity(letters.count + words.count + kind.rawValue.utf8.count)
            if words.first.map({ !SwiftNaming.isLetter(letters[$0.lowerBound]) }) ?? true {
                name.append(contentsOf: kind.rawValue.utf8)
            }
            for word in words {
                if !name.isEmpty { name.append(UInt8(ascii: "_")) }
                name.append(contentsOf: letters[word])
            }
            return String(decoding: name, as: UTF8.self)
        }
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
