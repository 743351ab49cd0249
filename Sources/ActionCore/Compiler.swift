import ActionModel
import ActionRender
import ActionSyntax
import ActionValidate
import ActionYAML

public struct CompilerOptions: Sendable {
    public var limits: ParseLimits
    public var registry: SwiftRegistryOptions
    /// The command line's `--ignore` codes, each one `warnings:` could set.
    public var ignoredWarnings: [DiagnosticCode]
    /// The translation records, for the runs that report stale translations; nil for none.
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
    /// The warning policy, already applied to `diagnostics`, for the checks that follow.
    public var policy: WarningPolicy
    /// The stale translations and the records to write, when records were given.
    public var translationRecords: TranslationRecordResult?
}

/// The pipeline: parse → decode → validate → warning policy → render, each a plain call on
/// its stage's type.
/// Pure: bytes in, text and diagnostics out.
public enum Compiler {
    public static func compile(_ sources: [SourceFile], options: CompilerOptions = CompilerOptions())
        -> CompilationResult
    {
        var analysis = FrontEnd.analyze(sources, limits: options.limits, ignoring: options.ignoredWarnings)
        var records: TranslationRecordResult?
        if let input = options.translationRecords {
            (analysis, records) = checkTranslations(
                analysis, of: sources, records: input, limits: options.limits)
        }
        guard let catalog = analysis.catalog else {
            return CompilationResult(diagnostics: analysis.diagnostics, output: nil, policy: analysis.policy)
        }
        let output = CompilationOutput(
            hiveJSON: catalog.targets.contains(.hive) ? HiveJSONRenderer.render(catalog) : nil,
            swiftRegistry: SwiftRegistryRenderer.render(catalog, options: options.registry),
            catalog: catalog)
        return CompilationResult(
            diagnostics: analysis.diagnostics, output: output, policy: analysis.policy,
            translationRecords: records)
    }

    /// `analyze`, then each translation compared with its record (a stale one is a
    /// `stale-translation` warning) and the records brought up to date; `confirmed`
    /// translations (just imported as reviewed) are recorded as made from the English now.
    /// The records are judged only without an error, which can leave out texts they are about.
    public static func analyze(
        _ sources: [SourceFile], limits: ParseLimits = .default, ignoring ignored: [DiagnosticCode] = [],
        translationRecords: TranslationRecordInput, confirmed: Set<TranslationPlace> = []
    ) -> (analysis: Analysis, translationRecords: TranslationRecordResult?) {
        checkTranslations(
            FrontEnd.analyze(sources, limits: limits, ignoring: ignored), of: sources,
            records: translationRecords,
            confirmed: confirmed, limits: limits)
    }

    private static func checkTranslations(
        _ analysis: Analysis, of sources: [SourceFile], records: TranslationRecordInput,
        confirmed: Set<TranslationPlace> = [], limits: ParseLimits
    ) -> (analysis: Analysis, translationRecords: TranslationRecordResult?) {
        guard let catalog = analysis.catalog else { return (analysis, nil) }
        var analysis = analysis
        let (result, found) = TranslationRecordKeeper.check(
            analysis.files, catalog: catalog, input: records, confirmed: confirmed, limits: limits)
        var diagnostics = analysis.policy.apply(found)
        if !diagnostics.hasErrors {
            diagnostics += analysis.policy.unusedAllowances(in: [.translationRecords])
        }
        analysis.diagnostics = FrontEnd.sorted(
            analysis.diagnostics + diagnostics, fileOrder: sources.map(\.path))
        guard !analysis.diagnostics.hasErrors else {
            analysis.catalog = nil
            return (analysis, nil)
        }
        return (analysis, result)
    }
}
