import ActionCore
import Testing

@Suite struct ModelTests {
    @Test func languagesAreTheSixteenHiveCodesInHiveOrder() {
        #expect(
            Language.allCases.map(\.rawValue)
                == [
                    "ko", "en", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi",
                    "it", "tr", "ar",
                ])
    }

    /// Apple's `.lproj` names differ from Hive's codes only in the script subtags' case.
    @Test func appleIdentifiersAreHiveCodesWithTitleCaseScripts() {
        #expect(Language.zhHans.appleIdentifier == "zh-Hans")
        #expect(Language.zhHant.appleIdentifier == "zh-Hant")
        for language in Language.allCases {
            #expect(Language(appleIdentifier: language.appleIdentifier) == language)
            #expect(language.appleIdentifier.lowercased() == language.rawValue)
        }
        #expect(Language(appleIdentifier: "zh-hans") == nil)
        #expect(Language(appleIdentifier: "fil") == nil)
    }

    @Test func outputRankIsThePlaceInOutputOrder() {
        #expect(Language.outputOrder.first == .en)
        for (rank, language) in Language.outputOrder.enumerated() {
            #expect(language.outputRank == rank, "\(language)")
        }
    }

    @Test func localizedTextKeepsOutputOrderWhateverTheInputOrder() {
        let text = LocalizedText([(.ar, "ا"), (.ko, "가"), (.en, "a"), (.zhHant, "中")])
        #expect(text.languages == [.en, .ko, .zhHant, .ar])
        #expect(text[.ko] == "가")
        #expect(text[.ja] == nil)
    }
}
