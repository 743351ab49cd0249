/// The sixteen languages the Hive SDK labels buttons in, in Hive's own order.
/// English is the fallback at run time, so every title must have it.
public enum Language: String, CaseIterable, Sendable, Comparable {
    case ko, en, ja
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
    case de, fr, ru, es, pt, id, th, vi, it, tr, ar

    /// Output order: English first, then Hive's order.
    public static let outputOrder: [Language] = [.en] + allCases.filter { $0 != .en }

    private static let outputRanks: [Language: Int] = Dictionary(
        uniqueKeysWithValues: outputOrder.enumerated().map { ($1, $0) })

    /// This language's index in `outputOrder`.
    public var outputRank: Int { Language.outputRanks[self]! }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.outputRank < rhs.outputRank }
}
