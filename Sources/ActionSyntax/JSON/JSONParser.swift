/// The first problem in a document, which ends the reading.
struct JSONError: Error {
    let diagnostic: Diagnostic
}

/// The reader behind `JSONReader`: one pass over the bytes, keeping positions as it goes.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let maxDepth: Int
    private var offset: Int

    // Positions are computed on demand, moving a cursor forward along the current line,
    // so the total cost stays linear even for a whole file on one line.
    private var line = 1
    private var lineStart: Int
    /// No byte before the offset on the current line is past ASCII, so a column is the
    /// distance from the line's start: the usual case, where text other than ASCII is the
    /// last value on its line.
    private var lineIsASCII = true
    /// Whether the last string read has only ASCII in its source.
    private var stringIsASCII = true
    private var cursorOffset: Int
    private var cursorColumn = 1

    /// Arrays and objects being built, innermost last.
    private var stack: [Container] = []
    /// The items and members of the open containers, each container's after its parent's:
    /// a finished one takes its own as an array of just their count, rather than each growing
    /// its own array (reallocating as it fills, and keeping room it does not use).
    private let items = MovingStack<Node>()
    private let entries = MovingStack<MappingEntry>()
    /// Reused for strings with escapes, so they do not allocate per character.
    private var scratch: [UInt8] = []
    private var recentKeys = RecentKeys()

    private struct Container {
        let isObject: Bool
        let position: Position
        /// Where its members start in `entries`, or its items in `items`.
        let start: Int
        var pendingKey: Scalar?
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        let start = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
        offset = start
        lineStart = start
        cursorOffset = start
    }

    // MARK: Structure

    mutating func parseDocument() throws(JSONError) -> Node {
        skipWhitespace()
        var node: Node
        nextValue: while true {
            node = try parseValueOrOpen()
            // Close every container the value completes, then find where the next value goes.
            while true {
                guard !stack.isEmpty else { break nextValue }
                let index = stack.count - 1
                if stack[index].isObject {
                    entries.append(MappingEntry(key: stack[index].pendingKey!, value: node))
                } else {
                    items.append(node)
                }
                skipWhitespace()
                let closing = stack[index].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard offset < bytes.count else {
                    throw error(
                        stack[index].isObject
                            ? "unexpected end of input; expected ',' or '}' after an object member"
                            : "unexpected end of input; expected ',' or ']' after an array element")
                }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                    if offset < bytes.count && bytes[offset] == closing {
                        throw error("expected a value after ','; JSON does not allow a trailing comma")
                    }
                    if stack[index].isObject { try parseKey() }
                    continue nextValue
                }
                guard byte == closing else {
                    // Text right after a string's closing quote: that quote was meant inside it.
                    if case .scalar(let scalar) = node, scalar.style == .quoted,
                        bytes[offset - 1] == UInt8(ascii: "\"")
                    {
                        offset -= 1
                        throw error(#"a '"' ends a string; write one inside a string as '\"'"#)
                    }
                    throw error(
                        stack[index].isObject
                            ? "expected ',' or '}' after an object member"
                            : "expected ',' or ']' after an array element")
                }
                offset += 1
                let finished = stack.removeLast()
                if finished.isObject {
                    node = .mapping(entries.removeArray(from: finished.start), at: finished.position)
                } else {
                    node = .sequence(items.removeArray(from: finished.start), at: finished.position)
                }
            }
        }
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected content after the JSON value") }
        return node
    }

    /// Reads a scalar and returns it, or opens a container and returns the first
    /// complete node inside it (an empty container is complete at once).
    private mutating func parseValueOrOpen() throws(JSONError) -> Node {
        while true {
            guard offset < bytes.count else { throw error("unexpected end of input; expected a JSON value") }
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { return try parseScalar() }
            let isObject = byte == UInt8(ascii: "{")
            let position = currentPosition()
            if stack.count >= maxDepth {
                throw JSONError(
                    diagnostic: .error(
                        .limit, "nesting deeper than \(maxDepth) levels",
                        at: SourceLocation(file: file, position: position)))
            }
            offset += 1
            skipWhitespace()
            if offset < bytes.count && bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                offset += 1
                return isObject ? .mapping([], at: position) : .sequence([], at: position)
            }
            stack.append(
                Container(
                    isObject: isObject, position: position, start: isObject ? entries.count : items.count))
            if isObject { try parseKey() }
        }
    }

    /// Reads `"key" :` into the innermost object, leaving the offset at its value.
    private mutating func parseKey() throws(JSONError) {
        guard offset < bytes.count else {
            throw error("unexpected end of input; expected a member name in double quotes")
        }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            throw error("expected a member name in double quotes")
        }
        let position = currentPosition()
        let key = Scalar(try parseKeyText(), style: .quoted, at: position)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after an object member name")
        }
        offset += 1
        skipWhitespace()
        stack[stack.count - 1].pendingKey = key
    }

    private mutating func parseScalar() throws(JSONError) -> Node {
        let position = currentPosition()
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
            let start = offset
            let text = try parseString()
            // Without an escape, the string spans its text's bytes and the two quotes.
            let isVerbatim = offset - start == text.utf8.count + 2
            return .scalar(Scalar(text, style: .quoted, at: position, isVerbatim: isVerbatim))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = offset
            try skipNumber()
            return .scalar(Scalar(text(from: start, to: offset), style: .plain, at: position))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let word = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
            let end = offset + word.utf8.count
            guard end <= bytes.count, word.utf8.elementsEqual(bytes[offset..<end]),
                end == bytes.count || !isWordByte(bytes[end])
            else { throw error("expected a JSON value (did you mean '\(word)'?)") }
            offset = end
            return .scalar(Scalar(word, style: .plain, at: position))
        default:
            throw error(
                "expected a JSON value: a string in double quotes, a number, an object, an array, true, false or null"
            )
        }
    }

    // MARK: Tokens

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func skipNumber() throws(JSONError) {
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit after '-'") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count && isDigit(bytes[offset]) {
                throw error("a JSON number must not have leading zeros")
            }
        } else {
            skipDigits()
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("expected a digit after '.'")
            }
            skipDigits()
        }
        if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count
                && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
            {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("expected a digit in the exponent")
            }
            skipDigits()
        }
        // Catches `1x`, `0x1F`, `1.5.2` with a message about the number, not about commas.
        if offset < bytes.count && (isWordByte(bytes[offset]) || bytes[offset] == UInt8(ascii: ".")) {
            throw error("unexpected character in a number")
        }
    }

    private mutating func skipDigits() {
        while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
    }

    /// Reads a string from its opening quote, leaving the offset after the closing one.
    private mutating func parseString() throws(JSONError) -> String {
        guard let text = try scanString() else { return try scratchText() }
        return try self.text(UnsafeBufferPointer(rebasing: bytes[text]))
    }

    /// `parseString` for a member name, found among the names last read at its place when it
    /// is ASCII without an escape (as names are), so that it needs no check.
    private mutating func parseKeyText() throws(JSONError) -> String {
        guard let text = try scanString() else { return try scratchText() }
        guard stringIsASCII else { return try self.text(UnsafeBufferPointer(rebasing: bytes[text])) }
        let depth = stack.count - 1
        return recentKeys.key(
            UnsafeBufferPointer(rebasing: bytes[text]), depth: depth,
            place: entries.count - stack[depth].start)
    }

    /// The text of the string just read, whose source is `utf8`. Only one with bytes past
    /// ASCII is checked to be UTF-8: ill-formed UTF-8 ends the reading, and the reader's caller
    /// then reports the encoding problem that `TextEncoding.check` finds in it.
    private mutating func text(_ utf8: UnsafeBufferPointer<UInt8>) throws(JSONError) -> String {
        guard stringIsASCII || Self.isUTF8(utf8) else { throw error("invalid UTF-8 in a string") }
        return String(validUTF8: utf8, isASCII: stringIsASCII)
    }

    /// `text(_:)` for a string with escapes, decoded into `scratch`. An escape writes whole
    /// characters, so the decoded text is UTF-8 when the source's other bytes are.
    private mutating func scratchText() throws(JSONError) -> String {
        guard stringIsASCII || scratch.withUnsafeBufferPointer(Self.isUTF8) else {
            throw error("invalid UTF-8 in a string")
        }
        // Not known to be ASCII: an escape may stand for any character.
        return scratch.withUnsafeBufferPointer { String(validUTF8: $0) }
    }

    private static func isUTF8(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            if utf8[index] < 0x80 {
                index += 1
                continue
            }
            guard case .wellFormed(let length) = TextEncoding.sequence(at: index, in: utf8) else {
                return false
            }
            index += length
        }
        return true
    }

    /// Reads a string from its opening quote, leaving the offset after the closing one. Its
    /// text is the returned bytes of the input when it has no escape, else `scratch`; either
    /// is still to be checked as UTF-8.
    private mutating func scanString() throws(JSONError) -> Range<Int>? {
        let start = offset
        offset += 1
        let contentStart = offset
        // Fast path: no escapes, so the text is a slice of the input. A byte past ASCII is
        // never a quote, backslash or control character, whatever sequence it is part of.
        // Locals, so that the loop keeps them in registers; eight bytes at a time, up to the
        // first that ends the fast path, and one at a time for the last few of the input.
        var wordsOr: UInt64 = 0
        var bytesOr: UInt8 = 0
        var index = offset
        let count = bytes.count
        while index + 8 <= count {
            let lanes = ByteLanes(bytes.baseAddress!, at: index)
            let word = lanes.word
            let stops = lanes.below(0x20) | lanes.equal(UInt8(ascii: "\"")) | lanes.equal(UInt8(ascii: "\\"))
            if stops != 0 {
                let bitsBefore = stops.trailingZeroBitCount & ~7
                wordsOr |= word & ((1 << bitsBefore) &- 1)
                index += bitsBefore / 8
                break
            }
            wordsOr |= word
            index += 8
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            bytesOr |= byte
            index += 1
        }
        offset = index
        stringIsASCII = bytesOr < 0x80 && ByteLanes(word: wordsOr).pastASCII == 0
        if !stringIsASCII { lineIsASCII = false }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            return contentStart..<offset - 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[contentStart..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return nil
            }
            if byte < 0x20 { throw controlCharacterError(byte) }
            if byte == UInt8(ascii: "\\") {
                try parseEscape()
            } else {
                if byte >= 0x80 {
                    stringIsASCII = false
                    lineIsASCII = false
                }
                scratch.append(byte)
                offset += 1
            }
        }
        let end = currentPosition()
        offset = start
        throw JSONError(
            diagnostic: .error(
                .syntax, "unexpected end of input inside a string", at: location(end),
                notes: [Diagnostic.Note("the string starts here", at: location(currentPosition()))]))
    }

    /// Decodes one escape at the offset into `scratch`, pairing UTF-16 surrogates.
    private mutating func parseEscape() throws(JSONError) {
        guard offset + 1 < bytes.count else { throw error("unexpected end of input inside a string") }
        let escaped = bytes[offset + 1]
        let simple: UInt8? =
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            scratch.append(simple)
            offset += 2
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            throw error(#"invalid escape in a string; the escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        }
        let escapeStart = offset
        var value = try parseHexQuad()
        if (0xD800...0xDBFF).contains(value) {
            guard
                offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "\\")
                    && bytes[offset + 1] == UInt8(ascii: "u")
            else { throw loneSurrogateError(value, at: escapeStart) }
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogateError(value, at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw loneSurrogateError(value, at: escapeStart)
        }
        appendUTF8(value)
    }

    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case ..<0x80:
            scratch.append(UInt8(value))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Reads `\uXXXX` at the offset and returns its value.
    private mutating func parseHexQuad() throws(JSONError) -> UInt32 {
        offset += 2
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw error(#"expected four hexadecimal digits after '\u'"#)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// Inlined for the usual case of no whitespace at all (before a `:` or a `,`).
    @inline(__always) private mutating func skipWhitespace() {
        if offset < bytes.count && bytes[offset] > UInt8(ascii: " ") { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        // Locals, so that the loop keeps them in registers.
        var index = offset
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine(at: index)
                // Indentation: eight spaces at a time while there are as many.
                while index + 8 <= count,
                    UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) == eightSpaces
                {
                    index += 8
                }
            case UInt8(ascii: "\r"):
                index += 1
                if index < count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                startLine(at: index)
            default:
                offset = index
                return
            }
        }
        offset = index
    }

    // MARK: Text and positions

    /// A number's text, ASCII by the grammar `skipNumber` held it to.
    private func text(from start: Int, to end: Int) -> String {
        String(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]), isASCII: true)
    }

    private mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        lineIsASCII = true
        cursorOffset = offset
        cursorColumn = 1
    }

    /// The position of the byte at the offset. Newlines only occur in whitespace, so the
    /// offset is on the cursor's line.
    private mutating func currentPosition() -> Position {
        let end = min(offset, bytes.count)
        if lineIsASCII { return Position(line: line, column: end - lineStart + 1) }
        if end < cursorOffset {
            cursorOffset = lineStart
            cursorColumn = 1
        }
        cursorColumn += Position.columns(of: bytes[cursorOffset..<end])
        cursorOffset = end
        return Position(line: line, column: cursorColumn)
    }

    private func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func error(_ message: String) -> JSONError {
        JSONError(diagnostic: .error(.syntax, message, at: location(currentPosition())))
    }

    private mutating func controlCharacterError(_ byte: UInt8) -> JSONError {
        error("control character \(Unicode.Scalar(byte).codePointName) must be escaped in a string")
    }

    private mutating func loneSurrogateError(_ value: UInt32, at escapeStart: Int) -> JSONError {
        offset = escapeStart
        let hex = String(value, radix: 16, uppercase: true)
        return JSONError(
            diagnostic: .error(
                .encoding,
                "'\\u\(hex)' is half of a UTF-16 surrogate pair without its other half; it is not a character",
                at: location(currentPosition())))
    }
}

private let eightSpaces = UInt64(0x2020_2020_2020_2020)

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// Letters, digits and `_`: bytes that would continue a word such as `truely`.
private func isWordByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return isDigit(byte) || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
        || byte == UInt8(ascii: "_")
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
