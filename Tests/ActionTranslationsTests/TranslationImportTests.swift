import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import ActionTranslations
import Foundation
import TestSupport
import Testing

/// `actionc translations import`'s core: translators' XLIFF and String Catalogs written into
/// the definitions, only the changed texts' bytes changing, after the build's checks.
@Suite struct TranslationImportTests {
    static let sixteen = "Tests/Fixtures/translations/sixteen-languages.actions.yaml"

    static func catalog(_ sources: [SourceFile]) throws -> Catalog {
        try #require(Compiler.check(sources).0)
    }

    /// The export of `sources` as the files a translator gets back untouched.
    static func exported(_ sources: [SourceFile]) throws -> [SourceFile] {
        let catalog = try catalog(sources)
        return XLIFFRenderer.targetLanguages(of: catalog).map { language in
            SourceFile(
                path: "out/" + XLIFFRenderer.fileName(for: language),
                bytes: Array(XLIFFRenderer.render(catalog, language: language).utf8))
        } + [
            SourceFile(
                path: "out/PushActions.xcstrings", bytes: Array(StringCatalogRenderer.render(catalog).utf8))
        ]
    }

    static func run(_ files: [SourceFile], into definitions: [SourceFile]) -> TranslationImporter.Result {
        var translations: [ImportedTranslation] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (found, problems) = TranslationFileReader.read(file)
            translations += found
            diagnostics += problems
        }
        var result = Compiler.importTranslations(translations, into: definitions)
        result.diagnostics = diagnostics + result.diagnostics
        if diagnostics.hasErrors { result.changedFiles = [] }
        return result
    }

    /// Export, then import of the unchanged files: no definitions file changes.
    @Test(arguments: ["Presets/hive.actions.yaml", sixteen])
    func roundTripOfUnchangedFilesChangesNoByte(_ path: String) throws {
        let definitions = [Fixtures.source(path)]
        let result = Self.run(try Self.exported(definitions), into: definitions)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.changedFiles.isEmpty)
        #expect(result.summary.count == 15)
        #expect(
            result.summary.allSatisfy {
                $0.counts.changed == 0 && $0.counts.added == 0 && $0.counts.unchanged > 0
            })
    }

    /// Three units edited in one XLIFF file and two in the String Catalog: exactly five
    /// lines of the YAML change, each only in its text, and the outputs show the new texts.
    @Test func aTranslatorsFiveEditsChangeExactlyFiveScalars() throws {
        let definitions = [Fixtures.source(Self.sixteen)]
        let files = try Self.exported(definitions)
        var german = String(
            decoding: try #require(files.first { $0.path == "out/de.xliff" }).bytes, as: UTF8.self)
        for (old, new) in [
            (">Antworten<", ">Beantworten<"), (">Nicht jetzt<", ">Später<"),
            (">%u neue Nachrichten von %@<", ">%u neue Nachrichten von &quot;%@&quot;<"),
        ] {
            #expect(german.contains(old))
            german = german.replacingOccurrences(of: old, with: new)
        }
        var strings = String(decoding: try #require(files.last).bytes, as: UTF8.self)
        for (old, new) in [("\"Répondre\"", "\"Réponse\""), ("\"Nachricht\"", "\"Mitteilung\"")] {
            #expect(strings.contains(old))
            strings = strings.replacingOccurrences(of: old, with: new)
        }
        let result = Self.run(
            [
                SourceFile(path: "out/de.xliff", text: german),
                SourceFile(path: "out/PushActions.xcstrings", text: strings),
            ], into: definitions)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let changed = try #require(result.changedFiles.first)
        let before = String(decoding: definitions[0].bytes, as: UTF8.self).components(separatedBy: "\n")
        let after = String(decoding: changed.bytes, as: UTF8.self).components(separatedBy: "\n")
        #expect(before.count == after.count)
        let differing = zip(before, after).filter { $0 != $1 }
        #expect(
            differing.map(\.1) == [
                "      de: Beantworten", "      fr: 'Réponse'",
                "      placeholder: {en: \"Message\", ko: \"메시지\", ja: \"メッセージ\", zh-Hans: \"消息\", zh-Hant: \"訊息\", de: \"Mitteilung\", fr: \"Message\", ru: \"Сообщение\", es: \"Mensaje\", pt: \"Mensagem\", id: \"Pesan\", th: \"ข้อความ\", vi: \"Tin nhắn\", it: \"Messaggio\", tr: \"Mesaj\", ar: \"رسالة\"}",
                "      ko: '나중에', ja: '後で', zh-Hans: '以后', zh-Hant: '稍後', de: 'Später',",
                "      de: \"%u neue Nachrichten von \\\"%@\\\"\"",
            ])
        #expect(
            result.summary.map { "\($0.language): \($0.counts.changed)" }.filter { !$0.hasSuffix(": 0") }
                == ["de: 4", "fr: 1"])
        let output = try #require(Compiler.compile([changed]).output)
        for text in ["Beantworten", "Réponse", "Mitteilung", "Später"] {
            #expect(output.swiftRegistry.contains(text))
        }
        #expect(output.swiftRegistry.contains(#"%u neue Nachrichten von \"%@\""#))
        let hiveJSON = try #require(output.hiveJSON)
        #expect(hiveJSON.contains("\"Beantworten\"") && hiveJSON.contains("\"Später\""))
    }

    /// A language new to a text is written after its last entry, in its mapping's style:
    /// a line of its own in a block mapping, `, de: …` in a flow one, and a plain string
    /// becomes a flow mapping; JSON keeps JSON.
    @Test(arguments: [
        (
            "languages: [en, de]\nactions:\n  A_ID:\n    title:\n      en: Open  # verb\n    options: [foreground]\ncategories:\n  C: [A_ID]\n",
            "languages: [en, de]\nactions:\n  A_ID:\n    title:\n      en: Open  # verb\n      de: Öffnen\n    options: [foreground]\ncategories:\n  C: [A_ID]\n"
        ),
        (
            "languages: [en, zh-hans]\nactions:\n  A_ID: {title: {en: Open}}\ncategories:\n  C: [A_ID]\n",
            "languages: [en, zh-hans]\nactions:\n  A_ID: {title: {en: Open, zh-hans: 打开}}\ncategories:\n  C: [A_ID]\n"
        ),
        (
            "languages: [en, de]\r\nactions:\r\n  A_ID:\r\n    title: Open, now\r\ncategories:\r\n  C: [A_ID]\r\n",
            "languages: [en, de]\r\nactions:\r\n  A_ID:\r\n    title: {en: \"Open, now\", de: Öffnen}\r\ncategories:\r\n  C: [A_ID]\r\n"
        ),
    ])
    func aNewLanguageIsAddedInTheMappingsStyle(_ yaml: String, _ expected: String) throws {
        try expectAdded(SourceFile(path: "a.actions.yaml", text: yaml), expected)
    }

    @Test func aNewLanguageIsAddedToJSONAsJSON() throws {
        let json =
            "{\n  \"languages\": [\"en\", \"de\"],\n  \"actions\": {\n    \"A_ID\": {\n      \"title\": {\n        \"en\": \"Open\"\n      }\n    }\n  },\n  \"categories\": {\"C\": [\"A_ID\"]}\n}\n"
        let expected = json.replacingOccurrences(
            of: "\"en\": \"Open\"\n", with: "\"en\": \"Open\",\n        \"de\": \"Öffnen\"\n")
        try expectAdded(SourceFile(path: "a.actions.json", text: json), expected)
    }

    private func expectAdded(_ source: SourceFile, _ expected: String) throws {
        let catalog = try Self.catalog([source])
        let language = try #require(XLIFFRenderer.targetLanguages(of: catalog).first)
        let translated = language == .de ? "Öffnen" : "打开"
        let xliff = XLIFFRenderer.render(catalog, language: language).replacingOccurrences(
            of: "<source>Open</source>",
            with: "<source>Open</source><target state=\"translated\">\(translated)</target>"
        ).replacingOccurrences(
            of: "<source>Open, now</source>", with: "<source>Open, now</source><target>Öffnen</target>")
        let result = Self.run([SourceFile(path: "t.xliff", text: xliff)], into: [source])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.changedFiles.map { String(decoding: $0.bytes, as: UTF8.self) } == [expected])
        #expect(result.summary.map(\.counts.added) == [1])
    }

    static let definitions = SourceFile(
        path: "a.actions.yaml",
        text: """
            languages: [en, de]
            actions:
              A_ID: {title: {en: Open, de: Öffnen}}
            categories:
              C:
                actions: [A_ID]
                summaryFormat: {en: "%u new from %@", de: "%u neu von %@"}

            """)

    /// Each problem at its place in the imported file, and nothing written.
    @Test(arguments: [
        (
            "<xliff version=\"1.2\"><file target-language=\"de\"><body></bdy>1️⃣</file></xliff>",
            DiagnosticCode.syntax
        ),
        (
            "<xliff><file target-language=\"de\"><body><trans-unit 1️⃣id=\"push.action.B_ID.title\"><source>Open</source><target>Auf</target></trans-unit></body></file></xliff>",
            .unknownTranslationID
        ),
        (
            "<xliff><file 1️⃣target-language=\"fr\"><body><trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>Ouvrir</target></trans-unit></body></file></xliff>",
            .unknownLanguage
        ),
        (
            "<xliff><file target-language=\"de\"><body><trans-unit id=\"push.category.C.summaryFormat\"><source>%u new from %@</source><target>1️⃣%u neu</target></trans-unit></body></file></xliff>",
            .formatMismatch
        ),
        (
            "<xliff><file target-language=\"de\"><body><trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>1️⃣ </target></trans-unit></body></file></xliff>",
            .emptyTitle
        ),
    ])
    func aProblemIsPositionedInTheImportedFileAndNothingIsWritten(_ marked: String, _ code: DiagnosticCode) {
        let text = MarkedText(marked)
        // A good edit beside the bad one: it must not be written either.
        let good =
            "<xliff><file target-language=\"de\"><body><trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>Aufmachen</target></trans-unit></body></file></xliff>"
        let result = Self.run(
            [
                SourceFile(path: "good.xliff", text: good),
                SourceFile(path: "t.xliff", text: text.text),
            ], into: [Self.definitions])
        #expect(result.changedFiles.isEmpty)
        #expect(result.diagnostics.map(\.code) == [code], "\(result.diagnostics)")
        #expect(
            result.diagnostics.first?.location
                == SourceLocation(file: "t.xliff", line: text["1"].line, column: text["1"].column))
    }

    /// A unit translated from an English text that has since changed is reported and left
    /// out; one marked as not reviewed is counted and left out.
    @Test func outdatedAndUnreviewedUnitsAreNotImported() throws {
        let marked = MarkedText(
            "<xliff><file target-language=\"de\"><body><trans-unit 1️⃣id=\"push.action.A_ID.title\"><source>Opn</source><target>Auf</target></trans-unit><trans-unit id=\"push.category.C.summaryFormat\"><source>%u new from %@</source><target state=\"needs-review-translation\">%u neue von %@</target></trans-unit></body></file></xliff>"
        )
        let result = Self.expectNothingWritten(marked, reporting: .sourceChanged)
        #expect(result.summary.map(\.counts.outdated) == [1])
        #expect(result.summary.map(\.counts.notReviewed) == [1])
    }

    /// A String Catalog's problems point into its JSON: here a plural variation.
    @Test func stringCatalogVariationsAreRefusedAtTheirPlace() {
        let marked = MarkedText(
            "{\"sourceLanguage\": \"en\", \"strings\": {\"push.action.A_ID.title\": {\"localizations\": {1️⃣\"de\": {\"variations\": {}}}}}}"
        )
        let result = Self.run(
            [SourceFile(path: "t.xcstrings", text: marked.text)], into: [Self.definitions])
        #expect(result.diagnostics.map(\.code) == [.cannotImport])
        #expect(
            result.diagnostics.first?.location
                == SourceLocation(file: "t.xcstrings", line: 1, column: marked["1"].column))
    }
}

extension TranslationImportTests {
    /// What the editor cannot rewrite in place, and a text no file of the app holds, are
    /// refused at the unit, with nothing written.
    @Test func textsThatCannotBeRewrittenAreRefusedAtTheUnit() {
        let definitions = SourceFile(
            path: "a.actions.yaml",
            text:
                "presets: [hive]\nlanguages: [en, de]\nactions:\n  A_ID:\n    title:\n      en: Open\n      de: |-\n        Öffnen\ncategories:\n  C: [A_ID]\n"
        )
        let marked = MarkedText(
            "<xliff><file target-language=\"de\"><body><trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>1️⃣Auf</target></trans-unit><trans-unit 2️⃣id=\"push.action.CLOSE_ID.title\"><source>Close</source><target>Zu</target></trans-unit></body></file></xliff>"
        )
        let result = Self.run(
            [SourceFile(path: "t.xliff", text: marked.text)], into: [definitions])
        #expect(result.changedFiles.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.cannotImport, .cannotImport])
        #expect(
            result.diagnostics.compactMap(\.location) == [
                Self.location(marked, "1"),
                SourceLocation(file: "t.xliff", line: 1, column: marked["2"].column),
            ])
        #expect(
            result.diagnostics.first?.notes.first?.location
                == SourceLocation(file: "a.actions.yaml", line: 6, column: 7))
    }

    /// A plain text whose translation YAML would read otherwise is double-quoted; a
    /// single-quoted one stays single-quoted with its quote doubled; JSON stays JSON. Units
    /// of the app's other strings (an `.xcloc` holds them) are passed over.
    @Test func changedTextsKeepTheirQuotingWhereTheyCan() throws {
        let yaml = SourceFile(
            path: "a.actions.yaml",
            text:
                "languages: [en, fr]\nactions:\n  A_ID: {title: {en: Open, fr: Ouvrir}}\n  B_ID: {title: {en: Close, fr: 'Fermer'}}\ncategories:\n  C: [A_ID, B_ID]\n"
        )
        let xliff =
            "<xliff><file target-language=\"fr\"><body><trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>Oui: ouvrir</target></trans-unit><trans-unit id=\"push.action.B_ID.title\"><source>Close</source><target>L'arrêt</target></trans-unit><trans-unit id=\"Settings.title\"><source>Settings</source><target>Réglages</target></trans-unit></body></file></xliff>"
        let result = Self.run([SourceFile(path: "t.xliff", text: xliff)], into: [yaml])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.changedFiles.map { String(decoding: $0.bytes, as: UTF8.self) } == [
                "languages: [en, fr]\nactions:\n  A_ID: {title: {en: Open, fr: \"Oui: ouvrir\"}}\n  B_ID: {title: {en: Close, fr: 'L''arrêt'}}\ncategories:\n  C: [A_ID, B_ID]\n"
            ])

        let json = SourceFile(
            path: "a.actions.json",
            text:
                "{\"languages\": [\"en\", \"fr\"], \"actions\": {\"A_ID\": {\"title\": {\"en\": \"Open\", \"fr\": \"Ouvrir\"}}}, \"categories\": {\"C\": [\"A_ID\"]}}\n"
        )
        let first = xliff.replacing(#/<trans-unit id="push.action.B_ID.*?</trans-unit>/#, with: "")
        let again = Self.run([SourceFile(path: "t.xliff", text: first)], into: [json])
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(
            again.changedFiles.map { String(decoding: $0.bytes, as: UTF8.self) } == [
                "{\"languages\": [\"en\", \"fr\"], \"actions\": {\"A_ID\": {\"title\": {\"en\": \"Open\", \"fr\": \"Oui: ouvrir\"}}}, \"categories\": {\"C\": [\"A_ID\"]}}\n"
            ])
    }
}

extension TranslationImportTests {
    /// Found by FuzzXLIFF: one file giving a unit twice, once as it stands and once changed,
    /// was imported as the change, and importing it again changed it back. A file that
    /// contradicts itself is an error at the second unit.
    @Test func aFileThatTranslatesOneTextTwiceDifferentlyIsAnError() {
        let unit = { (target: String) in
            "<trans-unit id=\"push.action.A_ID.title\"><source>Open</source><target>\(target)</target></trans-unit>"
        }
        let marked = MarkedText(
            "<xliff><file target-language=\"de\"><body>\(unit("Auf"))\n\(unit("Öffnen").replacingOccurrences(of: " id=", with: " 1️⃣id="))</body></file></xliff>"
        )
        Self.expectNothingWritten(marked, reporting: .duplicateKey)
    }
}

extension TranslationImportTests {
    /// `marked` imported as `t.xliff` into `definitions`.
    static func run(_ marked: MarkedText) -> TranslationImporter.Result {
        run([SourceFile(path: "t.xliff", text: marked.text)], into: [definitions])
    }

    /// Imports `marked` alone: nothing is written, and `code` is the one diagnostic, at marker 1.
    @discardableResult
    static func expectNothingWritten(
        _ marked: MarkedText, reporting code: DiagnosticCode,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TranslationImporter.Result {
        let result = run(marked)
        #expect(result.changedFiles.isEmpty, sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.code) == [code], sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.location == location(marked, "1"), sourceLocation: sourceLocation)
        return result
    }

    /// Where marker `name` is in `t.xliff`.
    static func location(_ marked: MarkedText, _ name: Character) -> ActionSyntax.SourceLocation {
        SourceLocation(file: "t.xliff", line: marked[name].line, column: marked[name].column)
    }
}
