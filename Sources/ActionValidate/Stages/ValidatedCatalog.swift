package import ActionModel
package import ActionSyntax

/// The validate stage: a catalog that every rule held over, and the definitions' warning
/// policy, which the pipeline passes this stage's and the later stages' findings through.
package struct ValidatedCatalog {
    package let catalog: Catalog
    package let policy: WarningPolicy
    /// The files as decoded (presets first), for the stages that compare them with other
    /// inputs: the translation records are about texts where the files write them. Emptied
    /// once those stages are done (`releaseFiles`).
    package private(set) var files: [DefinitionFile]

    /// What the definitions hold, as found: the catalog when no finding is an error, the
    /// policy their `warnings:` and `allow:` entries and `ignored` describe, and every finding
    /// before that policy (which only the pipeline applies: it may make a warning an error).
    package static func validate(_ decoded: DecodedDefinitions, ignoring ignored: [DiagnosticCode] = [])
        -> (validated: ValidatedCatalog?, policy: WarningPolicy, findings: [Diagnostic])
    {
        let (catalog, validation) = Validator.validate(decoded.files, inputs: decoded.inputs)
        let (policy, settingProblems) = WarningPolicy.make(decoded.files, ignoring: ignored)
        // The problems with the settings are findings too: a repeated `allow` entry is an
        // `unused-allow` warning, which `warnings:` and `--ignore` may set.
        let findings = decoded.diagnostics + validation + settingProblems
        guard let catalog, !findings.hasErrors else { return (nil, policy, findings) }
        return (ValidatedCatalog(catalog: catalog, policy: policy, files: decoded.files), policy, findings)
    }

    /// Frees the files: a large app's peak memory is at the end of rendering, and the
    /// definitions, each text with its position, are as large as the catalog.
    package mutating func releaseFiles() { files = [] }
}
