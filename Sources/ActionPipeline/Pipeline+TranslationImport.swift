import ActionModel
import ActionSyntax
import ActionTranslations
import ActionValidate

/// The translation import once the translators' files are read: the definitions validated
/// as a build validates them, the importer's edit, the edited definitions through the same
/// stages again (their records with them), and a check that every text reads back as the
/// edit meant. Nothing is written unless all of it holds.
extension Pipeline {
    /// With the request's translation records, the records of its definitions come back in
    /// `changedFiles` too, wherever they change: each imported translation is recorded as
    /// made from the English now, and so is one the file marks translated from that English
    /// unchanged (a reviewer's confirmation that it still fits). The diagnostics are not
    /// `finished`.
    static func importTranslations(_ translations: [ImportedTranslation], into request: PipelineRequest)
        -> TranslationImporter.Result
    {
        let (checked, problems) = validate(
            request.definitions, limits: request.limits, ignoring: request.ignoredWarnings)
        guard let validated = checked else {
            return TranslationImporter.Result(
                changedFiles: [], diagnostics: problems.filter { $0.severity == .error }, summary: [])
        }
        // The records' stale translations before the import, of which a reviewer's
        // confirmation makes one current.
        let edit = TranslationImporter.edit(translations, into: request.definitions, validated) {
            request.translationRecords.map {
                TranslationRecordKeeper.check(
                    validated.files, catalog: validated.catalog, input: $0, limits: request.limits
                ).0.stale
            } ?? []
        }
        guard !edit.diagnostics.hasErrors else {
            return TranslationImporter.Result(
                changedFiles: [], diagnostics: edit.diagnostics, summary: edit.summary)
        }
        let (records, editedProblems) = checkEdited(edit, before: problems, request)
        let diagnostics = edit.diagnostics + editedProblems
        guard let records, !diagnostics.hasErrors else {
            return TranslationImporter.Result(
                changedFiles: [], diagnostics: diagnostics, summary: edit.summary)
        }
        return TranslationImporter.Result(
            changedFiles: edit.changedFiles + records, diagnostics: diagnostics, summary: edit.summary)
    }

    /// The edited definitions through the build's stages again, and the read-back check.
    /// With records, the changed records, each translation the edit made current recorded
    /// as made from the English now; nil records when the edited definitions do not hold.
    /// A warning `before` gave (the definitions' own) is not the import's.
    private static func checkEdited(
        _ edit: TranslationImporter.Edit, before: [Diagnostic], _ request: PipelineRequest
    ) -> (records: [SourceFile]?, diagnostics: [Diagnostic]) {
        let edited = edit.definitions
        var (after, afterProblems) = validate(
            edited, limits: request.limits, ignoring: request.ignoredWarnings)
        var recorded: TranslationRecordResult?
        if let input = request.translationRecords, let revalidated = after {
            (recorded, afterProblems) = checkRecords(
                revalidated, definitionDiagnostics: afterProblems, fileOrder: edited.map(\.path),
                records: input.read(limits: request.limits), confirmed: edit.current)
            if recorded == nil { after = nil }
        }
        let rewritten = Set(edit.changedFiles.map(\.path))
        guard let catalog = after?.catalog else {
            return (
                nil, afterProblems.filter { $0.severity == .error }.map { inRewrittenText($0, rewritten) }
            )
        }
        // A warning the import brings (a translation too wide for a button) is the import's
        // own: shown, and an error under --strict, before anything is written. The record's
        // stale translations are not among them: an import only ever makes texts current.
        let warned = Set(
            before.filter { $0.severity == .warning }.map { [$0.code.rawValue, $0.message] })
        let diagnostics = afterProblems.filter {
            $0.severity == .warning && $0.code != .staleTranslation
                && !warned.contains([$0.code.rawValue, $0.message])
        }
        .map { inRewrittenText($0, rewritten) }
        return (recorded?.changedRecords ?? [], diagnostics + edit.misreadTexts(in: catalog))
    }

    /// A diagnostic of the definitions as the import would rewrite them: its position is in
    /// text that is not on disk, so the message says where, and it is placed at no position.
    private static func inRewrittenText(_ diagnostic: Diagnostic, _ rewritten: Set<String>) -> Diagnostic {
        guard let location = diagnostic.location, rewritten.contains(location.file) else { return diagnostic }
        var moved = diagnostic
        moved.message =
            "importing would bring into '\(location.file)' (at line \(location.line), column \(location.column) of its rewritten text): "
            + diagnostic.message
        moved.location = nil
        return moved
    }
}
