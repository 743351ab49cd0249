import ActionSyntax

/// Writes `hive_push_actions.json` in the layout of the Hive documentation's sample:
/// four-space indentation, actions by identifier, categories in definition order as
/// inline arrays, UTF-8 text unescaped, one final newline.
public enum HiveJSONRenderer {
    /// Field names the Hive SDK reads. Its per-action fields are not publicly
    /// documented, so they live here and nowhere else.
    public enum Field {
        public static let actions = "actions"
        public static let categories = "categories"
        public static let title = "title"
        public static let options = "options"
        public static let icon = "icon"
        public static let iconTemplate = "template"
        public static let textInput = "textInput"
        public static let textInputButton = "button"
        public static let textInputPlaceholder = "placeholder"
    }

    public static func render(_ catalog: Catalog) -> String {
        String(decoding: renderUTF8(catalog), as: UTF8.self)
    }

    /// `render(_:)` as UTF-8 bytes.
    public static func renderUTF8(_ catalog: Catalog) -> [UInt8] {
        var out = JSONWriter()
        out.bytes.reserveCapacity(estimatedSize(of: catalog))
        out.open("{")
        out.key(Field.actions)
        out.open("{")
        for action in catalog.actions {
            out.key(action.id)
            out.open("{")
            out.key(Field.title)
            out.localizedText(action.title)
            if !action.options.isEmpty {
                out.key(Field.options)
                out.inlineArray(action.options.map(\.rawValue))
            }
            switch action.icon {
            case .system(let name):
                out.key(Field.icon)
                out.string(name)
            case .template(let name):
                out.key(Field.icon)
                out.inlineObject(key: Field.iconTemplate, value: name)
            case nil:
                break
            }
            if let textInput = action.textInput {
                out.key(Field.textInput)
                out.open("{")
                out.key(Field.textInputButton)
                out.localizedText(textInput.button)
                if !textInput.placeholder.entries.isEmpty {
                    out.key(Field.textInputPlaceholder)
                    out.localizedText(textInput.placeholder)
                }
                out.close("}")
            }
            out.close("}")
        }
        out.close("}")
        out.key(Field.categories)
        out.open("{")
        for category in catalog.categories {
            out.key(category.id)
            out.inlineArray(category.actionIDs)
        }
        out.close("}")
        out.close("}")
        out.bytes.append(UInt8(ascii: "\n"))
        return out.bytes
    }

    /// A little more than the output takes, so the buffer is allocated once: growing by
    /// doubling would leave up to twice the output's size allocated on a large catalog.
    private static func estimatedSize(of catalog: Catalog) -> Int {
        // Indentation, quotes, a language code and punctuation around each text.
        let perText = 40
        func size(_ text: LocalizedText) -> Int {
            text.entries.reduce(0) { $0 + $1.text.utf8.count + perText }
        }
        let actions = catalog.actions.reduce(0) { total, action in
            total + 200 + action.id.utf8.count + size(action.title)
                + (action.textInput.map { size($0.button) + size($0.placeholder) } ?? 0)
        }
        let categories = catalog.categories.reduce(0) { total, category in
            total + 20 + category.id.utf8.count + category.actionIDs.reduce(0) { $0 + $1.utf8.count + 4 }
        }
        return actions + categories + 64
    }
}

/// Pretty JSON with commas and indentation handled in one place. It writes UTF-8 bytes:
/// appending to a `String` piece by piece cost more than everything else in a build.
private struct JSONWriter {
    var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the container being written already holds a member (so the next needs a comma).
    private var hasMember: [Bool] = []
    private var afterKey = false

    mutating func key(_ name: String) {
        startMember()
        name.appendJSONLiteral(to: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        afterKey = true
    }

    mutating func open(_ bracket: Unicode.Scalar) {
        if !afterKey && !hasMember.isEmpty { startMember() }
        afterKey = false
        bytes.append(UInt8(ascii: bracket))
        depth += 1
        hasMember.append(false)
    }

    mutating func close(_ bracket: Unicode.Scalar) {
        let wasEmpty = hasMember.removeLast() == false
        depth -= 1
        if !wasEmpty { newline() }
        bytes.append(UInt8(ascii: bracket))
    }

    mutating func string(_ text: String) {
        afterKey = false
        text.appendJSONLiteral(to: &bytes)
    }

    /// `[a, b]` on one line.
    mutating func inlineArray(_ items: [String]) {
        afterKey = false
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(contentsOf: ", ".utf8) }
            item.appendJSONLiteral(to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `{key: value}` on one line.
    mutating func inlineObject(key: String, value: String) {
        afterKey = false
        bytes.append(UInt8(ascii: "{"))
        key.appendJSONLiteral(to: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        value.appendJSONLiteral(to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func localizedText(_ localized: LocalizedText) {
        open("{")
        let (firstKeys, nextKeys) = JSONWriter.languageKeys[depth]
        for (index, (language, text)) in localized.entries.enumerated() {
            bytes.append(contentsOf: (index == 0 ? firstKeys : nextKeys)[language.outputRank])
            text.appendJSONLiteralContent(to: &bytes)
        }
        if !localized.entries.isEmpty { bytes.append(UInt8(ascii: "\"")) }
        hasMember[hasMember.count - 1] = !localized.entries.isEmpty
        close("}")
    }

    private mutating func startMember() {
        if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMember[hasMember.count - 1] = true
        newline()
    }

    private mutating func newline() {
        bytes.append(contentsOf: JSONWriter.indentation[depth])
    }

    /// A line break and four spaces per level, built once; the deepest nesting is a text
    /// input's title (5).
    private static let indentation = (0...5).map {
        Array(("\n" + String(repeating: " ", count: $0 * 4)).utf8)
    }

    /// What comes before a text of a localized text, per depth and language (by
    /// `outputRank`): its key and opening quote, after the previous text's closing quote and
    /// a comma but for the first. A large catalog writes one for every text it has.
    private static let languageKeys = indentation.map { indentation in
        let keys = Language.outputOrder.map { indentation + Array("\"\($0.rawValue)\": \"".utf8) }
        return (first: keys, next: keys.map { Array("\",".utf8) + $0 })
    }
}
