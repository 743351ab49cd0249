package import ActionModel
import ActionSyntax

/// Writes `hive_push_actions.json` in the layout of the Hive documentation's sample:
/// four-space indentation, actions by identifier, categories in definition order as
/// inline arrays, UTF-8 text unescaped, one final newline.
package enum HiveJSONRenderer {
    /// The Hive SDK reads the definitions' field names (`DefinitionField`). Its per-action
    /// fields are not publicly documented: what it reads is what this file writes.
    private typealias Field = DefinitionField

    /// Written member by member rather than built as a `JSONValue` first: a large file is
    /// a member per text, and a tree of them cost more than writing the file.
    package static func render(_ catalog: Catalog) -> String {
        var json = JSONWriter(style: .hive, estimatedSize: estimatedSize(of: catalog))
        var languages = ShownLanguages(
            catalog.hiveLanguages.map { (key: json.prepare(key: $0.code), language: $0) })
        json.beginObject()
        json.key(Field.actions)
        json.beginObject()
        for action in catalog.actions {
            json.key(action.id)
            write(action, languages: &languages, to: &json)
        }
        json.endObject()
        json.key(Field.categories)
        json.beginObject()
        for category in catalog.categories {
            json.key(category.id)
            json.beginArray(oneLine: true)
            for id in category.actionIDs { json.string(id) }
            json.endArray()
        }
        json.endObject()
        json.endObject()
        return json.finished()
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

    /// The Hive languages with their codes as keys, made once for every text, and which of a
    /// text's entries each shows, found once for each list of languages: a large app's texts
    /// list the same languages, and looking up every Hive language's candidates in each text
    /// was a tenth of the file's cost.
    private struct ShownLanguages {
        let languages: [(key: JSONWriter.Key, language: Catalog.HiveLanguage)]
        /// The languages of the last text looked up, and the entry each Hive language shows.
        private var listed: [Language] = []
        private var shown: [(key: JSONWriter.Key, entry: Int)] = []

        init(_ languages: [(key: JSONWriter.Key, language: Catalog.HiveLanguage)]) {
            self.languages = languages
        }

        /// Each Hive language that shows one of `text`'s entries, with the entry's index.
        mutating func entries(of text: LocalizedText) -> [(key: JSONWriter.Key, entry: Int)] {
            if !text.entries.elementsEqual(listed, by: { $0.language == $1 }) {
                listed = text.entries.map(\.language)
                shown = languages.compactMap { key, hive in
                    HiveJSONRenderer.shownEntry(of: text, for: hive).map { (key, $0) }
                }
            }
            return shown
        }
    }

    private static func write(
        _ action: Catalog.Action, languages: inout ShownLanguages, to json: inout JSONWriter
    ) {
        json.beginObject()
        json.key(Field.title)
        writeText(action.title, &languages, to: &json)
        if !action.options.isEmpty {
            json.key(Field.options)
            json.beginArray(oneLine: true)
            for option in action.options { json.string(option.rawValue) }
            json.endArray()
        }
        switch action.icon {
        case .system(let name):
            json.key(Field.icon)
            json.string(name)
        case .template(let name):
            json.key(Field.icon)
            json.beginObject(oneLine: true)
            json.key(Field.template)
            json.string(name)
            json.endObject()
        case nil:
            break
        }
        if let textInput = action.textInput {
            json.key(Field.textInput)
            json.value(self.textInput(textInput) { hiveText($0, languages.languages.map(\.language)) })
        }
        json.endObject()
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
    private static func writeText(
        _ text: LocalizedText, _ languages: inout ShownLanguages, to json: inout JSONWriter
    ) {
        json.beginObject()
        for (key, entry) in languages.entries(of: text) {
            json.key(key)
            json.string(text.entries[entry].text)
        }
        json.endObject()
    }

    /// `writeText` as a value, for the text input's texts, which the manifest writes too.
    private static func hiveText(_ text: LocalizedText, _ languages: [Catalog.HiveLanguage]) -> JSONValue {
        .object(
            languages.compactMap { hive in self.text(text, for: hive).map { .init(hive.code, .string($0)) } })
    }

    /// The text a Hive language shows.
    private static func text(_ text: LocalizedText, for hive: Catalog.HiveLanguage) -> String? {
        shownEntry(of: text, for: hive).map { text.entries[$0].text }
    }

    /// The index of the entry a Hive language shows: that of the first of its candidates the
    /// text has.
    private static func shownEntry(of text: LocalizedText, for hive: Catalog.HiveLanguage) -> Int? {
        for candidate in hive.candidates {
            if let index = text.entries.firstIndex(where: { $0.language == candidate }) { return index }
        }
        return nil
    }
}
