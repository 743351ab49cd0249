package import ActionSyntax

/// Reads an Apple `.strings` file (`"key" = "value";` pairs) into the shared node tree: a
/// mapping whose keys and values are quoted scalars, in source order, every one at its
/// opening quote (or first character, when written without quotes).
///
/// The text is UTF-8 (with or without a byte order mark) or UTF-16 with a byte order mark,
/// as Xcode writes it; positions are 1-based lines and columns in Unicode scalars whatever
/// the encoding. Comments (`/* … */`, `// …`) are skipped; a quoted string takes the
/// old-style property list escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\U` with up to four hex digits, `\` with up to three octal digits; any other escaped
/// character stands for itself, as Foundation reads it). A key or value may be
/// written without quotes when it is made of letters, digits and `_$+/:.-`.
///
/// Turned away, each as `syntax` at the place it went wrong: an unterminated string or
/// comment, a missing `=` or `;`, a value that is not a string, a `\U` without hex digits, UTF-16
/// that does not decode; as `encoding`: bytes that are neither; as `limit`: a file over
/// `maxFileSize`. A repeated key is kept: Foundation keeps the last, and so does the caller.
package enum StringsFileReader {
    package static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        if let problem = limits.fileSizeProblem(size: bytes.count, file: file) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        let scalars: [Unicode.Scalar]
        switch decode(bytes, file: file) {
        case .success(let decoded): scalars = decoded
        case .failure(let problem): return ParseResult(root: nil, diagnostics: [problem.diagnostic])
        }
        var parser = Parser(scalars: scalars, file: file)
        do {
            let entries = try parser.entries()
            return ParseResult(root: .mapping(entries, at: Position(line: 1, column: 1)), diagnostics: [])
        } catch {
            return ParseResult(root: nil, diagnostics: [error.diagnostic])
        }
    }

    struct Problem: Error {
        let diagnostic: Diagnostic
    }

    /// The file's text as scalars: UTF-16 when it starts with a UTF-16 byte order mark,
    /// UTF-8 otherwise (checked by the shared encoding check, which names the bad byte).
    private static func decode(_ bytes: [UInt8], file: String) -> Result<[Unicode.Scalar], Problem> {
        let bigEndian = bytes.starts(with: [0xFE, 0xFF])
        guard bigEndian || bytes.starts(with: [0xFF, 0xFE]) else {
            if let problem = TextEncoding.check(bytes, file: file) {
                return .failure(Problem(diagnostic: problem))
            }
            let text = bytes.dropFirst(TextEncoding.hasByteOrderMark(bytes) ? 3 : 0)
            return .success(Array(String(decoding: text, as: UTF8.self).unicodeScalars))
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var line = 1
        var column = 1
        func problem(_ message: String) -> Problem {
            Problem(
                diagnostic: .error(
                    .encoding, message, at: SourceLocation(file: file, line: line, column: column)))
        }
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: break loop
            case .error:
                return .failure(
                    problem(
                        "the UTF-16 text has a lone surrogate here; save the file as UTF-8 or UTF-16 again"))
            }
        }
        if bytes.count % 2 != 0 {
            return .failure(problem("the UTF-16 text ends in half a character; the file is cut short"))
        }
        if let nul = scalars.firstIndex(of: "\0") {
            var before = scalars[..<nul]
            before = before.suffix(from: (before.lastIndex(of: "\n").map { $0 + 1 }) ?? before.startIndex)
            let position = Position(
                line: scalars[..<nul].count { $0 == "\n" } + 1, column: before.count + 1)
            return .failure(
                Problem(
                    diagnostic: .error(
                        .encoding, "the text holds a NUL character (U+0000)",
                        at: SourceLocation(file: file, position: position))))
        }
        return .success(scalars)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var position: Position { Position(line: line, column: column) }

        func problem(_ message: String, at position: Position? = nil, notes: [Diagnostic.Note] = [])
            -> Problem
        {
            Problem(
                diagnostic: .error(
                    .syntax, message, at: SourceLocation(file: file, position: position ?? self.position),
                    notes: notes))
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func entries() throws(Problem) -> [MappingEntry] {
            var entries: [MappingEntry] = []
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return entries }
                let key = try string(what: "a key")
                try skipSpaceAndComments()
                guard current == "=" else {
                    throw problem(
                        current == ";"
                            ? "'\(key.text)' has no value; write \"\(key.text)\" = \"…\";"
                            : "expected '=' after the key '\(key.text)'")
                }
                advance()
                try skipSpaceAndComments()
                let value = try string(what: "the value of '\(key.text)'")
                // A missing ';' is reported where it belongs, right after the value.
                let afterValue = position
                try skipSpaceAndComments()
                guard current == ";" else {
                    throw problem(
                        "expected ';' after the value of '\(key.text)'", at: afterValue,
                        notes: [Diagnostic.Note("every \"key\" = \"value\" pair ends in ';'")])
                }
                advance()
                entries.append(MappingEntry(key: key, value: .scalar(value)))
            }
        }

        mutating func skipSpaceAndComments() throws(Problem) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = position
                    advance()
                    advance()
                    while true {
                        guard current != nil else {
                            throw problem("the comment is never closed; end it with '*/'", at: start)
                        }
                        if current == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                            advance()
                            advance()
                            break
                        }
                        advance()
                    }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = current, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        mutating func string(what: String) throws(Problem) -> Scalar {
            let start = position
            guard let first = current else { throw problem("expected \(what), found the end of the file") }
            if first != "\"" {
                guard Self.isUnquoted(first) else {
                    throw problem("expected \(what) in double quotes, found '\(Character(first))'")
                }
                var text = ""
                while let scalar = current, Self.isUnquoted(scalar) {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                return Scalar(text, style: .quoted, at: start, isVerbatim: true)
            }
            advance()
            var text = ""
            var isVerbatim = true
            while true {
                guard let scalar = current else {
                    throw problem("\(what) is never closed; end it with '\"'", at: start)
                }
                advance()
                switch scalar {
                case "\"":
                    return Scalar(text, style: .quoted, at: start, isVerbatim: isVerbatim)
                case "\n":
                    isVerbatim = false
                    text.unicodeScalars.append(scalar)
                case "\\":
                    isVerbatim = false
                    text.unicodeScalars.append(try escape())
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }

        /// The character an escape stands for, the backslash already read.
        mutating func escape() throws(Problem) -> Unicode.Scalar {
            let start = Position(line: line, column: column - 1)
            guard let scalar = current else { throw problem("the file ends inside an escape", at: start) }
            advance()
            switch scalar {
            case "\"", "\\", "'", "\n": return scalar
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let next = current, next.isASCII,
                    let digit = UInt32(String(next), radix: 16)
                {
                    value = value * 16 + digit
                    digits += 1
                    advance()
                }
                guard digits > 0, let result = Unicode.Scalar(value), value != 0 else {
                    throw problem(
                        "'\\\(scalar)' takes hex digits naming a character, as in \\U00E9", at: start)
                }
                return result
            case "0"..."7":
                var value = UInt32(String(scalar))!
                var digits = 1
                while digits < 3, let next = current, ("0"..."7").contains(next) {
                    value = value * 8 + UInt32(String(next))!
                    digits += 1
                    advance()
                }
                guard value != 0, let result = Unicode.Scalar(value) else {
                    throw problem("'\\0' would put a NUL character in the text", at: start)
                }
                return result
            default:
                // As Foundation reads it: any other escaped character stands for itself.
                return scalar
            }
        }
    }
}
