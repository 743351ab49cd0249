import ActionModel
import ActionSyntax
import Testing

/// Thousands of random titles the core accepts, in one generated file: it must compile and
/// every title must come back from `title(in:)` byte for byte.
@Suite struct PropertyTests {
    @Test func randomTitlesRoundTrip() throws {
        var generator = RandomTitles(seed: 0x5EED_ACC7)
        let source = generator.definitions(actionCount: 200)
        let catalog = try Registries.catalog(source)
        let titleCount = catalog.actions.reduce(0) { $0 + $1.title.entries.count }
        #expect(titleCount >= 3_000)
        let report = try RegistryReport.run(catalog, name: "random-titles")
        ReportExpectations(catalog: catalog, report: report).checkAll()
    }

    /// Titles ending in each whitespace scalar a title may hold, and in scalars that share
    /// those lead bytes but are not whitespace, come back byte for byte.
    @Test func titlesEndingInWhitespaceOrItsLookAlikesRoundTrip() throws {
        let endings: [Unicode.Scalar] = [
            " ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}",
            "\u{3000}", "\u{A9}", "\u{1681}", "\u{200B}", "\u{2060}", "\u{3001}", "\u{E9}", "\u{D55C}",
        ]
        var json = "{\"version\": 1, \"actions\": {"
        for (index, ending) in endings.enumerated() {
            if index > 0 { json += ", " }
            json += "\"END_\(index)_ID\": {\"title\": \("Ok\(ending)".jsonLiteral)}"
        }
        json += "}, \"categories\": {\"END_CATEGORY\": [\"END_0_ID\"]}}"
        let catalog = try Registries.catalog(SourceFile(path: "endings.json", bytes: Array(json.utf8)))
        let report = try RegistryReport.run(catalog, name: "endings")
        ReportExpectations(catalog: catalog, report: report).checkAll()
    }
}
