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
