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
    #expect(PushActions.Action.giftReply.title(for: "ko") == "감사 인사")
    #expect(PushActions.Action.giftReply.title(for: "ja-JP") == "お礼する")
    #expect(PushActions.Action.giftReply.title(for: "de") == "Thank")
    #expect(PushActions.Action.close.title(for: "ko-KR") == "닫기")
    // The game ships en, ko and ja only: other languages fall back to English.
    #expect(PushActions.Action.close.title(for: "zh-Hant-TW") == "Close")
}
