import GamePush
import Testing

// A plain import, as the app's own module has: the registry the build plugin makes is public.

@Test func generatedActionsRouteButtonTaps() {
    #expect(route(actionIdentifier: "ACCEPT_ALL_ID") == .openRewards)
    #expect(route(actionIdentifier: "GIFT_REPLY_ID") == .replyToGift)
    #expect(route(actionIdentifier: "com.apple.UNNotificationDismissActionIdentifier") == .nothing)
}

@Test func generatedRegistryHoldsPresetsAndOwnCategories() {
    #expect(PushActions.Category.allCases.count == 10)
    #expect(PushActions.Category.gift.actions == [.giftReply, .close])
    #expect(PushActions.Category.acceptDecision.actions == [.accept, .reject, .holding])
}

@Test func generatedTitlesAreLocalized() {
    typealias Language = PushActions.Language
    #expect(PushActions.Action.giftReply.title(in: .ko) == "감사 인사")
    #expect(PushActions.Action.giftReply.title(in: .ja) == "お礼する")
    #expect(Language(identifier: "ja-JP") == .ja)
    #expect(Language(identifier: "ko_KR") == .ko)
    // The game ships en, ko and ja only: other languages are none of its own, and the app picks.
    #expect(Language(identifier: "zh-Hant-TW") == nil)
    #expect(Language.preferred(in: ["zh-Hant-TW", "ja-JP"]) == .ja)
    #expect(PushActions.Action.close.title(in: Language.preferred(in: ["de"]) ?? .en) == "Close")
}
