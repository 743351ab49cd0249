import ActionSyntax
import ActionValidate
import Foundation
import TestSupport
import Testing

/// JSONTestSuite (Nicolas Seriot): `y_` files must be read, `n_` files rejected, `i_`
/// files (implementation-defined) merely survived. Each goes through `ParsedInput`,
/// so the encoding checks apply as they do in real builds.
@Test(
    .enabled(
        if: Repository.runsCorpusTests("JSONTestSuite"), "../shared/corpora/JSONTestSuite is not there"))
func jsonTestSuiteParsing() throws {
    let corpus = try #require(Repository.corpus("JSONTestSuite"), "ACTIONC_REQUIRE_SHARED=1 needs the corpus")
    let folder = corpus.appendingPathComponent("test_parsing")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".json")
    }.sorted()
    let rejections: Set<DiagnosticCode> = [.syntax, .encoding, .limit]
    var counts: [Character: Int] = [:]
    var implementationDefined: [DiagnosticCode?: Int] = [:]
    for name in names {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        let result = ParsedInput(SourceFile(path: name, bytes: bytes))
        let codes = result.diagnostics.map(\.code)
        switch name.first {
        case "y":
            #expect(result.root != nil && codes.allSatisfy { !rejections.contains($0) }, "\(name): \(codes)")
        case "n":
            #expect(result.root == nil && codes.contains { rejections.contains($0) }, "\(name) was accepted")
        default:
            implementationDefined[codes.first, default: 0] += 1
        }
        counts[name.first ?? "?", default: 0] += 1
    }
    let outcomes = implementationDefined.map { "\($0.key?.rawValue ?? "accepted") \($0.value)" }.sorted()
    print(
        "JSONTestSuite: \(counts["y"] ?? 0) y_ accepted, \(counts["n"] ?? 0) n_ rejected, "
            + "\(counts["i"] ?? 0) i_ finished (\(outcomes.joined(separator: ", ")))")
}
