import ActionSyntax
import ActionYAML
import Foundation
import TestSupport
import Testing

/// The YAML reader runs `TextEncoding.check` only when reading found a problem, on the
/// grounds that libyaml's reader turns away every byte sequence the check does. These
/// tests hold it to that: whatever the check rejects must come back as that `encoding`
/// error, never as a tree.
@Suite struct EncodingAgreementTests {
    private func expectEncodingError(_ bytes: [UInt8], _ label: String) {
        guard let problem = TextEncoding.check(bytes, file: "t.yaml") else { return }
        let result = YAMLReader.parse(bytes, file: "t.yaml")
        #expect(result.root == nil && result.diagnostics == [problem], "\(label): \(result.diagnostics)")
    }

    /// Every byte value, and the ill-formed UTF-8 forms (overlong, surrogate, past U+10FFFF,
    /// cut short), in each place a byte can stand: plain and quoted values, keys, comments.
    @Test func generatedBytes() {
        var insertions: [[UInt8]] = (0...255).map { [UInt8($0)] }
        insertions += [
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        ]
        let templates: [(String, String)] = [
            ("a: x", " y\n"), ("a: \"x", "y\"\n"), ("a: 'x", "y'\n"), ("k", "ey: v\n"), ("a: 1 # c", "\n"),
            ("a: |\n  x", "\n"), ("- [x", ", y]\n"),
        ]
        for (before, after) in templates {
            for insertion in insertions {
                let bytes = Array(before.utf8) + insertion + Array(after.utf8)
                expectEncodingError(bytes, "\(before)|\(insertion)|\(after)")
                expectEncodingError(bytes + insertion, "\(before)|\(insertion)|\(after)|\(insertion)")
            }
        }
    }

    /// Third-party inputs, many of them broken on purpose: JSONTestSuite's files are YAML
    /// too, and hold invalid UTF-8, NUL bytes, UTF-16 and lone surrogates.
    @Test(
        .enabled(
            if: Repository.runsCorpusTests("JSONTestSuite") && Repository.runsCorpusTests("yaml-test-suite"),
            "../shared/corpora is not there"))
    func corpora() throws {
        var checked = 0
        let json = try #require(
            Repository.corpus("JSONTestSuite"), "ACTIONC_REQUIRE_SHARED=1 needs the corpus")
        let folder = json.appendingPathComponent("test_parsing")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".json") {
            expectEncodingError(try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))), name)
            checked += 1
        }
        let yaml = try #require(
            Repository.corpus("yaml-test-suite"), "ACTIONC_REQUIRE_SHARED=1 needs the corpus")
        for name in try FileManager.default.contentsOfDirectory(atPath: yaml.path) {
            let file = yaml.appendingPathComponent(name).appendingPathComponent("in.yaml")
            guard let data = try? Data(contentsOf: file) else { continue }
            expectEncodingError([UInt8](data), name)
            checked += 1
        }
        print("encoding agreement: \(checked) corpus files")
    }
}
