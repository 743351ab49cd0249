import ActionModel
import ActionPipeline
import ActionSyntax
import TestSupport
import Testing

/// Builds from several files at once: every case in Tests/Fixtures/multi against its
/// goldens, and what each case is there to show.
@Suite struct MultiFileTests {
    static func build(_ name: String) -> CompilationResult {
        Compiler.compile(Fixtures.multiSources(name))
    }

    @Test(arguments: Fixtures.multiCases)
    func caseMatchesGoldens(_ name: String) {
        let result = Self.build(name)
        let diagnostics = DiagnosticFormatter.text(result.diagnostics)
        if let failure = Golden.compare(diagnostics, to: "Tests/Golden/diagnostics/multi-\(name).txt") {
            Issue.record(Comment(rawValue: failure))
        }
        if let json = result.output?.hiveJSON,
            let failure = Golden.compare(json, to: "Tests/Golden/json/multi-\(name).json")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func categoriesUseActionsAndLanguagesFromOtherFiles() throws {
        let result = Self.build("split-definitions")
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let catalog = try #require(Compiler.check(Fixtures.multiSources("split-definitions")).0)
        #expect(catalog.languages == [.en, .ko])
        #expect(catalog.categories.map(\.id) == ["REPLY_CATEGORY", "LATER_CATEGORY"])
        #expect(catalog.sourcePaths.count == 3)
    }

    /// Two files' targets differ: one error at the second, with a note at the first.
    @Test func filesThatStateTargetsMustAgree() throws {
        let diagnostics = Self.build("conflicting-targets").diagnostics
        #expect(diagnostics.map(\.code) == [.conflictingTargets])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location?.file == "Tests/Fixtures/multi/conflicting-targets/b.yaml")
        #expect(diagnostic.notes.first?.location?.file == "Tests/Fixtures/multi/conflicting-targets/a.yaml")
    }

    /// A file that states no targets takes those another file states: five actions pass
    /// under `[ios]`, and the category's options raise no `not-in-hive-json`.
    @Test func oneFileStatesTheTargetsForAll() throws {
        let result = Self.build("targets-in-one-file")
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let output = try #require(result.output)
        #expect(output.catalog.targets == [.ios])
        #expect(output.hiveJSON == nil)
    }

    @Test func aRepeatInALaterFileIsTheDuplicate() throws {
        let diagnostics = Self.build("duplicate-identifier").diagnostics
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier, .duplicateIdentifier])
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.file == "Tests/Fixtures/multi/duplicate-identifier/b.yaml")
            #expect(
                diagnostic.notes.first?.location?.file == "Tests/Fixtures/multi/duplicate-identifier/a.yaml")
        }
    }

    @Test func anUnreadableFileHidesNoOtherProblemButAddsNoneEither() {
        let diagnostics = Self.build("unreadable-input").diagnostics
        #expect(diagnostics.map(\.code) == [.syntax])
    }

    @Test func languagesOfAllFilesCombine() throws {
        let result = Self.build("languages-union")
        #expect(result.diagnostics.map(\.code) == [.missingTranslation])
        #expect(result.diagnostics.first?.message.contains("no ja text") == true)
        let catalog = try #require(Compiler.check(Fixtures.multiSources("languages-union")).0)
        #expect(catalog.languages == [.en, .ko, .ja])
    }

    @Test func aBuiltHiveFileIsAnInputLikeAnyOther() throws {
        let result = Self.build("json-and-yaml")
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let json = try #require(result.output?.hiveJSON)
        #expect(json.contains("\"SHARE_CATEGORY\": [\"SHARE_ID\", \"CLOSE_ID\"]"))
    }

    /// A repeat's errors are reported, its swiftName included, but not its warnings: the
    /// build's own hive_push_actions.json read back repeats every definition, and would
    /// double every warning.
    @Test func aRepeatReportsItsErrorsButNotItsWarnings() throws {
        let definitions = """
            languages: [en, ko]
            actions:
              LONG_ID: {title: A title far too long for one line of a notification button}
            categories:
              LONG_CATEGORY: [LONG_ID]
            """
        let app = SourceFile(path: "Push/game.actions.yaml", bytes: Array(definitions.utf8))
        let hiveJSON = try #require(Compiler.compile([app]).output?.hiveJSON)
        let readBack = Compiler.compile([
            SourceFile(path: "Generated/hive_push_actions.json", bytes: Array(hiveJSON.utf8)), app,
        ]).diagnostics
        let warnings = readBack.filter { $0.severity == .warning }.map(\.code)
        #expect(warnings.sorted { $0.rawValue < $1.rawValue } == [.longTitle, .missingTranslation])

        let repeated = Compiler.compile([
            SourceFile(
                path: "a.yaml", bytes: Array("actions: {X_ID: {title: A}}\ncategories: {C: [X_ID]}\n".utf8)),
            SourceFile(path: "b.yaml", bytes: Array("actions: {X_ID: {title: B, swiftName: Bad}}\n".utf8)),
        ]).diagnostics
        #expect(repeated.map(\.code) == [.duplicateIdentifier, .invalidIdentifier])
    }

    @Test func fileOrderChangesNothingWhenCategoriesShareAFile() throws {
        let sources = Fixtures.multiSources("split-definitions")
        let forward = Compiler.compile(sources)
        let backward = Compiler.compile(sources.reversed())
        #expect(forward.output?.hiveJSON == backward.output?.hiveJSON)
    }
}
