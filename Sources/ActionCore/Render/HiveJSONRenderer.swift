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
        var out = JSONWriter()
        // About 40 bytes per title entry; one reservation instead of repeated doubling.
        out.text.reserveCapacity(catalog.actions.count * 48 * max(1, catalog.languages.count) + 64)
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
                out.value(name.jsonLiteral)
            case .template(let name):
                out.key(Field.icon)
                out.value("{\(Field.iconTemplate.jsonLiteral): \(name.jsonLiteral)}")
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
        return out.text + "\n"
    }
}

/// Pretty JSON with commas and indentation handled in one place.
private struct JSONWriter {
    var text = ""
    private var depth = 0
    /// Whether the container being written already holds a member (so the next needs a comma).
    private var hasMember: [Bool] = []
    private var afterKey = false

    mutating func key(_ name: String) {
        startMember()
        text += name.jsonLiteral + ": "
        afterKey = true
    }

    mutating func open(_ bracket: String) {
        if !afterKey && !hasMember.isEmpty { startMember() }
        afterKey = false
        text += bracket
        depth += 1
        hasMember.append(false)
    }

    mutating func close(_ bracket: String) {
        let wasEmpty = hasMember.removeLast() == false
        depth -= 1
        if !wasEmpty { newline() }
        text += bracket
    }

    mutating func value(_ literal: String) {
        afterKey = false
        text += literal
    }

    mutating func inlineArray(_ items: [String]) {
        value("[" + items.map(\.jsonLiteral).joined(separator: ", ") + "]")
    }

    mutating func localizedText(_ localized: LocalizedText) {
        open("{")
        for (language, text) in localized.entries {
            key(language.rawValue)
            value(text.jsonLiteral)
        }
        close("}")
    }

    private mutating func startMember() {
        if hasMember[hasMember.count - 1] { text += "," }
        hasMember[hasMember.count - 1] = true
        newline()
    }

    private mutating func newline() {
        text += "\n"
        text += JSONWriter.indentation[depth]
    }

    /// Four spaces per level, built once; the deepest nesting is a text input's title (5).
    private static let indentation = (0...5).map { String(repeating: " ", count: $0 * 4) }
}
