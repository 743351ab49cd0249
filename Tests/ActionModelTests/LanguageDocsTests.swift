import ActionModel
import Foundation
import TestSupport
import Testing

/// Docs/definitions.md's tables of languages say what `Language` does: each fallback chain
/// row is the language's `fallbacks`, and the Hive codes' examples fall under their code.
@Suite struct LanguageDocsTests {
    /// The rows of the table under `heading`: its cells, code spans unwrapped.
    static func rows(under heading: String) throws -> [[String]] {
        let page = try String(contentsOf: Repository.url("Docs/definitions.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: heading + "\n").last)
        return section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .dropFirst(2).map { row in
                row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            }
    }

    @Test func eachDocumentedChainIsTheLanguagesFallbacks() throws {
        let rows = try Self.rows(under: "### Fallback chains")
        #expect(rows.count >= 5)
        for row in rows {
            let language = try #require(Language(identifier: row[0].trimmingCharacters(in: ["`"])))
            let chain = row[1].components(separatedBy: " → ").map { $0.trimmingCharacters(in: ["`"]) }
            #expect(language.fallbacks.map(\.identifier) == chain, "\(row[0])")
        }
    }

    @Test func eachDocumentedExampleFallsUnderItsHiveCode() throws {
        let rows = try Self.rows(under: "### The Hive SDK's codes")
        #expect(rows.count == 4)
        for row in rows {
            let codes = row[0].components(separatedBy: ", ").map { $0.trimmingCharacters(in: ["`"]) }
            // The identifiers written whole in the examples: `zh-HK`, not `en-…`.
            let examples = row[1].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
                .map(\.element).filter { !$0.contains("…") }
            #expect(!examples.isEmpty)
            for example in examples {
                let language = try #require(Language(identifier: example), "\(example)")
                #expect(language.hiveFamily.map(codes.contains) == true, "\(example) under \(codes)")
            }
        }
        for outside in ["nl", "sv", "ca"] { #expect(Language(identifier: outside)?.hiveFamily == nil) }
    }
}
