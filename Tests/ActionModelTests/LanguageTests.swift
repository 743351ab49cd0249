import ActionModel
import TestSupport
import Testing

/// Languages are Apple's locale identifiers, from one data file the binary carries a copy of.
@Suite struct LanguageTests {
    @Test(arguments: [
        ("en", "en"), ("zh-hans", "zh-Hans"), ("ZH_HANT", "zh-Hant"), ("pt_br", "pt-BR"),
        ("es-419", "es-419"),
        ("zh-Hant-HK", "zh-HK"), ("zh-hk", "zh-HK"), ("sr-latn", "sr-Latn"), ("fil", "fil"), ("nb", "nb"),
    ])
    func spellingsReadAsApplesIdentifier(spelling: String, identifier: String) {
        #expect(Language(identifier: spelling)?.identifier == identifier)
    }

    @Test(arguments: ["kr", "jp", "cn", "zh", "en-XX", "english", "", "-", "en-", "en-US-POSIX"])
    func unknownSpellingsAreNoLanguage(spelling: String) {
        #expect(Language(identifier: spelling) == nil)
    }

    /// Hive's sixteen codes are languages as they are, in Hive's order.
    @Test func hiveCodesAreLanguages() {
        #expect(
            Language.hiveLanguages.map(\.identifier) == [
                "ko", "en", "ja", "zh-Hans", "zh-Hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it",
                "tr", "ar",
            ])
        #expect(Language.hiveLanguages.map(\.hiveCode) == Language.hiveCodes)
        // Found without the data file, so each must be one of its localizations.
        #expect(Language.hiveLanguages.allSatisfy(Language.all.contains))
    }

    @Test(arguments: [
        ("zh-Hans-SG", "zh-hans"), ("zh-HK", "zh-hant"), ("zh-TW", "zh-hant"),
        ("pt-BR", "pt"), ("pt-AO", "pt"), ("es-MX", "es"), ("en-AU", "en"), ("yue", "zh-hant"),
    ])
    func hiveFamilyFollowsTheParents(identifier: String, family: String) throws {
        let language = try #require(Language(identifier: identifier))
        #expect(language.hiveFamily == family)
        #expect(language.hiveCode == nil)
    }

    @Test func aLanguageHiveHasNoneOfHasNoHiveFamily() throws {
        #expect(try #require(Language(identifier: "nl")).hiveFamily == nil)
        #expect(try #require(Language(identifier: "sr-Latn")).hiveFamily == nil)
    }

    /// CLDR's parents where it names them, else one subtag less, then English.
    @Test(arguments: [
        ("pt-PT", ["pt-PT", "pt", "en"]), ("es-MX", ["es-MX", "es-419", "es", "en"]),
        ("en-AU", ["en-AU", "en-001", "en"]), ("zh-MO", ["zh-MO", "zh-HK", "zh-Hant", "en"]),
        ("zh-Hans-SG", ["zh-Hans-SG", "zh-Hans", "en"]), ("yue-Hant", ["yue-Hant", "yue", "zh-Hant", "en"]),
        ("sr-Latn", ["sr-Latn", "en"]), ("en", ["en"]),
    ])
    func fallbacksFollowApplesChain(identifier: String, chain: [String]) throws {
        #expect(try #require(Language(identifier: identifier)).fallbacks.map(\.identifier) == chain)
    }

    /// `parent` answers for Hive's languages without the data file: none of them is a child
    /// in a `>` line, and none has a localization one subtag shorter (there is no bare `zh`).
    @Test func hiveLanguagesHaveNoParentByTheData() {
        let children = Set(Language.parentExceptions.map(\.child))
        let identifiers = Set(Language.all.map(\.identifier))
        for language in Language.hiveLanguages {
            #expect(!children.contains(language.identifier), "\(language)")
            let subtags = language.identifier.split(separator: "-")
            #expect(subtags.count == 1 || !identifiers.contains(String(subtags[0])), "\(language)")
            #expect(language.parent == nil)
        }
    }

    @Test func parentExceptionsNameOnlyWhatDroppingASubtagWouldNot() {
        let exceptions = Dictionary(
            uniqueKeysWithValues: Language.parentExceptions.map { ($0.child, $0.parent) })
        #expect(exceptions["es-MX"] == "es-419")
        #expect(exceptions["pt-AO"] == "pt-PT")
        #expect(exceptions["pt-PT"] == nil)
        #expect(exceptions.values.allSatisfy { Language(identifier: $0) != nil })
    }

    /// English first, then Hive's order, then the others by identifier; one language per
    /// spelling.
    @Test func outputOrderAndEquality() throws {
        let spellings = ["pt-BR", "ar", "ca", "zh-hant", "en", "ko", "en-GB"]
        let languages = try spellings.map { try #require(Language(identifier: $0)) }
        #expect(
            languages.sorted().map(\.identifier) == ["en", "ko", "zh-Hant", "ar", "ca", "en-GB", "pt-BR"])
        #expect(Language(identifier: "zh-hans") == Language(identifier: "zh-Hans"))
        #expect(Set(["zh-hans", "zh-Hans", "ZH_HANS"].compactMap(Language.init(identifier:))).count == 1)
    }

    /// The one fallback rule: a language's own text, else its nearest parent's, else English,
    /// which only a language with no text in its own chain is shown as a last resort.
    @Test(arguments: [
        ("es-MX", "es-419", false), ("en-GB", "en", false), ("fr-CA", "fr", false),
        ("zh-HK", "zh-Hant", false),
        ("ko", "en", true), ("pt-BR", "en", true), ("es", "es", false), ("en", "en", false),
    ])
    func aTextIsShownByTheFallbackChain(identifier: String, shownLanguage: String, isLastResort: Bool) throws
    {
        let entries = [
            ("en", "Later"), ("es-419", "Luego"), ("es", "Más tarde"), ("fr", "Plus tard"), ("zh-Hant", "稍後"),
        ]
        let text = LocalizedText(
            entries.compactMap { code, text in Language(identifier: code).map { ($0, text) } })
        #expect(text.entries.count == entries.count)
        let language = try #require(Language(identifier: identifier))
        let shown = try #require(text.shown(in: language))
        #expect(shown.language.identifier == shownLanguage)
        #expect(shown.text == text[shown.language])
        #expect(shown.isLastResort == isLastResort)
    }

    /// An empty text counts as none, as in the registry: the lookup falls back past it.
    @Test func anEmptyTextIsPassedOver() throws {
        let korean = try #require(Language(identifier: "ko"))
        let text = LocalizedText([(.english, "Message"), (korean, "")])
        #expect(text.shown(in: korean)?.text == "Message")
    }

    /// Chinese without a script is Simplified unless a Traditional region or script is named.
    @Test(arguments: [
        ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("ZH_tw", "zh-Hant"),
        ("zh-HK", "zh-Hant"),
        ("zh-MO", "zh-Hant"), ("zh-Hant-SG", "zh-Hant"), ("yue", nil), ("ja", nil),
    ])
    func chineseScriptByRegion(spelling: String, script: String?) {
        let subtags = spelling.split(whereSeparator: { $0 == "-" || $0 == "_" })
        #expect(Language.chineseScript(of: subtags)?.identifier == script)
    }
}
