import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax
import TestSupport
import Testing

/// `actionc payload`'s check: each diagnostic at the place `1️⃣` marks in the payload.
@Suite struct PayloadCheckTests {
    private func catalog() throws -> Catalog {
        let definitions = """
            actions:
              GIFT_ID: {title: Open}
            categories:
              GIFT_CATEGORY: [GIFT_ID]
              SALE_CATEGORY: [GIFT_ID]
            """
        return try #require(
            Compiler.check([SourceFile(path: "push.actions.yaml", bytes: Array(definitions.utf8))]).0)
    }

    private func check(_ marked: MarkedText, file: String = "payload.json") throws -> [Diagnostic] {
        PayloadCheck.check([SourceFile(path: file, bytes: Array(marked.text.utf8))], against: try catalog())
    }

    @Test(arguments: ["payload.json", "Push/GIFT_CATEGORY.apns"])
    func payloadNamingACategoryPasses(_ file: String) throws {
        let payload = MarkedText(
            """
            {
              "Simulator Target Bundle" : "com.example.game",
              "aps" : {"alert" : {"title" : "Gift"}, "category" : "GIFT_CATEGORY"}
            }

            """)
        #expect(try check(payload, file: file).isEmpty)
        #expect(try check(MarkedText(#"{"aps": {"alert": "No buttons"}}"#)).isEmpty)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let code: DiagnosticCode
        let message: String
        var notes: [String] = []
        let source: String
        var testDescription: String { code.rawValue + ": " + message }
    }

    static let cases: [Case] = [
        Case(
            code: .unknownCategory,
            message: "'aps.category' is 'GIFT_CATEGROY', which no definition has; iOS would show no buttons",
            notes: ["did you mean 'GIFT_CATEGORY'?"],
            source: """
                {
                  "aps": {
                    "alert": "A gift",
                    "category": 1️⃣"GIFT_CATEGROY"
                  }
                }
                """),
        Case(
            code: .missingKey, message: "the payload has no 'aps' object, so iOS shows nothing",
            source: #"1️⃣{"alert": "A gift", "category": "GIFT_CATEGORY"}"#),
        Case(
            code: .typeMismatch, message: "'aps' is a string, not an object",
            source: #"{"aps": 1️⃣"GIFT_CATEGORY"}"#),
        Case(
            code: .typeMismatch, message: "an APNs payload is a JSON object, not an array",
            source: #"1️⃣[{"aps": {}}]"#),
        Case(
            code: .typeMismatch, message: "'aps.category' is an array, not a string",
            source: #"{"aps": {"category": 1️⃣["GIFT_CATEGORY"]}}"#),
        Case(
            code: .typeMismatch, message: "'aps.category' is null, not a string",
            source: #"{"aps": {"category": 1️⃣null}}"#),
        Case(
            code: .syntax, message: "expected a value after ','; JSON does not allow a trailing comma",
            source: #"{"aps": {"category": "GIFT_CATEGORY",1️⃣}}"#),
        // Foundation would read the second category, iOS would show no buttons: not a pass.
        Case(
            code: .duplicateKey, message: "duplicate key 'category'",
            notes: ["'category' first appears here"],
            source: #"{"aps": {"category": "GIFT_CATEGORY", 1️⃣"category": "NOPE"}}"#),
        Case(
            code: .duplicateKey, message: "duplicate key 'aps'", notes: ["'aps' first appears here"],
            source: #"{"aps": {"category": "GIFT_CATEGORY"}, 1️⃣"aps": {"category": "NOPE"}}"#),
        Case(
            code: .limit, message: "the payload is 4097 bytes, over APNs' limit of 4096",
            notes: ["APNs rejects it; this is where byte 4097 starts"],
            source: filler(4097, marked: true)),
    ]

    @Test(arguments: Self.cases)
    func problemIsAtItsMarkedPlace(_ testCase: Case) throws {
        let marked = MarkedText(testCase.source)
        let diagnostics = try check(marked)
        #expect(diagnostics.map(\.code) == [testCase.code])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.notes.map(\.message) == testCase.notes)
        #expect(
            diagnostic.location
                == ActionSyntax.SourceLocation(
                    file: "payload.json", line: marked["1"].line, column: marked["1"].column))
    }

    /// A payload of `size` bytes and a final newline (which is not counted), the marker on
    /// its last byte.
    static func filler(_ size: Int, marked: Bool = false) -> String {
        let start = #"{"aps": {"category": "GIFT_CATEGORY"}, "filler": ""#
        return start + String(repeating: "x", count: size - start.utf8.count - 2) + "\"" + (marked ? "1️⃣" : "")
            + "}\n"
    }

    /// Bytes that are not UTF-8 cannot be a payload; MarkedText holds only text, so the
    /// place is counted: 22 characters come before the bad byte.
    @Test func invalidUTF8IsAnEncodingErrorAtTheByte() throws {
        let bytes = Array(#"{"aps": {"category": ""#.utf8) + [0xFF] + Array(#""}}"#.utf8)
        let diagnostics = PayloadCheck.check(
            [SourceFile(path: "payload.json", bytes: bytes)], against: try catalog())
        #expect(diagnostics.map(\.code) == [.encoding])
        #expect(
            diagnostics.first?.location
                == ActionSyntax.SourceLocation(file: "payload.json", line: 1, column: 23))
    }

    @Test func exactlyTheLimitPasses() throws {
        let source = Self.filler(4096)
        #expect(source.utf8.count == 4097)
        #expect(try check(MarkedText(source)).isEmpty)
    }
}
