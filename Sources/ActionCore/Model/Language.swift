/// The sixteen languages the Hive SDK labels buttons in, in Hive's own order.
/// English is the fallback at run time, so every title must have it.
public enum Language: String, CaseIterable, Sendable, Comparable {
    case ko, en, ja
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
    case de, fr, ru, es, pt, id, th, vi, it, tr, ar

    /// Output order: English first, then Hive's order.
    public static let outputOrder: [Language] = [.en] + allCases.filter { $0 != .en }

    /// Apple's spelling of this code: the `.lproj` folder name and the locale identifier of
    /// String Catalogs. The script subtags are title-case there (`zh-hans` → `zh-Hans`); the
    /// other codes are the same in both.
    public var appleIdentifier: String {
        switch self {
        case .zhHans: "zh-Hans"
        case .zhHant: "zh-Hant"
        default: rawValue
        }
    }

    /// The language whose `appleIdentifier` is exactly `identifier` (an `.lproj` folder name).
    public init?(appleIdentifier identifier: String) {
        guard let language = Self.allCases.first(where: { $0.appleIdentifier == identifier }) else {
            return nil
        }
        self = language
    }

    /// This language's index in `outputOrder`.
    public var outputRank: Int { Self.outputOrder.firstIndex(of: self)! }

    /// The language with this Hive code, exactly as written (`zh-hans`, not `zh-Hans`).
    public init?(code: String) {
        // A hash lookup: `init(rawValue:)` compares the code with each case by Unicode
        // rules, which was a fifth of decoding a large file's titles.
        guard let language = Self.byCode[code] else { return nil }
        self = language
    }

    private static let byCode = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.outputRank < rhs.outputRank }
}
