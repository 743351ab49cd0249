package import ActionModel
import ActionSyntax

/// Writes `hive_push_actions.json` in the layout of the Hive documentation's sample:
/// four-space indentation, actions by identifier, categories in definition order as
/// inline arrays, UTF-8 text unescaped, one final newline.
package enum HiveJSONRenderer {
    /// The Hive SDK reads the definitions' field names (`DefinitionField`). Its per-action
    /// fields are not publicly documented: what it reads is what this file writes.
    private typealias Field = DefinitionField

    package static func render(_ catalog: Catalog) -> String {
        let text = { (text: LocalizedText) in hiveText(text, catalog.hiveLanguages) }
        return JSONValue.object([
            .init(Field.actions, .object(catalog.actions.map { .init($0.id, action($0, text: text)) })),
            .init(
                Field.categories,
                .object(
                    catalog.categories.map {
                        .init($0.id, .oneLine(.array($0.actionIDs.map(JSONValue.string))))
                    })
            ),
        ]).rendered(.hive, estimatedSize: estimatedSize(of: catalog))
    }

    /// Enough for the file in one allocation, so it is not copied as it grows: each text
    /// with its code and indentation, each action's and category's identifiers around them.
    private static func estimatedSize(of catalog: Catalog) -> Int {
        var size = 64
        for action in catalog.actions {
            for kind in ActionText.allCases {
                size += kind.text(of: action)?.entries.reduce(0) { $0 + $1.text.utf8.count + 40 } ?? 0
            }
            size += 2 * action.id.utf8.count + 200
        }
        for category in catalog.categories {
            size += category.actionIDs.reduce(category.id.utf8.count + 20) { $0 + $1.utf8.count + 4 }
        }
        return size
    }

    private static func action(_ action: Catalog.Action, text: (LocalizedText) -> JSONValue) -> JSONValue {
        var members: [JSONValue.Member] = [.init(Field.title, text(action.title))]
        if !action.options.isEmpty {
            members.append(
                .init(Field.options, .oneLine(.array(action.options.map { .string($0.rawValue) }))))
        }
        switch action.icon {
        case .system(let name):
            members.append(.init(Field.icon, .string(name)))
        case .template(let name):
            members.append(.init(Field.icon, .oneLine(.object([.init(Field.template, .string(name))]))))
        case nil:
            break
        }
        if let textInput = action.textInput {
            members.append(.init(Field.textInput, self.textInput(textInput, text: text)))
        }
        return .object(members)
    }

    /// `{"button": …, "placeholder": …}`, the placeholder only when there is one (the
    /// manifest's too, with its own `text`).
    static func textInput(_ textInput: TextInput, text: (LocalizedText) -> JSONValue) -> JSONValue {
        var fields: [JSONValue.Member] = [.init(Field.button, text(textInput.button))]
        if !textInput.placeholder.entries.isEmpty {
            fields.append(.init(Field.placeholder, text(textInput.placeholder)))
        }
        return .object(fields)
    }

    /// A localized text as the Hive SDK reads it: Hive code → text, English first, each code
    /// with the text of the first of its languages the text has.
    private static func hiveText(_ text: LocalizedText, _ languages: [Catalog.HiveLanguage]) -> JSONValue {
        .object(
            languages.compactMap { hive in
                hive.candidates.lazy.compactMap { text[$0] }.first.map { .init(hive.code, .string($0)) }
            })
    }
}
