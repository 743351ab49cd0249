import ActionModel
import ActionSyntax

/// Reads a translation record straight from its bytes: no node tree, no positions, each
/// language key looked up once per record rather than once per translation. A record is
/// written by actionc and read on every run, and for a large app it holds hundreds of
/// thousands of translations; the positioned tree every definitions file goes through cost
/// more than the rest of reading it.
///
/// It takes the JSON `TranslationRecord.rendered` writes, however laid out, and gives up
/// (nil) at anything else: a duplicate key, a member it does not know, a value of another
/// type, a key with an escape, a syntax error. `TranslationRecord.decode` then reads the file
/// again through the positioned tree, which accepts the same records and reports every
/// problem at its line and column; what this reader accepts, that one reads the same.
struct TranslationRecordScanner {
    /// The nesting a record has: the record, `texts`, a text, a translation with its English.
    static let depth = 4

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// The language keys met so far, with their languages: a record names the same few in
    /// the same order in every text.
    private var languages: [(key: [UInt8], language: Language)] = []
    private var nextLanguage = 0
    /// One text's translations as read, before its `en` is known (it may come last).
    private var pending: [(language: Language, english: String?, translation: String)] = []

    static func read(_ bytes: [UInt8]) -> TranslationRecord? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TranslationRecordScanner(bytes: buffer)
            return scanner.record()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
    }

    private mutating func record() -> TranslationRecord? {
        var texts: [String: [Language: TranslationRecord.Entry]]?
        guard take("{") else { return nil }
        repeat {
            guard let key = key(), take(":") else { return nil }
            switch key {
            case "about":
                guard string() != nil else { return nil }
            case "texts":
                guard texts == nil, let read = self.texts() else { return nil }
                texts = read
            default:
                return nil
            }
        } while take(",")
        guard take("}"), let texts else { return nil }
        skipWhitespace()
        return offset == bytes.count ? TranslationRecord(texts: texts) : nil
    }

    private mutating func texts() -> [String: [Language: TranslationRecord.Entry]]? {
        var texts: [String: [Language: TranslationRecord.Entry]] = [:]
        guard take("{") else { return nil }
        if take("}") { return texts }
        repeat {
            // A text without translations is never written: the tree's reader judges one.
            guard let key = key(), take(":"), let translations = translations(), !translations.isEmpty,
                texts.updateValue(translations, forKey: key) == nil
            else { return nil }
        } while take(",")
        return take("}") ? texts : nil
    }

    /// One text: `{"en": …, LANGUAGE: TRANSLATION or {"english": …, "translation": …}, …}`.
    private mutating func translations() -> [Language: TranslationRecord.Entry]? {
        guard take("{") else { return nil }
        pending.removeAll(keepingCapacity: true)
        var english: String?
        if !take("}") {
            repeat {
                skipWhitespace()
                guard let (start, end) = keyBytes(), take(":") else { return nil }
                if end - start == 2, bytes[start] == UInt8(ascii: "e"), bytes[start + 1] == UInt8(ascii: "n")
                {
                    guard english == nil, let text = string() else { return nil }
                    english = text
                    continue
                }
                guard let language = language(start, end) else { return nil }
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
                    guard let (madeFrom, translation) = madeFrom() else { return nil }
                    pending.append((language, madeFrom, translation))
                } else {
                    guard let translation = string() else { return nil }
                    pending.append((language, nil, translation))
                }
            } while take(",")
            guard take("}") else { return nil }
        }
        var translations: [Language: TranslationRecord.Entry] = .init(minimumCapacity: pending.count)
        for (language, madeFrom, translation) in pending {
            guard let from = madeFrom ?? english,
                translations.updateValue(.init(english: from, translation: translation), forKey: language)
                    == nil
            else { return nil }
        }
        return translations
    }

    /// `{"english": …, "translation": …}`, each once, in either order.
    private mutating func madeFrom() -> (english: String, translation: String)? {
        guard take("{") else { return nil }
        var english: String?
        var translation: String?
        repeat {
            guard let key = key(), take(":"), let text = string() else { return nil }
            switch key {
            case "english" where english == nil: english = text
            case "translation" where translation == nil: translation = text
            default: return nil
            }
        } while take(",")
        guard take("}"), let english, let translation else { return nil }
        return (english, translation)
    }

    private mutating func language(_ start: Int, _ end: Int) -> Language? {
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        for step in languages.indices {
            let index = (nextLanguage + step) % languages.count
            if languages[index].key.elementsEqual(key) {
                nextLanguage = index + 1
                return languages[index].language
            }
        }
        guard let language = Language(identifier: String(decoding: key, as: UTF8.self)) else { return nil }
        languages.append((Array(key), language))
        nextLanguage = languages.count
        return language
    }

    // MARK: Tokens

    /// Skips whitespace, then takes `byte` if it is next.
    private mutating func take(_ byte: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: byte) else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    /// A member name without escapes, as a string.
    private mutating func key() -> String? {
        skipWhitespace()
        guard let (start, end) = keyBytes() else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The bytes between the quotes of a member name at the offset, which has no escape.
    private mutating func keyBytes() -> (Int, Int)? {
        guard let (start, end, escaped) = stringBytes(), !escaped else { return nil }
        return (start, end)
    }

    private mutating func string() -> String? {
        skipWhitespace()
        guard let (start, end, escaped) = stringBytes() else { return nil }
        guard escaped else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        // Escapes are rare in texts; the JSON reader decodes them, quotes included.
        let literal = JSONReader.parse(Array(bytes[(start - 1)...end]), file: "")
        guard case .scalar(let scalar)? = literal.root else { return nil }
        return scalar.text
    }

    /// The content of the string whose opening quote is at the offset, and whether it has an
    /// escape; the offset moves past its closing quote.
    private mutating func stringBytes() -> (start: Int, end: Int, escaped: Bool)? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        var index = start
        var escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                offset = index + 1
                return (start, index, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            case ..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }
}
