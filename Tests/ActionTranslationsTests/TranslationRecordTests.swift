import ActionModel
import ActionPipeline
import ActionSyntax
import ActionTranslations
import Foundation
import TestSupport
import Testing

/// The translation record beside the definitions: which English each translation was made
/// from, the `stale-translation` warnings it gives, and how export and import use it.
@Suite struct TranslationRecordTests {
    static let sixteen = TranslationImportTests.sixteen

    /// What the pipeline reports with the record, the translators' files rendered too.
    struct Checked {
        var report: PipelineReport
        var diagnostics: [Diagnostic] { report.definitionDiagnostics + report.diagnostics }
        var catalog: Catalog? { report.catalog }
        /// The records the run writes; nil on error.
        var changedRecords: [SourceFile]? { report.outputs?.translationRecords }
        var staleCount: Int { diagnostics.filter { $0.code == .staleTranslation }.count }
    }

    /// Compiles `definitions` with `record` (nil: none written yet) as the record beside them;
    /// the sixteen-language fixture's category texts, which the Hive file cannot carry, are
    /// not this suite's concern.
    static func analyze(_ definitions: SourceFile, record: SourceFile?, passesOverUnreadable: Bool = false)
        -> Checked
    {
        let report = Pipeline.run(
            PipelineRequest(
                definitions: [definitions], ignoredWarnings: [.notInHiveJSON],
                outputs: OutputRequest(stringCatalog: true, xliff: true),
                translationRecords: TranslationRecordInput(
                    records: record.map { [definitions.path: $0] } ?? [:],
                    passesOverUnreadable: passesOverUnreadable)))
        return Checked(report: report)
    }

    /// The record a first build writes for `definitions`.
    static func firstRecord(_ definitions: SourceFile) throws -> SourceFile {
        let analysis = analyze(definitions, record: nil)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        return try #require(analysis.changedRecords?.first)
    }

    static func withEnglishChanged(_ definitions: SourceFile) -> SourceFile {
        let text = String(decoding: definitions.bytes, as: UTF8.self)
        return SourceFile(
            path: definitions.path,
            bytes: Array(
                text.replacingOccurrences(of: "en: Reply  # the verb", with: "en: Answer  # the verb").utf8))
    }

    @Test func theRecordIsNamedAfterTheDefinitionsAndIsNoDefinitionsFile() {
        #expect(
            TranslationRecord.path(forDefinitions: "Push/shop.actions.yaml") == "Push/shop.translations.json")
        #expect(TranslationRecord.path(forDefinitions: "shop.Actions.JSON") == "shop.translations.json")
        #expect(TranslationRecord.path(forDefinitions: "dir.v2/push.yaml") == "dir.v2/push.translations.json")
        #expect(TranslationRecord.path(forDefinitions: ".hidden") == ".hidden.translations.json")
        let record = TranslationRecord.path(forDefinitions: "shop.actions.yaml").lowercased()
        #expect(!DefinitionFile.nameSuffixes.contains { record.hasSuffix($0) })
    }

    /// The first build records every translation as current, sorted, one a line; the same
    /// record again is the same bytes, and an unchanged build changes no record.
    @Test func theRecordIsDeterministicAndUnchangedWhenNothingChanged() throws {
        let definitions = Fixtures.source(Self.sixteen)
        let record = try Self.firstRecord(definitions)
        #expect(record.path == "Tests/Fixtures/translations/sixteen-languages.translations.json")
        let text = String(decoding: record.bytes, as: UTF8.self)
        if let failure = Golden.compare(text, to: "Tests/Golden/records/sixteen-languages.translations.json")
        {
            Issue.record(Comment(rawValue: failure))
        }
        let (decoded, problems) = TranslationRecord.decode(record)
        #expect(problems.isEmpty)
        #expect(decoded?.rendered() == text)
        let again = Self.analyze(definitions, record: record)
        #expect(again.diagnostics.isEmpty)
        #expect(again.changedRecords?.isEmpty == true)
        #expect(again.staleCount == 0)
    }

    static func record(_ json: String, path: String = "app.translations.json") -> SourceFile {
        SourceFile(path: path, bytes: Array(json.utf8))
    }

    static func place(_ key: String, _ language: String) -> TranslationPlace {
        TranslationPlace(key: key, language: Language(identifier: language)!)
    }

    /// A text's English is written once, and each translation as a string; one made from
    /// another English than most of the text's carries it, and the record reads back the same.
    @Test func aTranslationMadeFromAnotherEnglishCarriesIt() throws {
        var record = TranslationRecord()
        for language in ["de", "fr"] {
            record[Self.place("push.action.A_ID.title", language)] = .init(
                english: "Reply", translation: language)
        }
        record[Self.place("push.action.A_ID.title", "ko")] = .init(english: "Answer", translation: "대답")
        record[Self.place("push.action.B_ID.title", "de")] = .init(
            english: "Say \"hi\"", translation: "Sag \\ \"hallo\"")
        let text = record.rendered()
        #expect(
            text.contains(
                #""push.action.A_ID.title": {"en": "Reply", "de": "de", "fr": "fr", "ko": {"english": "Answer", "translation": "대답"}}"#
            ))
        #expect(text.contains(#""push.action.B_ID.title": {"en": "Say \"hi\"", "de": "Sag \\ \"hallo\""}"#))
        #expect(text.count(where: { $0 == "\n" }) == 7)
        let (decoded, problems) = TranslationRecord.decode(Self.record(text))
        #expect(problems.isEmpty)
        #expect(decoded == record)
    }

    /// The same record however it is laid out: the layout before a text's English was written
    /// once (every translation with its English), `en` after the translations, other spaces.
    @Test func everyLayoutOfTheSameRecordReadsTheSame() throws {
        var expected = TranslationRecord()
        expected[Self.place("push.action.A_ID.title", "de")] = .init(english: "Open", translation: "Öffnen")
        expected[Self.place("push.action.A_ID.title", "fr")] = .init(english: "Opn", translation: "Ouvrir")
        let layouts = [
            #"{"texts": {"push.action.A_ID.title": {"de": {"english": "Open", "translation": "Öffnen"}, "fr": {"english": "Opn", "translation": "Ouvrir"}}}}"#,
            #"{"about": "x", "texts": {"push.action.A_ID.title": {"fr": {"translation": "Ouvrir", "english": "Opn"}, "de": "Öffnen", "en": "Open"}}}"#,
            "\u{FEFF}{\r\n\t\"texts\" : {\"push.action.A_ID.title\":{\"en\":\"Op\\u0065n\",\"de\":\"\u{D6}ffnen\",\"fr\":{\"english\":\"Opn\",\"translation\":\"Ouvrir\"}}}}\r\n",
            // Repeated keys: the tree's reader settles them, the later one counting.
            #"{"texts": {"push.action.A_ID.title": {"en": "Open", "de": "Auf", "de": "Öffnen", "fr": {"english": "Opn", "translation": "Ouvrir"}}}}"#,
        ]
        for layout in layouts {
            let (decoded, problems) = TranslationRecord.decode(Self.record(layout))
            #expect(problems.isEmpty, "\(layout)")
            #expect(decoded == expected, "\(layout)")
        }
    }

    /// A text too long for the record's fast reader (over 65,535 bytes) is read through the
    /// tree, and reads as it was written.
    @Test func aVeryLongTextReadsAsWritten() throws {
        var record = TranslationRecord()
        let long = String(repeating: "Öffnen ", count: 10_000)
        record[Self.place("push.action.A_ID.title", "de")] = .init(english: "Open", translation: long)
        record[Self.place("push.action.A_ID.title", "fr")] = .init(english: long, translation: "Ouvrir")
        let (decoded, problems) = TranslationRecord.decode(Self.record(record.rendered()))
        #expect(problems.isEmpty)
        #expect(decoded == record)
    }

    /// A record that cannot be read is an error at the position of its problem, found by
    /// reading it again with positions.
    @Test func aMalformedRecordIsReportedWhereItIs() throws {
        let cases: [(String, DiagnosticCode, Int)] = [
            (#"{"texts": {"k": {"de": "Öffnen"}}}"#, .missingKey, 17),
            (#"{"texts": {"k": {"en": "Open", "de": 1}}}"#, .typeMismatch, 38),
            (#"{"texts": {"k": {"en": "Open", "xx-nowhere": "?"}}}"#, .unknownLanguage, 32),
            (#"{"texts": {"k": {"en": "Open", "de": "Öffnen",}}}"#, .syntax, 47),
        ]
        for (json, code, column) in cases {
            let (decoded, problems) = TranslationRecord.decode(Self.record(json))
            #expect(decoded == nil, "\(json)")
            #expect(problems.map(\.code) == [code], "\(json)")
            #expect(problems.first?.location?.column == column, "\(json)")
        }
    }

    /// A record that says the same as the one the run would write is left as it is, even
    /// laid out by hand: the run changes only the bytes it must.
    @Test func aRecordThatSaysTheSameIsNotRewritten() throws {
        let definitions = Fixtures.source(Self.sixteen)
        let record = try Self.firstRecord(definitions)
        let relaidOut = SourceFile(
            path: record.path,
            bytes: Array(
                String(decoding: record.bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
                    .utf8))
        #expect(relaidOut.bytes != record.bytes)
        let again = Self.analyze(definitions, record: relaidOut)
        #expect(again.diagnostics.isEmpty)
        #expect(again.changedRecords?.isEmpty == true)
    }

    /// One English title changed: exactly that title's fifteen translations are stale, once
    /// each, at the translation's own line; the record keeps the old English for them.
    @Test func changingOneEnglishTitleMakesExactlyItsTranslationsStale() throws {
        let original = Fixtures.source(Self.sixteen)
        let record = try Self.firstRecord(original)
        let changed = Self.withEnglishChanged(original)
        let analysis = Self.analyze(changed, record: record)
        let stale = analysis.diagnostics.filter { $0.code == .staleTranslation }
        #expect(stale.count == 15)
        #expect(analysis.diagnostics.count == 15)
        #expect(
            stale.allSatisfy {
                $0.severity == .warning && $0.message.contains("'push.action.REPLY_ID.title'")
            })
        let lines = String(decoding: changed.bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in stale {
            let location = try #require(diagnostic.location)
            let line = lines[location.line - 1]
            // The title's block mapping has each translation on a line of its own.
            let language = try #require(diagnostic.message.split(separator: " ").dropFirst().first)
            #expect(line.hasPrefix("      \(language): "), "\(diagnostic.message) at \(line)")
            #expect(location.column == 7 + language.count + 2)
            #expect(
                diagnostic.notes.map(\.message).prefix(2) == [
                    "translated from 'Reply'", "the English is now 'Answer'",
                ])
        }
        #expect(Set(stale.compactMap(\.location?.line)).count == 15)
        // Rebuilding does not make them current: the record is unchanged.
        #expect(analysis.changedRecords?.isEmpty == true)
        #expect(analysis.staleCount == 15)
    }

    /// Each warning at the translation's scalar, in flow and block style, and only for the
    /// translations the record says were made from another English.
    @Test func aStaleTranslationIsReportedAtItsScalar() throws {
        let marked = MarkedText(
            """
            languages: [en, de, fr]
            actions:
              A_ID:
                title: {en: Open, de: 1️⃣Öffnen, fr: 2️⃣'Ouvrir'}
              B_ID:
                title:
                  en: Close
                  de: 3️⃣Schließen
                  fr: Fermer
            categories:
              C: [A_ID, B_ID]

            """)
        let record = SourceFile(
            path: "app.translations.json",
            bytes: Array(
                """
                {"texts": {
                  "push.action.A_ID.title": {"de": {"english": "Opn", "translation": "Öffnen"}, "fr": {"english": "Opn", "translation": "Ouvrir"}},
                  "push.action.B_ID.title": {"de": {"english": "Shut", "translation": "Schließen"}, "fr": {"english": "Shut", "translation": "Zu"}}
                }}
                """.utf8))
        let analysis = Self.analyze(
            SourceFile(path: "app.actions.yaml", bytes: Array(marked.text.utf8)), record: record)
        let positions = analysis.diagnostics.map { diagnostic in
            (diagnostic.code, diagnostic.location?.line ?? 0, diagnostic.location?.column ?? 0)
        }
        // B's French differs from the recorded translation: edited since, so current.
        #expect(
            positions.map { "\($0.0.rawValue)@\($0.1):\($0.2)" }
                == Array("123").map { "stale-translation@\(marked[$0].line):\(marked[$0].column)" })
        let updated = try #require(analysis.changedRecords?.first)
        let entries = try #require(TranslationRecord.decode(updated).0)
        #expect(
            entries[TranslationPlace(key: "push.action.B_ID.title", language: Language(identifier: "fr")!)]
                == TranslationRecord.Entry(english: "Close", translation: "Fermer"))
        #expect(
            entries[TranslationPlace(key: "push.action.A_ID.title", language: Language(identifier: "de")!)]
                == TranslationRecord.Entry(english: "Opn", translation: "Öffnen"))
    }

    /// The export marks exactly the stale units for review; a reviewer's file that marks them
    /// translated, imported, records them as current, and the warnings are gone.
    @Test func theExportMarksTheStaleUnitsAndImportingThemClearsTheWarnings() throws {
        let original = Fixtures.source(Self.sixteen)
        let record = try Self.firstRecord(original)
        let changed = Self.withEnglishChanged(original)
        let analysis = Self.analyze(changed, record: record)
        let outputs = try #require(analysis.report.outputs)
        var reviewed: [SourceFile] = []
        for (fileName, xliff) in outputs.xliff {
            let units = xliff.components(separatedBy: "<trans-unit ").dropFirst()
            let marked = units.filter { $0.contains("state=\"needs-review-translation\"") }
            #expect(marked.count == 1)
            #expect(marked.first?.hasPrefix("id=\"push.action.REPLY_ID.title\"") == true)
            reviewed.append(
                SourceFile(
                    path: fileName,
                    bytes: Array(
                        xliff.replacingOccurrences(of: "needs-review-translation", with: "translated").utf8)))
        }
        #expect(reviewed.count == 15)
        let catalogFile = try #require(outputs.stringCatalog)
        #expect(catalogFile.components(separatedBy: "\"needs_review\"").count - 1 == 15)

        let translations = reviewed.flatMap { TranslationFileReader.read($0).0 }
        let imported = Compiler.importTranslations(
            translations, into: [changed],
            records: TranslationRecordInput(records: [changed.path: record]))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        // The YAML is as it was; only the record changes.
        #expect(imported.changedFiles.map(\.path) == [record.path])
        let updated: SourceFile = try #require(imported.changedFiles.first)
        let cleared = Self.analyze(changed, record: updated)
        #expect(cleared.diagnostics.isEmpty, "\(cleared.diagnostics)")
    }

    /// Export, then import of the unchanged files, record included: no byte changes.
    @Test(arguments: ["Presets/hive.actions.yaml", sixteen])
    func roundTripWithTheRecordChangesNoByte(_ path: String) throws {
        let definitions = Fixtures.source(path)
        let record = try Self.firstRecord(definitions)
        let translations = try TranslationImportTests.exported([definitions]).flatMap {
            TranslationFileReader.read($0).0
        }
        let result = Compiler.importTranslations(
            translations, into: [definitions],
            records: TranslationRecordInput(records: [definitions.path: record]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.changedFiles.isEmpty)
    }

    /// A record the SwiftPM plugin cannot read is passed over; anywhere else it is an error
    /// at its position.
    @Test func anUnreadableRecordIsAnErrorUnlessPassedOver() throws {
        let definitions = Fixtures.source(Self.sixteen)
        let broken = SourceFile(path: "app.translations.json", bytes: Array("{\"texts\": {\"k\": 1}}".utf8))
        let strict = Self.analyze(definitions, record: broken)
        #expect(strict.catalog == nil)
        #expect(strict.diagnostics.map(\.code) == [.typeMismatch])
        #expect(strict.diagnostics.first?.location?.file == "app.translations.json")
        #expect(strict.diagnostics.first?.location?.column == 17)
        let lenient = Self.analyze(definitions, record: broken, passesOverUnreadable: true)
        #expect(lenient.diagnostics.isEmpty)
        #expect(lenient.catalog != nil)
    }

    /// Presets have no record; an app file without translations gets none either.
    @Test func presetsAndUntranslatedFilesHaveNoRecord() {
        let definitions = SourceFile(
            path: "app.actions.yaml", bytes: Array("presets: [hive]\nactions:\n  A_ID: {title: Open}\n".utf8))
        let analysis = Self.analyze(definitions, record: nil)
        #expect(analysis.catalog != nil)
        #expect(analysis.changedRecords?.isEmpty == true)
    }

    /// A file whose translations are all gone keeps its record, emptied: actionc deletes no file.
    @Test func theRecordOfAFileWithoutTranslationsIsEmptied() throws {
        let definitions = SourceFile(
            path: "app.actions.yaml",
            bytes: Array("actions:\n  A_ID: {title: Open}\ncategories:\n  C: [A_ID]\n".utf8))
        let record = SourceFile(
            path: "app.translations.json",
            bytes: Array(
                #"{"texts": {"push.action.A_ID.title": {"de": {"english": "Open", "translation": "Öffnen"}}}}"#
                    .utf8))
        let checked = Self.analyze(definitions, record: record)
        let emptied = try #require(checked.changedRecords?.first)
        #expect(String(decoding: emptied.bytes, as: UTF8.self).hasSuffix("\"texts\": {}\n}\n"))
        #expect(TranslationRecord.decode(emptied).0 == TranslationRecord())
    }
}
