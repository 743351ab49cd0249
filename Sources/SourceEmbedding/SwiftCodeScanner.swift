/// The code of a Swift source told apart from its comments and string literals: the words
/// (identifiers and keywords) and the punctuation the code holds, each where it is in the
/// text's UTF-8. A text search cannot do this (a comment may name what the code names).
///
/// It knows `//` comments, nested `/* */` comments, string literals (`"…"`, `"""…"""`, raw
/// `#"…"#`) with the code of their interpolations (`\(…)`), numbers and backquoted names. It is
/// not a Swift parser: it reads well-formed Swift, and throws where a comment or a literal
/// does not end.
struct SwiftCodeScanner {
    enum Token: Equatable {
        case word(String, Range<Int>)
        case symbol(UInt8)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []

    static func tokens(of source: String) throws -> [Token] {
        var scanner = SwiftCodeScanner(bytes: Array(source.utf8))
        try scanner.scanCode(inInterpolation: false)
        return scanner.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Code up to the end of the text, or, in an interpolation, up to its closing parenthesis.
    private mutating func scanCode(inInterpolation: Bool) throws {
        var parentheses = 0
        while let current = byte(at: index) {
            let next = byte(at: index + 1)
            switch current {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while let byte = byte(at: index), byte != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                let hashes = bytes[index...].prefix { $0 == UInt8(ascii: "#") }.count
                if byte(at: index + hashes) == UInt8(ascii: "\"") {
                    try scanString(hashes: hashes)
                } else {
                    tokens.append(.symbol(current))
                    index += 1
                }
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                while let byte = byte(at: index), byte != UInt8(ascii: "`") { index += 1 }
                index += 1
                tokens.append(
                    .word(String(decoding: bytes[start + 1..<index - 1], as: UTF8.self), start..<index))
            case _ where Self.isWordStart(current):
                let start = index
                while let byte = byte(at: index), Self.isWordByte(byte) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self), start..<index))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A number, with its digits, `_`, hexadecimal letters and exponent.
                while let byte = byte(at: index), Self.isWordByte(byte) { index += 1 }
            default:
                if current == UInt8(ascii: "(") { parentheses += 1 }
                if current == UInt8(ascii: ")") {
                    if inInterpolation && parentheses == 0 {
                        index += 1
                        return
                    }
                    parentheses -= 1
                }
                if current > UInt8(ascii: " ") { tokens.append(.symbol(current)) }
                index += 1
            }
        }
        if inInterpolation { throw EmbeddingError("an interpolation does not end") }
    }

    /// `/* … */`, which may hold others.
    private mutating func skipBlockComment() throws {
        var depth = 0
        repeat {
            if byte(at: index) == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte(at: index) == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else if index < bytes.count {
                index += 1
            } else {
                throw EmbeddingError("a /* comment does not end")
            }
        } while depth > 0
    }

    /// A string literal opened by `hashes` `#`s and `"` or `"""`, at `index`; the code of its
    /// interpolations is scanned as code.
    private mutating func scanString(hashes: Int) throws {
        index += hashes
        let isMultiline = bytes[index...].starts(with: Array("\"\"\"".utf8))
        let quotes = isMultiline ? 3 : 1
        index += quotes
        let closing =
            Array(repeating: UInt8(ascii: "\""), count: quotes)
            + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while let current = byte(at: index) {
            if bytes[index...].starts(with: closing) {
                index += closing.count
                return
            }
            if bytes[index...].starts(with: escape) {
                index += escape.count
                if byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    try scanCode(inInterpolation: true)
                } else {
                    index += 1  // the escaped character: `\"` does not end the literal
                }
                continue
            }
            if current == UInt8(ascii: "\n") && !isMultiline { break }
            index += 1
        }
        throw EmbeddingError("a string literal does not end")
    }
}
