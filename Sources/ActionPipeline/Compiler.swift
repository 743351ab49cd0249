public import ActionModel
public import ActionRender
public import ActionSyntax
public import ActionTranslations
import ActionValidate

public struct CompilerOptions: Sendable {
    public var limits: ParseLimits
    public var registry: SwiftRegistryOptions
    /// The command line's `--ignore` codes, each one `warnings:` could set.
    public var ignoredWarnings: [DiagnosticCode]
    /// The translation records, for a run that reports stale translations; nil for none.
    public var translationRecords: TranslationRecordInput?

    public init(
        limits: ParseLimits = .default, registry: SwiftRegistryOptions = SwiftRegistryOptions(),
        ignoredWarnings: [DiagnosticCode] = [], translationRecords: TranslationRecordInput? = nil
    ) {
        self.limits = limits
        self.registry = registry
        self.ignoredWarnings = ignoredWarnings
        self.translationRecords = translationRecords
    }
}

/// The rendered outputs; the caller decides where they go.
public struct CompilationOutput: Sendable, Equatable {
    /// `hive_push_actions.json`; nil when `targets:` leaves out `hive`.
    public var hiveJSON: String?
    /// `PushActions.swift`.
    public var swiftRegistry: String
    /// The validated catalog, for the outputs a caller opts into (APNs payloads, String Catalog).
    public var catalog: Catalog
}

public struct CompilationResult: Sendable {
    /// In one total order: input order, then position, code and message.
    public var diagnostics: [Diagnostic]
    /// Present only when there was no error.
    public var output: CompilationOutput?
}

/// The pipeline for definitions alone, as a library caller wants it: compiled into the two
/// outputs, only checked, imported from Pushwoosh, or given translators' translations. Commands run `Pipeline.run` with the
/// artifacts they check.
public enum Compiler {
    public static func compile(_ sources: [SourceFile], options: CompilerOptions = CompilerOptions())
        -> CompilationResult
    {
        let report = Pipeline.run(
            PipelineRequest(
                definitions: sources, limits: options.limits, ignoredWarnings: options.ignoredWarnings,
                outputs: OutputRequest(registry: options.registry),
                translationRecords: options.translationRecords))
        guard let outputs = report.outputs, let swiftRegistry = outputs.swiftRegistry,
            let catalog = report.catalog
        else { return CompilationResult(diagnostics: report.definitionDiagnostics, output: nil) }
        return CompilationResult(
            diagnostics: report.definitionDiagnostics,
            output: CompilationOutput(
                hiveJSON: outputs.hiveJSON, swiftRegistry: swiftRegistry, catalog: catalog))
    }

    /// Parses, decodes and validates; the catalog is nil when any error was found.
    public static func check(
        _ sources: [SourceFile], limits: ParseLimits = .default, ignoring ignored: [DiagnosticCode] = []
    ) -> (Catalog?, [Diagnostic]) {
        let report = Pipeline.run(
            PipelineRequest(definitions: sources, limits: limits, ignoredWarnings: ignored))
        return (report.catalog, report.definitionDiagnostics)
    }

    /// Translations read from translators' files (`TranslationFileReader`) written into the
    /// definitions, through the pipeline's import: the definitions checked as `actionc build`
    /// checks them before and after the edit, and every text read back. With `records`, the
    /// definitions' translation records come back in `changedFiles` too, wherever they change.
    public static func importTranslations(
        _ translations: [ImportedTranslation], into definitions: [SourceFile],
        records: TranslationRecordInput? = nil, limits: ParseLimits = .default
    ) -> TranslationImporter.Result {
        Pipeline.importTranslations(
            translations,
            into: PipelineRequest(definitions: definitions, limits: limits, translationRecords: records))
    }

    /// A Pushwoosh `registerDevice` response as definitions, through the pipeline's import.
    /// The response is JSON whatever the file is called, so it is always read as JSON.
    /// The definitions are validated as `actionc build` would, with every problem (an empty
    /// label, a control character, an over-long id, a fourth button) placed in the response.
    /// A value of the wrong type does not stop the rest from being checked: the reader puts
    /// a stand-in in its place, and the validator judges everything around it.
    public static func importPushwoosh(_ response: SourceFile, limits: ParseLimits = .default)
        -> PushwooshImporter.Result
    {
        let report = Pipeline.run(
            PipelineRequest(definitions: [], limits: limits, mode: .pushwooshImport(response)))
        return PushwooshImporter.Result(
            definitions: report.importedDefinitions, diagnostics: report.definitionDiagnostics)
    }
}
