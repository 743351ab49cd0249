import ActionSyntax

/// libyaml's problem, retold where the likely mistake can be told from the text: a tab in
/// the indentation, a key indented to no column its mapping uses, a line indented so deep
/// that YAML reads it as more of the value above, a plain value holding `: `. Anything
/// else keeps libyaml's wording. Runs only on the error path, over the one broken line
/// and the lines above it.
struct YAMLProblemExplanation {
    private let lines: [ArraySlice<UInt8>]

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
        let note: String?
        switch diagnostic.message {
        case "did not find expected key":
            note = explanation.misalignedKey(line: line, mapping: diagnostic.notes.first?.location?.position)
        case "mapping values are not allowed in this context":
            note = explanation.valueHoldingAColon(line: line, column: Int(location.position.column))
        default:
            note = nil
        }
        guard let note else { return diagnostic }
        var explained = diagnostic
        explained.notes.append(Diagnostic.Note(note))
        return explained
    }

    private init(_ bytes: [UInt8]) {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lines.append(bytes[start..<index])
                start = index + 1
            case UInt8(ascii: "\r"):
                lines.append(bytes[start..<index])
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        lines.append(bytes[start...])
        self.lines = lines
    }

    private func text(_ line: Int) -> ArraySlice<UInt8> {
        (1...lines.count).contains(line) ? lines[line - 1] : []
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
    /// starts with one, and the index of its colon.
    private func keyAndColon(_ line: Int) -> (key: String, colon: Int)? {
        let content = text(line).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
        guard let colon = content.firstIndex(of: UInt8(ascii: ":")), colon > content.startIndex else {
            return nil
        }
        return (String(decoding: content[..<colon], as: UTF8.self), colon)
    }

    private func key(_ line: Int) -> String? {
        keyAndColon(line)?.key
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

    /// `mapping values are not allowed in this context`: a `key: value` line whose value
    /// holds `: `, or a line indented deeper than the `key: value` line above it, which
    /// YAML then reads as more of that value.
    private func valueHoldingAColon(line: Int, column: Int) -> String? {
        let content = text(line)
        if let (key, colon) = keyAndColon(line), column - 1 > colon - content.startIndex {
            let value = String(decoding: content[(colon + 1)...], as: UTF8.self).drop { $0 == " " }
            guard !value.isEmpty, !value.hasPrefix("\""), !value.hasPrefix("'") else { return nil }
            // A value with quotes, backslashes or a comment of its own is left to the writer.
            if value.contains(where: { "\"\\#".contains($0) }) {
                return "a plain value cannot hold ': '; put the value of '\(key)' in quotes"
            }
            return "a plain value cannot hold ': '; quote it: \(key): \"\(value)\""
        }
        guard let above = previousLine(before: line), indentation(line) > indentation(above),
            let aboveKey = key(above)
        else { return nil }
        return "line \(line) is indented more than '\(aboveKey)' on line \(above), so YAML reads it as"
            + " more of that key's value; indent it as far as '\(aboveKey)' to make it a key beside it"
    }
}
