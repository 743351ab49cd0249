import ActionModel
import TestSupport
import Testing

@Suite struct CatalogVersionTests {
    private func catalog(_ categories: [(String, [String])]) -> Catalog {
        Catalog(
            languages: [.en], actions: [],
            categories: categories.map { Catalog.Category(id: $0.0, swiftName: "c", actionIDs: $0.1) },
            sourcePaths: [])
    }

    @Test func dependsOnIdentifiersAndActionOrderOnly() {
        let base = catalog([("A", ["X", "Y"]), ("B", ["Z"])])
        #expect(base.version.utf8.count == 16)
        #expect(base.version == catalog([("B", ["Z"]), ("A", ["X", "Y"])]).version)
        #expect(base.version != catalog([("A", ["Y", "X"]), ("B", ["Z"])]).version)
        #expect(base.version != catalog([("A", ["X", "Y"])]).version)
    }

    @Test func isFNV1aOfTheSortedLines() {
        // FNV-1a 64 of the empty input is its offset basis.
        #expect(catalog([]).version == "cbf29ce484222325")
        // This catalog's one line is "A=\n" (the figure from an independent FNV-1a script).
        #expect(catalog([("A", [])]).version == "faa69b19a0d8f0ab")
    }
}
