/// What the outputs say about a language beyond its identifier and parents: its names, its
/// writing direction, and how Chinese without a script is read. Every output and message asks
/// here, so the preview, the registry and the suggestions cannot disagree.
extension Language {
    /// Its own name and its name in English (`日本語`, `Japanese`), for the preview's switcher
    /// and columns: a regional or script variant not named here has its parent's (`en-GB` is
    /// English), which the preview shows beside its identifier; a language with neither, its
    /// identifier.
    package var names: (native: String, english: String) {
        switch identifier {
        case "en": ("English", "English")
        case "ko": ("한국어", "Korean")
        case "ja": ("日本語", "Japanese")
        case "zh-Hans": ("简体中文", "Chinese, Simplified")
        case "zh-Hant": ("繁體中文", "Chinese, Traditional")
        case "de": ("Deutsch", "German")
        case "fr": ("Français", "French")
        case "ru": ("Русский", "Russian")
        case "es": ("Español", "Spanish")
        case "pt": ("Português", "Portuguese")
        case "id": ("Bahasa Indonesia", "Indonesian")
        case "th": ("ไทย", "Thai")
        case "vi": ("Tiếng Việt", "Vietnamese")
        case "it": ("Italiano", "Italian")
        case "tr": ("Türkçe", "Turkish")
        case "ar": ("العربية", "Arabic")
        default: parent?.names ?? (identifier, identifier)
        }
    }

    /// Whether it is written right to left (by its language subtag), for which iOS mirrors the
    /// whole notification.
    package var isRightToLeft: Bool {
        let subtag = identifier.prefix { $0 != "-" }
        return ["ar", "he", "fa", "ur", "ps", "yi", "ckb", "dv", "sd", "ug"].contains(subtag)
    }

    /// The script a Chinese identifier means (its subtags, any case): Traditional with `Hant`
    /// or the region of Taiwan, Hong Kong or Macao (`zh-TW`, `zh-HK`, `zh-MO`), else Simplified
    /// (`zh`, `zh-CN`, `zh-SG`); nil when the language is not Chinese (`zh`).
    package static func chineseScript(of subtags: [some StringProtocol]) -> Language? {
        guard subtags.first?.lowercased() == "zh" else { return nil }
        let isTraditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0.lowercased()) }
        return isTraditional ? Language(identifier: "zh-Hant") : Language(identifier: "zh-Hans")
    }

    /// Where a device's Chinese goes beyond CLDR's parents, as a run-time lookup must step:
    /// Chinese without a script (`zh`, which `zh-CN` and `zh-SG` come to) reads as Simplified,
    /// and the two scripts have no parent, so neither falls back to the other (CLDR's parent
    /// of both is the root, and Apple's data lists no bare `zh`). Apple's identifiers;
    /// nil for no parent.
    package static var chineseLookupSteps: [(child: String, parent: String?)] {
        let simplified = chineseScript(of: ["zh"])!.identifier
        let traditional = chineseScript(of: ["zh", "Hant"])!.identifier
        return [("zh", simplified), (simplified, nil), (traditional, nil)]
    }
}
