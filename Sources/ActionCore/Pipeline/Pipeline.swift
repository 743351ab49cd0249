import ActionSyntax

/// The one pipeline every command runs: parse → decode → validate (with the warning
/// policy) → translation records → render → check other artifacts → diff, then `--strict`.
/// Each stage is a type (`ParsedInput`, `DecodedDefinitions`, `ValidatedCatalog`,
/// `PipelineReport`), each step a plain call on one thread. Pure: bytes in, text and diagnostics out.
public enum Pipeline {
    public static func run(_ request: PipelineRequest) -> PipelineReport {
        switch request.importing {
        case .pushwoosh(let response): return importPushwoosh(response, request)
        case .translations(let files): return importTranslations(files, request)
        case nil: break
        }
        var report = PipelineReport()
        let (checked, definitionDiagnostics) = ValidatedCatalog.validate(
            request.definitions, limits: request.limits, ignoring: request.ignoredWarnings)
        report.definitionDiagnostics = definitionDiagnostics
        guard var validated = checked else { return strict(report, request) }
        var records: TranslationRecordResult?
        if let input = request.translationRecords {
            records = TranslationRecordKeeper.check(
                &validated, definitionDiagnostics: &report.definitionDiagnostics,
                fileOrder: request.definitions.map(\.path), input: input, limits: request.limits)
            guard records != nil else { return strict(report, request) }
        }
        validated.releaseFiles()
        let catalog = validated.catalog
        report.catalog = catalog
        var outputs = render(
            catalog, request.outputs, stale: records?.stale ?? [], diagnostics: &report.diagnostics)
        outputs.translationRecords = records?.changedRecords ?? []
        if !request.infoPlists.isEmpty {
            let found = ContentExtensionCheck.check(
                request.infoPlists, against: catalog, limits: request.limits, policy: &validated.policy)
            report.diagnostics += validated.policy.apply(found)
            // The entries are in the definitions, so they are the definitions' diagnostics.
            if !found.hasErrors {
                report.definitionDiagnostics += validated.policy.unusedAllowances(in: [.infoPlist])
            }
        }
        if !request.payloads.isEmpty {
            report.diagnostics += validated.policy.apply(
                PayloadCheck.check(request.payloads, against: catalog, limits: request.limits))
        }
        report = strict(report, request)
        // Changes are compared only with definitions that hold, as `validate` judges them.
        guard !report.hasErrors else { return report }
        if !request.baselines.isEmpty {
            var baselines: [Baseline] = []
            var problems: [Diagnostic] = []
            for input in request.baselines {
                let (baseline, diagnostics) = BaselineReader.read(
                    input.sources, name: input.name, limits: request.limits)
                problems += diagnostics
                if let baseline { baselines.append(baseline) }
            }
            // A baseline that does not read is the one thing to fix first: nothing was compared.
            guard problems.isEmpty else { return PipelineReport(diagnostics: problems, catalog: catalog) }
            let diff = CatalogDiff.compare(catalog, with: baselines, policy: &validated.policy)
            report.diagnostics += strict(diff.diagnostics, request)
            report.diffSummary = diff.summary
        }
        if !report.hasErrors { report.outputs = outputs }
        return report
    }

    /// `stale` translations are marked for review in the translators' files.
    private static func render(
        _ catalog: Catalog, _ request: OutputRequest, stale: Set<TranslationPlace>,
        diagnostics: inout [Diagnostic]
    ) -> RenderedOutputs {
        var outputs = RenderedOutputs()
        if let registry = request.registry {
            outputs.hiveJSON = catalog.targets.contains(.hive) ? HiveJSONRenderer.render(catalog) : nil
            outputs.swiftRegistry = SwiftRegistryRenderer.render(catalog, options: registry)
        }
        if let bundleID = request.apnsBundleID {
            let (payloads, problems) = APNsPayloadRenderer.render(catalog, bundleID: bundleID)
            outputs.apnsPayloads = payloads
            diagnostics += problems
        }
        if request.stringCatalog {
            outputs.stringCatalog = StringCatalogRenderer.render(catalog, stale: stale)
        }
        if request.manifest { outputs.manifest = ManifestRenderer.render(catalog) }
        if request.previewPage { outputs.previewPage = PreviewHTMLRenderer.render(catalog) }
        if request.xliff {
            outputs.xliff = XLIFFRenderer.targetLanguages(of: catalog).map { language in
                (
                    XLIFFRenderer.fileName(for: language),
                    XLIFFRenderer.render(catalog, language: language, stale: stale)
                )
            }
        }
        return outputs
    }

    /// The response read as JSON, its categories decoded as definitions by the importer's
    /// own reader, then validated as `build` validates definitions.
    private static func importPushwoosh(_ response: SourceFile, _ request: PipelineRequest) -> PipelineReport
    {
        let parsed = ParsedInput(response, as: .json, limits: request.limits)
        guard let root = parsed.root else {
            return strict(PipelineReport(definitionDiagnostics: parsed.diagnostics), request)
        }
        let (file, readingProblems) = PushwooshImporter.definitions(in: root, file: response.path)
        let (_, diagnostics) = ValidatedCatalog.validate(
            DecodedDefinitions(file, readingProblems: parsed.diagnostics + readingProblems), ignoring: [],
            fileOrder: [response.path])
        var report = strict(PipelineReport(definitionDiagnostics: diagnostics), request)
        if !report.hasErrors {
            report.importedDefinitions = PushwooshImporter.yaml(file, from: response.path)
        }
        return report
    }

    /// The translators' files read, then written into the definitions, which are checked
    /// before and after as `build` checks them.
    private static func importTranslations(_ files: [SourceFile], _ request: PipelineRequest)
        -> PipelineReport
    {
        var translations: [ImportedTranslation] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (found, problems) = TranslationFileReader.read(file, limits: request.limits)
            translations += found
            diagnostics += problems
        }
        guard !diagnostics.hasErrors else { return strict(PipelineReport(diagnostics: diagnostics), request) }
        let result = TranslationImporter.importTranslations(
            translations, into: request.definitions, records: request.translationRecords,
            limits: request.limits)
        var report = strict(PipelineReport(diagnostics: diagnostics + result.diagnostics), request)
        if !report.hasErrors {
            report.translatedFiles = result.changedFiles
            report.translationCounts = result.summary
        }
        return report
    }

    private static func strict(_ report: PipelineReport, _ request: PipelineRequest) -> PipelineReport {
        var report = report
        report.definitionDiagnostics = strict(report.definitionDiagnostics, request)
        report.diagnostics = strict(report.diagnostics, request)
        return report
    }

    /// Under `--strict` a warning is an error in both formats, so the severities a tool reads
    /// are the ones that decide the exit status; the note keeps what the code normally is.
    /// Promoting twice changes nothing: a promoted warning is an error.
    private static func strict(_ diagnostics: [Diagnostic], _ request: PipelineRequest) -> [Diagnostic] {
        guard request.strict else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            var promoted = diagnostic
            promoted.severity = .error
            promoted.notes.append(Diagnostic.Note("a warning, made an error by --strict"))
            if let acknowledgement = AcknowledgeableCode.acknowledgement(of: diagnostic) {
                promoted.notes.append(Diagnostic.Note(acknowledgement))
            }
            return promoted
        }
    }
}
