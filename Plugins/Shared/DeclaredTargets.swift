import Foundation

/// The top-level `targets:` of a target's definition files, read at planning time: a build
/// command must declare exactly the files it writes, and `hive_push_actions.json` is one of
/// them only when the targets include `hive`. The plugins cannot import the compiler, so this
/// reads only the plain forms (a flow or block list of names in YAML, an array of strings in
/// JSON). Any other form reads as "not stated", which leaves `hive` in: actionc then refuses
/// `--json` for targets without it (exit 64, naming `targets:`), so a form this misses fails
/// the build loudly instead of declaring the wrong outputs. Both plugins compile this one
/// file through a symlink in their folder, and a test holds it to the compiler's decoding.
enum DeclaredTargets {
    /// The targets the compiler knows; other names are its `unknown-target` error.
    static let known = ["hive", "ios", "android"]

    /// Whether the build writes `hive_push_actions.json`: the first file that states
    /// targets decides (the compiler fails the build when another file states different
    /// ones), and without any it is every target, `hive` included.
    static func includeHive(_ definitions: [URL]) -> Bool {
        for file in definitions {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let names = names(in: text, isJSON: file.pathExtension.lowercased() == "json") {
                return names.contains("hive")
            }
        }
        return true
    }

    /// The known target names one file states, as the compiler decodes them; nil when the
    /// file states none it knows, or in a form this reader does not take.
    static func names(in text: String, isJSON: Bool) -> [String]? {
        // A byte order mark, which both readers of the compiler pass over.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        guard let items = isJSON ? jsonItems(text) : yamlItems(text) else { return nil }
        let names = items.filter(known.contains)
        return names.isEmpty ? nil : names
    }

    // MARK: YAML

    /// The items of a column-0 `targets:` key: `[a, b]` (over several lines too) or `- a`
    /// lines below it.
    private static func yamlItems(_ text: String) -> [String]? {
        // `\r\n` is one Character, which `isNewline` takes and a split at "\n" would not.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            withoutComment(String($0))
        }
        guard let keyLine = lines.firstIndex(where: isTargetsKey),
            let colon = lines[keyLine].firstIndex(of: ":")
        else { return nil }
        let value = lines[keyLine][lines[keyLine].index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let below = lines[(keyLine + 1)...]
        if value.hasPrefix("[") {
            let flow = ([value] + below).joined(separator: " ")
            guard let close = flow.firstIndex(of: "]") else { return nil }
            let inside = flow[flow.index(after: flow.startIndex)..<close]
            if inside.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
            var items = inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            // YAML allows one comma after the last item.
            if items.count > 1, items.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                items.removeLast()
            }
            return names(items)
        }
        guard value.isEmpty else { return nil }
        var items: [String] = []
        for line in below {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("- ") || trimmed == "-" else { break }
            items.append(String(trimmed.dropFirst()))
        }
        return items.isEmpty ? nil : names(items)
    }

    private static func isTargetsKey(_ line: String) -> Bool {
        ["targets", "\"targets\"", "'targets'"].contains { key in
            line.hasPrefix(key)
                && line.dropFirst(key.count).drop { $0 == " " }.first == ":"
                && (line.dropFirst(key.count).drop { $0 == " " }.dropFirst().first ?? " ").isWhitespace
        }
    }

    /// The line up to a `#` that starts a comment (at the start, or after a space); the
    /// names this reader takes hold neither quotes nor `#`, so quoting needs no care here.
    private static func withoutComment(_ line: String) -> String {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#", previous.isWhitespace { return String(line[..<index]) }
            previous = line[index]
        }
        return line
    }

    /// Plain or quoted names; nil when one is anything else (an alias, a tag, a nested list).
    private static func names(_ items: [String]) -> [String]? {
        var names: [String] = []
        for item in items {
            var name = item.trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let quote = name.first, ["\"", "'"].contains(quote), name.last == quote {
                name = String(name.dropFirst().dropLast())
            }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            else { return nil }
            names.append(name)
        }
        return names
    }

    // MARK: JSON

    /// The strings of the top-level object's `"targets"` array.
    private static func jsonItems(_ text: String) -> [String]? {
        let characters = Array(text)
        var index = 0
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case "\"":
                guard let string = jsonString(characters, &index) else { return nil }
                var next = index
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                guard depth == 1, string == "targets", next < characters.count, characters[next] == ":" else {
                    continue
                }
                index = next + 1
                return jsonArray(characters, &index)
            default: continue
            }
        }
        return nil
    }

    /// `["a", "b"]` from `index`; nil for anything else (`null` included: no targets stated).
    private static func jsonArray(_ characters: [Character], _ index: inout Int) -> [String]? {
        func skipSpace() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        skipSpace()
        guard index < characters.count, characters[index] == "[" else { return nil }
        index += 1
        var items: [String] = []
        while true {
            skipSpace()
            guard index < characters.count else { return nil }
            if characters[index] == "]", items.isEmpty { return [] }
            guard characters[index] == "\"" else { return nil }
            index += 1
            guard let item = jsonString(characters, &index) else { return nil }
            items.append(item)
            skipSpace()
            guard index < characters.count else { return nil }
            index += 1
            if characters[index - 1] == "]" { return names(items) }
            guard characters[index - 1] == "," else { return nil }
        }
    }

    /// The string whose opening quote is just before `index`, with `index` moved past its
    /// closing quote. Escapes are kept as written: no target name has one.
    private static func jsonString(_ characters: [Character], _ index: inout Int) -> String? {
        var string = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\"" { return string }
            string.append(character)
            if character == "\\", index < characters.count {
                string.append(characters[index])
                index += 1
            }
        }
        return nil
    }
}
