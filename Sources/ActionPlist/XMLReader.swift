/// One step through an XML document, as `XMLReader` hands it over. Offsets are byte
/// offsets into the file.
package enum XMLEvent: Equatable, Sendable {
    /// A start tag, or an empty-element tag (`<true/>`, followed at once by its `end`).
    /// `tag` is where its `<` is, `content` just past its `>`.
    case start(name: String, tag: Int, content: Int, attributes: [XMLAttribute])
    case end(name: String)
    /// Character data with references resolved and line ends normalized to `\n`, as XML
    /// defines; `offset` is where its first byte is. A CDATA section is one run of its own.
    case text([UInt8], offset: Int)
}

/// An attribute of a start tag: its value with references resolved, and where its name is.
package struct XMLAttribute: Equatable, Sendable {
    package let name: String
    package let value: String
    package let offset: Int
}

/// A malformed document: what is wrong, and the byte offset where the reader found it.
package struct XMLError: Error, Equatable {
    package let message: String
    package let offset: Int
}

/// A pull reader for the XML a property list is written in: the XML declaration,
/// a DOCTYPE (with an internal subset), comments, processing instructions, elements
/// with attributes, text, CDATA sections, the five predefined entities and character
/// references. It checks well-formedness (matching tags, one root element, unique
/// attributes, legal names, characters and references) and reports the first problem
/// at its byte offset.
///
/// Written for actionc rather than taken from a platform XML parser so that positions are
/// exact and the binary links no XML library. What a property list never needs is turned
/// away, not half-read: an entity declaration (which also rules out expansion bombs), a
/// parameter entity, and an encoding other than UTF-8. Nothing outside the bytes is read:
/// the DOCTYPE's DTD is neither fetched nor applied.
package struct XMLReader {
    private let bytes: [UInt8]
    private var index: Int
    /// The names of the elements that have started and not yet ended, outermost first.
    private var open: [String] = []
    private var sawRoot = false
    private var sawDoctype = false
    /// The end that an empty-element tag owes, returned by the next call.
    private var pendingEnd: String?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if starts(with: "<?xml"), let byte = byte(at: index + 5), isWhitespace(byte) { prologStart = index }
    }

    /// Where an XML declaration starts, if the file opens with one.
    private var prologStart: Int?

    /// The next event, or nil once the root element has ended and only markup that
    /// carries no content (comments, processing instructions, whitespace) followed it.
    package mutating func next() throws(XMLError) -> XMLEvent? {
        if let name = pendingEnd {
            pendingEnd = nil
            return .end(name: name)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if let text = try readText() { return text }
                continue
            }
            let start = index
            switch byte(at: index + 1) {
            case UInt8(ascii: "?"):
                try readProcessingInstruction()
            case UInt8(ascii: "!"):
                if starts(with: "<!--") {
                    try readComment()
                } else if starts(with: "<![CDATA[") {
                    guard !open.isEmpty else {
                        throw XMLError(
                            message: "a CDATA section is only allowed inside an element", offset: start)
                    }
                    return try readCDATA()
                } else if starts(with: "<!DOCTYPE") {
                    try readDoctype()
                } else {
                    throw XMLError(
                        message: "'<!' starts no comment, CDATA section or DOCTYPE here", offset: start)
                }
            case UInt8(ascii: "/"):
                return try readEndTag()
            default:
                return try readStartTag()
            }
        }
        if let name = open.last {
            throw XMLError(message: "the file ends before <\(name)> is closed", offset: bytes.count)
        }
        guard sawRoot else { throw XMLError(message: "the file holds no element", offset: bytes.count) }
        return nil
    }

    // MARK: Markup

    private mutating func readStartTag() throws(XMLError) -> XMLEvent {
        let tag = index
        index += 1
        let name = try readName(in: "a start tag")
        if open.isEmpty, sawRoot {
            throw XMLError(
                message: "<\(name)> follows the root element; an XML document has one root element",
                offset: tag)
        }
        var attributes: [XMLAttribute] = []
        while true {
            let spaced = skipWhitespace()
            guard let byte = byte(at: index) else {
                throw XMLError(message: "the file ends inside the <\(name)> tag", offset: tag)
            }
            if byte == UInt8(ascii: ">") || starts(with: "/>") {
                index += byte == UInt8(ascii: ">") ? 1 : 2
                open.append(name)
                sawRoot = true
                if byte == UInt8(ascii: "/") { pendingEnd = try close(name, endingAt: index) }
                return .start(name: name, tag: tag, content: index, attributes: attributes)
            }
            guard spaced else {
                throw XMLError(message: "expected a space, '>' or '/>' in the <\(name)> tag", offset: index)
            }
            let attributeStart = index
            let attribute = try readName(in: "the <\(name)> tag")
            guard !attributes.contains(where: { $0.name == attribute }) else {
                throw XMLError(
                    message: "attribute '\(attribute)' appears twice in the <\(name)> tag",
                    offset: attributeStart)
            }
            let value = try readAttributeValue(of: attribute)
            attributes.append(
                XMLAttribute(
                    name: attribute, value: String(decoding: value, as: UTF8.self), offset: attributeStart))
        }
    }

    private mutating func readEndTag() throws(XMLError) -> XMLEvent {
        let tag = index
        index += 2
        let name = try readName(in: "an end tag")
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ">") else {
            throw XMLError(message: "expected '>' to end the </\(name)> tag", offset: index)
        }
        index += 1
        guard !open.isEmpty else {
            throw XMLError(message: "</\(name)> ends an element that never started", offset: tag)
        }
        return .end(name: try close(name, endingAt: index))
    }

    /// Ends the innermost open element, which must be `name`. A mismatch is known once the
    /// end tag has been read, so it is reported just past it.
    private mutating func close(_ name: String, endingAt offset: Int) throws(XMLError) -> String {
        let innermost = open.removeLast()
        guard innermost == name else {
            throw XMLError(
                message: "opening and ending tag mismatch: <\(innermost)> is ended by </\(name)>",
                offset: offset)
        }
        return name
    }

    /// A quoted attribute value, checked (no `<`, well-formed references) and resolved.
    private mutating func readAttributeValue(of attribute: String) throws(XMLError) -> [UInt8] {
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: "=") else {
            throw XMLError(message: "expected '=' after attribute '\(attribute)'", offset: index)
        }
        index += 1
        skipWhitespace()
        guard let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw XMLError(message: "the value of attribute '\(attribute)' is not quoted", offset: index)
        }
        let opening = index
        index += 1
        var value: [UInt8] = []
        while let byte = byte(at: index), byte != quote {
            switch byte {
            case UInt8(ascii: "<"):
                throw XMLError(message: "'<' is not allowed in an attribute value; write &lt;", offset: index)
            case UInt8(ascii: "&"):
                value += try readReference()
            default:
                try checkCharacter(byte)
                value.append(byte)
                index += 1
            }
        }
        guard index < bytes.count else {
            throw XMLError(message: "the value of attribute '\(attribute)' is not closed", offset: opening)
        }
        index += 1
        return value
    }

    /// `<?target …?>`. The XML declaration is the one with target `xml`, and only at the start.
    private mutating func readProcessingInstruction() throws(XMLError) {
        let start = index
        index += 2
        let target = try readName(in: "a processing instruction")
        if target.lowercased() == "xml" {
            guard start == prologStart, target == "xml" else {
                throw XMLError(
                    message: "the XML declaration '<?xml' is only allowed at the very start", offset: start)
            }
            return try readDeclaration()
        }
        guard let end = find("?>") else {
            throw XMLError(message: "the processing instruction is not closed with '?>'", offset: start)
        }
        index = end + 2
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: a version, then optionally the encoding,
    /// which must be UTF-8 (or its subset ASCII), and `standalone`.
    private mutating func readDeclaration() throws(XMLError) {
        let start = index - 5
        var names: [String] = []
        while true {
            let spaced = skipWhitespace()
            if starts(with: "?>") { break }
            guard spaced, index < bytes.count else {
                throw XMLError(message: "the XML declaration is not closed with '?>'", offset: start)
            }
            let nameStart = index
            let name = try readName(in: "the XML declaration")
            let expected = ["version", "encoding", "standalone"].filter { !names.contains($0) }
            guard (names.isEmpty ? ["version"] : expected).contains(name) else {
                throw XMLError(
                    message: names.isEmpty
                        ? "the XML declaration starts with 'version'" : "'\(name)' is not expected here",
                    offset: nameStart)
            }
            let value = String(decoding: try readAttributeValue(of: name), as: UTF8.self)
            if name == "encoding", !["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) {
                throw XMLError(
                    message: "the file declares encoding '\(value)'; actionc reads XML in UTF-8 only",
                    offset: nameStart)
            }
            names.append(name)
        }
        guard names.first == "version" else {
            throw XMLError(message: "the XML declaration has no version", offset: start)
        }
        index += 2
    }

    /// `<!-- … -->`, where `--` may not occur inside.
    private mutating func readComment() throws(XMLError) {
        let start = index
        guard let end = find("--", from: index + 4) else {
            throw XMLError(message: "the comment is not closed with '-->'", offset: start)
        }
        guard byte(at: end + 2) == UInt8(ascii: ">") else {
            throw XMLError(message: "'--' is not allowed inside a comment", offset: end)
        }
        index = end + 3
    }

    private mutating func readCDATA() throws(XMLError) -> XMLEvent {
        let start = index
        let content = index + 9
        guard let end = find("]]>", from: content) else {
            throw XMLError(message: "the CDATA section is not closed with ']]>'", offset: start)
        }
        var text: [UInt8] = []
        for offset in content..<end
        where !(bytes[offset] == UInt8(ascii: "\r") && bytes.at(offset + 1) == 0x0A) {
            index = offset
            try checkCharacter(bytes[offset])
            text.append(bytes[offset] == UInt8(ascii: "\r") ? 0x0A : bytes[offset])
        }
        index = end + 3
        return .text(text, offset: start)
    }

    /// `<!DOCTYPE name ExternalID? [internal subset]? >`, before the root element, once. The
    /// subset's declarations are skipped, except entity declarations, which are refused.
    private mutating func readDoctype() throws(XMLError) {
        let start = index
        guard !sawRoot, !sawDoctype else {
            throw XMLError(message: "a DOCTYPE is only allowed once, before the root element", offset: start)
        }
        sawDoctype = true
        index += 9
        guard skipWhitespace() else {
            throw XMLError(message: "expected the document type's name after '<!DOCTYPE'", offset: index)
        }
        _ = try readName(in: "the DOCTYPE")
        while true {
            skipWhitespace()
            guard let byte = byte(at: index) else {
                throw XMLError(message: "the DOCTYPE is not closed with '>'", offset: start)
            }
            switch byte {
            case UInt8(ascii: ">"):
                index += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try skipQuoted()
            case UInt8(ascii: "["):
                index += 1
                try readInternalSubset()
            default:
                _ = try readName(in: "the DOCTYPE")
            }
        }
    }

    private mutating func readInternalSubset() throws(XMLError) {
        while true {
            skipWhitespace()
            guard let byte = byte(at: index) else {
                throw XMLError(message: "the DOCTYPE's internal subset is not closed with ']'", offset: index)
            }
            if byte == UInt8(ascii: "]") {
                index += 1
                return
            }
            if starts(with: "<!ENTITY") {
                throw XMLError(
                    message: "entity declarations are not read: actionc expands no entity a file declares",
                    offset: index)
            } else if starts(with: "<!--") {
                try readComment()
            } else if starts(with: "<?") {
                try readProcessingInstruction()
            } else if starts(with: "<!"), let letter = self.byte(at: index + 2), isNameStart(letter) {
                // <!ELEMENT …>, <!ATTLIST …>, <!NOTATION …>: nothing a property list reads.
                let start = index
                index += 2
                while let byte = self.byte(at: index), byte != UInt8(ascii: ">") {
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        try skipQuoted()
                    } else {
                        index += 1
                    }
                }
                guard index < bytes.count else {
                    throw XMLError(message: "the declaration is not closed with '>'", offset: start)
                }
                index += 1
            } else if byte == UInt8(ascii: "%") {
                throw XMLError(
                    message: "parameter entities are not read: actionc expands no entity a file declares",
                    offset: index)
            } else {
                throw XMLError(
                    message: "unexpected character in the DOCTYPE's internal subset", offset: index)
            }
        }
    }

    // MARK: Text

    /// The character data up to the next `<`. Outside the root element only whitespace may
    /// stand, and it is skipped (nil).
    private mutating func readText() throws(XMLError) -> XMLEvent? {
        let start = index
        guard !open.isEmpty else {
            while let byte = byte(at: index), byte != UInt8(ascii: "<") {
                guard isWhitespace(byte) else {
                    throw XMLError(
                        message: sawRoot
                            ? "text follows the root element" : "text comes before the root element",
                        offset: index)
                }
                index += 1
            }
            return nil
        }
        var text: [UInt8] = []
        while let byte = byte(at: index), byte != UInt8(ascii: "<") {
            switch byte {
            case UInt8(ascii: "&"):
                text += try readReference()
            case UInt8(ascii: "\r"):
                text.append(0x0A)
                index += bytes.at(index + 1) == 0x0A ? 2 : 1
            case UInt8(ascii: "]") where starts(with: "]]>"):
                throw XMLError(message: "']]>' is not allowed in text; write ]]&gt;", offset: index)
            default:
                try checkCharacter(byte)
                text.append(byte)
                index += 1
            }
        }
        return .text(text, offset: start)
    }

    /// `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`, `&#NNN;` or `&#xHHH;`, as UTF-8.
    private mutating func readReference() throws(XMLError) -> [UInt8] {
        let start = index
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw XMLError(message: "'&' starts no reference; write &amp; for an ampersand", offset: start)
        }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        index = semicolon + 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "apos": return [UInt8(ascii: "'")]
        case "quot": return [UInt8(ascii: "\"")]
        default: break
        }
        guard body.hasPrefix("#") else {
            throw XMLError(
                message:
                    "'&\(body);' is not defined; XML defines only &lt; &gt; &amp; &apos; &quot; and character references",
                offset: start)
        }
        let hex = body.hasPrefix("#x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }),
            let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
            isCharacter(value)
        else {
            throw XMLError(message: "'&\(body);' is not a character XML allows", offset: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// The XML `Char` production: no control characters but tab and line ends, no U+FFFE
    /// or U+FFFF (surrogates are not scalars).
    private func isCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    /// Rejects a raw control character at `index`. The bytes are already valid UTF-8, so
    /// U+FFFE and U+FFFF (EF BF BE, EF BF BF) are the other characters to look for.
    private func checkCharacter(_ byte: UInt8) throws(XMLError) {
        let forbidden =
            (byte < 0x20 && !isWhitespace(byte))
            || (byte == 0xEF && bytes.at(index + 1) == 0xBF && (bytes.at(index + 2) ?? 0) >= 0xBE)
        if forbidden {
            throw XMLError(message: "this character is not allowed in XML", offset: index)
        }
    }

    // MARK: Lexing

    private mutating func readName(in place: String) throws(XMLError) -> String {
        let start = index
        guard let first = byte(at: index), isNameStart(first) else {
            throw XMLError(message: "expected a name in \(place)", offset: index)
        }
        index += 1
        while let byte = byte(at: index), isNameStart(byte) || isNameCharacter(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipQuoted() throws(XMLError) {
        let quote = bytes[index]
        guard let end = bytes[(index + 1)...].firstIndex(of: quote) else {
            throw XMLError(message: "the quoted text is not closed", offset: index)
        }
        index = end + 1
    }

    /// Skips whitespace, saying whether there was any.
    @discardableResult private mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = byte(at: index), isWhitespace(byte) { index += 1 }
        return index > start
    }

    private func find(_ text: String, from offset: Int? = nil) -> Int? {
        let needle = Array(text.utf8)
        var candidate = offset ?? index
        while candidate + needle.count <= bytes.count {
            if bytes[candidate] == needle[0],
                bytes[candidate..<(candidate + needle.count)].elementsEqual(needle)
            {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private func byte(at offset: Int) -> UInt8? { bytes.at(offset) }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// ASCII letters, `_` and `:`, and any non-ASCII character (XML's ranges for those are
    /// wide, and a property list's names are ASCII).
    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private func isNameCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

extension Array where Element == UInt8 {
    func at(_ index: Int) -> UInt8? { index < count ? self[index] : nil }
}
