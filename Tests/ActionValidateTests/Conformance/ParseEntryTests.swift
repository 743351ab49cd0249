import ActionSyntax
import ActionValidate
import Testing

/// `ParsedInput` checks the encoding before either reader runs and picks the reader
/// by extension.
@Suite struct ParseEntryTests {
    @Test func encodingIsCheckedForBothFormats() {
        let utf16: [UInt8] = [0xFF, 0xFE] + "{}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for path in ["a.json", "a.yaml"] {
            let result = ParsedInput(SourceFile(path: path, bytes: utf16))
            #expect(result.diagnostics.map(\.code) == [.encoding])
            #expect(result.root == nil)
        }
        let nul = ParsedInput(SourceFile(path: "a.yml", bytes: Array("a: b\n".utf8) + [0]))
        #expect(nul.diagnostics.first?.location == SourceLocation(file: "a.yml", line: 2, column: 1))
    }

    @Test func jsonFilesAreReadAsStrictJSON() {
        // libyaml would accept both of these; JSON does not.
        for text in ["{\"a\": 1,}", "{a: 1}"] {
            let result = ParsedInput(SourceFile(path: "hive_push_actions.JSON", bytes: Array(text.utf8)))
            #expect(result.diagnostics.map(\.code) == [.syntax])
        }
        let bom = ParsedInput(
            SourceFile(path: "a.json", bytes: [0xEF, 0xBB, 0xBF] + Array("[1, x]".utf8)))
        #expect(bom.diagnostics.first?.location == SourceLocation(file: "a.json", line: 1, column: 5))
    }

    @Test func oversizedInputIsALimit() {
        let result = ParsedInput(
            SourceFile(path: "a.yaml", bytes: Array("a: 1234\n".utf8)), limits: ParseLimits(maxFileSize: 4))
        #expect(result.diagnostics.map(\.code) == [.limit])
    }
}
