/// One line of YAML as far as the line alone can tell: where its quoted texts open and close
/// and where a comment starts. Enough to retell a libyaml problem on that line; the file is
/// read by libyaml alone.
struct YAMLLine {
    /// A quoted text: the index of its opening quote, and of its closing one when the line has it.
    struct QuotedText {
        var open: Int
        var close: Int?
        var quote: UInt8
    }

    let bytes: ArraySlice<UInt8>
    private(set) var quotedTexts: [QuotedText] = []
    /// The index of the `#` that starts the line's comment.
    private(set) var comment: Int?

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        // Where a value may start, a quote opens a quoted text; anywhere else it is a character.
        var atValueStart = true
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            case UInt8(ascii: "'") where atValueStart, UInt8(ascii: "\"") where atValueStart:
                let close = closingQuote(of: index)
                quotedTexts.append(QuotedText(open: index, close: close, quote: byte))
                guard let close else { return }
                index = close
                atValueStart = false
            case UInt8(ascii: "#") where index == bytes.startIndex || isBlank(index - 1):
                comment = index
                return
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                atValueStart = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                atValueStart = false
            case UInt8(ascii: ","):
                atValueStart = depth > 0
            case UInt8(ascii: "-"), UInt8(ascii: ":"):
                atValueStart = (byte == UInt8(ascii: ":") || atValueStart) && isBlankOrEnd(index + 1)
            default:
                atValueStart = false
            }
            index += 1
        }
    }

    func isBlank(_ index: Int) -> Bool {
        bytes.indices.contains(index)
            && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
    }

    func isBlankOrEnd(_ index: Int) -> Bool {
        index >= bytes.endIndex || isBlank(index)
    }

    /// The quote that ends the quoted text opening at `open`: `''` is an apostrophe inside
    /// single quotes, and a backslash escapes the next character inside double quotes.
    private func closingQuote(of open: Int) -> Int? {
        let quote = bytes[open]
        var index = open + 1
        while index < bytes.endIndex {
            switch bytes[index] {
            case quote
            where quote == UInt8(ascii: "'") && index + 1 < bytes.endIndex && bytes[index + 1] == quote:
                index += 1
            case quote:
                return index
            case UInt8(ascii: "\\") where quote == UInt8(ascii: "\""):
                index += 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index of the first byte at or after `index` that is not blank, or the line's end.
    func skippingBlanks(from index: Int) -> Int {
        var index = index
        while isBlank(index) { index += 1 }
        return index
    }

    /// The last non-blank byte's index before `index`, if there is one.
    func lastNonBlank(before index: Int) -> Int? {
        var index = index - 1
        while isBlank(index) { index -= 1 }
        return bytes.indices.contains(index) ? index : nil
    }

    /// The key of the entry whose value starts at `index` (`en` for the value in `{en: Sale}`
    /// or `  en: Sale`), without its quotes.
    func key(ofValueAt index: Int) -> String? {
        guard let colon = lastNonBlank(before: index), bytes[colon] == UInt8(ascii: ":") else { return nil }
        var start = colon
        while start > bytes.startIndex, !"{[,".utf8.contains(bytes[start - 1]) { start -= 1 }
        var key = String(decoding: bytes[start..<colon], as: UTF8.self).trimmingBlanks
        if key.hasPrefix("- ") { key = String(key.dropFirst(2)).trimmingBlanks }
        if key.count >= 2, let first = key.first, first == key.last, first == "'" || first == "\"" {
            key = String(key.dropFirst().dropLast())
        }
        return key.isEmpty ? nil : key
    }

    /// Where the plain value holding `index` starts: after the `: ` of its key, a flow
    /// bracket or comma, or a sequence's `- `, whichever comes last before it.
    func plainValueStart(before index: Int) -> Int {
        var start = index
        while start > bytes.startIndex {
            let byte = bytes[start - 1]
            if "{[,".utf8.contains(byte) { break }
            if byte == UInt8(ascii: ":") && isBlankOrEnd(start) { break }
            let isSequenceDash = byte == UInt8(ascii: "-") && isBlankOrEnd(start)
            if isSequenceDash && bytes[..<(start - 1)].allSatisfy({ $0 == UInt8(ascii: " ") }) { break }
            start -= 1
        }
        return skippingBlanks(from: start)
    }

    /// Where a value starting at `start` ends inside flow brackets: before the next `,`, `}`
    /// or `]`, or at the end of the line, with trailing blanks left out.
    func flowValueEnd(from start: Int) -> Int {
        var end = bytes[start...].firstIndex { "{}[],".utf8.contains($0) } ?? bytes.endIndex
        while end > start, isBlank(end - 1) { end -= 1 }
        return end
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension String {
    var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The text as a YAML value in quotes: double quotes when it holds neither a `"` nor a
    /// backslash, else single ones when it holds no `'`, else double with `\` escapes.
    var quotedForYAML: String {
        if !contains("\"") && !contains("\\") { return "\"" + self + "\"" }
        if !contains("'") { return "'" + self + "'" }
        var escaped = ""
        for character in self {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
