import ActionCheck
import ActionModel
import ActionRender
import ActionSyntax
import ActionTranslations
import ActionValidate

/// The one pipeline every command runs: parse → decode → validate (with the warning
/// policy) → translation records → render → check other artifacts → diff, then the notes every warning
/// carries and `--strict`. That is the build mode; the two imports (`PipelineRequest.Mode`)
/// read their files instead, then validate the definitions as the build does.
/// Each stage is a type (`ParsedInput`, `DecodedDefinitions`, `ValidatedCatalog`,
/// `PipelineReport`), each step a plain call on the caller's thread but two for a large app
/// (its records are read while it is validated, and the Hive file and the registry are
/// rendered side by side). Pure: bytes in, text and diagnostics out.
package enum Pipeline {
    /// The request is consumed: the stages free the inputs' bytes as they finish with them,
    /// since a large app's are as large as an output, and memory peaks while rendering.
    package static func run(_ request: consuming PipelineRequest) -> PipelineReport {
        switch request.mode {
        case .pushwooshImport(let response): return importPushwoosh(response, request)
        case .translationImport(let files): return importTranslations(files, request)
        case .build: break
        }
        var report = PipelineReport()
        let fileOrder = request.definitions.map(\.path)
        // Held as an optional and taken, so validation holds the only reference to the decoded
        // files, which it frees once they are compared with the records (`releaseFiles`).
        var decoded: DecodedDefinitions? = decode(request.definitions, limits: request.limits)
        request.definitions = []
        // Reading a record needs nothing of the definitions, so a large app's (100 kB of
        // records or more, about 80 categories) is read on a second thread while they are
        // validated: after decoding, whose node trees are where memory peaks before rendering.
        // A small app's takes less time to read than a thread takes to start.
        let recordBytes = request.translationRecords?.records.values.reduce(0) { $0 + $1.bytes.count } ?? 0
        var checked: (validated: ValidatedCatalog?, diagnostics: [Diagnostic])
        var read: ReadTranslationRecords?
        (checked, read) = Parallel.beside(
            { [input = request.translationRecords.take(), limits = request.limits] in
                input?.read(limits: limits)
            },
            while: { validate(decoded.take()!, ignoring: request.ignoredWarnings, fileOrder: fileOrder) },
            inParallel: recordBytes >= 100_000)
        report.definitionDiagnostics = checked.diagnostics
        // Taken, as the records are below: what a large app holds is freed once it is done with.
        guard var validated = checked.validated.take() else { return finished(report, request) }
        var records: TranslationRecordResult?
        if let read = read.take() {
            (records, report.definitionDiagnostics) = checkRecords(
                validated, definitionDiagnostics: report.definitionDiagnostics, fileOrder: fileOrder,
                records: read)
            guard records != nil else { return finished(report, request) }
        }
        validated.releaseFiles()
        let catalog = validated.catalog
        report.catalog = catalog
        var outputs = render(
            catalog, request.outputs, stale: records?.stale ?? [], diagnostics: &report.diagnostics)
        outputs.translationRecords = records?.changedRecords ?? []
        if request.outputs.registry != nil, outputs.hiveJSON == nil, let leftover = request.existingHiveFile {
            report.diagnostics.append(leftoverHiveFile(leftover, targets: catalog.targets))
        }
        if !request.infoPlists.isEmpty {
            let checked = checkInfoPlists(validated, request)
            report.diagnostics += checked.diagnostics
            report.definitionDiagnostics += checked.definitionDiagnostics
        }
        if !request.payloads.isEmpty {
            var policy = validated.policy
            report.diagnostics += policy.apply(
                PayloadCheck.check(
                    request.payloads, against: catalog, strings: request.appStrings, limits: request.limits))
        }
        report = finished(report, request)
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
            let diff = compare(validated, with: baselines)
            report.diagnostics += finished(diff.diagnostics, request)
            report.diffSummary = diff.summary
        }
        if !report.hasErrors { report.outputs = outputs }
        return report
    }

    /// A Hive file an earlier build with the `hive` target wrote, which this build neither
    /// writes nor updates: left in the app's resources, it would still be bundled.
    private static func leftoverHiveFile(_ path: String, targets: [Target]) -> Diagnostic {
        let list = targets.map(\.rawValue).joined(separator: ", ")
        return .warning(
            .leftoverOutput,
            "'\(path)' is left from an earlier build: the definitions' targets: [\(list)] do not write it,"
                + " so it is no longer updated",
            at: nil,
            notes: [
                Diagnostic.Note(
                    "delete it, and remove it from the app target's resources; if the app still uses the Hive SDK,"
                        + " add hive to targets: instead")
            ])
    }

    /// `stale` translations are marked for review in the translators' files.
    private static func render(
        _ catalog: Catalog, _ request: OutputRequest, stale: Set<TranslationPlace>,
        diagnostics: inout [Diagnostic]
    ) -> RenderedOutputs {
        var outputs = RenderedOutputs()
        if let registry = request.registry {
            // A large app's two largest outputs, and neither reads the other: side by side. A
            // second thread takes longer to start than a small app's Hive file takes to render
            // (the presets' build was a millisecond slower with one), so only a large app's are.
            (outputs.hiveJSON, outputs.swiftRegistry) = Parallel.beside(
                { SwiftRegistryRenderer.render(catalog, options: registry) },
                while: { catalog.targets.contains(.hive) ? HiveJSONRenderer.render(catalog) : nil },
                inParallel: catalog.categories.count >= 50)
            if catalog.targets.contains(.android) {
                outputs.androidResources = AndroidResourceRenderer.render(catalog)
                outputs.kotlinRegistry = (request.kotlinPackage ?? catalog.androidPackage).map {
                    KotlinRegistryRenderer.render(catalog, package: $0)
                }
            }
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
            return finished(PipelineReport(definitionDiagnostics: parsed.diagnostics), request)
        }
        let (file, readingProblems) = PushwooshImporter.definitions(in: root, file: response.path)
        let (_, diagnostics) = validate(
            DecodedDefinitions(file, readingProblems: parsed.diagnostics + readingProblems), ignoring: [],
            fileOrder: [response.path])
        var report = finished(PipelineReport(definitionDiagnostics: diagnostics), request)
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
            if !problems.hasErrors, !found.contains(where: { StringCatalogRenderer.isKey($0.key) }) {
                diagnostics.append(
                    .warning(
                        .nothingImported,
                        "the file has no translated unit for the definitions' texts (ids starting 'push.'); nothing of it is imported: is it the export of these definitions?",
                        at: SourceLocation(file: file.path, line: 1, column: 1)))
            }
        }
        guard !diagnostics.hasErrors else {
            return finished(PipelineReport(diagnostics: diagnostics), request)
        }
        let result = importTranslations(translations, into: request)
        var report = finished(PipelineReport(diagnostics: diagnostics + result.diagnostics), request)
        if !report.hasErrors {
            report.translatedFiles = result.changedFiles
            report.translationCounts = result.summary
        }
        return report
    }

    private static func finished(_ report: PipelineReport, _ request: PipelineRequest) -> PipelineReport {
        var report = report
        report.definitionDiagnostics = finished(report.definitionDiagnostics, request)
        report.diagnostics = finished(report.diagnostics, request)
        return report
    }

    /// Every warning says how to silence it (`AcknowledgeableCode.silencing`), the one place
    /// that note is added. Under `--strict` a warning is an error in both formats, so the
    /// severities a tool reads are the ones that decide the exit status; a note keeps what the
    /// code normally is. Running it twice changes nothing: a promoted warning is an error, and
    /// a note is added once.
    private static func finished(_ diagnostics: [Diagnostic], _ request: PipelineRequest) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            var finished = diagnostic
            if request.strict {
                finished.severity = .error
                finished.notes.append(Diagnostic.Note("a warning, made an error by --strict"))
            }
            if let silencing = AcknowledgeableCode.silencing(diagnostic).map({ Diagnostic.Note($0) }),
                !finished.notes.contains(silencing)
            {
                finished.notes.append(silencing)
            }
            return finished
        }
    }
}
