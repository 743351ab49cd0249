import ActionSyntax
import Foundation
import TestSupport
import Testing

/// Strings prepared ahead of parsing (`JSONReader.prepareStrings`) must change nothing but
/// where they are allocated: the same tree, positions and diagnostics as without them.
@Suite struct PreparedStringsTests {
    private func expectSameResult(_ bytes: [UInt8], _ label: String) {
        let plain = JSONReader.parse(bytes, file: "t.json")
        let prepared = JSONReader.parse(bytes, file: "t.json", prepared: JSONReader.prepareStrings(in: bytes))
        #expect(String(describing: plain.root) == String(describing: prepared.root), "\(label)")
        #expect(plain.diagnostics == prepared.diagnostics, "\(label)")
    }

    @Test func longStringsEscapesAndBrokenDocuments() {
        let long = String(repeating: "Ω long text ", count: 3)
        let cases = [
            #"{"a_key_longer_than_fifteen": "\#(long)", "b": ["\#(long)", "short"]}"#,
            #"{"with \"escaped\" quotes and more": "\#(long)\\", "next one that is long": "x"}"#,
            #"["\#(long)\u0041\#(long)", "\#(long)"]"#,
            #"{"unterminated": "\#(long)"#,
            #"{"a": "\#(long)" "b": "\#(long)"}"#,
            #""\#(long)""#,
            #"["\\", "\#(long)", "\\\"", "\#(long)"]"#,
        ]
        for text in cases { expectSameResult(Array(text.utf8), text) }
    }

    @Test func jsonTestSuite() throws {
        guard let corpus = Repository.corpus("JSONTestSuite") else {
            print("JSONTestSuite: skipped, ../shared/corpora/JSONTestSuite is not there")
            return
        }
        let folder = corpus.appendingPathComponent("test_parsing")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".json") {
            expectSameResult(try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))), name)
        }
    }
}
