import ActionSyntax
import Foundation
import TestSupport
import Testing

@testable import ActionYAML

/// A file read in two halves (`HalvedReading`) must give exactly the tree of the whole
/// reading, or decline. These tests try every line a split could start at, in every
/// fixture, the presets and the yaml-test-suite, and compare.
@Suite struct HalvedReadingTests {
    private func whole(_ bytes: [UInt8]) -> ParseResult {
        YAMLReader.parse(bytes, file: "t.yaml", limits: .default, halvingFrom: .max)
    }

    /// The number of splits that were taken (the others declined).
    @discardableResult
    private func expectEveryHalvingAgrees(_ bytes: [UInt8], _ label: String) -> Int {
        let expected = String(describing: whole(bytes).root)
        var taken = 0
        for offset in bytes.indices where offset > 0 && bytes[offset - 1] == UInt8(ascii: "\n") {
            guard let split = HalvedReading.Split(lineStart: offset, in: bytes),
                let halved = HalvedReading.read(bytes, file: "t.yaml", limits: .default, at: split)
            else { continue }
            taken += 1
            #expect(halved.diagnostics.isEmpty)
            #expect(String(describing: halved.root) == expected, "\(label): split at byte \(offset)")
        }
        return taken
    }

    @Test func repositoryDefinitions() {
        var taken = 0
        for folder in ["Tests/Fixtures/valid", "Tests/Fixtures/invalid", "Tests/Fixtures/multi", "Presets"] {
            for file in Repository.files(in: folder, extensions: ["yaml", "yml"]) {
                guard let data = try? Data(contentsOf: file) else { continue }
                taken += expectEveryHalvingAgrees([UInt8](data), file.lastPathComponent)
            }
        }
        // The presets and valid fixtures have sections to split, so some splits must be taken.
        #expect(taken > 20, "only \(taken) splits taken")
    }

    @Test func yamlTestSuite() throws {
        guard let corpus = Repository.corpus("yaml-test-suite") else {
            print("yaml-test-suite: skipped, ../shared/corpora/yaml-test-suite is not there")
            return
        }
        var taken = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
            let file = corpus.appendingPathComponent(name).appendingPathComponent("in.yaml")
            guard let data = try? Data(contentsOf: file) else { continue }
            taken += expectEveryHalvingAgrees([UInt8](data), name)
        }
        print("halved reading: \(taken) splits of yaml-test-suite inputs taken, all equal to whole readings")
    }

    /// Shapes built to look splittable where the whole file says otherwise.
    @Test func lookalikes() {
        let cases = [
            "actions:\n  A: x\n  B: y\n",
            "actions: |\n  A: x\n  B: y\n",
            "actions:\n  {A: 1}\n  B: 2\n",
            "actions:\n  A: \"x\n  B: y\"\n",
            "actions:\n  A: [x,\n  B, y]\n",
            "actions:\n- A: 1\n  B: 2\n",
            "actions:\n    A: 1\n  B: 2\n",
            "actions: &a\n  A: 1\n  B: *a\n",
            "a: &x 1\nactions:\n  A: *x\n  B: 2\n",
            "actions:\n  A: x\n---\nactions:\n  B: y\n",
            "actions:\n  A:\n  - 1\n  B: 2\n",
            "actions:\r\n  A: x\r\n  B: y\r\n",
            "actions:\r  A: x\r  B: y\r",
            "x: \"a\u{2028}b\"\nactions:\n  A: x\n  B: y\n",
            "\u{FEFF}actions:\n  A: x\n  # note\n\n  B: y\n",
            "actions:\n  A: x\n  B: y\ncategories:\n  C: [A, B]\n",
            "actions:\n  A:\n    title: x\n  B:\n    title: y\n",
        ]
        for text in cases { expectEveryHalvingAgrees(Array(text.utf8), text.debugDescription) }
    }

    /// Random documents: well-formed sections with up to two lines dropped in at random
    /// places and indentations that open or close multi-line constructs (block and quoted
    /// scalars, flow collections, sequences, anchors, document markers). Many then break,
    /// and a split must be declined, never succeed where the whole reading fails.
    @Test func randomDocuments() {
        let intruders = [
            "k: |", "k: >-", "k: \"open", "close\"", "k: 'open", "close'", "k: [a,", "b]", "k: {a: 1,",
            "b: 2}", "- item", "- k: v", "# note", "", "k: &a v", "k: *a", "---", "...", "text", "? k", ": v",
            "k: !!str 1", "k:\tv", "%TAG ! x", "k:", "k: &b", "-", "? ", "k: ~", "k: ''", "k: \"\"", "k: [",
            "]", "k: #c", "k: v\r", "k: !t",
        ]
        var random = SeededGenerator(seed: 7)
        var taken = 0
        for _ in 0..<800 {
            var lines = ["version: 1", "actions:"]
            for index in 0..<Int.random(in: 2...6, using: &random) {
                lines += Bool.random(using: &random) ? ["  A\(index): v"] : ["  A\(index):", "    title: t"]
            }
            lines += ["categories:", "  C: [A0]"]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let indentation = [0, 1, 2, 4, 6].randomElement(using: &random)!
                let line = intruders.randomElement(using: &random)!.replacingOccurrences(of: "k", with: "K")
                lines.insert(
                    String(repeating: " ", count: indentation) + line,
                    at: Int.random(in: 1...lines.count, using: &random))
            }
            let text = lines.joined(separator: "\n") + "\n"
            taken += expectEveryHalvingAgrees(Array(text.utf8), text.debugDescription)
        }
        #expect(taken > 100, "only \(taken) splits taken")
    }

    /// A large file is halved by default, and its tree is the whole reading's.
    @Test func largeFilesAreHalved() {
        var text = "version: 1\nactions:\n"
        for index in 0..<12_000 { text += "  A\(index):\n    title: {en: Title \(index), ko: 제목 \(index)}\n" }
        text += "categories:\n  C: [A1, A2]\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > HalvedReading.minimumSize)
        let split = HalvedReading.Split(nearTheMiddleOf: bytes)
        #expect(split?.indentation == 2)
        let halved = split.flatMap { HalvedReading.read(bytes, file: "t.yaml", limits: .default, at: $0) }
        #expect(halved != nil)
        #expect(String(describing: halved?.root) == String(describing: whole(bytes).root))
    }
}
