import ActionCore
import Testing

/// Thousands of random titles the core accepts, in one generated file: it must compile and
/// every title must come back from `title(for:)` byte for byte.
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
}
