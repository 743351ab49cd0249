import ActionModel
import ActionSyntax

/// Rewrites single texts of one definitions file in place: only the bytes of the scalars
/// that change, so comments, key order, flow or block style and the quoting of everything
/// else stay as they were. A new language's text is added in `languages:` order, in that
/// mapping's style and quoted as its neighbour.
struct DefinitionTextEditor {
    /// Why a text cannot be rewritten in place.
    struct Problem: Error {
        let message: String
    }

    private let bytes: [UInt8]
    private let isJSON: Bool
    private let lines: TextLines
    private var edits: [(range: Range<Int>, replacement: String)] = []

    init(_ source: SourceFile) {
        bytes = source.bytes
        isJSON = source.isJSON
        lines = TextLines(source.bytes)
    }

    /// The file with every edit made, in one pass over it (edits at one offset in the order
    /// they were made), so thousands of edits to a large file cost no more than copying it.
    var edited: [UInt8] {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for (_, edit) in ordered {
            result += bytes[copied..<max(copied, edit.range.lowerBound)]
            result += edit.replacement.utf8
            copied = max(copied, edit.range.upperBound)
        }
        result += bytes[copied...]
        return result
    }

    /// Writes `text` over `entry`'s scalar, in the scalar's own quoting where it can hold it.
    mutating func replace(_ entry: TextDefinition.Entry, with text: String) throws(Problem) {
        let (range, style) = try extent(of: entry)
        edits.append((range, encoded(text, like: style)))
    }

    /// Adds `language`'s `text` to `definition`, spelled `key`, quoted as the entry it
    /// follows: after the last of its entries that `order` (the file's `languages:`) puts
    /// before `language`, else after its last entry.
    mutating func add(
        key: String, text: String, in language: Language, to definition: TextDefinition, order: [Language]
    ) throws(Problem) {
        guard let last = definition.entries.max(by: { $0.position < $1.position }) else {
            throw Problem(message: "the text has no entry to add a language beside")
        }
        let rank = { (language: Language) in order.firstIndex(of: language) }
        let anchor =
            rank(language).flatMap { new in
                definition.entries.filter { rank($0.language).map { $0 < new } ?? false }
                    .max { rank($0.language)! < rank($1.language)! }
            } ?? last
        let (lastRange, lastStyle) = try extent(of: anchor)
        let start = lines.byteOffset(of: definition.location.position)
        let entry =
            (isJSON ? key.jsonLiteral : key) + ": " + encoded(text, like: isJSON ? .double : lastStyle)
        // A title written as a plain string becomes a mapping of its two texts.
        if definition.entries.count == 1, last.position == definition.location.position {
            let english =
                isJSON
                ? String(decoding: bytes[lastRange], as: UTF8.self) : encoded(last.text, like: lastStyle)
            let englishKey = isJSON ? "\"en\"" : "en"
            edits.append((lastRange, "{\(englishKey): \(english), \(entry)}"))
            return
        }
        let lastLine = lines.lineIndex(containing: lastRange.lowerBound)
        let keyStart = firstNonSpace(from: lines.starts[lastLine])
        let isFlow = bytes[start] == UInt8(ascii: "{")
        // One entry per line (a block mapping, or a flow mapping or JSON object written so):
        // the new one goes on a line of its own at the same indentation.
        let ownLine = lastLine != lines.lineIndex(containing: start) || !isFlow
        if ownLine {
            let indentation = String(decoding: bytes[lines.starts[lastLine]..<keyStart], as: UTF8.self)
            // After a comment that ends the line, which stays with the entry it was written
            // beside; before a flow mapping's `}` on that line.
            let rest = firstNonSpace(from: lastRange.upperBound)
            let endsLine = rest == bytes.count || [UInt8(ascii: "#"), 0x0A, 0x0D].contains(bytes[rest])
            let lineEnd = !isFlow || endsLine ? endOfLine(from: lastRange.upperBound) : lastRange.upperBound
            let line = lineBreak(ending: lastLine) + indentation + entry
            if isFlow && lineEnd != lastRange.upperBound {
                edits.append((lastRange.upperBound..<lastRange.upperBound, ","))
                edits.append((lineEnd..<lineEnd, line))
            } else {
                edits.append((lineEnd..<lineEnd, (isFlow ? "," : "") + line))
            }
        } else {
            edits.append((lastRange.upperBound..<lastRange.upperBound, ", " + entry))
        }
    }

    /// The short scalar at `position` as written, less its quotes (a language in a list).
    func word(at position: Position) -> String? {
        let start = lines.byteOffset(of: position)
        guard start < bytes.count else { return nil }
        let quote = bytes[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let end = bytes[(start + 1)...].firstIndex(of: quote) else { return nil }
            return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        }
        return String(decoding: bytes[start..<plainEnd(from: start, flow: true)], as: UTF8.self)
    }

    // MARK: Scalars

    enum Style {
        case plain
        case single
        case double
    }

    /// The bytes `entry`'s scalar takes, and how it is quoted; a tag (`!!str`) or anchor
    /// (`&name`) before it stays as written.
    private func extent(of entry: TextDefinition.Entry) throws(Problem) -> (Range<Int>, Style) {
        var start = lines.byteOffset(of: entry.position)
        guard start < bytes.count else { throw Problem(message: "the text is not where the definitions say") }
        if !isJSON {
            while start < bytes.count, bytes[start] == UInt8(ascii: "!") || bytes[start] == UInt8(ascii: "&")
            {
                start = firstNonSpace(from: endOfProperty(from: start))
            }
            if start < bytes.count, bytes[start] == UInt8(ascii: "*") {
                throw Problem(
                    message: "the text is a YAML alias of one written elsewhere; write the text out here")
            }
        }
        guard start < bytes.count else { throw Problem(message: "the text is not where the definitions say") }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            var index = start + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return (start..<min(index + 1, bytes.count), .double)
        case UInt8(ascii: "'") where !isJSON:
            var index = start + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "'") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") else { break }
                    index += 1
                }
                index += 1
            }
            return (start..<min(index + 1, bytes.count), .single)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw Problem(message: "the text is a block scalar ('|' or '>'), which is not rewritten in place")
        default:
            // A plain scalar ends at the line's end or a comment, and in a flow collection
            // also at `,`, `]` or `}`: whichever reading gives the decoded text is the one.
            for flow in [true, false] {
                let end = plainEnd(from: start, flow: flow)
                if String(decoding: bytes[start..<end], as: UTF8.self) == entry.text {
                    return (start..<end, .plain)
                }
            }
            throw Problem(message: "the text spans several lines, which is not rewritten in place")
        }
    }

    /// The end of a tag or anchor: the first space, tab or line end after it.
    private func endOfProperty(from start: Int) -> Int {
        var index = start
        while index < bytes.count,
            ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                .contains(bytes[index])
        {
            index += 1
        }
        return index
    }

    private func plainEnd(from start: Int, flow: Bool) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") { break }
            if flow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                break
            }
            index += 1
        }
        while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        return index
    }

    /// `text` as a scalar quoted like the one it replaces: plain only where YAML reads it
    /// back as the same string in any context, else double-quoted.
    private func encoded(_ text: String, like style: Style) -> String {
        if isJSON { return text.jsonLiteral }
        switch style {
        case .plain where Self.isPlainSafe(text): return text
        case .single: return "'" + text.replacing("'", with: "''") + "'"
        default: return DefinitionsWriter.quoted(text)
        }
    }

    /// Starts with a letter, has no character YAML gives a meaning in a plain scalar or a
    /// flow collection, no space at either end, and is no word YAML reads as a boolean or null.
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic,
            text.unicodeScalars.last.map({ !$0.properties.isWhitespace }) == true,
            !text.unicodeScalars.contains(where: {
                ":#,[]{}\"\\".unicodeScalars.contains($0) || TextRules.isForbidden($0)
            }),
            !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        else { return false }
        return true
    }

    // MARK: Positions

    private func firstNonSpace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    private func endOfLine(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return index
    }

    /// The line break of line `index` (0-based), or of the line before it when it is the
    /// last and has none: `\r\n`, `\r` or `\n`, so an added line matches its neighbours.
    private func lineBreak(ending index: Int) -> String {
        let line = index + 1 < lines.starts.count ? index : index - 1
        guard line >= 0, line + 1 < lines.starts.count else { return "\n" }
        let end = lines.starts[line + 1]
        if end >= 2 && bytes[end - 2] == UInt8(ascii: "\r") && bytes[end - 1] == UInt8(ascii: "\n") {
            return "\r\n"
        }
        return bytes[end - 1] == UInt8(ascii: "\r") ? "\r" : "\n"
    }
}
