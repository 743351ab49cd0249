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

    @Test func sortsTheWholeLinesBytes() {
        // "A-B=" precedes "A=" ("-" < "="), though "A" precedes "A-B"; "A>" follows "A=";
        // two "A" lines sort by their actions; "Ä" is two bytes; a line may have no actions.
        let categories = [
            ("A>", ["Y"]), ("A", ["X", "V"]), ("A-B", []), ("Ä", ["Z"]), ("A", ["W"]), ("", []),
        ]
        #expect(catalog(categories).version == fnv1aOfSortedLines(categories))
    }

    /// The README's algorithm as written: the lines made, sorted by their bytes and hashed.
    private func fnv1aOfSortedLines(_ categories: [(String, [String])]) -> String {
        let lines = categories.map { $0.0 + "=" + $0.1.joined(separator: ",") + "\n" }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined().utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
