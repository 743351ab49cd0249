/// The sixteen languages the Hive SDK labels buttons in, in Hive's own order.
/// English is the fallback at run time, so every title must have it.
public enum Language: String, CaseIterable, Sendable, Comparable {
    case ko, en, ja
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
    case de, fr, ru, es, pt, id, th, vi, it, tr, ar

    /// Output order: English first, then Hive's order.
    public static let outputOrder: [Language] = [.en] + allCases.filter { $0 != .en }

    private var outputRank: Int { Language.outputOrder.firstIndex(of: self)! }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.outputRank < rhs.outputRank }
}
