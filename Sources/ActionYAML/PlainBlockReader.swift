import ActionSyntax

/// Reads the plain block YAML that definitions files are nearly always written in straight
/// into the tree, without libyaml: libyaml's scanner was two thirds of reading a large file,
/// and this reader takes a fraction of that because it only has to recognise a few line
/// shapes. It never reports a problem: anything outside those shapes, or that it is not sure
/// of, makes it decline (nil), and libyaml reads the file, so every diagnostic still comes
/// from one reader. What it accepts, libyaml accepts too and reads into the same tree,
/// positions and styles included; tests hold it to that on every corpus and fixture file,
/// every prefix of them, and on generated documents.
///
/// The shapes:
/// - UTF-8 of characters libyaml reads, lines ending in `\n`; no tab, carriage return,
///   byte order mark or Unicode line separator anywhere (they change how libyaml counts
///   columns and lines);
/// - a block mapping at column 1 as the document; keys are plain `[A-Za-z0-9_][A-Za-z0-9_.-]*`
///   followed by `:` and a space or the line's end;
/// - a value on its key's line: a plain scalar without `:` that does not start with an
///   indicator, a quoted scalar without escapes, or a flow sequence `[a, b]` of items
///   shaped like keys;
/// - a value on the following lines: a block mapping indented deeper than its key, or a
///   block sequence of one-line scalars (`- text`) indented deeper or at the key's column;
/// - blank lines, comment lines, and comments after a value.
/// Every scalar therefore sits on one line, after ASCII only, so a column is a byte count.
struct PlainBlockReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    /// The content lines (not blank, not comments) read ahead, and the current one's index.
    /// Their scalars are made when they are read ahead, together: the texts the catalog
    /// keeps then sit apart from the tree's nodes, so that freeing the tree leaves whole
    /// pages for the system to take back (25 MB of a 10,000-category build's peak).
    private var window: [ContentLine] = []
    private var current = 0
    /// Where the reading ahead goes on, and that line's number.
    private var nextLineStart = 0
    private var nextLineNumber: Int
    /// Set when a line read ahead has no accepted shape: the whole text is then declined.
    private var isDeclined = false
    /// A line that comes before the text (`underKey`), put first into the first window.
    private var leadingLine: ContentLine?

    private static let windowSize = 256

    private struct ContentLine {
        let indentation: Int
        /// Where the line's content (a key or a `-`) starts.
        let position: Position
        let content: Content
    }

    private enum Content {
        /// `key: value`; the value is nil when it is on the next lines.
        case entry(Scalar, Node?)
        /// `- value`
        case item(Node)
    }

    /// The document's tree, or nil when libyaml must read the text. `lineOffset` moves the
    /// lines, for a part of a file; nesting deeper than `maxDepth` declines, so that libyaml
    /// reports it.
    static func read(_ bytes: [UInt8], lineOffset: Int = 0, maxDepth: Int) -> Node? {
        bytes.withUnsafeBufferPointer { read($0, lineOffset: lineOffset, maxDepth: maxDepth) }
    }

    /// `read(_:lineOffset:maxDepth:)` of bytes in place, as if the line `key:` came before
    /// them when `key` is given (`HalvedReading` reads a file's second half under `_:`); that
    /// line is line `lineOffset`.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, underKey key: String? = nil, lineOffset: Int, maxDepth: Int
    ) -> Node? {
        var reader = PlainBlockReader(bytes: bytes, maxDepth: maxDepth, firstLine: lineOffset + 1)
        if let key {
            let position = Position(line: lineOffset, column: 1)
            reader.leadingLine = ContentLine(
                indentation: 0, position: position,
                content: .entry(Scalar(key, style: .plain, at: position), nil))
        }
        reader.readAhead()
        guard let first = reader.line, first.indentation == 0, let root = reader.mapping(depth: 1),
            reader.line == nil, !reader.isDeclined
        else { return nil }
        return root
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, firstLine: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.nextLineNumber = firstLine
        window.reserveCapacity(Self.windowSize)
    }

    // MARK: Structure

    /// The current content line, or nil at the end (or once declined).
    private var line: ContentLine? { current < window.count ? window[current] : nil }

    private mutating func advance() {
        current += 1
        if current == window.count { readAhead() }
    }

    /// The block mapping whose first key is on the current line; its keys are at that line's
    /// indentation. Ends at a line indented less, or at the end.
    private mutating func mapping(depth: Int) -> Node? {
        guard depth <= maxDepth, let first = line else { return nil }
        var entries: [MappingEntry] = []
        while let entry = line, entry.indentation == first.indentation {
            guard case .entry(let key, let inlineValue) = entry.content else { return nil }
            advance()
            let value: Node
            if let inlineValue {
                if case .sequence = inlineValue, depth + 1 > maxDepth { return nil }
                value = inlineValue
            } else {
                guard let nested = nestedBlock(under: first.indentation, depth: depth + 1) else { return nil }
                value = nested
            }
            entries.append(MappingEntry(key: key, value: value))
            // A deeper line here would continue a plain scalar or be an error.
            if let next = line, next.indentation > first.indentation { return nil }
        }
        return .mapping(entries, at: first.position)
    }

    /// The value of a key whose line ends after the colon.
    private mutating func nestedBlock(under indentation: Int, depth: Int) -> Node? {
        guard let next = line else { return nil }
        let isSequence = if case .item = next.content { true } else { false }
        if next.indentation > indentation {
            return isSequence ? sequence(depth: depth) : mapping(depth: depth)
        }
        // A sequence may sit at its key's column; anything else there is an empty value.
        return next.indentation == indentation && isSequence ? sequence(depth: depth) : nil
    }

    /// The block sequence whose first `- ` is on the current line.
    private mutating func sequence(depth: Int) -> Node? {
        guard depth <= maxDepth, let first = line else { return nil }
        var items: [Node] = []
        while let entry = line, entry.indentation == first.indentation, case .item(let item) = entry.content {
            items.append(item)
            advance()
            if let next = line, next.indentation > first.indentation { return nil }
        }
        return .sequence(items, at: first.position)
    }

    // MARK: Lines

    /// Reads the next content lines into the window, past blank and comment lines.
    private mutating func readAhead() {
        window.removeAll(keepingCapacity: true)
        current = 0
        if let leadingLine {
            window.append(leadingLine)
            self.leadingLine = nil
        }
        while window.count < Self.windowSize, nextLineStart < bytes.count, !isDeclined {
            let start = nextLineStart
            var contentStart = start
            while contentStart < bytes.count, bytes[contentStart] == .space { contentStart += 1 }
            guard let end = lineEnd(from: contentStart) else {
                isDeclined = true
                window.removeAll()
                return
            }
            let number = nextLineNumber
            nextLineStart = end + 1
            nextLineNumber += 1
            guard contentStart < end, bytes[contentStart] != .hash else { continue }
            let line = Line(start: start, end: end, number: number)
            guard let content = content(of: line, at: contentStart) else {
                isDeclined = true
                window.removeAll()
                return
            }
            window.append(
                ContentLine(
                    indentation: contentStart - start, position: line.position(of: contentStart),
                    content: content))
        }
    }

    private struct Line {
        let start: Int
        /// The index of the `\n` or of the end of the text.
        let end: Int
        let number: Int

        func position(of index: Int) -> Position {
            Position(line: number, column: index - start + 1)
        }
    }

    /// A `- value` or `key: value` line; the value nil when the line ends after the colon.
    private func content(of line: Line, at start: Int) -> Content? {
        if bytes[start] == .dash, start + 1 == line.end || bytes[start + 1] == .space {
            let itemStart = skipSpaces(from: start + 1, to: line.end)
            guard itemStart < line.end, bytes[itemStart] != .hash,
                let item = scalar(on: line, at: itemStart)
            else { return nil }
            return .item(item)
        }
        guard let end = word(from: start, to: line.end), end < line.end, bytes[end] == .colon,
            end + 1 == line.end || bytes[end + 1] == .space
        else { return nil }
        let key = Scalar(text(start..<end), style: .plain, at: line.position(of: start))
        let valueStart = skipSpaces(from: end + 1, to: line.end)
        if valueStart == line.end || bytes[valueStart] == .hash { return .entry(key, nil) }
        let value =
            bytes[valueStart] == .openBracket
            ? flowSequence(on: line, at: valueStart) : scalar(on: line, at: valueStart)
        return value.map { .entry(key, $0) }
    }

    /// `[a, b]`, each item a word.
    private func flowSequence(on line: Line, at start: Int) -> Node? {
        var items: [Node] = []
        var index = start + 1
        if index < line.end, bytes[index] != .closeBracket {
            while true {
                guard let end = word(from: index, to: line.end), end < line.end else { return nil }
                items.append(.scalar(Scalar(text(index..<end), style: .plain, at: line.position(of: index))))
                if bytes[end] == .closeBracket {
                    index = end
                    break
                }
                guard bytes[end] == .comma, end + 1 < line.end, bytes[end + 1] == .space else { return nil }
                index = end + 2
            }
        }
        guard index < line.end, bytes[index] == .closeBracket, endsLine(line, after: index + 1) else {
            return nil
        }
        return .sequence(items, at: line.position(of: start))
    }

    /// A plain or quoted scalar taking the rest of the line (a comment aside).
    private func scalar(on line: Line, at start: Int) -> Node? {
        let first = bytes[start]
        if first == .doubleQuote || first == .singleQuote {
            var close = start + 1
            while close < line.end, bytes[close] != first {
                // Escapes, and a single quote doubled, are left to libyaml.
                if bytes[close] == .backslash && first == .doubleQuote { return nil }
                close += 1
            }
            guard close < line.end, endsLine(line, after: close + 1) else { return nil }
            return .scalar(Scalar(text(start + 1..<close), style: .quoted, at: line.position(of: start)))
        }
        guard !Self.isIndicator(first) else { return nil }
        var end = start
        var index = start
        while index < line.end {
            switch bytes[index] {
            case .colon: return nil
            case .hash where bytes[index - 1] == .space: index = line.end
            case .space: index += 1
            default:
                index += 1
                end = index
            }
        }
        return .scalar(Scalar(text(start..<end), style: .plain, at: line.position(of: start)))
    }

    /// Whether only spaces, and perhaps a comment after at least one, follow `index`.
    private func endsLine(_ line: Line, after index: Int) -> Bool {
        let next = skipSpaces(from: index, to: line.end)
        return next == line.end || (next > index && bytes[next] == .hash)
    }

    /// The end of a key-shaped word starting at `start`, or nil when none starts there.
    private func word(from start: Int, to end: Int) -> Int? {
        guard start < end, Self.startsWord(bytes[start]) else { return nil }
        var index = start + 1
        while index < end, Self.continuesWord(bytes[index]) { index += 1 }
        // libyaml looks at most 1,024 characters ahead for a key's colon.
        return index - start <= 1000 ? index : nil
    }

    private func skipSpaces(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == .space { index += 1 }
        return index
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Characters

    /// A key's first character: an ASCII letter, digit or `_` (a plain key in any reader,
    /// which is also what `HalvedReading` splits at).
    static func startsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        startsWord(byte) || byte == .dash || byte == UInt8(ascii: ".")
    }

    /// Characters that give a scalar's first character another meaning.
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
            UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: " "):
            true
        default: false
        }
    }

    /// The index of the `\n` ending the line, or of the text's end; nil when the line holds a
    /// character other than those libyaml reads as ordinary text: printable ASCII, and above
    /// U+009F everything libyaml allows except the byte order mark and the line and paragraph
    /// separators. Every line passes here, comments included, so an accepted text is
    /// well-formed UTF-8 that libyaml's reader takes as it is.
    private func lineEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
            } else if byte == .newline {
                return index
            } else if byte >= 0x80, let length = readableLength(at: index) {
                index += length
            } else {
                return nil
            }
        }
        return index
    }

    /// The length of the UTF-8 sequence at `index`, when it is well-formed and encodes a
    /// character libyaml reads as ordinary text.
    private func readableLength(at index: Int) -> Int? {
        let byte = bytes[index]
        let length = byte & 0xE0 == 0xC0 ? 2 : byte & 0xF0 == 0xE0 ? 3 : byte & 0xF8 == 0xF0 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return nil }
        var scalar = UInt32(byte) & (0x7F >> length)
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        let isReadable =
            switch length {
            case 2: scalar >= 0xA0
            case 3:
                scalar >= 0x800 && !(0xD800...0xDFFF).contains(scalar) && scalar <= 0xFFFD && scalar != 0xFEFF
                    && scalar != 0x2028 && scalar != 0x2029
            default: (0x10000...0x10FFFF).contains(scalar)
            }
        return isReadable ? length : nil
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let dash = UInt8(ascii: "-")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let doubleQuote = UInt8(ascii: "\"")
    fileprivate static let singleQuote = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
}
