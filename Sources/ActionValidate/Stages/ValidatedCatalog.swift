package import ActionModel
package import ActionSyntax

/// The validate stage: a catalog that every rule held over, made only when nothing the
/// definitions reported (after the warning policy) is an error, and the definitions' warning
/// policy, which the later stages' diagnostics pass through.
package struct ValidatedCatalog {
    package let catalog: Catalog
    package let policy: WarningPolicy
    /// The files as decoded (presets first), for the stages that compare them with other
    /// inputs: the translation records are about texts where the files write them. Emptied
    /// once those stages are done (`releaseFiles`).
    package private(set) var files: [DefinitionFile]

    /// The definitions' diagnostics after the warning policy, diagnostics without a place
    /// first and then in `fileOrder`; the validated catalog when none is an error.
    /// An `allow` of a validation warning that acknowledged nothing is reported only when
    /// there is no error: an error can hide the warnings it would have acknowledged.
    package static func validate(
        _ decoded: DecodedDefinitions, ignoring ignored: [DiagnosticCode], fileOrder: [String]
    )
        -> (ValidatedCatalog?, [Diagnostic])
    {
        let (catalog, validation) = Validator.validate(decoded.files, inputs: decoded.inputs)
        var (policy, settingProblems) = WarningPolicy.make(decoded.files, ignoring: ignored)
        // The problems with the settings pass through them too: a repeated `allow` entry is
        // an `unused-allow` warning, which `warnings:` and `--ignore` may set.
        var diagnostics = policy.apply(decoded.diagnostics + validation + settingProblems)
        if !diagnostics.hasErrors { diagnostics += policy.unusedAllowances(in: [.definitions]) }
        diagnostics = diagnostics.inReportOrder(fileOrder: fileOrder)
        guard let catalog, !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (ValidatedCatalog(catalog: catalog, policy: policy, files: decoded.files), diagnostics)
    }

    /// Frees the files: a large app's peak memory is at the end of rendering, and the
    /// definitions, each text with its position, are as large as the catalog.
    package mutating func releaseFiles() { files = [] }

    /// The decode and validate stages over parsed definitions files.
    package static func validate(_ parsed: [ParsedInput], ignoring ignored: [DiagnosticCode] = [])
        -> (ValidatedCatalog?, [Diagnostic])
    {
        validate(DecodedDefinitions(parsed), ignoring: ignored, fileOrder: parsed.map(\.source.path))
    }

    /// Every stage up to this one, from the definitions' bytes.
    package static func validate(
        _ sources: [SourceFile], limits: ParseLimits, ignoring ignored: [DiagnosticCode] = []
    )
        -> (ValidatedCatalog?, [Diagnostic])
    {
        // The node trees are freed once decoded, before validation builds the catalog in the
        // memory they took.
        let decoded = DecodedDefinitions(sources.map { ParsedInput($0, limits: limits) })
        return validate(decoded, ignoring: ignored, fileOrder: sources.map(\.path))
    }
}
