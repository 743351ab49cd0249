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
/// type, a key with an escape, a syntax error, a text longer than `longest`.
/// `TranslationRecord.decode` then reads the file again through the positioned tree, which
/// accepts the same records and reports every problem at its line and column; what this
/// reader accepts, that one reads the same.
struct TranslationRecordScanner {
    /// The nesting a record has: the record, `texts`, a text, a translation with its English.
    static let depth = 4

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    /// The languages met so far, and where each one's key was first met: a record names the
    /// same few in the same order in every text.
    private var languages: [Language] = []
    private var languageKeys: [Range<Int>] = []
    private var nextLanguage = 0
    /// The translations of the text being read.
    private var translations: [ScannedTranslation] = []

    /// The longest text the scanner takes, in bytes (a `ScannedString` holds the length in 16
    /// bits); a record with a longer one is read through the tree.
    static let longest = Int(UInt16.max)

    /// Where a string's content is, and whether it has an escape to decode.
    private typealias StringBytes = (start: Int, end: Int, escaped: Bool)

    /// The record, its texts kept as places in its bytes (`ScannedRecord`) and made strings
    /// only where asked for: a large app's record held as a dictionary of strings per text
    /// was the largest thing in a build's memory.
    static func read(_ bytes: [UInt8]) -> TranslationRecord? {
        // Places are kept in 32 bits; a record too large for them is read through the tree.
        guard bytes.count <= UInt32.max else { return nil }
        let scanned = bytes.withUnsafeBufferPointer { buffer in
            var scanner = TranslationRecordScanner(bytes: buffer)
            return scanner.record().map { ($0, scanner.languages) }
        }
        guard let (texts, languages) = scanned else { return nil }
        let record = ScannedRecord(bytes: bytes, languages: languages)
        return TranslationRecord(texts: texts.mapValues { .scanned(record, $0) })
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
    }

    /// Each text's translations, by its key.
    private mutating func record() -> [String: [ScannedTranslation]]? {
        var texts: [String: [ScannedTranslation]]?
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

    private mutating func texts() -> [String: [ScannedTranslation]]? {
        var texts: [String: [ScannedTranslation]] = [:]
        guard take("{") else { return nil }
        if take("}") { return texts }
        repeat {
            guard let key = key(), take(":") else { return nil }
            skipWhitespace()
            // A text without translations is never written: the tree's reader judges one.
            // Each text's an array of its own: small arrays freed after the comparison are
            // used again as the outputs are rendered, where one as large as the record raised
            // the build's peak memory.
            guard readText(), !translations.isEmpty, texts.updateValue(translations, forKey: key) == nil
            else { return nil }
        } while take(",")
        return take("}") ? texts : nil
    }

    /// One text, `{"en": …, LANGUAGE: TRANSLATION or {"english": …, "translation": …}, …}`,
    /// into `translations`; false when it is not one, or names a language twice.
    private mutating func readText() -> Bool {
        guard take("{") else { return false }
        translations.removeAll(keepingCapacity: true)
        var english: StringBytes?
        var named: UInt64 = 0
        // Whether a translation written alone came before the text's `en`.
        var madeFromLaterEnglish = false
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
                // Whether the text names the language twice: by a bit for each of the first 64
                // of the record's languages.
                if language < 64 {
                    guard named & 1 << language == 0 else { return false }
                    named |= 1 << language
                } else if translations.contains(where: { $0.language == language }) {
                    return false
                }
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
                    guard let (madeFrom, translation) = madeFrom() else { return false }
                    translations.append(
                        ScannedTranslation(language: language, english: madeFrom, translation: translation))
                } else {
                    guard let translation = checkedString() else { return false }
                    // Made from the text's `en`, which is added when it comes later.
                    madeFromLaterEnglish = madeFromLaterEnglish || english == nil
                    translations.append(
                        ScannedTranslation(language: language, english: english, translation: translation))
                }
            } while take(",")
            guard take("}") else { return false }
        }
        if madeFromLaterEnglish {
            guard let english else { return false }
            for index in translations.indices where translations[index].english == nil {
                translations[index].english = ScannedString(english)
            }
        }
        return true
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

    /// The language the key between `start` and `end` names, by its place in `languages`.
    private mutating func language(_ start: Int, _ end: Int) -> Int? {
        for step in languageKeys.indices {
            let index = (nextLanguage + step) % languageKeys.count
            let known = languageKeys[index]
            if known.count == end - start,
                Self.equal(bytes, known.lowerBound, bytes, start, count: known.count)
            {
                nextLanguage = index + 1
                return index
            }
        }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard languages.count < UInt16.max,
            let language = Language(identifier: String(decoding: key, as: UTF8.self))
        else { return nil }
        languages.append(language)
        languageKeys.append(start..<end)
        nextLanguage = languages.count
        return languages.count - 1
    }

    /// Whether `count` bytes of `left` from `leftStart` are those of `right` from `rightStart`.
    static func equal(
        _ left: UnsafeBufferPointer<UInt8>, _ leftStart: Int, _ right: UnsafeBufferPointer<UInt8>,
        _ rightStart: Int, count: Int
    ) -> Bool {
        for index in 0..<count where left[leftStart + index] != right[rightStart + index] { return false }
        return true
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
        checkedString().map { Self.text(ScannedString($0), in: bytes) }
    }

    /// The string at the offset, when it is one whose escapes decode and it is no longer than
    /// `longest`.
    private mutating func checkedString() -> StringBytes? {
        skipWhitespace()
        guard let string = stringBytes(), string.end - string.start <= Self.longest,
            !string.escaped || Self.decoded(ScannedString(string), in: bytes) != nil
        else { return nil }
        return string
    }

    /// A string the scanner checked, as text.
    static func text(_ string: ScannedString, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        string.escaped
            ? decoded(string, in: bytes)!
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[string.range]), as: UTF8.self)
    }

    /// Escapes are rare in texts; the JSON reader decodes them, quotes included.
    private static func decoded(_ string: ScannedString, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let literal = JSONReader.parse(
            Array(bytes[string.range.lowerBound - 1...string.range.upperBound]), file: "")
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

/// Where a string's content is in a record's bytes, and whether it has an escape to decode.
struct ScannedString: Equatable {
    private var start: UInt32
    private var length: UInt16
    var escaped: Bool

    fileprivate init(start: UInt32, length: UInt16, escaped: Bool) {
        self.start = start
        self.length = length
        self.escaped = escaped
    }

    fileprivate init(_ string: (start: Int, end: Int, escaped: Bool)) {
        self.init(
            start: UInt32(string.start), length: UInt16(string.end - string.start), escaped: string.escaped)
    }

    var range: Range<Int> { Int(start)..<Int(start) + Int(length) }
}

/// One translation as the scanner read it: its language, by its place among the record's,
/// and where the English it was made from and its text are. Sixteen bytes, the places in 32
/// bits and the lengths in 16 (`TranslationRecordScanner.longest`): a large app's record has
/// hundreds of thousands, all kept while it is compared.
struct ScannedTranslation {
    /// 0 (no string starts there) until the scanner has read the English.
    private var englishStart: UInt32 = 0
    private let translationStart: UInt32
    private var englishLength: UInt16 = 0
    private let translationLength: UInt16
    /// Its place among the record's languages.
    let language: UInt16
    private var englishEscaped = false
    private let translationEscaped: Bool

    fileprivate init(
        language: Int, english: (start: Int, end: Int, escaped: Bool)?,
        translation: (start: Int, end: Int, escaped: Bool)
    ) {
        self.language = UInt16(language)
        translationStart = UInt32(translation.start)
        translationLength = UInt16(translation.end - translation.start)
        translationEscaped = translation.escaped
        if let english { self.english = ScannedString(english) }
    }

    /// Nil only while the scanner has not yet read the text's `en`.
    var english: ScannedString? {
        get {
            englishStart == 0
                ? nil : ScannedString(start: englishStart, length: englishLength, escaped: englishEscaped)
        }
        set {
            let range = newValue?.range ?? 0..<0
            englishStart = UInt32(range.lowerBound)
            englishLength = UInt16(range.count)
            englishEscaped = newValue?.escaped ?? false
        }
    }

    var translation: ScannedString {
        ScannedString(start: translationStart, length: translationLength, escaped: translationEscaped)
    }
}

/// A record's bytes as the scanner accepted them, with the places of each translation in
/// them: a text is made strings only when it is written or told.
final class ScannedRecord: Sendable {
    private let bytes: [UInt8]
    private let languages: [Language]

    fileprivate init(bytes: [UInt8], languages: [Language]) {
        self.bytes = bytes
        self.languages = languages
    }

    func language(of translation: ScannedTranslation) -> Language {
        languages[Int(translation.language)]
    }

    /// Whether the translation is into `language`.
    func translation(_ translation: ScannedTranslation, isInto language: Language) -> Bool {
        languages[Int(translation.language)] == language
    }

    /// The translation with the English it was made from, as strings.
    func entry(_ translation: ScannedTranslation) -> TranslationRecord.Entry {
        TranslationRecord.Entry(
            english: text(translation.english!), translation: text(translation.translation))
    }

    /// Whether the translation is `text`.
    func translation(_ translation: ScannedTranslation, is text: String) -> Bool {
        string(translation.translation, is: text)
    }

    /// Whether the translation was made from `english`.
    func english(_ translation: ScannedTranslation, is english: String) -> Bool {
        string(translation.english!, is: english)
    }

    private func text(_ string: ScannedString) -> String {
        bytes.withUnsafeBufferPointer { TranslationRecordScanner.text(string, in: $0) }
    }

    /// Whether a string of the record is `text`: compared as bytes, and as text (which counts
    /// the same characters in another normal form as the same) only when the bytes differ.
    private func string(_ string: ScannedString, is text: String) -> Bool {
        let range = string.range
        let sameBytes =
            !string.escaped
            && text.utf8.withContiguousStorageIfAvailable { utf8 in
                utf8.count == range.count
                    && bytes.withUnsafeBufferPointer { buffer in
                        TranslationRecordScanner.equal(buffer, range.lowerBound, utf8, 0, count: utf8.count)
                    }
            } == true
        return sameBytes || self.text(string) == text
    }
}
