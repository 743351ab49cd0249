import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `hive_push_actions.json` for the presets and every valid fixture, against goldens,
/// and the fixpoint: building a produced file reproduces it byte for byte.
@Suite struct HiveJSONGoldenTests {
    /// The preset file and every valid fixture with the `hive` target, with the golden each
    /// is compared with.
    static let inputs: [(path: String, golden: String)] =
        [("Presets/hive.actions.yaml", "Tests/Golden/json/preset-hive.json")]
        + Fixtures.valid.filter { !withoutHive.contains($0) }.map {
            ($0, "Tests/Golden/json/\(Fixtures.name($0)).json")
        }

    /// The valid fixtures whose `targets:` leave out `hive`.
    static let withoutHive: [String] = Fixtures.valid.filter {
        Compiler.check([Fixtures.source($0)]).0?.targets.contains(.hive) == false
    }

    /// Without the `hive` target there is no Hive file, and nothing warns about what it
    /// cannot carry: such a fixture builds without a single diagnostic.
    @Test(arguments: Self.withoutHive)
    func aFixtureWithoutTheHiveTargetHasNoHiveFileAndNoWarning(_ path: String) throws {
        let result = Compiler.compile([Fixtures.source(path)])
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let output = try #require(result.output)
        #expect(output.hiveJSON == nil)
        #expect(!output.swiftRegistry.isEmpty)
    }

    @Test func goldenNamesAreUnique() {
        #expect(Set(Self.inputs.map(\.golden)).count == Self.inputs.count)
    }

    @Test(arguments: Self.inputs.map(\.path))
    func outputMatchesGoldenAndIsAFixpoint(_ path: String) throws {
        let result = Compiler.compile([Fixtures.source(path)])
        // Category options are what the Hive file cannot carry, and are warned about; a
        // fixture that defines nothing builds with the one warning that says so.
        let definesNothing = result.output.map { $0.catalog.actions.isEmpty && $0.catalog.categories.isEmpty }
        let allowed: [DiagnosticCode] = definesNothing == true ? [.emptyCatalog] : []
        #expect(
            result.diagnostics.allSatisfy { $0.code == .notInHiveJSON || allowed.contains($0.code) }
                && allowed.allSatisfy { code in result.diagnostics.contains { $0.code == code } },
            "\(DiagnosticFormatter.text(result.diagnostics))")
        let json = try #require(result.output?.hiveJSON)
        let golden = Self.inputs.first { $0.path == path }!.golden
        if let failure = Golden.compare(json, to: golden) { Issue.record(Comment(rawValue: failure)) }

        let rebuilt = Compiler.compile([
            SourceFile(path: "out/hive_push_actions.json", bytes: Array(json.utf8))
        ])
        if Self.needsSwiftNames.contains(path) {
            // Only the lost swiftName may stand in the way.
            #expect(!rebuilt.diagnostics.isEmpty)
            #expect(rebuilt.diagnostics.allSatisfy { $0.code == .swiftNameCollision })
            return
        }
        #expect(
            rebuilt.diagnostics.map(\.code) == allowed, "\(DiagnosticFormatter.text(rebuilt.diagnostics))")
        #expect(rebuilt.output?.hiveJSON == json, "building the output again changed it")
    }

    /// Inputs whose `swiftName`s keep colliding ids apart: the Hive file cannot hold
    /// swiftName, so their output is no fixpoint on its own.
    static let needsSwiftNames: Set<String> = ["Tests/Fixtures/valid/swift-name-resolves-collision.yaml"]

    @Test(arguments: Self.inputs.map(\.golden))
    func goldenIsJSONInTheDocumentedLayout(_ golden: String) throws {
        let data = try Data(contentsOf: Repository.url(golden))
        let text = try #require(String(data: data, encoding: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["actions", "categories"])
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        #expect(!text.contains("\r") && !text.contains("\t"))
        // Non-ASCII text is written as UTF-8, never as \u escapes.
        #expect(!text.contains("\\u"))
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            #expect(indent % 4 == 0, "indentation is not a multiple of 4: \(line)")
        }
        let actions = try #require(object["actions"] as? [String: [String: Any]])
        let actionLines = text.split(separator: "\n").filter {
            $0.hasPrefix("        \"") && $0.hasSuffix("{")
        }
        let writtenOrder = actionLines.map { $0.dropFirst(9).prefix { $0 != "\"" } }.map(String.init)
        #expect(writtenOrder == actions.keys.sorted(), "actions are not sorted by id")
        for (id, action) in actions {
            #expect(action["title"] != nil, "\(id) has no title")
            if let options = action["options"] as? [String] { #expect(!options.isEmpty) }
        }
    }

    /// The layout of the Hive documentation's sample, spelled out once in full.
    @Test func layoutIsTheHiveSampleLayout() throws {
        let source = """
            actions:
              REPLY_ID:
                title: {ar: ردّ, ko: 답장, en: Reply}
                options: [authenticationRequired, foreground]
                icon: {template: ReplyIcon}
                textInput: {button: {ko: 보내기, en: Send}, placeholder: Message}
              CLOSE_ID:
                title: Close
                options: []
                icon: xmark
            categories:
              Z_CATEGORY: [REPLY_ID, CLOSE_ID]
              A_CATEGORY: [CLOSE_ID]
            """
        let result = Compiler.compile([SourceFile(path: "layout.yaml", bytes: Array(source.utf8))])
        let json = try #require(result.output?.hiveJSON)
        #expect(
            json == """
                {
                    "actions": {
                        "CLOSE_ID": {
                            "title": {
                                "en": "Close"
                            },
                            "icon": "xmark"
                        },
                        "REPLY_ID": {
                            "title": {
                                "en": "Reply",
                                "ko": "답장",
                                "ar": "ردّ"
                            },
                            "options": ["foreground", "authenticationRequired"],
                            "icon": {"template": "ReplyIcon"},
                            "textInput": {
                                "button": {
                                    "en": "Send",
                                    "ko": "보내기"
                                },
                                "placeholder": {
                                    "en": "Message"
                                }
                            }
                        }
                    },
                    "categories": {
                        "Z_CATEGORY": ["REPLY_ID", "CLOSE_ID"],
                        "A_CATEGORY": ["CLOSE_ID"]
                    }
                }

                """)
    }
}
