import ActionModel
import ActionSyntax
import ActionValidate
import Foundation
import TestSupport
import Testing

/// The plugins' reader of `targets:` (Plugins/Shared/DeclaredTargets.swift, compiled here
/// through the same kind of symlink as in the plugins), held to the compiler's decoding: the
/// build plugin declares `hive_push_actions.json` as an output from its answer, and SwiftPM
/// fails or re-runs a command whose declared outputs are not the files it writes.
@Suite struct DeclaredTargetsTests {
    /// What the compiler decodes from one file's `targets:`, as names; nil when it states none.
    static func decoded(_ text: String, path: String) -> Set<String>? {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        guard let root = ParsedInput(source).root else { return nil }
        return DefinitionDecoder.decode(root, file: path).0.targets.map { Set($0.value.map(\.rawValue)) }
    }

    @Test func everyFixtureReadsAsTheCompilerDecodesIt() throws {
        var stating = 0
        for folder in ["valid", "invalid", "multi"] {
            let root = Repository.url("Tests/Fixtures/\(folder)")
            let files = try #require(
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let file as URL in files
            where ["yaml", "yml", "json"].contains(file.pathExtension)
                && !Repository.isTranslationRecord(file)
            {
                let text = try String(contentsOf: file, encoding: .utf8)
                let compiler = Self.decoded(text, path: file.path)
                let reader = DeclaredTargets.names(in: text, isJSON: file.pathExtension == "json").map(
                    Set.init)
                #expect(reader == compiler, "\(file.path)")
                if compiler != nil { stating += 1 }
            }
        }
        // Not vacuous: the fixtures of issue 34 state targets in both directions.
        #expect(stating >= 8)
    }

    /// The forms the reader takes, each also decoded by the compiler; and `targets` that is
    /// not the top-level key (in a comment, in a category, in a nested JSON object).
    @Test(
        arguments: [
            ("targets: [ios]\n", ["ios"]),
            ("targets: [ hive , ios ]  # both\nactions: {}\n", ["hive", "ios"]),
            ("targets: [\n  ios,\n  hive,\n]\n", ["hive", "ios"]),
            ("targets:\n  - ios\n  # Hive later\n  - 'hive'\nactions: {}\n", ["hive", "ios"]),
            ("targets:\n- \"ios\"\nactions: {}\n", ["ios"]),
            ("\"targets\": [ios]\n", ["ios"]),
            ("\u{FEFF}targets: [ios]\r\nactions: {}\r\n", ["ios"]),
            ("targets: [ios, iso]\n", ["ios"]),
            ("targets: []\n", nil),
            ("targets:\nactions: {}\n", nil),
            ("# targets: [ios]\nactions: {}\n", nil),
            ("categories:\n  A_CATEGORY:\n    targets: [ios]\n", nil),
        ] as [(String, [String]?)])
    func yamlForms(_ text: String, names: [String]?) {
        #expect(DeclaredTargets.names(in: text, isJSON: false).map(Set.init) == names.map(Set.init))
        #expect(Self.decoded(text, path: "push.actions.yaml") == names.map(Set.init))
    }

    @Test(
        arguments: [
            (#"{"targets": ["ios"], "actions": {}}"#, ["ios"]),
            ("{\n  \"version\": 1,\n  \"targets\" : [ \"hive\", \"ios\" ]\n}", ["hive", "ios"]),
            (#"{"actions": {"A_ID": {"title": "targets"}}, "targets": ["ios"]}"#, ["ios"]),
            (#"{"categories": {"targets": ["ios"]}}"#, nil),
            (#"{"targets": null}"#, nil),
            (#"{"targets": []}"#, nil),
        ] as [(String, [String]?)])
    func jsonForms(_ text: String, names: [String]?) {
        #expect(DeclaredTargets.names(in: text, isJSON: true).map(Set.init) == names.map(Set.init))
        #expect(Self.decoded(text, path: "push.actions.json") == names.map(Set.init))
    }

    /// A form the reader does not take reads as "not stated", so the build plugin passes
    /// `--json` and actionc refuses it for targets without hive: a loud failure, never a
    /// wrong list of outputs.
    @Test func anotherFormReadsAsNotStated() {
        let text = "targets: &sdks [ios]\nactions:\n  OK_ID: {title: OK}\n"
        #expect(Self.decoded(text, path: "push.actions.yaml") == ["ios"])
        #expect(DeclaredTargets.names(in: text, isJSON: false) == nil)
    }

    /// The first file that states targets decides for the build, as the compiler's outputs
    /// show: `--print-outputs` lists the Hive file exactly when the plugin would declare it.
    @Test(arguments: [
        "multi/targets-in-one-file", "multi/conflicting-targets", "valid/targets-ios.yaml",
        "valid/targets-hive.yaml", "valid/title-forms.yaml",
    ])
    func theHiveFileIsAnOutputExactlyWhenTheCompilerWritesIt(_ fixture: String) throws {
        let url = Repository.url("Tests/Fixtures/\(fixture)")
        let files =
            url.pathExtension.isEmpty
            ? try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) : [url]
        let ordered = files.filter { !Repository.isTranslationRecord($0) }.sorted { $0.path < $1.path }
        let scratch = try Scratch()
        let listed = try ActioncProcess.run(
            ["build", "-o", "Generated", "--print-outputs"] + ordered.map(\.path), in: scratch.url)
        // Conflicting targets fail the build whatever the plugin declares; the first file decides.
        let writesHive =
            fixture == "multi/conflicting-targets" ? false : listed.stdout.contains("hive_push_actions.json")
        #expect(listed.status == (fixture == "multi/conflicting-targets" ? 1 : 0), "\(listed.stderr)")
        #expect(DeclaredTargets.includeHive(ordered) == writesHive, "\(fixture)")
    }

    @Test func theReaderIsThePluginsOwnAndKnowsTheCompilersTargets() {
        let shared = Repository.url("Plugins/Shared/DeclaredTargets.swift").resolvingSymlinksInPath().path
        for link in [
            "Plugins/PushActionsPlugin/DeclaredTargets.swift",
            "Plugins/GeneratePushActions/DeclaredTargets.swift",
            "Tests/actioncTests/Support/DeclaredTargets.swift",
        ] {
            #expect(Repository.url(link).resolvingSymlinksInPath().path == shared, "\(link)")
        }
        #expect(DeclaredTargets.known == Target.allCases.map(\.rawValue))
    }
}
