import ActionModel
import ActionRender

/// Writes imported categories as a definitions file: every id and text double-quoted, so
/// no YAML reading of `65`, `yes` or `#` can change them.
enum DefinitionsWriter {
    static func yaml(_ file: DefinitionFile, sourceName: String) -> String {
        var out = CodePrinter(indentUnit: "  ")
        out.lines([
            "# Imported from the Pushwoosh response \(sourceName) by 'actionc import pushwoosh'.",
            "# Category ids are Pushwoosh's categoryId; action ids are <categoryId>_<button id>.",
            "# This file is now the source of truth: add translations and languages here.",
            "version: 1",
            // A Pushwoosh app registers through PushActions.swift, not through the Hive SDK.
            "targets: [ios]",
            "languages: [en]",
        ])
        section(DefinitionField.actions, isEmpty: file.actions.isEmpty, in: &out) { out in
            for action in file.actions { self.action(action, in: &out) }
        }
        section(DefinitionField.categories, isEmpty: file.categories.isEmpty, in: &out) { out in
            for category in file.categories {
                let members = (category.actions ?? []).map { quoted($0.value) }
                out.line("\(quoted(category.id.value)): [" + members.joined(separator: ", ") + "]")
            }
        }
        return out.text
    }

    /// `key:` with its entries one level deeper, or `key: {}` when there are none.
    private static func section(
        _ key: String, isEmpty: Bool, in out: inout CodePrinter, _ body: (inout CodePrinter) -> Void
    ) {
        guard !isEmpty else { return out.line("\(key): {}") }
        out.line("\(key):")
        out.indented(body)
    }

    private static func action(_ action: ActionDefinition, in out: inout CodePrinter) {
        out.line("\(quoted(action.id.value)):")
        out.indented { out in
            out.line("\(DefinitionField.title): \(english(action.title))")
            if let options = action.options, !options.isEmpty {
                out.line(
                    "\(DefinitionField.options): [" + options.map(\.rawValue).joined(separator: ", ") + "]")
            }
            if let textInput = action.textInput {
                out.line("\(DefinitionField.textInput):")
                out.indented { out in
                    out.line("\(DefinitionField.button): \(english(textInput.button))")
                    if let placeholder = textInput.placeholder {
                        out.line("\(DefinitionField.placeholder): \(english(placeholder))")
                    }
                }
            }
            if let swiftName = action.swiftName {
                out.line("\(DefinitionField.swiftName): \(swiftName.value)")
            }
        }
    }

    /// An imported text holds only English: the label as Pushwoosh sent it.
    private static func english(_ text: TextDefinition?) -> String {
        quoted(text?.localized[.english] ?? "")
    }

    /// A YAML double-quoted scalar. Anything YAML may not hold as it is (controls, DEL, C1,
    /// line and paragraph separators, the byte-order mark) is escaped, so even text the
    /// compiler rejects reaches it intact and is reported at its place.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
