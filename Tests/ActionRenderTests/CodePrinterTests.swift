import ActionRender
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
