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

    public init(
        limits: ParseLimits = .default, registry: SwiftRegistryOptions = SwiftRegistryOptions(),
        ignoredWarnings: [DiagnosticCode] = []
    ) {
        self.limits = limits
        self.registry = registry
        self.ignoredWarnings = ignoredWarnings
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
}

/// The pipeline: parse → decode → validate → warning policy → render, each a plain call on
/// its stage's type.
/// Pure: bytes in, text and diagnostics out.
public enum Compiler {
    public static func compile(_ sources: [SourceFile], options: CompilerOptions = CompilerOptions())
        -> CompilationResult
    {
        let analysis = FrontEnd.analyze(sources, limits: options.limits, ignoring: options.ignoredWarnings)
        guard let catalog = analysis.catalog else {
            return CompilationResult(diagnostics: analysis.diagnostics, output: nil, policy: analysis.policy)
        }
        let output = CompilationOutput(
            hiveJSON: catalog.targets.contains(.hive) ? HiveJSONRenderer.render(catalog) : nil,
            swiftRegistry: SwiftRegistryRenderer.render(catalog, options: options.registry),
            catalog: catalog)
        return CompilationResult(diagnostics: analysis.diagnostics, output: output, policy: analysis.policy)
    }
}
