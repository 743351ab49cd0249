/// What the game does when a player taps a button: app code written against the
/// generated, typed `PushActions` instead of string identifiers.
public enum PushRoute: Equatable, Sendable {
    case openRewards
    case openShop
    case replyToGift
    case nothing
}

public func route(actionIdentifier: String) -> PushRoute {
    guard let action = PushActions.Action(rawValue: actionIdentifier) else { return .nothing }
    switch action {
    case .acceptAll, .acceptNow: return .openRewards
    case .purchase, .sale: return .openShop
    case .giftReply: return .replyToGift
    default: return .nothing
    }
}
