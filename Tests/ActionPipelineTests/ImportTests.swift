import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `actionc import pushwoosh`: the sample response against its golden, the forms Pushwoosh's
/// data comes in, and every problem placed in the response.
@Suite struct ImportTests {
    static let sample = "Tests/Fixtures/pushwoosh/register-device-response.json"
    static let documented = "Tests/Fixtures/pushwoosh/documented-response.json"
    static let valueForms = "Tests/Fixtures/pushwoosh/value-forms.json"

    /// Each response in Tests/Fixtures/pushwoosh imports without a diagnostic, matches its
    /// golden in Tests/Golden/import, and the definitions build.
    static func importAndBuild(_ path: String) throws -> Catalog {
        let result = Compiler.importPushwoosh(Fixtures.source(path))
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let yaml = try #require(result.definitions)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let failure = Golden.compare(yaml, to: "Tests/Golden/import/\(name).yaml") {
            Issue.record(Comment(rawValue: failure))
        }
        let compiled = Compiler.compile([SourceFile(path: "pushwoosh.yaml", bytes: Array(yaml.utf8))])
        #expect(compiled.diagnostics.isEmpty, "\(DiagnosticFormatter.text(compiled.diagnostics))")
        return try #require(compiled.output?.catalog)
    }

    @Test(
        arguments: Repository.files(in: "Tests/Fixtures/pushwoosh", extensions: ["json"]).map(
            \.lastPathComponent))
    func responseImportsAsItsGoldenAndBuilds(_ name: String) throws {
        _ = try Self.importAndBuild("Tests/Fixtures/pushwoosh/" + name)
    }

    @Test func sampleMapsIdsOptionsAndTextInput() throws {
        let catalog = try Self.importAndBuild(Self.sample)
        #expect(catalog.categories.map(\.id) == ["65", "66", "6"])
        #expect(catalog.categories.map(\.swiftName) == ["category65", "category66", "category6"])
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0) })
        #expect(actions["65_0"]?.options == [.foreground])
        #expect(actions["65_1"]?.options == [.destructive])
        #expect(actions["66_reply"]?.textInput?.button[.en] == "Send")
        #expect(actions["66_reply"]?.textInput?.placeholder[.en] == #"Say "hi" to the team"#)
        #expect(actions["66_later_today"]?.title[.en] == "Remind me later")
        // A button id that starts with a letter is camel-cased after its category; a number
        // keeps its category and `Button`, so `65`/`1` and `6`/`51` stay apart.
        #expect(actions["66_reply"]?.swiftName == "category66Reply")
        #expect(actions["66_later_today"]?.swiftName == "category66LaterToday")
        #expect(actions["6_51"]?.swiftName == "category6Button51")
        #expect(actions["65_0"]?.swiftName == "category65Button0")
    }

    /// Pushwoosh repeats button ids across categories, and the category in the name keeps
    /// them apart; two ids of one category that camel-case alike (`v1_2`, `v12`) keep the
    /// action id's spelling.
    @Test func repeatedAndLookAlikeButtonIdsGetDistinctSwiftNames() throws {
        let catalog = try Self.importAndBuild("Tests/Fixtures/pushwoosh/repeated-button-ids.json")
        let names = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0.swiftName) })
        #expect(
            names == [
                "70_reply": "category70Reply", "70_mute_chat": "category70MuteChat",
                "71_reply": "category71Reply", "71_open": "category71Open",
                "72_v1_2": "category72Buttonv1_2", "72_v12": "category72Buttonv12",
            ])
    }

    /// Pushwoosh's documentation (and its server) send `type` as the string "0" or "1" beside
    /// a numeric `startApplication`; the SDK reads both with `boolValue`.
    @Test func documentedResponseWithStringTypesImports() throws {
        let catalog = try Self.importAndBuild(Self.documented)
        #expect(catalog.categories.map(\.id) == ["8578"])
        #expect(catalog.categories.first?.actionIDs == ["8578_0", "8578_1"])
        let options = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0.options) })
        #expect(options == ["8578_0": [.foreground], "8578_1": [.destructive]])
    }

    /// Numbers, booleans and numeric strings as flags; missing, null and boolean ids; a
    /// whole-number categoryId written with a fraction; text input without a title.
    @Test func everyValueFormTheSDKReadsImportsAsItReadsIt() throws {
        let catalog = try Self.importAndBuild(Self.valueForms)
        #expect(catalog.categories.map(\.id) == ["101", "102", "103"])
        #expect(
            catalog.categories.map(\.actionIDs) == [
                ["101_open", "101_bin", "101_text"], ["102_1", "102_2", "102_0"],
                ["103_7", "103_7_5", "103_plain"],
            ])
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.id, $0) })
        #expect(actions["101_open"]?.options == [.foreground])
        #expect(actions["101_bin"]?.options == [.destructive])
        #expect(actions["101_text"]?.options == [.destructive])
        #expect(actions["102_1"]?.options == [])
        #expect(actions["102_0"]?.options == [.foreground, .destructive])
        #expect(actions["103_7"]?.textInput?.button[.en] == "Send")
        #expect(actions["103_7"]?.textInput?.placeholder.isEmpty == true)
        #expect(actions["103_7_5"]?.textInput?.button[.en] == "Send")
        #expect(actions["103_plain"]?.textInput == nil)
    }

    /// Integer ids past 2^53 keep every digit, as `JSONSerialization` keeps them in a 64-bit
    /// integer; a fraction or exponent goes through `Double`, as the SDK's `NSNumber` does.
    @Test func integerIdsAreReadExactly() throws {
        let response = """
            [{"categoryId": 9007199254740993, "buttons": [
              {"id": 18446744073709551615, "label": "A"}, {"id": 1e1, "label": "B"}]}]
            """
        let result = Compiler.importPushwoosh(
            SourceFile(path: "response.json", bytes: Array(response.utf8)))
        let definitions = try #require(result.definitions, "\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(definitions.contains(#""9007199254740993":"#))
        #expect(definitions.contains(#""9007199254740993_18446744073709551615":"#))
        #expect(definitions.contains(#""9007199254740993_10":"#))
    }

    /// `-[NSString boolValue]`: spaces, a sign and zeros skipped, then Y, y, T, t or 1 to 9.
    @Test(arguments: [
        ("1", true), ("0", false), ("", false), ("true", true), ("false", false), ("yes", true),
        ("no", false),
        ("  2", true), ("-1", true), ("+0", false), ("007", true), ("00", false), ("0.5", false),
        ("x", false),
    ])
    func textFlagsReadAsFoundationsBoolValue(_ text: String, _ expected: Bool) throws {
        let json = #"[{"categoryId": 1, "buttons": [{"id": 1, "label": "A", "type": "\#(text)"}]}]"#
        let result = Compiler.importPushwoosh(SourceFile(path: "r.json", bytes: Array(json.utf8)))
        let yaml = try #require(result.definitions)
        let catalog = try #require(Compiler.check([SourceFile(path: "i.yaml", bytes: Array(yaml.utf8))]).0)
        #expect(catalog.actions.first?.options == (expected ? [.destructive] : []))
    }

    /// The whole response, its `response` object and the bare list give the same definitions.
    @Test func everyFormOfTheResponseGivesTheSameDefinitions() throws {
        let categories = """
            [{"categoryId": 7, "buttons": [{"id": 1, "label": "Yes", "type": 0, "startApplication": 1}]}]
            """
        let forms = [
            #"{"status_code": 200, "response": {"iosCategories": \#(categories)}}"#,
            #"{"iosCategories": \#(categories), "other": true}"#, categories,
        ]
        let outputs = forms.map {
            Compiler.importPushwoosh(SourceFile(path: "r.json", bytes: Array($0.utf8))).definitions
        }
        #expect(outputs[0] != nil)
        #expect(Set(outputs).count == 1)
    }

    /// Texts with characters YAML cannot hold as they are still reach the compiler intact,
    /// which then reports them at their place in the response.
    @Test func hostileLabelsAreQuotedExactlyOrReportedInTheResponse() throws {
        let label = #"yes: #1 'a' \"b\" \\ \u2028 é"#
        let json =
            #"[{"categoryId": 1, "buttons": [{"id": "x", "label": "\#(label)", "type": 0, "startApplication": 0}]}]"#
        let result = Compiler.importPushwoosh(SourceFile(path: "r.json", bytes: Array(json.utf8)))
        // U+2028 is an invalid character in a title: reported at the label, nothing produced.
        #expect(result.definitions == nil)
        #expect(result.diagnostics.map(\.code) == [.invalidCharacter])
        let labelColumn = try #require(json.range(of: "\"yes:")).lowerBound.utf16Offset(in: json) + 1
        #expect(result.diagnostics.first?.location?.column == labelColumn)

        let clean = json.replacingOccurrences(of: #"\u2028 "#, with: "")
        let imported = Compiler.importPushwoosh(
            SourceFile(path: "r.json", bytes: Array(clean.utf8)))
        let yaml = try #require(imported.definitions)
        let catalog = try #require(Compiler.check([SourceFile(path: "i.yaml", bytes: Array(yaml.utf8))]).0)
        #expect(catalog.actions.first?.title[.en] == #"yes: #1 'a' "b" \ é"#)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var code: DiagnosticCode
        var detail: String
        var source: String
        var testDescription: String { code.rawValue + " (" + detail + ")" }
    }

    static let cases: [Case] = [
        Case(code: .syntax, detail: "not JSON", source: "[{\"categoryId\": 1,1️⃣]"),
        Case(code: .typeMismatch, detail: "root", source: "1️⃣\"hello\""),
        Case(code: .missingKey, detail: "no iosCategories", source: #"{"response": 1️⃣{"status": 1}}"#),
        Case(
            code: .typeMismatch, detail: "quoted categoryId",
            source:
                #"[{"categoryId": 1️⃣"65", "buttons": [{"id": 1, "label": "A", "type": 0, "startApplication": 0}]}]"#
        ),
        Case(
            code: .typeMismatch, detail: "null categoryId",
            source:
                #"[{"categoryId": 1️⃣null, "buttons": [{"id": 1, "label": "A", "type": 0, "startApplication": 0}]}]"#
        ),
        Case(code: .typeMismatch, detail: "category not an object", source: #"[1️⃣"65"]"#),
        Case(
            code: .typeMismatch, detail: "button not an object",
            source: #"[{"categoryId": 1, "buttons": [1️⃣"Accept"]}]"#),
        Case(code: .missingKey, detail: "category without buttons", source: #"[1️⃣{"categoryId": 1}]"#),
        Case(
            code: .missingKey, detail: "button without label",
            source: #"[{"categoryId": 1, "buttons": [1️⃣{"id": 1, "type": 0, "startApplication": 0}]}]"#),
        Case(
            code: .typeMismatch, detail: "null type",
            source:
                #"[{"categoryId": 1, "buttons": [{"id": 1, "label": "A", "type": 1️⃣null, "startApplication": 0}]}]"#
        ),
        Case(
            code: .typeMismatch, detail: "startApplication a list",
            source: #"[{"categoryId": 1, "buttons": [{"id": 1, "label": "A", "startApplication": 1️⃣[1]}]}]"#),
        Case(
            code: .typeMismatch, detail: "label not text",
            source:
                #"[{"categoryId": 1, "buttons": [{"id": 1, "label": 1️⃣[], "type": 0, "startApplication": 0}]}]"#
        ),
        Case(
            code: .typeMismatch, detail: "label a number",
            source:
                #"[{"categoryId": 1, "buttons": [{"id": 1, "label": 1️⃣7, "type": 0, "startApplication": 0}]}]"#
        ),
        Case(
            code: .emptyTitle, detail: "blank label",
            source:
                #"[{"categoryId": 1, "buttons": [{"id": 1, "label": 1️⃣" ", "type": 0, "startApplication": 0}]}]"#
        ),
        Case(code: .emptyCategory, detail: "no buttons", source: #"[{"categoryId": 1️⃣1, "buttons": []}]"#),
        Case(
            code: .tooManyActions, detail: "eleven buttons",
            source: #"[{"categoryId": 1, "buttons": [\#(tenButtons), 1️⃣{"id": 11, "label": "K"}]}]"#),
        Case(
            code: .duplicateIdentifier, detail: "categoryId twice",
            source: """
                [{"categoryId": 2️⃣1, "buttons": [{"id": 1, "label": "A", "type": 0, "startApplication": 0}]},
                 {"categoryId": 1️⃣1, "buttons": [{"id": 1, "label": "A", "type": 0, "startApplication": 0}]}]
                """),
        Case(
            code: .duplicateIdentifier, detail: "button ids alike once sanitized",
            source: """
                [{"categoryId": 1, "buttons": [2️⃣{"id": "a b", "label": "A", "type": 0, "startApplication": 0},
                 {"id": 1️⃣"a_b", "label": "B", "type": 0, "startApplication": 0}]}]
                """),
        Case(
            code: .duplicateKey, detail: "repeated key",
            source:
                #"[{"categoryId": 1, 1️⃣"categoryId": 2, "buttons": [{"id": 1, "label": "A", "type": 0, "startApplication": 0}]}]"#
        ),
        Case(
            code: .duplicateKey, detail: "repeated iosCategories",
            source: #"{"iosCategories": [], 1️⃣"iosCategories": []}"#),
        Case(
            code: .duplicateKey, detail: "repeated response",
            source: #"{"response": {"iosCategories": []}, 1️⃣"response": {"iosCategories": []}}"#),
        Case(
            code: .invalidIdentifier, detail: "over 64 characters",
            source:
                #"[{"categoryId": 1, "buttons": [{"id": 1️⃣"\#(String(repeating: "x", count: 63))", "label": "A", "type": 0, "startApplication": 0}]}]"#
        ),
    ]

    @Test(arguments: Self.cases)
    func problemIsReportedAtItsPlaceAndNothingIsProduced(_ testCase: Case) {
        let marked = MarkedText(testCase.source)
        let result = Compiler.importPushwoosh(
            SourceFile(path: "response.json", bytes: Array(marked.text.utf8)))
        #expect(result.definitions == nil)
        let text = DiagnosticFormatter.text(result.diagnostics)
        #expect(result.diagnostics.count == 1, "\(text)")
        guard let diagnostic = result.diagnostics.first else { return }
        #expect(diagnostic.code == testCase.code, "\(text)")
        #expect(diagnostic.location?.line == marked["1"].line, "\(text)")
        #expect(diagnostic.location?.column == marked["1"].column, "\(text)")
        if marked.markers["2"] != nil {
            let note = diagnostic.notes.compactMap(\.location).first
            #expect(note?.line == marked["2"].line && note?.column == marked["2"].column, "\(text)")
        }
    }

    /// Ten buttons, ids 1 to 10: as many as iOS displays, the limit of `targets: [ios]`,
    /// which the imported file states.
    static let tenButtons = (1...10).map { #"{"id": \#($0), "label": "B\#($0)"}"# }.joined(separator: ", ")

    /// A value of the wrong type no longer hides the file's other problems: the validator
    /// still counts the category's buttons and checks the other categories.
    @Test(arguments: [
        // A label that is not text, and an eleventh button, in the same category.
        #"[{"categoryId": 1, "buttons": [{"id": 0, "label": 1️⃣[], "type": 0}, \#(tenButtons)]}]"#
            .replacingOccurrences(of: #"{"id": 10, "#, with: #"2️⃣{"id": 10, "#),
        // A quoted categoryId (the SDK skips the category), and an eleventh button in it.
        #"[{"categoryId": 1️⃣"9", "buttons": [\#(tenButtons), 2️⃣{"id": 11, "label": "K"}]}]"#,
        // A null type in one category, an eleventh button in another.
        #"[{"categoryId": 1, "buttons": [{"id": 1, "label": "A", "type": 1️⃣null}]},"#
            + #" {"categoryId": 2, "buttons": [\#(tenButtons), 2️⃣{"id": 11, "label": "K"}]}]"#,
    ])
    func aTypeErrorDoesNotHideAnEleventhButton(_ source: String) {
        let marked = MarkedText(source)
        let result = Compiler.importPushwoosh(
            SourceFile(path: "response.json", bytes: Array(marked.text.utf8)))
        #expect(result.definitions == nil)
        let text = DiagnosticFormatter.text(result.diagnostics)
        #expect(result.diagnostics.map(\.code) == [.typeMismatch, .tooManyActions], "\(text)")
        for (diagnostic, marker) in zip(result.diagnostics, ["1", "2"] as [Character]) {
            #expect(diagnostic.location?.line == marked[marker].line, "\(text)")
            #expect(diagnostic.location?.column == marked[marker].column, "\(text)")
        }
    }
}
