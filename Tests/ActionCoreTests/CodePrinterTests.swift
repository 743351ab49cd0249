import ActionCore
import Testing

@Suite struct CodePrinterTests {
    @Test func blocksIndentTheirBodyAndEmptyLinesStayEmpty() {
        var printer = CodePrinter(indentUnit: "  ")
        printer.block("enum A {") { body in
            body.line("case a")
            body.line()
            body.print("static let x = ")
            body.print("1")
            body.line()
            body.block("enum B {") { inner in inner.line("case b") }
        }
        #expect(
            printer.text == """
                enum A {
                  case a

                  static let x = 1
                  enum B {
                    case b
                  }
                }

                """)
        #expect(printer.depth == 0)
    }
}

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
