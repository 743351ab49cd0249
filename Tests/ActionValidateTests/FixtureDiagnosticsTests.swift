import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax
import ActionTranslations
import TestSupport
import Testing

/// Every invalid fixture: its diagnostics, as `actionc` prints them, match the golden,
/// and include the code the fixture is named for.
@Suite struct FixtureDiagnosticsTests {
    @Test func everyCodeHasAFixture() {
        let covered = Set(Fixtures.invalid.compactMap(Fixtures.code))
        let uncovered = DiagnosticCode.all.filter {
            !covered.contains($0) && !Self.codesTestedElsewhere.contains($0)
        }
        #expect(uncovered.isEmpty, "codes without an invalid fixture: \(uncovered.map(\.rawValue))")
    }

    /// Codes only the readers produce (tested with the readers themselves), the CLI's
    /// `file-system`, `stale-output` and `leftover-output` (tested by running the binary in
    /// actioncTests), and
    /// the cross-checks of other artifacts against the catalog (ContentExtensionCheckTests,
    /// PayloadCheckTests), a conflict between two files' `warnings:` (WarningPolicyTests) or
    /// `targets:` (Tests/Fixtures/multi/conflicting-targets, MultiFileTests), and
    /// `actionc diff`'s codes (DiffTests, from Tests/Fixtures/diff).
    static let codesTestedElsewhere: Set<DiagnosticCode> = Set(
        [
            .encoding, .limit, .unsupportedYAML, .fileSystem, .staleOutput, .leftoverOutput, .unknownCategory,
            .notContentExtension, .unlistedCategory, .conflictingWarningLevel, .conflictingTargets,
            .retiredNotInBaseline,
        ] + DiffRule.all.map(\.code)
            // `actionc translations import`'s, about a translator's file (TranslationImportTests,
            // ImportSafetyTests).
            + [.unknownTranslationID, .sourceChanged, .cannotImport, .nothingImported]
            // `actionc payload`'s, about a payload and the app's strings (PayloadStringsTests).
            + [
                .unknownLocKey, .locArgsMismatch, .nonStringSpecifier, .invalidApsValue, .untranslatedLocKey,
                .unusedLocArgs, .staleLocKey,
            ])

    @Test func everyInvalidFixtureIsNamedForACode() {
        let unnamed = Fixtures.invalid.filter { Fixtures.code($0) == nil }
        #expect(unnamed.isEmpty, "invalid fixtures whose name is no code: \(unnamed)")
    }

    @Test(arguments: Fixtures.invalid)
    func diagnosticsMatchGolden(_ path: String) throws {
        // A fixture about the translation record has its record in Tests/Fixtures/records:
        // beside it, the fixture list would take the record for a fixture.
        let record = "Tests/Fixtures/records/\(Fixtures.name(path))\(TranslationRecord.suffix)"
        let records =
            Fixtures.exists(record) ? TranslationRecordInput(records: [path: Fixtures.source(record)]) : nil
        let result = Compiler.compile(
            [Fixtures.source(path)], options: CompilerOptions(translationRecords: records))
        let text = DiagnosticFormatter.text(result.diagnostics)
        if let failure = Golden.compare(text, to: "Tests/Golden/diagnostics/\(Fixtures.name(path)).txt") {
            Issue.record(Comment(rawValue: failure))
        }
        let code = try #require(Fixtures.code(path))
        let produced = result.diagnostics.filter { $0.code == code }
        #expect(!produced.isEmpty, "\(path) does not produce \(code.rawValue)")
        // Warnings still build; any error means nothing is produced.
        #expect((result.output == nil) == result.diagnostics.hasErrors)
        // Every diagnostic and note points into the fixture (or the preset it names).
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location?.file == path)
            for note in diagnostic.notes {
                if let file = note.location?.file { #expect(file == path || file.hasPrefix("<preset ")) }
            }
        }
    }
}
