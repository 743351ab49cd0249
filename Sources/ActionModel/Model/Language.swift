/// A language as Apple names it: a locale identifier (BCP 47) from Apple's localizations
/// (Data/apple-localizations.txt, embedded in EmbeddedLocalizations.swift). English is the
/// fallback at run time, so every text must have it.
///
/// Hive's codes are the same identifiers for fourteen of its sixteen languages and a
/// lowercase spelling for the other two (`zh-hans`, `zh-hant`); both spellings read as one
/// language. The mapping to Hive's codes is `hiveCode` and `hiveFamily`.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Apple's spelling: `en`, `zh-Hans`, `pt-BR`, `es-419`, `zh-HK`.
    package let identifier: String
    /// 0 for English, 1… for Hive's languages in Hive's order, then one rank for every other.
    private let rank: Int

    package static let english = Language(known: "en")

    /// A Hive code (`zh-hans`) or an Apple identifier in any case, with `-` or `_`
    /// (`pt_br`, `zh-Hant-HK`), when it names one of Apple's localizations; nil otherwise.
    package init?(identifier spelling: String) {
        if let hive = Self.hiveSpellings[spelling] {
            self = hive
            return
        }
        guard let identifier = Localizations.shared.canonical(spelling) else { return nil }
        self.init(known: identifier)
    }

    private init(known identifier: String) {
        self.identifier = identifier
        rank = Self.ranks[identifier] ?? Int.max
    }

    /// Each Hive language's place in output order (English 0, then Hive's order), by Apple's
    /// identifier.
    private static let ranks = Dictionary(
        uniqueKeysWithValues: hiveCodes.enumerated().map { index, code in
            (Localizations.appleCase(code), code == "en" ? 0 : index + 1)
        })

    /// Hive's codes and their Apple spellings (`zh-hans`, `zh-Hans`), to the language: most
    /// files name only these, and they are found without reading the whole data file (a test
    /// holds each to it), in one lookup for every text the decoder reads.
    private static let hiveSpellings = Dictionary(
        hiveCodes.flatMap { code in
            let language = Language(known: Localizations.appleCase(code))
            return [(code, language), (language.identifier, language)]
        },
        uniquingKeysWith: { first, _ in first })

    public var description: String { identifier }

    /// Hive's sixteen codes, in the Hive SDK's order.
    package static let hiveCodes = [
        "ko", "en", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr",
        "ar",
    ]

    /// Hive's sixteen languages, in the Hive SDK's order.
    package static let hiveLanguages = hiveCodes.map { Language(identifier: $0)! }

    /// Its place among Hive's languages in output order (English 0), nil for any other: a
    /// number small enough to keep a set of a text's languages as bits.
    package var hiveRank: Int? { rank == Int.max ? nil : rank }

    /// The Hive code this language is, exactly: `zh-Hans` is `zh-hans`; `pt-BR` is not `pt`.
    package var hiveCode: String? { rank == Int.max ? nil : identifier.lowercased() }

    /// The Hive code whose texts this language would show at Hive's output: its own, else
    /// the first of its parents' (`pt-BR` → `pt`, `zh-HK` → `zh-hant`, `es-MX` → `es`); nil
    /// for a language Hive has none of (`nl`).
    package var hiveFamily: String? {
        var language: Language? = self
        while let current = language {
            if let code = current.hiveCode { return code }
            language = current.parent
        }
        return nil
    }

    /// The next localization Apple's bundle lookup tries when this one has no text: CLDR's
    /// parent locale where it names one (`es-MX` → `es-419`, `en-AU` → `en-001`), else the
    /// identifier less its last subtag (`pt-PT` → `pt`); nil at a bare language.
    package var parent: Language? {
        // Hive's languages have none (a test holds each to it): a build in them alone, which
        // asks every language of the registry for its fallbacks, never reads the data file.
        guard rank == Int.max else { return nil }
        return Localizations.shared.parent(of: identifier).map(Language.init(known:))
    }

    /// This language, then each parent (`es-MX`, `es-419`, `es`): the languages whose text a
    /// user of it reads as a text in their own language.
    package var parentChain: [Language] {
        var chain = [self]
        while let next = chain.last!.parent, !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// This language, then each parent, then English: the order a text is looked up in, as
    /// Apple's bundle lookup ends at the development language. `LocalizedText.shown(in:)`
    /// looks a text up by it.
    package var fallbacks: [Language] {
        let chain = parentChain
        return chain.contains(.english) ? chain : chain + [.english]
    }

    /// Every localization whose parent CLDR names (not the one less its last subtag), as
    /// (child, parent) identifiers in the data file's order: what a run-time lookup of a
    /// device's identifier needs beyond dropping subtags.
    package static var parentExceptions: [(child: String, parent: String)] { Localizations.exceptions }

    /// The other spellings the data file names (`zh-Hant-HK` = `zh-HK`), as (alias, identifier): a
    /// device reports some localizations so, and a run-time lookup must find them as `init(identifier:)` does.
    package static var aliases: [(alias: String, identifier: String)] { Localizations.aliases }

    /// `languages` with English, the fallback of every text, first: the languages an output
    /// holds (the registry's, the preview's columns, the String Catalog's).
    package static func englishFirst(_ languages: [Language]) -> [Language] {
        [.english] + languages.filter { $0 != .english }
    }

    /// Every one of Apple's localizations, in the data file's order (by identifier).
    package static let all = Localizations.shared.identifiers.map(Language.init(known:))

    /// Output order: English, then Hive's languages in Hive's order, then the others by
    /// identifier.
    public static func < (lhs: Language, rhs: Language) -> Bool {
        (lhs.rank, lhs.identifier) < (rhs.rank, rhs.identifier)
    }

    /// By rank where it tells languages apart (each of Hive's has its own): a text's
    /// languages are compared and hashed for every lookup, and a string compare or a string's
    /// hash costs several times an integer's.
    public static func == (lhs: Language, rhs: Language) -> Bool {
        lhs.rank == rhs.rank && (lhs.rank != Int.max || lhs.identifier == rhs.identifier)
    }

    public func hash(into hasher: inout Hasher) {
        if rank == Int.max { hasher.combine(identifier) } else { hasher.combine(rank) }
    }
}

/// The data file, read once: identifiers, other spellings and parents. Read on the first
/// language any input names outside Hive's, so it is read over bytes, and keys stay in Apple's
/// case: a spelling is brought to that case instead of every key being folded.
private struct Localizations: Sendable {
    static let shared = Localizations()

    /// The parents CLDR names, from the `a > b` lines alone: every registry's run-time lookup
    /// needs them, and they are 163 of the file's 1,158 lines.
    static var exceptions: [(child: String, parent: String)] { pairs.exceptions }

    /// The `a = b` lines, as (a, b).
    static var aliases: [(alias: String, identifier: String)] { pairs.aliases }

    /// The `a > b` and `a = b` lines, read in one pass over the file's bytes that makes strings
    /// of these lines' words alone: every registry's build reads them, and most builds nothing else
    /// of the file (Hive's languages need none of it).
    private static let pairs:
        (exceptions: [(child: String, parent: String)], aliases: [(alias: String, identifier: String)]) = {
            var exceptions: [(child: String, parent: String)] = []
            var aliases: [(alias: String, identifier: String)] = []
            Array(EmbeddedLocalizations.list.utf8).withUnsafeBufferPointer { bytes in
                var lineStart = 0
                while lineStart < bytes.count {
                    let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    let line = bytes[lineStart..<lineEnd]
                    lineStart = lineEnd + 1
                    // `a > b` or `a = b`, in a line that is not a comment: found by their indices, as a
                    // split of each line into words cost more than the rest of the read.
                    guard line.first != UInt8(ascii: "#"), let space = line.firstIndex(of: UInt8(ascii: " ")),
                        line.index(space, offsetBy: 3, limitedBy: line.endIndex).map({ $0 < line.endIndex })
                            == true,
                        line[space + 2] == UInt8(ascii: " ")
                    else { continue }
                    let separator = line[space + 1]
                    let (first, second) = (line[..<space], line[(space + 3)...])
                    guard separator == UInt8(ascii: ">") || separator == UInt8(ascii: "="),
                        !second.contains(UInt8(ascii: " "))
                    else { continue }
                    let pair = (
                        String(decoding: UnsafeBufferPointer(rebasing: first), as: UTF8.self),
                        String(decoding: UnsafeBufferPointer(rebasing: second), as: UTF8.self)
                    )
                    if separator == UInt8(ascii: ">") {
                        exceptions.append(pair)
                    } else {
                        aliases.append(pair)
                    }
                }
            }
            return (exceptions, aliases)
        }()

    /// The data lines, comments left out, for the whole table (`shared`).
    private static let lines: [ArraySlice<UInt8>] =
        Array(EmbeddedLocalizations.list.utf8).split(separator: UInt8(ascii: "\n")).filter {
            $0.first != UInt8(ascii: "#")
        }

    private static func words(_ line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every identifier and other spelling, in Apple's case, to the identifier.
    private var identifierOf: [String: String] = [:]
    /// Parents that are not the identifier less its last subtag; nil for "none".
    private var parents: [String: String?] = [:]
    private(set) var identifiers: [String] = []

    private init() {
        for words in Self.lines.map(Self.words) {
            if words.count == 3, words[1] == "=" {
                identifierOf[words[0]] = words[2]
                continue
            }
            identifierOf[words[0]] = words[0]
            identifiers.append(words[0])
            if words.count == 2 { parents[words[0]] = .some(nil) }  // `a >`: none.
            if words.count == 3 { parents[words[0]] = words[2] }
        }
    }

    /// `spelling` in Apple's case, with `-`: the language in lowercase, a script in title case,
    /// a region in capitals (`PT_br` → `pt-BR`, `zh-hans` → `zh-Hans`).
    static func appleCase(_ spelling: String) -> String {
        let subtags = spelling.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        return subtags.enumerated().map { index, subtag in
            let isLetters = subtag.allSatisfy(\.isLetter)
            if index > 0, isLetters, subtag.count == 4 {
                return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            }
            if index > 0, isLetters, subtag.count == 2 { return subtag.uppercased() }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    func canonical(_ spelling: String) -> String? {
        identifierOf[spelling] ?? identifierOf[Self.appleCase(spelling)]
    }

    func parent(of identifier: String) -> String? {
        if let parent = parents[identifier] { return parent }
        var subtags = identifier.split(separator: "-")
        while subtags.count > 1 {
            subtags.removeLast()
            if let parent = identifierOf[subtags.joined(separator: "-")] { return parent }
        }
        return nil
    }
}
