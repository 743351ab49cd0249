import ActionCheck
import ActionModel
import ActionSyntax
import ActionTranslations
import ActionValidate

/// Where the later stages' findings meet the definitions' warning policy. The stages return
/// what they found; only the pipeline decides what the policy leaves of it. Each step
/// starts from the policy validation made and judges the `allow:` entries of its own
/// stage's codes alone, so no step's use of an entry matters to another's.
extension Pipeline {
    /// The definitions' bytes through the decode and validate stages.
    static func validate(_ sources: [SourceFile], limits: ParseLimits, ignoring ignored: [DiagnosticCode])
        -> (validated: ValidatedCatalog?, diagnostics: [Diagnostic])
    {
        validate(decode(sources, limits: limits), ignoring: ignored, fileOrder: sources.map { $0.path })
    }

    /// The definitions' bytes through the parse and decode stages. The node trees are freed
    /// once decoded, before validation builds the catalog in the memory they took.
    static func decode(_ sources: [SourceFile], limits: ParseLimits) -> DecodedDefinitions {
        DecodedDefinitions(sources.map { ParsedInput($0, limits: limits) })
    }

    /// The validate stage's findings through the policy, in report order (diagnostics
    /// without a place first, then in `fileOrder`); the catalog discarded when anything is
    /// then an error. An `allow` of a validation warning that acknowledged nothing is
    /// reported only when there is no error: an error can hide the warnings it would have
    /// acknowledged.
    static func validate(
        _ decoded: DecodedDefinitions, ignoring ignored: [DiagnosticCode], fileOrder: [String]
    )
        -> (validated: ValidatedCatalog?, diagnostics: [Diagnostic])
    {
        var (validated, policy, findings) = ValidatedCatalog.validate(decoded, ignoring: ignored)
        var diagnostics = policy.apply(findings)
        if !diagnostics.hasErrors { diagnostics += policy.unusedAllowances(in: .definitions) }
        diagnostics = diagnostics.inReportOrder(fileOrder: fileOrder)
        return (diagnostics.hasErrors ? nil : validated, diagnostics)
    }

    /// The translation records compared with the validated definitions, their findings
    /// through the policy (an `allow` of `stale-translation` is judged only in a run that
    /// read the records) and merged into `definitionDiagnostics` in report order. Nil
    /// records when anything is then an error.
    static func checkRecords(
        _ validated: ValidatedCatalog, definitionDiagnostics: [Diagnostic], fileOrder: [String],
        records: consuming ReadTranslationRecords, confirmed: Set<TranslationPlace> = []
    ) -> (TranslationRecordResult?, [Diagnostic]) {
        var policy = validated.policy
        let (result, found) = TranslationRecordKeeper.check(
            validated.files, catalog: validated.catalog, records: records, confirmed: confirmed)
        var diagnostics = policy.apply(found)
        if !diagnostics.hasErrors {
            diagnostics += policy.unusedAllowances(in: .translationRecords)
        }
        let merged = (definitionDiagnostics + diagnostics).inReportOrder(fileOrder: fileOrder)
        return (merged.hasErrors ? nil : result, merged)
    }

    /// The content extensions' Info.plists compared with the catalog: the categories the
    /// policy acknowledges as unlisted are left out before the one warning is worded. The
    /// unused entries are in the definitions, so they are the definitions' diagnostics.
    static func checkInfoPlists(_ validated: ValidatedCatalog, _ request: PipelineRequest) -> (
        diagnostics: [Diagnostic], definitionDiagnostics: [Diagnostic]
    ) {
        var policy = validated.policy
        let found = ContentExtensionCheck.findings(
            request.infoPlists, against: validated.catalog, limits: request.limits)
        var diagnostics = found.diagnostics
        if let unlisted = found.unlisted {
            let kept = unlisted.categories.filter {
                !policy.acknowledges(.unlistedCategory, on: .category($0))
            }
            diagnostics += [unlisted.warning(naming: kept)].compactMap { $0 }
        }
        let checked = policy.apply(diagnostics)
        return (checked, diagnostics.hasErrors ? [] : policy.unusedAllowances(in: .infoPlist))
    }

    /// The catalog against the baselines: each change through the policy, and the `allow:`
    /// entries of diff codes that acknowledged no change reported.
    static func compare(_ validated: ValidatedCatalog, with baselines: [Baseline]) -> (
        diagnostics: [Diagnostic], summary: DiffSummary
    ) {
        var policy = validated.policy
        let diff = CatalogDiff.compare(validated.catalog, with: baselines)
        let diagnostics =
            policy.apply(diff.changes) + diff.problems + policy.unusedAllowances(in: .diff)
        return (diagnostics.inReportOrder(fileOrder: diff.fileOrder), diff.summary)
    }
}
