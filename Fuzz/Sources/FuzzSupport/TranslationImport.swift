import ActionPipeline
import ActionSyntax
import ActionTranslations
import ActionValidate

/// The definitions a fuzzed translator's file is imported into: the Hive preset (flow
/// mappings, plain texts) beside a file in block style with quoted texts and category
/// formats, so the seeds (the goldens of both exports) name real units; and a third whose
/// titles an anchor and an alias share, or carry a tag, which the import must never edit
/// for one action alone.
let importTargets = [
    SourceFile(path: "hive.actions.yaml", bytes: Array(Preset.named("hive")!.text.utf8)),
    SourceFile(
        path: "texts.actions.yaml",
        bytes: Array(
            """
            languages: [en, ko, ja]
            actions:
              REPLY_ID:
                title:
                  en: Reply  # the verb
                  ko: '답장'
              MARK_READ_ID:
                title: Mark as Read
            categories:
              MESSAGE_CATEGORY:
                actions: [REPLY_ID, MARK_READ_ID]
                hiddenPreviewsBodyPlaceholder: {en: "%u new messages", ko: "새 메시지 %u개"}
                summaryFormat:
                  en: "%u new messages from %@"
                  ja: "%2$@から%1$u件の新着メッセージ"

            """.utf8)),
    SourceFile(
        path: "shared.actions.yaml",
        bytes: Array(
            """
            languages: [en, ko, ja]
            actions:
              ARCHIVE_ID:
                title: &archive {en: Archive, ko: 보관}
              STORE_ID:
                title: *archive
              SNOOZE_ID:
                title:
                  en: !!str Snooze
                  ja: &later 後で
            categories:
              FOLDER_CATEGORY: [ARCHIVE_ID, STORE_ID, SNOOZE_ID]

            """.utf8)),
]

/// One fuzz input read as a translator's file (`path` decides XLIFF or String Catalog)
/// and imported, with the invariants any input must keep: no crash, every diagnostic in
/// the file positioned inside it, nothing written with an error, and what is written
/// compiling and importing the same file again changing nothing more.
public func runTranslationImport(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) {
    let file = SourceFile(path: path, bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let (translations, problems) = TranslationFileReader.read(file)
    for diagnostic in problems {
        let location = diagnostic.location!
        precondition(location.file == path && location.line >= 1 && location.column >= 1, "\(diagnostic)")
    }
    let result = Compiler.importTranslations(translations, into: importTargets)
    precondition(!result.diagnostics.hasErrors || result.changedFiles.isEmpty, "written despite an error")
    guard !result.changedFiles.isEmpty else { return }
    var after = importTargets
    for changed in result.changedFiles {
        after[after.firstIndex { $0.path == changed.path }!] = changed
    }
    precondition(Compiler.compile(after).output != nil, "the imported definitions do not compile")
    let again = Compiler.importTranslations(translations, into: after)
    precondition(again.changedFiles.isEmpty && !again.diagnostics.hasErrors, "importing twice changed more")
}
