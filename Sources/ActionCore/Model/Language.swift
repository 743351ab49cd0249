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

    /// This language's index in `outputOrder`. A switch, not a lookup table: it runs
    /// for every text of every action, and hashing showed up in profiles.
    public var outputRank: Int {
        switch self {
        case .en: 0
        case .ko: 1
        case .ja: 2
        case .zhHans: 3
        case .zhHant: 4
        case .de: 5
        case .fr: 6
        case .ru: 7
        case .es: 8
        case .pt: 9
        case .id: 10
        case .th: 11
        case .vi: 12
        case .it: 13
        case .tr: 14
        case .ar: 15
        }
    }

    /// The language with this code, as `init(rawValue:)` but without comparing strings:
    /// it runs for every text of every action, and string matching showed up in profiles.
    public init?(code: String) {
        guard let packed = Self.packed(code), let index = Self.packedCodes.firstIndex(of: packed) else {
            return nil
        }
        self = Self.allCases[index]
    }

    /// A code of up to seven bytes as one integer; nil for anything longer.
    private static func packed(_ code: String) -> UInt64? {
        // Through contiguous storage: this runs for every text of every action.
        code.utf8.withContiguousStorageIfAvailable(packed) ?? packed(Array(code.utf8))
    }

    private static func packed(_ utf8: some Collection<UInt8>) -> UInt64? {
        guard utf8.count < 8 else { return nil }
        // The length in the top byte keeps "\0en" apart from "en".
        return utf8.reduce(0) { $0 << 8 | UInt64($1) } | UInt64(utf8.count) << 56
    }

    private static let packedCodes = allCases.map { packed($0.rawValue)! }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.outputRank < rhs.outputRank }
}
