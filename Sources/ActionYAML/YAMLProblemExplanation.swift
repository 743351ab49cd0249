import ActionSyntax

/// libyaml's problem, retold where the likely mistake can be told from the text: a tab in
/// the indentation, a key indented to no column its mapping uses, a line indented so deep
/// that YAML reads it as more of the value above, and the mistakes of free text (`: ` or
/// ` #` inside a plain value, a quote inside a quoted one, a quote or bracket left open, a
/// backslash that escapes nothing). Anything else keeps libyaml's wording. Runs only on the
/// error path, over the few lines the problem names.
struct YAMLProblemExplanation {
    private let lines: TextLines

    /// A message of our own and the place it names.
    private struct Retelling {
        var message: String
        var position: Position
    }

    /// `diagnostic` is libyaml's, with its context as the first note; `bytes` the text it read.
    static func explain(_ diagnostic: Diagnostic, in bytes: [UInt8]) -> Diagnostic {
        guard let location = diagnostic.location else { return diagnostic }
        let explanation = YAMLProblemExplanation(bytes)
        let line = Int(location.position.line)
        if let tab = explanation.tabInIndentation(line: line) {
            return .error(
                .syntax, "a tab in the indentation: YAML indents with spaces, not tabs",
                at: SourceLocation(file: location.file, position: Position(line: line, column: tab)),
                notes: [Diagnostic.Note("libyaml: \(diagnostic.message)")])
        }
        if let retold = explanation.retelling(
            diagnostic.message, at: location.position, context: diagnostic.notes.first)
        {
            // libyaml's words still tell where it stopped reading, when that is elsewhere.
            let notes =
                retold.position == location.position
                ? [] : [Diagnostic.Note("libyaml: \(diagnostic.message)", at: location)]
            return .error(
                .syntax, retold.message, at: SourceLocation(file: location.file, position: retold.position),
                notes: notes)
        }
        let note: String?
        switch diagnostic.message {
        case "did not find expected key":
            note = explanation.misalignedKey(line: line, mapping: diagnostic.notes.first?.location?.position)
        case "mapping values are not allowed in this context":
            note = explanation.deeperIndented(line: line)
        default:
            note = nil
        }
        guard let note else { return diagnostic }
        var explained = diagnostic
        explained.notes.append(Diagnostic.Note(note))
        return explained
    }

    private init(_ bytes: [UInt8]) {
        lines = TextLines(bytes)
    }

    private func text(_ line: Int) -> ArraySlice<UInt8> {
        lines.line(line)
    }

    /// The column of the first tab among the line's leading blanks.
    private func tabInIndentation(line: Int) -> Int? {
        let blanks = text(line).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return blanks.firstIndex(of: UInt8(ascii: "\t")).map { $0 - blanks.startIndex + 1 }
    }

    private func indentation(_ line: Int) -> Int {
        text(line).prefix { $0 == UInt8(ascii: " ") }.count
    }

    /// Whether a line holds nothing for YAML: blank, or only a comment.
    private func isEmpty(_ line: Int) -> Bool {
        let content = text(line).drop { $0 == UInt8(ascii: " ") }
        return content.isEmpty || content.first == UInt8(ascii: "#")
    }

    /// The nearest line above `line` that holds something.
    private func previousLine(before line: Int) -> Int? {
        stride(from: line - 1, through: 1, by: -1).first { !isEmpty($0) }
    }

    /// The key a line starts with (`title` in `  title: Reply` or `  - title: Reply`), if it
    /// starts with one.
    private func key(_ line: Int) -> String? {
        let content = text(line).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
        guard let colon = content.firstIndex(of: UInt8(ascii: ":")), colon > content.startIndex else {
            return nil
        }
        return String(decoding: content[..<colon], as: UTF8.self)
    }

    /// `did not find expected key`: libyaml was reading the keys of the mapping that starts
    /// at `mapping`, and `line` is indented to neither that mapping's column nor the one of
    /// the line above.
    private func misalignedKey(line: Int, mapping: Position?) -> String? {
        guard let mapping, let above = previousLine(before: line) else { return nil }
        let indented = indentation(line)
        let mappingLine = Int(mapping.line)
        let mappingColumn = Int(mapping.column) - 1
        guard indented != mappingColumn, indented != indentation(above) else { return nil }
        var columns = [
            "'\(key(mappingLine) ?? "the mapping")' (line \(mappingLine)) is indented \(mappingColumn)"
        ]
        if above != mappingLine {
            columns.append("'\(key(above) ?? "the line above")' (line \(above)) \(indentation(above))")
        }
        return
            "line \(line) is indented \(indented) \(indented == 1 ? "space" : "spaces"), which lines up with"
            + " no key above it: " + columns.joined(separator: " and ")
            + "; the keys of one mapping start in the same column"
    }

    /// `mapping values are not allowed in this context` on a line indented deeper than the
    /// `key: value` line above it, which YAML then reads as more of that value.
    private func deeperIndented(line: Int) -> String? {
        guard let above = previousLine(before: line), indentation(line) > indentation(above),
            let aboveKey = key(above)
        else { return nil }
        return "line \(line) is indented more than '\(aboveKey)' on line \(above), so YAML reads it as"
            + " more of that key's value; indent it as far as '\(aboveKey)' to make it a key beside it"
    }

    // MARK: Free text

    private func retelling(_ problem: String, at mark: Position, context: Diagnostic.Note?) -> Retelling? {
        let opening = context?.location?.position
        switch problem {
        case "found unknown escape character":
            return unknownEscape(at: mark, quote: opening)
        case "found unexpected end of stream" where context?.message == "while scanning a quoted scalar":
            return opening.flatMap(unclosedQuote)
        case "mapping values are not allowed in this context":
            return quoteEndingEarly(before: mark) ?? colonInPlainValue(at: mark, inFlow: false)
        case _ where problem.hasPrefix("did not find expected"):
            let closing: UInt8? =
                switch problem {
                case "did not find expected ',' or '}'": UInt8(ascii: "}")
                case "did not find expected ',' or ']'": UInt8(ascii: "]")
                default: nil
                }
            if let early = quoteEndingEarly(before: mark) { return early }
            guard let closing else { return nil }
            if let colon = colonInPlainValue(at: mark, inFlow: true) { return colon }
            guard let opening, mark.line > opening.line else { return nil }
            return commentHiding(closing, from: Int(opening.line), to: Int(mark.line))
                ?? unclosedBracket(at: opening, readTo: Int(mark.line))
        default:
            return nil
        }
    }

    /// The offset of the character at `position`, or of its line's end; nil past that.
    private func index(of position: Position) -> Int? {
        let offset = lines.byteOffset(of: position)
        return lines.position(ofByteOffset: offset) == position ? offset : nil
    }

    /// `en: ` before a suggestion, when the value belongs to a key.
    private func keyed(_ key: String?) -> String {
        key.map { $0 + ": " } ?? ""
    }

    /// A quoted value that ends before its text does: `'Don't remind me'` ends after `Don`.
    private func quoteEndingEarly(before mark: Position) -> Retelling? {
        let line = YAMLLine(text(Int(mark.line)))
        guard let markIndex = index(of: mark), markIndex < line.bytes.endIndex,
            !"#,}]:".utf8.contains(line.bytes[markIndex]),
            let close = line.lastNonBlank(before: markIndex),
            let quoted = line.quotedTexts.first(where: { $0.close == close })
        else { return nil }
        let quote = quoted.quote
        let isSingle = quote == UInt8(ascii: "'")
        // Where the text was meant to end: the next such quote that ends a value.
        let end = line.bytes[markIndex...].indices.first { index in
            guard line.bytes[index] == quote else { return false }
            let next = line.skippingBlanks(from: index + 1)
            return next == line.bytes.endIndex || "#,}]".utf8.contains(line.bytes[next])
        }
        let place = lines.position(ofByteOffset: close)
        guard close + 1 == markIndex else {
            let closing = isSingle ? "'" : "\""
            return Retelling(
                message:
                    "text follows the \(closing) that closes a quoted value; put all of the text inside the quotes",
                position: mark)
        }
        let key = keyed(line.key(ofValueAt: quoted.open))
        guard let end, isSingle || !line.bytes[quoted.open + 1..<end].contains(UInt8(ascii: "\\")) else {
            return Retelling(
                message: isSingle
                    ? "an apostrophe ends a single-quoted text; put the text in double quotes, or write each apostrophe in it twice ('')"
                    : "a double quote ends a double-quoted text; put the text in single quotes, or write each \" in it as \\\"",
                position: place)
        }
        let value = line.text(quoted.open + 1..<end)
        if isSingle {
            let text = value.replacing("''", with: "'")
            let doubled = "'" + text.replacing("'", with: "''") + "'"
            let alternative =
                text.contains("\"") ? "" : "put the text in double quotes, \(key)\"\(text)\", or "
            return Retelling(
                message:
                    "an apostrophe ends a single-quoted text; \(alternative)write each apostrophe in it twice: \(key)\(doubled)",
                position: place)
        }
        let escaped = "\"" + value.replacing("\"", with: "\\\"") + "\""
        let alternative = value.contains("'") ? "" : "put the text in single quotes, \(key)'\(value)', or "
        return Retelling(
            message:
                "a double quote ends a double-quoted text; \(alternative)write each \" in it as \\\": \(key)\(escaped)",
            position: place)
    }

    /// `: ` inside a plain value, which YAML reads as the start of a key.
    private func colonInPlainValue(at mark: Position, inFlow: Bool) -> Retelling? {
        let line = YAMLLine(text(Int(mark.line)))
        guard let colon = index(of: mark), colon < line.bytes.endIndex,
            line.bytes[colon] == UInt8(ascii: ":"),
            line.isBlankOrEnd(colon + 1)
        else { return nil }
        let start = line.plainValueStart(before: colon)
        guard start < colon, !"'\"{[".utf8.contains(line.bytes[start]), let key = line.key(ofValueAt: start)
        else { return nil }
        let place = Position(line: Int(mark.line), column: Int(mark.column))
        var end = inFlow ? line.flowValueEnd(from: start) : line.bytes.endIndex
        if !inFlow {
            // A comment of its own leaves it unclear where the text ends.
            guard line.comment == nil else {
                return Retelling(
                    message: "the value of '\(key)' holds ': ', which YAML reads as the start of another key;"
                        + " put the value in quotes",
                    position: place)
            }
            while end > start, line.isBlank(end - 1) { end -= 1 }
        }
        return Retelling(
            message: "the value of '\(key)' holds ': ', which YAML reads as the start of another key;"
                + " put the value in quotes: \(key): \(line.text(start..<end).quotedForYAML)",
            position: place)
    }

    /// ` #` inside a plain value in brackets: the comment it starts hides the closing bracket.
    private func commentHiding(_ closing: UInt8, from first: Int, to last: Int) -> Retelling? {
        for number in first..<last {
            let line = YAMLLine(text(number))
            guard let hash = line.comment, line.bytes[hash...].contains(closing),
                let before = line.lastNonBlank(before: hash),
                !"{[,'\"".utf8.contains(line.bytes[before])
            else { continue }
            let start = line.plainValueStart(before: before)
            let value = line.text(start..<line.flowValueEnd(from: start)).quotedForYAML
            return Retelling(
                message: "' #' starts a comment, even inside a plain value, and the comment hides the rest of"
                    + " line \(number), its '\(Character(Unicode.Scalar(closing)))' included; put the value in"
                    + " quotes: \(keyed(line.key(ofValueAt: start)))\(value)",
                position: lines.position(ofByteOffset: hash))
        }
        return nil
    }

    /// A `{` or `[` that the line does not close, so libyaml read on into the lines below.
    private func unclosedBracket(at opening: Position, readTo last: Int) -> Retelling? {
        let line = YAMLLine(text(Int(opening.line)))
        guard let bracket = index(of: opening), bracket < line.bytes.endIndex,
            line.bytes[bracket] == UInt8(ascii: "{") || line.bytes[bracket] == UInt8(ascii: "[")
        else { return nil }
        let (open, close, kind) =
            line.bytes[bracket] == UInt8(ascii: "{") ? ("{", "}", "mapping") : ("[", "]", "list")
        let owner = line.key(ofValueAt: bracket).map { "that opens the value of '\($0)' " } ?? ""
        return Retelling(
            message: "the '\(open)' \(owner)is never closed, so YAML read on to line \(last) looking for"
                + " ',' or '\(close)'; end the \(kind) with '\(close)'",
            position: opening)
    }

    /// A quote that nothing closes: the rest of the file became its text.
    private func unclosedQuote(at opening: Position) -> Retelling? {
        let line = YAMLLine(text(Int(opening.line)))
        guard let quote = index(of: opening), quote < line.bytes.endIndex,
            line.bytes[quote] == UInt8(ascii: "'") || line.bytes[quote] == UInt8(ascii: "\"")
        else { return nil }
        let mark = line.bytes[quote] == UInt8(ascii: "'") ? "'" : "\""
        let owner = line.key(ofValueAt: quote).map { "that opens the value of '\($0)' " } ?? ""
        return Retelling(
            message: "the \(mark) \(owner)is never closed, so YAML read the rest of the file as its text;"
                + " end the text with \(mark)",
            position: opening)
    }

    /// The escapes a double-quoted YAML text has; a backslash before anything else is an error.
    private static let escapes = Set("0abt\tnvfre \"/\\N_LPxuU".utf8)

    /// A backslash in double quotes before a character that makes no escape (`"C:\Games"`).
    private func unknownEscape(at mark: Position, quote opening: Position?) -> Retelling? {
        let line = YAMLLine(text(Int(mark.line)))
        guard let backslash = index(of: mark), backslash + 1 < line.bytes.endIndex,
            line.bytes[backslash] == UInt8(ascii: "\\")
        else { return nil }
        var after = backslash + 1
        while after < line.bytes.endIndex, line.bytes[after] & 0xC0 == 0x80 || after == backslash + 1 {
            after += 1
        }
        let escape = line.text(backslash..<after)
        var advice = "write a backslash as '\\\\', or put the text in single quotes"
        // Single quotes keep every backslash as written, so they fit a text whose every
        // backslash is meant as one.
        if let opening, opening.line == mark.line, let open = index(of: opening),
            let quoted = line.quotedTexts.first(where: { $0.open == open }), let close = quoted.close
        {
            let inner = line.bytes[open + 1..<close]
            let meantLiterally = inner.indices.allSatisfy { index in
                inner[index] != UInt8(ascii: "\\")
                    || (index + 1 < close && !Self.escapes.contains(inner[index + 1]))
            }
            if meantLiterally && !inner.contains(UInt8(ascii: "'")) {
                advice += ": \(keyed(line.key(ofValueAt: open)))'\(line.text(open + 1..<close))'"
            }
        }
        return Retelling(message: "'\(escape)' is no escape in double quotes; \(advice)", position: mark)
    }
}
