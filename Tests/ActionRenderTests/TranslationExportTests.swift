import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `actionc translations export`'s XLIFF: Xcode's shape, notes a translator can use, and
/// valid against OASIS's XLIFF 1.2 schema.
@Suite struct TranslationExportTests {
    static func catalog(_ path: String) throws -> Catalog {
        try #require(Compiler.check([Fixtures.source(path)]).0)
    }

    @Test(arguments: [
        ("Presets/hive.actions.yaml", Language.de), ("Presets/hive.actions.yaml", Language.zhHans),
        ("Presets/hive.actions.yaml", Language.ar),
        ("Tests/Fixtures/valid/text-input.yaml", Language.ko),
        ("Tests/Fixtures/valid/category-texts.yaml", Language.ja),
    ])
    func exportMatchesGolden(_ path: String, _ language: Language) throws {
        let text = XLIFFRenderer.render(try Self.catalog(path), language: language)
        let name = path.split(separator: "/").last!.split(separator: ".").first!
        let golden = "Tests/Golden/xliff/\(name)/\(XLIFFRenderer.fileName(for: language))"
        if let failure = Golden.compare(text, to: golden) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func presetsExportOneFilePerLanguageBesidesEnglish() throws {
        let catalog = try Self.catalog("Presets/hive.actions.yaml")
        #expect(XLIFFRenderer.targetLanguages(of: catalog).count == 15)
        #expect(!XLIFFRenderer.targetLanguages(of: catalog).contains(.english))
    }

    /// The notes say what a text is, where it shows and beside what, its width budget and
    /// what its format specifiers stand for.
    @Test func notesTellTheTranslatorWhatTheTextIs() throws {
        let units = TranslationUnit.all(in: try Self.catalog("Tests/Fixtures/valid/category-texts.yaml"))
        let reply = try #require(units.first { $0.key == "push.action.REPLY_ID.title" })
        #expect(
            reply.note.contains(
                "A button of category MESSAGE_CATEGORY, beside 'Mark as Read' (MARK_READ_ID)."))
        #expect(reply.note.contains("A button of category CALL_CATEGORY, alone."))
        #expect(reply.widthBudget == 32)
        let summary = try #require(units.first { $0.key == "push.category.MESSAGE_CATEGORY.summaryFormat" })
        #expect(summary.widthBudget == nil)
        #expect(summary.note.contains("%u is the number of notifications; %@ is the grouped notifications'"))
        let send = try #require(
            TranslationUnit.all(in: try Self.catalog("Tests/Fixtures/valid/text-input.yaml")).first {
                $0.kind == .action(.textInputButton)
            })
        #expect(send.note.contains("Send button of the text field"))
        #expect(send.note.contains("when the button 'Add note' is tapped"))
    }

    /// A unit a translation is missing from has no `<target>`, as in Xcode's export.
    @Test func untranslatedUnitsHaveNoTarget() throws {
        let source = SourceFile(
            path: "t.actions.yaml",
            text:
                "languages: [en, de]\nactions:\n  A_ID:\n    title: {en: Open, de: Öffnen}\n  B_ID:\n    title: {en: Close}\ncategories:\n  C: [A_ID, B_ID]\n"
        )
        let catalog = try #require(Compiler.check([source]).0)
        let xliff = XLIFFRenderer.render(catalog, language: .de)
        #expect(xliff.contains("<target state=\"translated\">Öffnen</target>"))
        #expect(xliff.components(separatedBy: "<target").count == 2)
    }

    static let schemaFolder = Repository.reference("xliff-1.2")
    static let xmllint = "/usr/bin/xmllint"
    /// Skipped, and named in the run's last line, without the schema or xmllint; CI, which
    /// installs both, fails instead.
    static let canValidate: Bool = {
        guard Repository.runs("the XLIFF schema check", needingReference: "xliff-1.2") else { return false }
        if Repository.sharedIsRequired || FileManager.default.isExecutableFile(atPath: xmllint) {
            return true
        }
        SkipReport.skip("the XLIFF schema check", missing: "xmllint (Debian's libxml2-utils)")
        return false
    }()

    /// Every file of the presets' and the fixtures' exports, checked by libxml2 against the
    /// transitional schema (the one Xcode's exports follow), offline through the catalog.
    @Test(
        .enabled(
            if: canValidate,
            "../shared/reference/xliff-1.2 or xmllint (Debian's libxml2-utils) is missing; the schema check is skipped"
        ),
        arguments: [
            "Presets/hive.actions.yaml", "Tests/Fixtures/valid/text-input.yaml",
            "Tests/Fixtures/valid/category-texts.yaml",
        ])
    func exportValidatesAgainstTheXLIFFSchema(_ path: String) throws {
        let schemas = try #require(Self.schemaFolder, "../shared/reference/xliff-1.2")
        let catalog = try Self.catalog(path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xliff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for language in XLIFFRenderer.targetLanguages(of: catalog) {
            let file = folder.appendingPathComponent(XLIFFRenderer.fileName(for: language))
            try XLIFFRenderer.render(catalog, language: language).write(
                to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.xmllint)
        process.arguments =
            [
                "--nonet", "--noout", "--schema",
                schemas.appendingPathComponent("xliff-core-1.2-transitional.xsd").path,
            ]
            + files
        process.environment = ["XML_CATALOG_FILES": schemas.appendingPathComponent("catalog.xml").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, Comment(rawValue: report))
        #expect(
            report.components(separatedBy: " validates").count == files.count + 1, Comment(rawValue: report))
    }
}
