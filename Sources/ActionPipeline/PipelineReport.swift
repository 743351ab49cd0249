public import ActionCheck
public import ActionModel
public import ActionRender
public import ActionSyntax

/// What the pipeline found and made. Every diagnostic has been through the warning policy
/// and `--strict`; the caller only prints them.
public struct PipelineReport: Sendable {
    /// The definitions' own diagnostics (decode, validation, `allow:` entries), which a
    /// command other than `validate` and `build` may show only as counts.
    public var definitionDiagnostics: [Diagnostic] = []
    /// What the stages after them found: rendering, the checks of other artifacts, the diff,
    /// an import, or the baselines that could not be read.
    public var diagnostics: [Diagnostic] = []
    /// The validated catalog, when the definitions had no error.
    public var catalog: Catalog?
    /// What `OutputRequest` asked for; nil when anything reported an error.
    public var outputs: RenderedOutputs?
    /// Categories × baselines, when the catalog was compared with baselines.
    public var diffSummary: DiffSummary?
    /// The definitions an import made, as YAML; nil on error.
    public var importedDefinitions: String?
    /// The definitions files a translation import changed, with their new bytes, then the
    /// translation records it changed; empty on error.
    public var translatedFiles: [SourceFile] = []
    /// Per language, what a translation import did.
    public var translationCounts: [(language: Language, counts: TranslationImporter.Counts)] = []

    public var hasErrors: Bool { definitionDiagnostics.hasErrors || diagnostics.hasErrors }
}

/// The rendered outputs; the caller decides where they go.
public struct RenderedOutputs: Sendable {
    /// `hive_push_actions.json`; nil when not asked for, or `targets:` leaves out `hive`.
    public var hiveJSON: String?
    public var swiftRegistry: String?
    /// With the `android` target: the string resources, a file per folder under `res/`.
    public var androidResources: [AndroidResourceRenderer.File] = []
    /// With the `android` target and a Kotlin package (the definitions' or the request's): `PushActions.kt`.
    public var kotlinRegistry: String?
    public var apnsPayloads: [APNsPayloadRenderer.Payload] = []
    public var stringCatalog: String?
    public var manifest: String?
    public var previewPage: String?
    /// One per language besides English, each with its file name.
    public var xliff: [(fileName: String, text: String)] = []
    /// The translation records whose bytes change, when the request gave the records: each
    /// beside its definitions file, written with the other outputs.
    public var translationRecords: [SourceFile] = []
}
