import ActionModel
import ActionPipeline
import ActionSyntax
import TestSupport
import Testing

/// Where each diagnostic points, written as markers in the source: `1️⃣` is where the
/// diagnostic belongs, `2️⃣` where its first located note belongs (if any).
@Suite struct DiagnosticPositionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var code: DiagnosticCode
        var detail = ""
        var file = "test.yaml"
        var source: String

        var testDescription: String { code.rawValue + (detail.isEmpty ? "" : " (\(detail))") }
    }

    static let cases: [Case] = baseCases + formatCases

    static let baseCases: [Case] = [
        Case(
            code: .syntax,
            source: """
                categories:
                  C: 1️⃣[A_ID
                2️⃣
                """),
        Case(
            code: .duplicateKey,
            source: """
                actions:
                  REPLY_ID:
                    2️⃣title: Reply
                    1️⃣title: Again
                """),
        Case(
            code: .duplicateKey, detail: "in a mapping of more than 16 keys",
            source: """
                actions:
                  A0_ID: {title: x}
                  A1_ID: {title: x}
                  A2_ID: {title: x}
                  2️⃣A3_ID: {title: x}
                  A4_ID: {title: x}
                  A5_ID: {title: x}
                  A6_ID: {title: x}
                  A7_ID: {title: x}
                  A8_ID: {title: x}
                  A9_ID: {title: x}
                  A10_ID: {title: x}
                  A11_ID: {title: x}
                  A12_ID: {title: x}
                  A13_ID: {title: x}
                  A14_ID: {title: x}
                  A15_ID: {title: x}
                  A16_ID: {title: x}
                  1️⃣A3_ID: {title: y}
                """),
        Case(
            code: .duplicateKey, detail: "language",
            source: """
                actions:
                  REPLY_ID:
                    title:
                      2️⃣en: Reply
                      ko: 답장
                      1️⃣en: Again
                """),
        Case(
            code: .unknownKey, detail: "nested in textInput",
            source: """
                actions:
                  REPLY_ID:
                    title: Reply
                    textInput:
                      button: Send
                      1️⃣placehold: Type
                """),
        Case(
            code: .typeMismatch,
            source: """
                actions:
                  REPLY_ID:
                    title: Reply
                    options: 1️⃣foreground
                """),
        Case(code: .unsupportedVersion, source: "version: 1️⃣3\n"),
        Case(
            code: .invalidIdentifier,
            source: """
                categories:
                  1️⃣BAD CATEGORY: [A]
                """),
        Case(
            code: .reservedIdentifier,
            source: """
                actions:
                  1️⃣com.apple.reply: {title: Reply}
                """),
        Case(
            code: .unknownAction,
            source: """
                actions:
                  REPLY_ID: {title: Reply}
                categories:
                  C: [REPLY_ID, 1️⃣REPLI_ID]
                """),
        Case(
            code: .tooManyActions,
            source: """
                actions:
                  A: {title: A}
                  B: {title: B}
                  C: {title: C}
                  D: {title: D}
                categories:
                  2️⃣FOUR: [A, B, C, 1️⃣D]
                """),
        Case(
            code: .emptyCategory,
            source: """
                categories:
                  1️⃣NOTHING: []
                """),
        Case(
            code: .repeatedAction,
            source: """
                actions:
                  A: {title: A}
                categories:
                  TWICE:
                    - 2️⃣A
                    - 1️⃣A
                """),
        Case(
            code: .missingEnglish,
            source: """
                actions:
                  A:
                    title: 1️⃣{ko: 답장}
                categories:
                  C: [A]
                """),
        Case(
            code: .unknownLanguage,
            source: """
                actions:
                  A:
                    title: {en: Reply, 1️⃣zh_Hanz: 回复}
                categories:
                  C: [A]
                """),
        Case(
            code: .emptyTitle, detail: "one language of a block mapping",
            source: """
                actions:
                  A:
                    title:
                      en: Reply
                      ko: 1️⃣"  "
                categories:
                  C: [A]
                """),
        Case(
            code: .invalidCharacter, detail: "one language of a flow mapping",
            source: """
                actions:
                  A:
                    title: {en: Reply, ar: 1️⃣"رد\\u202E"}
                categories:
                  C: [A]
                """),
        Case(
            code: .invalidOption,
            source: """
                actions:
                  A:
                    title: Reply
                    options: [foreground, 1️⃣destroy]
                categories:
                  C: [A]
                """),
        Case(code: .unknownPreset, source: "presets: [1️⃣hiev]\n"),
        Case(
            code: .swiftNameCollision,
            source: """
                actions:
                  2️⃣REPLY_ID: {title: Reply}
                  1️⃣reply: {title: Reply}
                categories:
                  C: [REPLY_ID, reply]
                """),
        Case(
            code: .androidNameCollision,
            source: """
                targets: [ios, android]
                actions:
                  2️⃣REPLY_ID: {title: Reply}
                  1️⃣replyID: {title: Reply}
                categories:
                  C: [REPLY_ID, replyID]
                """),
        Case(
            code: .tooManyActions, detail: "android",
            source: """
                targets: [ios, android]
                actions:
                  A: {title: A}
                  B: {title: B}
                  C: {title: C}
                  D: {title: D}
                categories:
                  2️⃣FOUR: [A, B, C, 1️⃣D]
                """),
        Case(
            code: .notOnAndroid,
            source: """
                targets: [ios, android]
                actions:
                  A: {title: Reply}
                categories:
                  1️⃣C:
                    actions: [A]
                    options: [customDismissAction]
                """),
        Case(
            code: .invalidIdentifier, detail: "android name",
            source: """
                targets: [ios, android]
                actions:
                  A:
                    title: Reply
                    android: {name: 1️⃣Reply-Now}
                categories:
                  C: [A]
                """),
        Case(
            code: .missingKey,
            source: """
                actions:
                  1️⃣A:
                    options: [foreground]
                """),
        Case(
            code: .missingTranslation,
            source: """
                languages: [en, ko]
                actions:
                  A:
                    title: 1️⃣Reply
                categories:
                  C: [A]
                """),
        Case(
            code: .unusedAction,
            source: """
                actions:
                  1️⃣A: {title: Reply}
                """),
        Case(
            code: .longTitle, detail: "one language",
            source: """
                actions:
                  A:
                    title:
                      en: Reply
                      ja: 1️⃣このタイトルは通知ボタンには長すぎますよね
                categories:
                  C: [A]
                """),
        Case(
            code: .notInHiveJSON, detail: "short-form category beside it",
            source: """
                actions:
                  A: {title: Reply}
                categories:
                  PLAIN: [A]
                  1️⃣C:
                    actions: [A]
                    options: [customDismissAction]
                """),
        Case(
            code: .notInHiveJSON, detail: "JSON", file: "test.json",
            source: """
                {"actions": {"A": {"title": "A"}},
                 "categories": {1️⃣"C": {"actions": ["A"], "options": ["allowInCarPlay"]}}}
                """),
        Case(
            code: .duplicateKey, detail: "JSON", file: "test.json",
            source: """
                {"actions": {2️⃣"A": {"title": "A"}, 1️⃣"A": {"title": "B"}}}
                """),
    ]

    @Test(arguments: cases)
    func diagnosticIsAtItsMarker(_ testCase: Case) throws {
        let marked = MarkedText(testCase.source)
        let result = Compiler.compile([SourceFile(path: testCase.file, bytes: Array(marked.text.utf8))])
        let diagnostic = try #require(
            result.diagnostics.first { $0.code == testCase.code },
            "no \(testCase.code.rawValue) in:\n\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(diagnostic.location == location(marked, "1", in: testCase.file))
        let noteLocation = diagnostic.notes.lazy.compactMap(\.location).first
        #expect(noteLocation == marked.markers["2"].map { _ in location(marked, "2", in: testCase.file) })
    }

    @Test func duplicateAcrossFilesPointsAtTheRepeatWithANoteAtTheFirst() {
        let first = MarkedText("actions:\n  1️⃣REPLY_ID: {title: Reply}\ncategories:\n  C: [REPLY_ID]\n")
        let second = MarkedText("actions:\n  2️⃣REPLY_ID: {title: Answer}\n")
        let diagnostics = Compiler.compile([
            SourceFile(path: "a.yaml", bytes: Array(first.text.utf8)),
            SourceFile(path: "b.yaml", bytes: Array(second.text.utf8)),
        ]).diagnostics
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier])
        #expect(diagnostics.first?.location == location(second, "2", in: "b.yaml"))
        #expect(diagnostics.first?.notes.first?.location == location(first, "1", in: "a.yaml"))
    }

    @Test func didYouMeanNotesNameTheLikelyIntent() throws {
        let source = """
            actions:
              REPLY_ID:
                titel: Reply
            categories:
              C:
                actions: [REPLY_ID]
                option: [allowInCarPlay]
            """
        let diagnostics = Compiler.compile([SourceFile(path: "x.yaml", bytes: Array(source.utf8))])
            .diagnostics
        let notes = diagnostics.filter { $0.code == .unknownKey }.compactMap { $0.notes.first?.message }
        #expect(notes == ["did you mean 'title'?", "did you mean 'options'?"])
        // A misspelt required key is one problem, not also a missing one.
        #expect(!diagnostics.contains { $0.code == .missingKey })
    }

    private func location(_ marked: MarkedText, _ marker: Character, in file: String)
        -> ActionSyntax.SourceLocation
    {
        SourceLocation(file: file, line: marked[marker].line, column: marked[marker].column)
    }
}
