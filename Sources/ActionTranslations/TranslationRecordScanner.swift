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
    fileprivate var offset = 0
    /// The language keys met so far, with their languages: a record names the same few in
    /// the same order in every text.
    fileprivate var languages: [(key: [UInt8], language: Language)] = []
    private var nextLanguage = 0
    /// One text's English and translations as read, as places in the bytes, before its `en`
    /// is known (it may come last).
    private var english: StringBytes?
    private var pending: [(language: Language, english: StringBytes?, translation: StringBytes)] = []

    /// Where a string's content is, and whether it has an escape to decode.
    private typealias StringBytes = (start: Int, end: Int, escaped: Bool)

    /// The record, whose texts are only checked here and read again, one at a time, when
    /// asked for (`ScannedRecord`): a large app's record held as a dictionary of strings per
    /// text was the largest thing in a build's memory.
    static func read(_ bytes: [UInt8]) -> TranslationRecord? {
        let scanned = bytes.withUnsafeBufferPointer { buffer in
            var scanner = TranslationRecordScanner(bytes: buffer)
            return scanner.record().map { ($0, scanner.languages) }
        }
        guard let (texts, languages) = scanned else { return nil }
        let record = ScannedRecord(bytes: bytes, languages: languages)
        return TranslationRecord(texts: texts.mapValues { .scanned(record, $0) })
    }

    fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
    }

    /// Each text's place in the bytes, by its key.
    private mutating func record() -> [String: Range<Int>]? {
        var texts: [String: Range<Int>]?
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
        return offset == bytes.count ? texts : nil
    }

    private mutating func texts() -> [String: Range<Int>]? {
        var texts: [String: Range<Int>] = [:]
        guard take("{") else { return nil }
        if take("}") { return texts }
        repeat {
            guard let key = key(), take(":") else { return nil }
            skipWhitespace()
            let start = offset
            // A text without translations is never written: the tree's reader judges one.
            guard readText(), !pending.isEmpty, texts.updateValue(start..<offset, forKey: key) == nil
            else { return nil }
        } while take(",")
        return take("}") ? texts : nil
    }

    /// One text, `{"en": …, LANGUAGE: TRANSLATION or {"english": …, "translation": …}, …}`,
    /// into `english` and `pending`; false when it is not one, or names a language twice.
    fileprivate mutating func readText() -> Bool {
        guard take("{") else { return false }
        pending.removeAll(keepingCapacity: true)
        english = nil
        if !take("}") {
            repeat {
                skipWhitespace()
                guard let (start, end) = keyBytes(), take(":") else { return false }
                if end - start == 2, bytes[start] == UInt8(ascii: "e"), bytes[start + 1] == UInt8(ascii: "n")
                {
                    guard english == nil, let text = checkedString() else { return false }
                    english = text
                    continue
                }
                guard let language = language(start, end) else { return false }
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
                    guard let (madeFrom, translation) = madeFrom() else { return false }
                    pending.append((language, madeFrom, translation))
                } else {
                    guard let translation = checkedString() else { return false }
                    pending.append((language, nil, translation))
                }
            } while take(",")
            guard take("}") else { return false }
        }
        for (index, entry) in pending.enumerated() {
            guard entry.english != nil || english != nil,
                !pending[..<index].contains(where: { $0.language == entry.language })
            else { return false }
        }
        return true
    }

    /// The text `readText` read last, as strings.
    fileprivate func translations() -> [Language: TranslationRecord.Entry] {
        var translations: [Language: TranslationRecord.Entry] = .init(minimumCapacity: pending.count)
        let english = self.english.map(text)
        for (language, madeFrom, translation) in pending {
            translations[language] = .init(
                english: madeFrom.map(text) ?? english!, translation: text(translation))
        }
        return translations
    }

    /// `{"english": …, "translation": …}`, each once, in either order.
    private mutating func madeFrom() -> (english: StringBytes, translation: StringBytes)? {
        guard take("{") else { return nil }
        var english: StringBytes?
        var translation: StringBytes?
        repeat {
            guard let key = key(), take(":"), let text = checkedString() else { return nil }
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
        checkedString().map(text)
    }

    /// The string at the offset, when it is one whose escapes decode.
    private mutating func checkedString() -> StringBytes? {
        skipWhitespace()
        guard let string = stringBytes(), !string.escaped || decoded(string) != nil else { return nil }
        return string
    }

    private func text(_ string: StringBytes) -> String {
        string.escaped
            ? decoded(string)!
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[string.start..<string.end]), as: UTF8.self)
    }

    /// Escapes are rare in texts; the JSON reader decodes them, quotes included.
    private func decoded(_ string: StringBytes) -> String? {
        let literal = JSONReader.parse(Array(bytes[(string.start - 1)...string.end]), file: "")
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

/// A record's bytes as the scanner accepted them, and the languages it found in them: each
/// text is read again from its place when it is asked for, and dropped after.
final class ScannedRecord: Sendable {
    private let bytes: [UInt8]
    private let languages: [(key: [UInt8], language: Language)]

    fileprivate init(bytes: [UInt8], languages: [(key: [UInt8], language: Language)]) {
        self.bytes = bytes
        self.languages = languages
    }

    /// The translations of the text at `place`, which the scanner read without a problem.
    func translations(at place: Range<Int>) -> [Language: TranslationRecord.Entry] {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TranslationRecordScanner(bytes: buffer)
            scanner.languages = languages
            scanner.offset = place.lowerBound
            let read = scanner.readText()
            assert(read && scanner.offset == place.upperBound, "a text the scanner read before")
            return scanner.translations()
        }
    }
}
