import ActionModel
import ActionPipeline
import ActionSyntax
import Testing

/// `Pipeline.run`, the one call every command makes: `--strict` and the order of the stages
/// are its business, so a caller only prints what the report holds.
@Suite struct PipelineTests {
    /// One category, and an action no category shows: an `unused-action` warning.
    static let withWarning = SourceFile(
        path: "app.actions.yaml",
        bytes: Array(
            "actions:\n  REPLY: {title: Reply}\n  SPARE: {title: Spare}\ncategories:\n  CHAT: [REPLY]\n".utf8)
    )

    @Test func strictMakesTheWarningAnErrorAndWithholdsTheOutputs() throws {
        var request = PipelineRequest(definitions: [Self.withWarning], outputs: OutputRequest(manifest: true))
        let relaxed = Pipeline.run(request)
        #expect(relaxed.definitionDiagnostics.map(\.severity) == [.warning])
        #expect(relaxed.outputs?.manifest != nil)

        request.strict = true
        let strict = Pipeline.run(request)
        let promoted = try #require(strict.definitionDiagnostics.first)
        #expect(promoted.code == .unusedAction && promoted.severity == .error)
        #expect(promoted.notes.map(\.message).contains("a warning, made an error by --strict"))
        #expect(strict.outputs == nil)
    }

    /// Changes are compared only with definitions that hold: a baseline is not even read when
    /// they do not (under `--strict`, a warning is enough).
    @Test func baselinesAreReadOnlyWhenTheDefinitionsHold() {
        let empty = BaselineInput(name: "base.yaml", sources: [SourceFile(path: "base.yaml", bytes: [])])
        var request = PipelineRequest(definitions: [Self.withWarning], baselines: [empty])
        let read = Pipeline.run(request)
        #expect(read.diagnostics.map(\.code) == [.emptyCatalog])
        #expect(read.definitionDiagnostics.isEmpty, "a baseline's problem is reported alone")

        request.strict = true
        let notRead = Pipeline.run(request)
        #expect(notRead.diagnostics.isEmpty)
        #expect(notRead.definitionDiagnostics.map(\.code) == [.unusedAction])
        #expect(notRead.diffSummary == nil)
    }
}
