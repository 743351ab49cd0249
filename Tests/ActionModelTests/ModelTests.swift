import ActionModel
import TestSupport
import Testing

@Suite struct ModelTests {
    @Test func localizedTextKeepsOutputOrderWhateverTheInputOrder() {
        let text = LocalizedText([(.ar, "ا"), (.ko, "가"), (.en, "a"), (.zhHant, "中")])
        #expect(text.languages == [.en, .ko, .zhHant, .ar])
        #expect(text[.ko] == "가")
        #expect(text[.ja] == nil)
    }
}
