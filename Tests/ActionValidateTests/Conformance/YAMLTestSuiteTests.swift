import ActionSyntax
import ActionValidate
import Foundation
import TestSupport
import Testing

/// yaml-test-suite, on the cases libyaml 0.2.5 gets right (its deviations are listed
/// beside the data): `error` cases must be rejected as `syntax`; the others must be read,
/// or turned away by policy with `unsupported-yaml` (never `syntax`), and when the suite
/// gives a one-document `in.json`, the tree must equal it.
@Test(
    .enabled(
        if: Repository.runsCorpusTests("yaml-test-suite"), "../shared/corpora/yaml-test-suite is not there"))
func yamlTestSuiteCases() throws {
    let corpus = try #require(
        Repository.corpus("yaml-test-suite"), "ACTIONC_REQUIRE_SHARED=1 needs the corpus")
    let deviations = try String(
        contentsOf: corpus.appendingPathComponent("libyaml-0.2.5-deviations.txt"), encoding: .utf8)
    let libyamlDisagrees = Set(
        deviations.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: " ").last
        })
    let cases = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("\($0)/in.yaml").path)
    }.sorted()

    var rejected = 0
    var matched = 0
    var read = 0
    var skipped = 0
    var policyReasons: [String: Int] = [:]
    for name in cases {
        if libyamlDisagrees.contains(Substring(name)) || libyamlMisreads.contains(name) {
            skipped += 1
            continue
        }
        let folder = corpus.appendingPathComponent(name)
        func file(_ file: String) -> URL { folder.appendingPathComponent(file) }
        let source = SourceFile(
            path: "\(name)/in.yaml", bytes: try [UInt8](Data(contentsOf: file("in.yaml"))))
        let result = ParsedInput(source)
        let codes = result.diagnostics.map(\.code)

        if FileManager.default.fileExists(atPath: file("error").path) {
            #expect(
                codes.first == .syntax && result.root == nil,
                "\(name) must be rejected as syntax, got \(codes)")
            rejected += 1
            continue
        }
        if codes.contains(.unsupportedYAML) {
            #expect(codes == [.unsupportedYAML], "\(name): \(result.diagnostics)")
            policyReasons[policyReason(result.diagnostics[0].message), default: 0] += 1
            continue
        }
        #expect(result.diagnostics.isEmpty, "\(name) must be read: \(result.diagnostics)")
        let events = try String(contentsOf: file("test.event"), encoding: .utf8)
        let documents = events.split(separator: "\n").filter { $0.hasPrefix("+DOC") }.count
        if documents == 1, let json = try? Data(contentsOf: file("in.json")) {
            let expected = JSONReader.parse([UInt8](json), file: "\(name)/in.json")
            let difference = try #require(expected.root).difference(fromYAML: result.root)
            #expect(difference == nil, "\(name): \(difference ?? "")")
            matched += 1
        } else {
            #expect((result.root == nil) == (documents == 0), "\(name) holds \(documents) documents")
            read += 1
        }
    }
    let policy = policyReasons.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    print(
        "yaml-test-suite: \(rejected + matched + read) passed (\(rejected) errors rejected as syntax, "
            + "\(matched) trees equal to in.json, \(read) read without one), \(policyReasons.values.reduce(0, +)) rejected by policy "
            + "(\(policy.joined(separator: ", "))), \(skipped) skipped (libyaml 0.2.5 deviations and misreads)"
    )
}

/// Cases libyaml 0.2.5 accepts, as it should, but reports with other events than the
/// suite's `test.event` (checked with a direct libyaml event dump): `?foo` read as a key
/// indicator in flow context (652Z, HM87-01), kept trailing lines of `|+` and `|` block
/// scalars with only spaces lost (JEF9-02, L24T-01), and `:` ending an anchor name (Y2GN).
private let libyamlMisreads: Set<String> = ["652Z", "HM87-01", "JEF9-02", "L24T-01", "Y2GN"]

/// A short name for why a case was turned away, for the summary line.
private func policyReason(_ message: String) -> String {
    if message.contains("document") { return "multi-document" }
    if message.contains("merge key") { return "merge key" }
    if message.contains("tag") { return "tag" }
    if message.contains("mapping key") { return "complex key" }
    if message.contains("recursive") { return "recursive alias" }
    return message
}

/// A value as YAML 1.2's core schema and JSON both see it.
private enum CoreValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)

    /// JSON scalars: strings are quoted, the rest is plain source text.
    init(json scalar: Scalar) {
        if scalar.style == .quoted {
            self = .string(scalar.text)
        } else {
            switch scalar.text {
            case "null": self = .null
            case "true": self = .bool(true)
            case "false": self = .bool(false)
            default: self = .number(Double(scalar.text)!)
            }
        }
    }

    /// YAML scalars: quoted (and block) ones are text; plain ones resolve by the core schema.
    init(yaml scalar: Scalar) {
        let text = scalar.text
        guard scalar.style == .plain else {
            self = .string(text)
            return
        }
        if scalar.isNull {
            self = .null
        } else if ["true", "True", "TRUE"].contains(text) {
            self = .bool(true)
        } else if ["false", "False", "FALSE"].contains(text) {
            self = .bool(false)
        } else if text.wholeMatch(of: #/0o[0-7]+/#) != nil {
            self = .number(Double(Int(text.dropFirst(2), radix: 8)!))
        } else if text.wholeMatch(of: #/0x[0-9a-fA-F]+/#) != nil {
            self = .number(Double(Int(text.dropFirst(2), radix: 16)!))
        } else if text.wholeMatch(of: #/[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/#) != nil {
            self = .number(Double(text)!)
        } else if text.wholeMatch(of: #/[-+]?\.(inf|Inf|INF)/#) != nil {
            self = .number(text.hasPrefix("-") ? -.infinity : .infinity)
        } else if text.wholeMatch(of: #/\.(nan|NaN|NAN)/#) != nil {
            self = .number(.nan)
        } else {
            self = .string(text)
        }
    }
}

extension Node {
    /// Nil when `yaml` holds the same data as this JSON tree, else where they differ.
    fileprivate func difference(fromYAML yaml: Node?, path: String = "$") -> String? {
        switch (self, yaml) {
        case (.scalar(let json), .scalar(let yaml)):
            let (expected, actual) = (CoreValue(json: json), CoreValue(yaml: yaml))
            return expected == actual ? nil : "\(path): expected \(expected), got \(actual)"
        case (.sequence(let json, _), .sequence(let yaml, _)):
            guard json.count == yaml.count else {
                return "\(path): \(json.count) items expected, got \(yaml.count)"
            }
            for (index, (expected, actual)) in zip(json, yaml).enumerated() {
                if let difference = expected.difference(fromYAML: actual, path: "\(path)[\(index)]") {
                    return difference
                }
            }
            return nil
        case (.mapping(let json, _), .mapping(let yaml, _)):
            guard json.count == yaml.count else {
                return "\(path): \(json.count) entries expected, got \(yaml.count)"
            }
            // The suite's JSON does not always keep the YAML's key order.
            for expected in json {
                guard let actual = yaml.first(where: { $0.key.text == expected.key.text }) else {
                    return "\(path): key \(expected.key.text.jsonLiteral) expected"
                }
                if let difference = expected.value.difference(
                    fromYAML: actual.value, path: "\(path).\(actual.key.text)")
                {
                    return difference
                }
            }
            return nil
        default:
            return "\(path): expected \(self), got \(yaml.map { "\($0)" } ?? "nothing")"
        }
    }
}
