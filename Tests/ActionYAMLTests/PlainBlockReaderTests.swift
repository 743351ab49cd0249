import ActionSyntax
import Foundation
import TestSupport
import Testing

@testable import ActionYAML

/// The plain reader (`PlainBlockReader`) may decline anything, but what it accepts libyaml
/// must accept too and read into the same tree, positions and styles included. These tests
/// hold it to that on every fixture, preset and yaml-test-suite file and every line prefix
/// of them, on explicit edge cases, on every byte and a list of code points, and on
/// thousands of generated documents and mutations of them.
@Suite struct PlainBlockReaderTests {
    /// libyaml's reading, never the plain reader's.
    private func libyaml(_ bytes: [UInt8], maxDepth: Int, lineOffset: Int) -> ParseResult {
        var reader = EventReader(
            file: "t.yaml", bytes: bytes, limits: ParseLimits(maxDepth: maxDepth), lineOffset: lineOffset)
        return reader.run()
    }

    /// Whether the plain reader accepted `bytes`; when it did, libyaml must agree.
    @discardableResult
    private func expectAgreement(_ bytes: [UInt8], _ label: String, maxDepth: Int = 64, lineOffset: Int = 0)
        -> Bool
    {
        guard let plain = PlainBlockReader.read(bytes, lineOffset: lineOffset, maxDepth: maxDepth) else {
            return false
        }
        let reference = libyaml(bytes, maxDepth: maxDepth, lineOffset: lineOffset)
        #expect(reference.diagnostics.isEmpty, "\(label): libyaml reports \(reference.diagnostics)")
        #expect(String(describing: reference.root) == String(describing: Node?.some(plain)), "\(label)")
        return true
    }

    /// The file, and the file cut at the start of each of its lines.
    private func expectAgreementOnPrefixes(_ bytes: [UInt8], _ label: String) -> Int {
        var accepted = 0
        for end in bytes.indices where end > 0 && bytes[end - 1] == UInt8(ascii: "\n") {
            if expectAgreement(Array(bytes[..<end]), "\(label) up to byte \(end)") { accepted += 1 }
        }
        if expectAgreement(bytes, label) { accepted += 1 }
        return accepted
    }

    @Test func repositoryDefinitions() throws {
        var accepted = 0
        for folder in ["Tests/Fixtures/valid", "Tests/Fixtures/invalid", "Tests/Fixtures/multi", "Presets"] {
            for file in Repository.files(in: folder, extensions: ["yaml", "yml"]) {
                accepted += expectAgreementOnPrefixes(
                    [UInt8](try Data(contentsOf: file)), file.lastPathComponent)
            }
        }
        #expect(accepted > 100, "only \(accepted) files and prefixes accepted")
    }

    /// The block style of the benchmark's inputs (`Benchmarks/generate.py`) is read here.
    @Test func benchmarkShape() {
        let text = """
            version: 1
            languages: [ko, en, ja, zh-hans, zh-hant, de, fr, ru, es, pt, id, th, vi, it, tr, ar]
            actions:
              EVENT_00001_EXECUTE_ID:
                title:
                  en: Execute 1
                  ko: 실행 1
                  th: ดำเนินการ 1
                  ar: تنفيذ 1
                options: [foreground]
                icon: play
            categories:
              EVENT_00001_CATEGORY: [EVENT_00001_EXECUTE_ID]

            """
        #expect(expectAgreement(Array(text.utf8), "benchmark shape"))
    }

    @Test func yamlTestSuite() throws {
        guard let corpus = Repository.corpus("yaml-test-suite") else {
            print("yaml-test-suite: skipped, ../shared/corpora/yaml-test-suite is not there")
            return
        }
        var accepted = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let file = corpus.appendingPathComponent(name).appendingPathComponent("in.yaml")
            guard let data = try? Data(contentsOf: file) else { continue }
            accepted += expectAgreementOnPrefixes([UInt8](data), name)
        }
        print(
            "plain reader: \(accepted) yaml-test-suite inputs and prefixes accepted, all as libyaml reads them"
        )
    }

    @Test func acceptedShapes() {
        let cases = [
            "a: x\n", "a: x", "a:   x y  # c\n", "a:\n- p\n- \"q\"  # c\nc: [a, b]   # x\n",
            "a:\n  b: 's t'\n",
            "a: v#w # c\n", "a: []\n", "a: Yes, please [now] {x}\n", "a: 1\nb: ~\nc: null\nd: \"\"\ne: ''\n",
            "# c\n\na: x\n", "a: é 한국어 ✓ 𝄞\n", "a:\n  # c\n\n  b: c\n# end\n", "a:\n    - x\n    - y\nb: z\n",
            "a: \"it's\"\nb: 'say \"hi\"'\n", "a: x  \n  # deeper comment\nb: y\n", "a.b-c_d: x\n9: y\n",
            "a:\n  b:\n    c:\n      d: [e]\n  f: g\n", "_:\n  A: x\n", "a: x'y\"z\n",
            "a: [b]  # c\n", "a: \"x\"  \n", "a: 'x' # c\n", "a: b c  d\n",
        ]
        for text in cases {
            #expect(expectAgreement(Array(text.utf8), text.debugDescription), "\(text.debugDescription)")
        }
        #expect(
            String(
                describing: PlainBlockReader.read(
                    Array("a:\n- p\nb: [c, d]\n".utf8), lineOffset: 10, maxDepth: 64))
                == String(
                    describing: libyaml(Array("a:\n- p\nb: [c, d]\n".utf8), maxDepth: 64, lineOffset: 10).root
                ))
    }

    /// Read in place under a key (how `HalvedReading` reads a second half), the text gives
    /// libyaml's tree of `_:` followed by it; or the reader declines.
    @Test func underKey() {
        let cases = [
            "  A: x\n  B:\n    title: y\ncategories:\n  C: [A, B]\n", "    - a\n    - b\nnext: 1\n",
            "  # c\n  A: x\n", "  A: x\n", "A: x\n", "  A: x\n B: y\n", "  A: \"x\ty\"\n",
        ]
        var accepted = 0
        for text in cases {
            let bytes = Array(text.utf8)
            guard
                let plain = bytes.withUnsafeBufferPointer({
                    PlainBlockReader.read($0, underKey: "_", lineOffset: 7, maxDepth: 64)
                })
            else { continue }
            accepted += 1
            let reference = libyaml(Array("_:\n".utf8) + bytes, maxDepth: 64, lineOffset: 6)
            #expect(reference.diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(
                String(describing: reference.root) == String(describing: Node?.some(plain)),
                "\(text.debugDescription)")
        }
        #expect(accepted == 4, "\(accepted) accepted")
    }

    /// Each of these is valid YAML libyaml reads (or an error it reports), outside the plain
    /// shapes: the reader must leave it to libyaml.
    @Test func declinedShapes() {
        let cases = [
            "a: x\n  y\n", "a: x\n\n   y\n", "a:\tx\n", "a: x\r\n", "\u{FEFF}a: x\n", "a: \"x\\ty\"\n",
            "a: 'it''s'\n",
            "a: &x v\n", "a: *x\n", "a:\nb: c\n", "a:\n", "a:  # c\n", "---\na: x\n", "a: x\n...\n",
            "a: {b: c}\n",
            "a: [b,c]\n", "a: [ b ]\n", "a: [b, c\n", "a: x: y\n", "a: x:y\n", "- a\n", " a: x\n",
            "a: |\n  x\n",
            "a: >\n  x\n", "a: \"x\n  y\"\n", "a: x\u{2028}y\n", "a: x\u{85}y\n", "? a\n: b\n",
            "a: !!str x\n",
            "a: -1\n", "<<: x\n", "a:x\n", "a : x\n", "\"a\": x\n", "a: x\n - y\n", "a:\n  b: c\n d: e\n",
            "a:\n- b\n  - c\n", "a:\n  - b\n  c: d\n", "a:\n  - b: c\n", "a:\n  -\n", "a:\n  - # c\n",
            "a: [b]x\n",
            "a: \"x\"y\n", "a: 'x'#c\n", "a: [b]#c\n", "", "\n", "# only a comment\n",
            "%YAML 1.2\n---\na: x\n",
            "a: x\n---\nb: y\n", "a: \u{7F}\n", "a: \u{9F}\n", "a: \u{FEFF}\n", "a: \u{FFFE}\n",
            "a: [b, [c]]\n",
            "a: @x\n", "a: `x\n", "a: %x\n", "a: ? x\n",
            String(repeating: "k", count: 1_001) + ": x\n",
        ]
        for text in cases {
            #expect(PlainBlockReader.read(Array(text.utf8), maxDepth: 64) == nil, "\(text.debugDescription)")
        }
    }

    /// Nesting past the limit is declined, so that libyaml reports the limit error.
    @Test func depthLimit() {
        func nested(_ depth: Int, innermost: String) -> [UInt8] {
            var text = ""
            for level in 0..<depth - 1 { text += String(repeating: " ", count: level) + "k\(level):\n" }
            return Array((text + String(repeating: " ", count: depth - 1) + innermost + "\n").utf8)
        }
        #expect(expectAgreement(nested(5, innermost: "x: y"), "5 mappings", maxDepth: 5))
        #expect(PlainBlockReader.read(nested(6, innermost: "x: y"), maxDepth: 5) == nil)
        #expect(expectAgreement(nested(4, innermost: "x: [y]"), "4 mappings and a sequence", maxDepth: 5))
        #expect(PlainBlockReader.read(nested(5, innermost: "x: [y]"), maxDepth: 5) == nil)
        #expect(
            PlainBlockReader.read(
                nested(5, innermost: "x:\n" + String(repeating: " ", count: 4) + "- y"), maxDepth: 5) == nil)
    }

    /// Every byte value, and code points at the edges of what libyaml reads, inside a value.
    @Test func characters() {
        var accepted = 0
        var inserts: [[UInt8]] = (0...255).map { [UInt8($0)] }
        let scalars: [UInt32] = [
            0x85, 0x9F, 0xA0, 0x7FF, 0x800, 0x2028, 0x2029, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF,
            0x10000, 0x10FFFF,
        ]
        inserts += scalars.map { Array(String(Unicode.Scalar($0)!).utf8) }
        // Overlong forms, a surrogate, past U+10FFFF, and cut-off sequences.
        inserts += [
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            [0xF0],
        ]
        for insert in inserts {
            if expectAgreement(Array("a: x".utf8) + insert + Array("y\n".utf8), "\(insert)") { accepted += 1 }
        }
        // Printable ASCII but `:`, and the eight readable code points above.
        #expect(accepted == 94 + 8, "\(accepted) accepted")
    }

    /// Documents made of the plain shapes are all accepted; then single edits of them (a
    /// character inserted or removed, a line repeated at another indentation) must be
    /// declined or read as libyaml reads them.
    @Test func generatedDocuments() {
        var random = SeededGenerator(seed: 11)
        let values = [
            "x", "Close 1", "닫기 1", "Yes, please", "a'b", "\"quoted\"", "'single'", "\"\"", "1", "~", "null",
            "true", "v#w", "[A, B]", "[]", "[one]", "x  # note",
        ]
        let edits: [[UInt8]] = [
            ":", "#", " ", "-", "\"", "'", "[", "]", ",", "\n", "\t", "\r", "&", "*", "!", "|", ">",
            "?", "{", "\\", "é", "\u{2028}", "\n  ", "\n- ", ": ", " #",
        ].map { Array($0.utf8) }
        var editsAccepted = 0
        for document in 0..<400 {
            var lines: [String] = []
            func block(_ indentation: Int, _ depth: Int) {
                let pad = String(repeating: " ", count: indentation)
                for key in 0..<Int.random(in: 1...4, using: &random) {
                    switch Int.random(in: 0..<(depth < 3 ? 6 : 3), using: &random) {
                    case 0: lines.append("")
                    case 1: lines.append(pad + "# comment \(key)")
                    case 2, 3: lines.append(pad + "k\(key): " + values.randomElement(using: &random)!)
                    case 4:
                        lines.append(pad + "k\(key):")
                        let itemPad = Bool.random(using: &random) ? pad : pad + "  "
                        for _ in 0..<Int.random(in: 1...3, using: &random) {
                            lines.append(
                                itemPad + "- " + values.filter { !$0.hasPrefix("[") }.randomElement(
                                    using: &random)!)
                        }
                    default:
                        lines.append(pad + "k\(key):")
                        block(indentation + Int.random(in: 1...4, using: &random), depth + 1)
                    }
                }
                // A block may hold only blank and comment lines: give it an entry.
                lines.append(pad + "last: x")
            }
            block(0, 0)
            let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
            #expect(expectAgreement(bytes, "document \(document)"), "document \(document) declined")
            for _ in 0..<12 {
                var edited = bytes
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: edited.insert(contentsOf: edits.randomElement(using: &random)!, at: at)
                case 1: if at < edited.count { edited.remove(at: at) }
                default:
                    let line = lines.randomElement(using: &random)!.drop { $0 == " " }
                    let indented =
                        String(repeating: " ", count: Int.random(in: 0...6, using: &random)) + line + "\n"
                    let lineStart = edited[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    edited.insert(contentsOf: Array(indented.utf8), at: lineStart)
                }
                if expectAgreement(
                    edited,
                    "document \(document), edited: \(String(decoding: edited, as: UTF8.self).debugDescription)"
                ) {
                    editsAccepted += 1
                }
            }
        }
        print("plain reader: \(editsAccepted) of 4,800 edited documents accepted, all as libyaml reads them")
    }
}
