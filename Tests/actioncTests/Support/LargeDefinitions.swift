/// Definitions large enough that their outputs are written in several pieces.
enum LargeDefinitions {
    /// Many actions with long titles in every language, so the JSON is large; `variant`
    /// changes every title, so two variants' outputs differ throughout.
    static func yaml(variant: String, actions: Int) -> String {
        let languages = [
            "en", "ko", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it",
            "tr", "ar",
        ]
        var text = "actions:\n"
        for index in 0..<actions {
            text += "  ACTION_\(index)_ID:\n    title: {"
            text += languages.map { "\($0): \(variant) \($0) \(index)" }.joined(separator: ", ") + "}\n"
        }
        text += "categories:\n"
        for index in stride(from: 0, to: actions, by: 3) {
            let members = (index..<min(index + 3, actions)).map { "ACTION_\($0)_ID" }
            text += "  CATEGORY_\(index): [\(members.joined(separator: ", "))]\n"
        }
        return text
    }
}
