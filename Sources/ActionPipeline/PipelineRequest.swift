package import ActionRender
package import ActionSyntax
package import ActionTranslations

/// Everything one command asks of the pipeline: the inputs as bytes (the CLI found and read
/// them), the options, and the artifacts to check or compare the definitions with.
package struct PipelineRequest: Sendable {
    /// The definitions files, in compile order.
    package var definitions: [SourceFile]
    package var limits: ParseLimits
    /// The command line's `--ignore` codes, each one `warnings:` could set.
    package var ignoredWarnings: [DiagnosticCode]
    /// `--strict`: a warning left after the warning policy is an error.
    package var strict: Bool
    /// What to render from the catalog.
    package var outputs: OutputRequest
    /// Content extensions' Info.plist files, whose category lists must match the catalog.
    package var infoPlists: [SourceFile]
    /// APNs payloads, whose `aps.category` must name a category.
    package var payloads: [SourceFile]
    /// The app's strings the payloads' `loc-key`s name: String Catalogs, and `.strings` and
    /// `.stringsdict` files in their `.lproj` folders (the folder names the language).
    package var appStrings: [SourceFile] = []
    /// Released versions to compare the catalog with (`actionc diff`).
    package var baselines: [BaselineInput]
    /// The translation records beside the definitions, for the commands that report stale
    /// translations and bring the records up to date; nil for the others.
    package var translationRecords: TranslationRecordInput?
    /// What the run makes of the inputs: a build (the default), or one of the imports.
    package var mode: Mode
    /// The path of a Hive file already where the build writes it (`leftover-output` when the
    /// definitions' targets no longer write it); nil when there is none.
    package var existingHiveFile: String?

    package enum Mode: Sendable {
        /// The definitions validated, their records compared, the outputs rendered, the
        /// other artifacts checked and the baselines compared: `build`, `check`, `validate`,
        /// `diff` and the other commands that read definitions.
        case build
        /// A Pushwoosh `registerDevice` response, which becomes the definitions (the
        /// request's `definitions` are not read).
        case pushwooshImport(SourceFile)
        /// Translators' XLIFF and String Catalog files, written into `definitions`.
        case translationImport([SourceFile])
    }

    package init(
        definitions: [SourceFile], limits: ParseLimits = .default, ignoredWarnings: [DiagnosticCode] = [],
        strict: Bool = false, outputs: OutputRequest = OutputRequest(), infoPlists: [SourceFile] = [],
        payloads: [SourceFile] = [], baselines: [BaselineInput] = [],
        translationRecords: TranslationRecordInput? = nil, mode: Mode = .build
    ) {
        self.definitions = definitions
        self.limits = limits
        self.ignoredWarnings = ignoredWarnings
        self.strict = strict
        self.outputs = outputs
        self.infoPlists = infoPlists
        self.payloads = payloads
        self.baselines = baselines
        self.translationRecords = translationRecords
        self.mode = mode
    }
}

/// One released version's files: a manifest, a Hive file, or definitions (several for a folder).
package struct BaselineInput: Sendable {
    /// The path as given on the command line, as the report names the baseline.
    package var name: String
    package var sources: [SourceFile]

    package init(name: String, sources: [SourceFile]) {
        self.name = name
        self.sources = sources
    }
}

/// The outputs a command wants rendered from the catalog.
package struct OutputRequest: Sendable {
    /// `hive_push_actions.json` (when `targets:` has `hive`) and `PushActions.swift`; with
    /// `android`, the string resources and `PushActions.kt` too.
    package var registry: SwiftRegistryOptions?
    /// The Kotlin package of `PushActions.kt`, over the definitions' `android: {package: …}`.
    package var kotlinPackage: String?
    /// One simulator push per category, for this app.
    package var apnsBundleID: String?
    package var stringCatalog: Bool
    package var manifest: Bool
    package var previewPage: Bool
    /// One XLIFF file per language besides English.
    package var xliff: Bool

    package init(
        registry: SwiftRegistryOptions? = nil, apnsBundleID: String? = nil, stringCatalog: Bool = false,
        manifest: Bool = false, previewPage: Bool = false, xliff: Bool = false, kotlinPackage: String? = nil
    ) {
        self.registry = registry
        self.kotlinPackage = kotlinPackage
        self.apnsBundleID = apnsBundleID
        self.stringCatalog = stringCatalog
        self.manifest = manifest
        self.previewPage = previewPage
        self.xliff = xliff
    }
}
