package import ActionCheck
package import ActionModel
package import ActionRender
package import ActionSyntax

/// What the pipeline found and made. Every diagnostic has been through the warning policy
/// and `--strict`; the caller only prints them.
package struct PipelineReport: Sendable {
    /// The definitions' own diagnostics (decode, validation, `allow:` entries), which a
    /// command other than `validate` and `build` may show only as counts.
    package var definitionDiagnostics: [Diagnostic] = []
    /// What the stages after them found: rendering, the checks of other artifacts, the diff,
    /// an import, or the baselines that could not be read.
    package var diagnostics: [Diagnostic] = []
    /// The validated catalog, when the definitions had no error.
    package var catalog: Catalog?
    /// What `OutputRequest` asked for; nil when anything reported an error.
    package var outputs: RenderedOutputs?
    /// Categories × baselines, when the catalog was compared with baselines.
    package var diffSummary: DiffSummary?
    /// The definitions an import made, as YAML; nil on error.
    package var importedDefinitions: String?
    /// The definitions files a translation import changed, with their new bytes, then the
    /// translation records it changed; empty on error.
    package var translatedFiles: [SourceFile] = []
    /// Per language, what a translation import did.
    package var translationCounts: [(language: Language, counts: TranslationImporter.Counts)] = []

    package var hasErrors: Bool { definitionDiagnostics.hasErrors || diagnostics.hasErrors }
}

/// The rendered outputs; the caller decides where they go.
package struct RenderedOutputs: Sendable {
    /// `hive_push_actions.json`; nil when not asked for, or `targets:` leaves out `hive`.
    package var hiveJSON: String?
    package var swiftRegistry: String?
    /// With the `android` target: the string resources, a file per folder under `res/`.
    package var androidResources: [AndroidResourceRenderer.File] = []
    /// With the `android` target and a Kotlin package (the definitions' or the request's): `PushActions.kt`.
    package var kotlinRegistry: String?
    package var apnsPayloads: [APNsPayloadRenderer.Payload] = []
    package var stringCatalog: String?
    package var manifest: String?
    package var previewPage: String?
    /// One per language besides English, each with its file name.
    package var xliff: [(fileName: String, text: String)] = []
    /// The translation records whose bytes change, when the request gave the records: each
    /// beside its definitions file, written with the other outputs.
    package var translationRecords: [SourceFile] = []
}
