import ActionModel
import ActionPipeline
import ActionSyntax
import Testing

/// The text format prints a note once per code, a did-you-mean once per mistake (issue 36); the
/// JSON keeps every note.
@Suite struct DiagnosticFormatterTests {
    static func at(_ line: Int) -> ActionSyntax.SourceLocation {
        ActionSyntax.SourceLocation(file: "a.yaml", line: line, column: 3)
    }

    static let diagnostics: [Diagnostic] = [
        .error(
            .unknownKey, "unknown key 'tittle'", at: at(1),
            notes: [Diagnostic.Note("did you mean 'title'?"), Diagnostic.Note("keys: title, options")]),
        .error(
            .unknownKey, "unknown key 'optons'", at: at(2),
            notes: [Diagnostic.Note("did you mean 'options'?"), Diagnostic.Note("keys: title, options")]),
        .error(
            .unknownKey, "unknown key 'tittle'", at: at(3), notes: [Diagnostic.Note("did you mean 'title'?")]),
        // Another misspelling with the same suggestion keeps it.
        .error(
            .unknownKey, "unknown key 'titel'", at: at(8), notes: [Diagnostic.Note("did you mean 'title'?")]),
        // Another code says the same: its note is its own.
        .error(
            .invalidOption, "unknown option 'x'", at: at(4), notes: [Diagnostic.Note("keys: title, options")]),
        // A note at a place of its own is another fact at each place.
        .error(
            .duplicateKey, "key 'a' repeated", at: at(5), notes: [Diagnostic.Note("first here", at: at(1))]),
        .error(
            .duplicateKey, "key 'b' repeated", at: at(6), notes: [Diagnostic.Note("first here", at: at(2))]),
        .error(
            .duplicateKey, "key 'a' repeated", at: at(7), notes: [Diagnostic.Note("first here", at: at(1))]),
    ]

    @Test func aNoteIsPrintedOncePerCode() {
        #expect(
            DiagnosticFormatter.text(Self.diagnostics) == """
                a.yaml:1:3: error: unknown key 'tittle' [unknown-key]
                a.yaml:1:3: note: did you mean 'title'?
                a.yaml:1:3: note: keys: title, options
                a.yaml:2:3: error: unknown key 'optons' [unknown-key]
                a.yaml:2:3: note: did you mean 'options'?
                a.yaml:3:3: error: unknown key 'tittle' [unknown-key]
                a.yaml:8:3: error: unknown key 'titel' [unknown-key]
                a.yaml:8:3: note: did you mean 'title'?
                a.yaml:4:3: error: unknown option 'x' [invalid-option]
                a.yaml:4:3: note: keys: title, options
                a.yaml:5:3: error: key 'a' repeated [duplicate-key]
                a.yaml:1:3: note: first here
                a.yaml:6:3: error: key 'b' repeated [duplicate-key]
                a.yaml:2:3: note: first here
                a.yaml:7:3: error: key 'a' repeated [duplicate-key]

                """)
    }

    @Test func theJSONKeepsEveryNote() {
        let json = DiagnosticFormatter.json(Self.diagnostics)
        #expect(json.ranges(of: "\"keys: title, options\"").count == 3)
        #expect(json.ranges(of: "\"did you mean 'title'?\"").count == 3)
    }
}
