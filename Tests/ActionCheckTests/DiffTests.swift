import ActionCheck
import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `actionc diff`'s stage: every rule in both directions from the fixture pairs in
/// `Tests/Fixtures/diff/<case>/` (old.actions.yaml, the baseline; new.actions.yaml, the
/// definitions), each direction's report a golden in `Tests/Golden/diff/`.
@Suite struct DiffTests {
    static let folder = "Tests/Fixtures/diff"
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    static func path(_ name: String, _ side: String) -> String { "\(folder)/\(name)/\(side).actions.yaml" }

    /// The diff of the definitions at `new` against the baselines (its diagnostics, and the
    /// summary), or nil (after recording the problems) when something does not compile.
    static func diff(_ new: SourceFile, against baselines: [SourceFile]) -> (
        diagnostics: [Diagnostic], summary: DiffSummary
    )? {
        let report = Pipeline.run(
            PipelineRequest(
                definitions: [new], baselines: baselines.map { BaselineInput(name: $0.path, sources: [$0]) }))
        guard let summary = report.diffSummary else {
            let problems = DiagnosticFormatter.text(report.definitionDiagnostics + report.diagnostics)
            Issue.record("\(new.path) or a baseline does not compile: \(problems)")
            return nil
        }
        return (report.diagnostics, summary)
    }

    /// Diagnostics and the summary table, as `actionc diff` prints them.
    static func report(_ new: String, against baselines: [String]) -> String {
        guard let result = diff(Fixtures.source(new), against: baselines.map(Fixtures.source)) else {
            return ""
        }
        let command = "actionc diff " + baselines.map { "--baseline \($0) " }.joined() + new
        return "$ \(command)\n" + DiagnosticFormatter.text(result.diagnostics) + result.summary.text
    }

    @Test(arguments: cases)
    func bothDirectionsMatchGolden(_ name: String) {
        let old = Self.path(name, "old")
        let new = Self.path(name, "new")
        let text = Self.report(new, against: [old]) + "\n" + Self.report(old, against: [new])
        if let failure = Golden.compare(text, to: "Tests/Golden/diff/\(name).txt") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// A case named for a code produces it when the new definitions are compared with the old.
    @Test(arguments: cases)
    func caseProducesItsCode(_ name: String) throws {
        guard let code = DiagnosticCode.named(name) else { return }
        let result = try #require(
            Self.diff(
                Fixtures.source(Self.path(name, "new")), against: [Fixtures.source(Self.path(name, "old"))]))
        #expect(result.diagnostics.contains { $0.code == code }, "\(name) does not produce \(code.rawValue)")
    }

    @Test func everyRuleHasAFixtureInSomeDirection() {
        var produced: Set<DiagnosticCode> = []
        for name in Self.cases {
            for (new, old) in [("new", "old"), ("old", "new")] {
                let result = Self.diff(
                    Fixtures.source(Self.path(name, new)), against: [Fixtures.source(Self.path(name, old))])
                produced.formUnion(result?.diagnostics.map(\.code) ?? [])
            }
        }
        let missing = (DiffRule.all.map(\.code) + [.retiredNotInBaseline, .unusedAllow]).filter {
            !produced.contains($0)
        }
        #expect(missing.isEmpty, "diff codes no fixture produces: \(missing.map(\.rawValue))")
    }

    /// Each rule's class decides its severity: breaking changes fail the run, the rest do not.
    @Test(arguments: cases)
    func severitiesFollowTheRuleClasses(_ name: String) throws {
        let result = try #require(
            Self.diff(
                Fixtures.source(Self.path(name, "new")), against: [Fixtures.source(Self.path(name, "old"))]))
        for diagnostic in result.diagnostics {
            guard let rule = DiffRule.rule(for: diagnostic.code) else { continue }
            #expect(diagnostic.severity == rule.class.severity, "\(diagnostic.code.rawValue)")
        }
    }

    /// The baseline as a server manifest or a Hive file gives the same changes as the
    /// definitions it was built from, except what that kind cannot hold (a Hive file's
    /// category options), and removals are reported in the baseline file itself.
    @Test(arguments: cases)
    func everyBaselineKindAgrees(_ name: String) throws {
        let old = Fixtures.source(Self.path(name, "old"))
        let new = Fixtures.source(Self.path(name, "new"))
        let built = try #require(Compiler.compile([old]).output)
        let manifest = SourceFile(
            path: "base/push-manifest.json", bytes: Array(ManifestRenderer.render(built.catalog).utf8))
        let hiveJSON = try #require(built.hiveJSON)
        let hive = SourceFile(path: "base/hive_push_actions.json", bytes: Array(hiveJSON.utf8))
        let expected = try #require(DiffTests.diff(new, against: [old])).diagnostics
        for (baseline, kind) in [(manifest, Baseline.Kind.manifest), (hive, .hiveJSON)] {
            let (read, problems) = BaselineReader.read([baseline], name: baseline.path)
            #expect(problems.isEmpty)
            #expect(read?.kind == kind)
            let actual = try #require(DiffTests.diff(new, against: [baseline])).diagnostics
            let comparable = expected.filter { kind != .hiveJSON || $0.code != .categoryOptionsChanged }
            #expect(actual.map(\.code) == comparable.map(\.code), "\(name) against the \(kind.rawValue)")
            #expect(
                actual.map(\.message) == comparable.map(\.message), "\(name) against the \(kind.rawValue)")
            for diagnostic in actual where diagnostic.code == .categoryRemoved {
                #expect(diagnostic.location?.file == baseline.path)
            }
        }
    }

    @Test func severalBaselinesNameTheOnesEachChangeAffects() {
        let old = Self.path("category-removed", "old")
        let new = Self.path("category-removed", "new")
        let text = Self.report(new, against: [old, new])
        if let failure = Golden.compare(text, to: "Tests/Golden/diff/several-baselines.txt") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// `warnings:` sets an info code's level as it sets a warning's: `warning` raises the
    /// remark, `error` makes it an error, and each says so in a note at the setting.
    @Test(arguments: [(WarningLevel.warning, Diagnostic.Severity.warning), (.error, .error)])
    func warningsRaisesARemarkToTheLevelSet(_ level: WarningLevel, _ severity: Diagnostic.Severity) throws {
        let old = SourceFile(
            path: "old.actions.yaml", bytes: Array("categories:\n  A: [X]\nactions:\n  X: {title: X}\n".utf8))
        let new = SourceFile(
            path: "new.actions.yaml",
            bytes: Array(
                "warnings:\n  category-added: \(level.rawValue)\ncategories:\n  A: [X]\n  B: [X]\nactions:\n  X: {title: X}\n"
                    .utf8))
        let result = try #require(DiffTests.diff(new, against: [old]))
        let added = try #require(result.diagnostics.first { $0.code == .categoryAdded })
        #expect(added.severity == severity)
        let note = try #require(added.notes.last)
        #expect(
            note.message
                == "a remark, made \(severity == .error ? "an" : "a") \(severity.rawValue) by 'warnings:'")
        #expect(note.location == SourceLocation(file: "new.actions.yaml", line: 2, column: 19))
    }

    // MARK: - The presets

    static let presetPath = "Presets/hive.actions.yaml"

    /// The nine presets against themselves, as each kind of baseline: nothing to report.
    @Test func presetsAgainstThemselvesAreEmpty() throws {
        let presets = Fixtures.source(Self.presetPath)
        let built = try #require(Compiler.compile([presets]).output)
        let hiveJSON = try #require(built.hiveJSON)
        let baselines = [
            presets,
            SourceFile(path: "push-manifest.json", bytes: Array(ManifestRenderer.render(built.catalog).utf8)),
            SourceFile(path: "hive_push_actions.json", bytes: Array(hiveJSON.utf8)),
        ]
        let result = try #require(DiffTests.diff(presets, against: baselines))
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(result.summary.rows.count == 9)
        #expect(result.summary.rows.allSatisfy { $0.states == [.present, .present, .present] })
    }

    /// Each of the nine left out in turn: exactly one breaking change, at the category's
    /// place in the baseline, and nothing else.
    @Test func presetsMinusOneCategoryReportOneBreakingChange() throws {
        let presets = Fixtures.source(Self.presetPath)
        let text = String(decoding: presets.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let categoryLines = lines.indices.filter {
            lines[$0].hasPrefix("  ") && lines[$0].contains("_CATEGORY:")
        }
        #expect(categoryLines.count == 9)
        for line in categoryLines {
            let id = lines[line].trimmingCharacters(in: .whitespaces).split(separator: ":")[0]
            var shorter = lines
            shorter.remove(at: line)
            let new = SourceFile(
                path: "minus.actions.yaml", bytes: Array(shorter.joined(separator: "\n").utf8))
            let result = try #require(DiffTests.diff(new, against: [presets]))
            #expect(result.diagnostics.count == 1, "\(DiagnosticFormatter.text(result.diagnostics))")
            let change = try #require(result.diagnostics.first)
            #expect(change.severity == .error && change.code == .categoryRemoved)
            #expect(change.message.contains("'\(id)'"))
            #expect(change.location == SourceLocation(file: Self.presetPath, line: line + 1, column: 3))
        }
    }
}

/// Docs/diff.md's rule table is the contract users read: the same codes, in the same order,
/// with the same classes as `DiffRule.all`.
@Suite struct DiffRuleDocumentationTests {
    @Test func theDocsTableIsTheRuleList() throws {
        let page = try String(contentsOf: Repository.url("Docs/diff.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[0].hasPrefix("`"),
                ["breaking", "warning", "info"].contains(cells[1])
            else { return nil }
            return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1])
        }
        #expect(rows.map(\.0) == DiffRule.all.map(\.code.rawValue))
        #expect(rows.map(\.1) == DiffRule.all.map(\.class.rawValue))
    }
}

/// Where diff diagnostics point, as markers: a change at the definition in the new file, a
/// removal at its place in the baseline, and the `was:` note at the baseline's value.
@Suite struct DiffPositionTests {
    @Test func changesAtTheDefinitionRemovalsAtTheBaseline() throws {
        let baseline = MarkedText(
            """
            {
              "catalogVersion": "0",
              "categories": {
                "GIFT_CATEGORY": {"actions": ["OPEN_ID", 3️⃣"LATER_ID"], "options": []},
                1️⃣"NEWS_CATEGORY": {"actions": ["OPEN_ID"], "options": []}
              },
              "actions": {
                "LATER_ID": {"options": [], "title": {"en": "Later"}},
                5️⃣"OPEN_ID": {"options": ["foreground"], "title": {"en": "Open"}}
              }
            }
            """)
        let definitions = MarkedText(
            """
            actions:
              4️⃣OPEN_ID: {title: Open}
              SNOOZE_ID: {title: Snooze}
            categories:
              GIFT_CATEGORY: [OPEN_ID, 2️⃣SNOOZE_ID]
            """)
        let report = Pipeline.run(
            PipelineRequest(
                definitions: [SourceFile(path: "new.actions.yaml", bytes: Array(definitions.text.utf8))],
                baselines: [
                    BaselineInput(
                        name: "base.json",
                        sources: [SourceFile(path: "base.json", bytes: Array(baseline.text.utf8))])
                ]))
        #expect(report.definitionDiagnostics.isEmpty)
        #expect(report.diffSummary != nil)
        let diagnostics = report.diagnostics
        // Places as `file:line:col`, since Testing has a SourceLocation of its own.
        func at(_ file: String, _ marked: MarkedText, _ marker: Character) -> String {
            "\(file):\(marked[marker].line):\(marked[marker].column)"
        }
        func place(_ code: DiagnosticCode, note: Bool = false) -> String? {
            let diagnostic = diagnostics.first { $0.code == code }
            let location = note ? diagnostic?.notes.first?.location : diagnostic?.location
            return location.map { "\($0.file):\($0.line):\($0.column)" }
        }
        #expect(place(.categoryRemoved) == at("base.json", baseline, "1"))
        #expect(place(.buttonReplaced) == at("new.actions.yaml", definitions, "2"))
        #expect(place(.buttonReplaced, note: true) == at("base.json", baseline, "3"))
        #expect(place(.foregroundRemoved) == at("new.actions.yaml", definitions, "4"))
        #expect(place(.foregroundRemoved, note: true) == at("base.json", baseline, "5"))
    }

    /// Issue 36: `actionc diff` placed a preset's category at `<preset hive>:59:3`, which no
    /// one can open; it is where the app's file names the preset, in both directions.
    @Test func aDiffOfAPresetsCategoryPointsWhereTheAppNamesThePreset() throws {
        let own = "actions:\n  A_ID: {title: A}\ncategories:\n  A_CATEGORY: [A_ID]\n"
        let marked = MarkedText("presets: {1️⃣hive: [SALE_CATEGORY]}\n" + own)
        let withPreset = SourceFile(path: "new.actions.yaml", bytes: Array(marked.text.utf8))
        let without = SourceFile(path: "old.actions.yaml", bytes: Array(own.utf8))
        let added = try #require(DiffTests.diff(withPreset, against: [without])).diagnostics
        let removed = try #require(DiffTests.diff(without, against: [withPreset])).diagnostics
        #expect(added.map(\.code) == [.categoryAdded])
        #expect(removed.map(\.code) == [.categoryRemoved])
        for diagnostic in added + removed {
            #expect(
                diagnostic.location
                    == SourceLocation(
                        file: "new.actions.yaml", line: marked["1"].line, column: marked["1"].column))
            #expect(diagnostic.notes.allSatisfy { $0.location.map { $0.file == "new.actions.yaml" } ?? true })
        }
    }
}
