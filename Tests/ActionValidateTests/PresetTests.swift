import ActionModel
import ActionPipeline
import ActionSyntax
import ActionValidate
import Foundation
import TestSupport
import Testing

/// The Hive preset: its content as issue 2 lists it, the embedded copy the binary
/// carries, and what `presets: [hive]` does to a build.
@Suite struct PresetTests {
    static let presetFile = "Presets/hive.actions.yaml"

    /// The nine Hive sets, in the order the issue lists them.
    static let hiveCategories: [(id: String, actions: [String])] = [
        ("INFO_CATEGORY", ["CONFIRM_ID"]),
        ("CLOSE_CATEGORY", ["CLOSE_ID"]),
        ("CONFIRM_CATEGORY", ["CONFIRM_ID", "CLOSE_ID"]),
        ("EXECUTE_CATEGORY", ["EXECUTE_ID", "CANCEL_ID"]),
        ("ACCEPT_ALL_CATEGORY", ["ACCEPT_ALL_ID", "CLOSE_ID"]),
        ("ACCEPT_NOW_CATEGORY", ["ACCEPT_NOW_ID", "CLOSE_ID"]),
        ("PURCHASE_CATEGORY", ["PURCHASE_ID", "DECLINE_ID"]),
        ("SALE_CATEGORY", ["SALE_ID", "DECLINE_ID"]),
        ("ACCEPT_DECISION_CATEGORY", ["ACCEPT_ID", "REJECT_ID", "HOLDING_ID"]),
    ]

    /// The twelve actions' English labels, as the Hive SDK ships them (checked here too, so
    /// a checkout without the reference file still notices a changed English title).
    static let hiveLabels: [String: String] = [
        "CONFIRM_ID": "OK", "CLOSE_ID": "Close", "EXECUTE_ID": "Run", "CANCEL_ID": "Cancel",
        "ACCEPT_ALL_ID": "Accept All", "ACCEPT_NOW_ID": "Claim Now", "PURCHASE_ID": "Purchase",
        "DECLINE_ID": "Decline", "SALE_ID": "Sell", "ACCEPT_ID": "Accept", "REJECT_ID": "Decline",
        "HOLDING_ID": "Hold",
    ]

    static let readme = "Presets/README.md"
    static let labelsReference = "hive-sdk-push-action-labels.json"
    static let deviationsHeading = "### Deviations from Hive's labels"
    static let leftOutLanguagesHeading = "### Languages Hive ships that the preset leaves out"

    /// The labels the Hive SDK for iOS ships, decoded from its resource bundle in the shared
    /// reference folder beside this checkout (the tests that read them are skipped without it,
    /// by `needsShippedLabels`, unless `ACTIONC_REQUIRE_SHARED=1`).
    static func shippedLabels() throws -> ShippedLabels {
        let url = try #require(Repository.reference(labelsReference), "ACTIONC_REQUIRE_SHARED=1 needs it")
        return try JSONDecoder().decode(ShippedLabels.self, from: Data(contentsOf: url))
    }

    static let needsShippedLabels = ConditionTrait.enabled(
        if: Repository.runs("Hive-label tests", needingReference: labelsReference),
        "../shared/reference/\(labelsReference) is not there")

    struct ShippedLabels: Decodable {
        /// `.lproj` folder names, Apple's spelling.
        var lprojs: [String]
        /// Action id → `.lproj` name → label.
        var labels: [String: [String: String]]
    }

    /// One row of the README's deviation table.
    struct Deviation {
        var action: String
        var language: Language
        var hive: String
        var ours: String
    }

    static func deviations() throws -> [Deviation] {
        let readme = try String(contentsOf: Repository.url(Self.readme), encoding: .utf8)
        return try MarkdownTable.rows(under: deviationsHeading, in: readme).map { cells in
            try #require(cells.count == 5, "a deviation row has five cells: \(cells)")
            return Deviation(
                action: MarkdownTable.code(cells[0]),
                language: try #require(Language(identifier: MarkdownTable.code(cells[1])), "\(cells[1])"),
                hive: try MarkdownTable.jsonString(cells[2]), ours: try MarkdownTable.jsonString(cells[3]))
        }
    }

    /// Every title is the label Hive ships, or differs from it exactly as a row of the
    /// README's table says; a row that matches no title, or is stale on either side, fails.
    @Test(needsShippedLabels) func titlesAreHivesShippedLabelsExceptTheDeviationsTheReadmeNames() throws {
        let shipped = try Self.shippedLabels()
        let deviations = try Self.deviations()
        let hive = try #require(Compiler.check([Fixtures.source(Self.presetFile)]).0)
        #expect(Set(hive.actions.map(\.id)) == Set(shipped.labels.keys))
        var unexplained: [String] = []
        var usedRows: Set<Int> = []
        for action in hive.actions {
            let labels = shipped.labels[action.id] ?? [:]
            for language in Language.hiveLanguages {
                let shippedLabel = labels[language.identifier]
                let ours = action.title[language]
                guard
                    let row = deviations.firstIndex(where: {
                        $0.action == action.id && $0.language == language
                    })
                else {
                    if !Self.sameBytes(ours, shippedLabel) {
                        unexplained.append(
                            "\(action.id) \(language): Hive ships \(shippedLabel.debugDescription), "
                                + "the preset has \(ours.debugDescription)")
                    }
                    continue
                }
                usedRows.insert(row)
                #expect(
                    Self.sameBytes(deviations[row].hive, shippedLabel),
                    "the table's Hive label is stale: \(deviations[row])")
                #expect(
                    Self.sameBytes(deviations[row].ours, ours),
                    "the table's own label is stale: \(deviations[row])")
                #expect(!Self.sameBytes(ours, shippedLabel), "not a deviation: \(deviations[row])")
            }
        }
        #expect(
            unexplained.isEmpty,
            "differences Presets/README.md does not name:\n\(unexplained.joined(separator: "\n"))")
        let unused = deviations.indices.filter { !usedRows.contains($0) }.map { deviations[$0] }
        #expect(unused.isEmpty, "rows that name no title of the preset: \(unused)")
        #expect(Set(deviations.map { "\($0.action) \($0.language)" }).count == deviations.count)
    }

    /// Labels compared byte for byte: `String` equality is canonical equivalence, under which
    /// a label in another Unicode normalization form would pass although players' devices get
    /// different bytes.
    private static func sameBytes(_ lhs: String?, _ rhs: String?) -> Bool {
        lhs.map { Array($0.utf8) } == rhs.map { Array($0.utf8) }
    }

    /// The preset has every language Hive ships that is one of Hive's codes, and the README
    /// names each shipped `.lproj` it leaves out (`fil`).
    @Test(needsShippedLabels) func everyShippedLanguageIsInThePresetOrNamedAsLeftOut() throws {
        let shipped = try Self.shippedLabels()
        let readme = try String(contentsOf: Repository.url(Self.readme), encoding: .utf8)
        let named = try MarkdownTable.rows(under: Self.leftOutLanguagesHeading, in: readme).map {
            MarkdownTable.code($0[0])
        }
        let hive = Set(Language.hiveLanguages.map(\.identifier))
        #expect(shipped.lprojs.filter { !hive.contains($0) } == named)
        #expect(Set(shipped.lprojs.filter(hive.contains)) == hive)
    }

    @Test func embeddedHiveIsTheFileByteForByte() throws {
        let file = try Data(contentsOf: Repository.url(Self.presetFile))
        let embedded = try #require(Preset.named("hive")).text
        let isSame = Array(embedded.utf8) == [UInt8](file)
        #expect(
            isSame,
            "the embedded preset differs from the file; `swift run actionc-embed` regenerates it")
    }

    @Test func hiveHasTheNineSetsAndTwelveActionsInAllLanguages() throws {
        let (catalog, diagnostics) = Compiler.check([Fixtures.source(Self.presetFile)])
        #expect(diagnostics.isEmpty)
        let hive = try #require(catalog)
        #expect(hive.categories.map(\.id) == Self.hiveCategories.map(\.id))
        #expect(hive.categories.map(\.actionIDs) == Self.hiveCategories.map(\.actions))
        #expect(hive.languages == Language.hiveLanguages.sorted())
        #expect(
            Dictionary(uniqueKeysWithValues: hive.actions.map { ($0.id, $0.title[.en] ?? "") })
                == Self.hiveLabels)
        for action in hive.actions {
            #expect(
                action.title.languages == Language.hiveLanguages.sorted(), "\(action.id) lacks a language")
            #expect(action.title.entries.allSatisfy { !$0.text.isEmpty })
        }
    }

    @Test func hiveOptionsOpenTheAppOnlyWhereThereIsWorkInIt() throws {
        let hive = try #require(Compiler.check([Fixtures.source(Self.presetFile)]).0)
        let options = Dictionary(uniqueKeysWithValues: hive.actions.map { ($0.id, Set($0.options)) })
        #expect(options["PURCHASE_ID"] == [.foreground, .authenticationRequired])
        #expect(options["REJECT_ID"] == [.destructive])
        for id in ["CLOSE_ID", "CANCEL_ID", "DECLINE_ID", "HOLDING_ID"] {
            #expect(options[id] == [], "\(id) should not launch the app")
        }
        for id in ["CONFIRM_ID", "EXECUTE_ID", "ACCEPT_ALL_ID", "ACCEPT_NOW_ID", "SALE_ID", "ACCEPT_ID"] {
            #expect(options[id] == [.foreground], "\(id) opens the app")
        }
    }

    @Test func presetsHivePullsInTheNineSetsBeforeTheAppsOwn() throws {
        let app = """
            presets: [hive]
            actions:
              GIFT_ID: {title: Gift}
            categories:
              GIFT_CATEGORY: [GIFT_ID, CLOSE_ID]
            """
        let result = Compiler.check([SourceFile(path: "app.yaml", bytes: Array(app.utf8))])
        #expect(result.1.isEmpty, "\(DiagnosticFormatter.text(result.1))")
        let catalog = try #require(result.0)
        #expect(catalog.categories.map(\.id) == Self.hiveCategories.map(\.id) + ["GIFT_CATEGORY"])
        #expect(catalog.actions.count == 13)
        // The preset is the base, not one of the app's sources.
        #expect(catalog.sourcePaths == ["app.yaml"])
        // The preset's 16 languages are not the app's: it declared none.
        #expect(catalog.languages == Language.hiveLanguages.sorted())
    }

    @Test func aPresetNamedByTwoFilesIsIncludedOnce() {
        let sources = ["a.yaml", "b.yaml"].map {
            SourceFile(path: $0, bytes: Array("presets: [hive]\n".utf8))
        }
        let result = Compiler.compile(sources)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output != nil)
    }

    @Test func anAppIDThatRepeatsAPresetIDIsTheDuplicate() throws {
        let marked = MarkedText(
            """
            presets: [hive]
            actions:
              1️⃣CLOSE_ID: {title: Shut}
            categories:
              2️⃣CLOSE_CATEGORY: [CLOSE_ID]
            """)
        let diagnostics = Compiler.compile([SourceFile(path: "app.yaml", bytes: Array(marked.text.utf8))])
            .diagnostics
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier, .duplicateIdentifier])
        let presetLines = try String(contentsOf: Repository.url(Self.presetFile), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (diagnostic, (marker, id)) in zip(diagnostics, [("1", "CLOSE_ID"), ("2", "CLOSE_CATEGORY")]) {
            #expect(
                diagnostic.location
                    == SourceLocation(
                        file: "app.yaml", line: marked[Character(marker)].line,
                        column: marked[Character(marker)].column))
            // The preset's place is a line of what `actionc presets hive` prints (issue 36).
            let note = try #require(diagnostic.notes.first)
            #expect(note.location == nil)
            let line = try #require(
                note.message.firstMatch(of: /line (\d+) of what 'actionc presets hive' prints/).flatMap {
                    Int($0.1)
                })
            #expect(presetLines[line - 1].drop { $0 == " " }.hasPrefix(id + ":"))
            #expect(diagnostic.notes.contains { $0.message.contains("override: true") })
        }
    }

    /// `override: true` rewords a preset's action: the title it writes replaces the preset's
    /// whole, and what it leaves out (options) stays the preset's. A category override
    /// replaces the buttons and keeps the category's place among the presets'.
    @Test func anOverrideReplacesTheFieldsItWritesAndKeepsTheRest() throws {
        let app = """
            presets: [hive]
            actions:
              EXECUTE_ID:
                override: true
                title: {en: Play, ko: 플레이}
              LATER_ID:
                title: Later
            categories:
              EXECUTE_CATEGORY:
                override: true
                actions: [EXECUTE_ID, LATER_ID]
            """
        let result = Compiler.compile([SourceFile(path: "app.yaml", bytes: Array(app.utf8))])
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        let catalog = try #require(result.output?.catalog)
        let preset = try #require(Compiler.check([Fixtures.source(Self.presetFile)]).0)
        let execute = try #require(catalog.actions.first { $0.id == "EXECUTE_ID" })
        let presetExecute = try #require(preset.actions.first { $0.id == "EXECUTE_ID" })
        #expect(execute.title.entries.map(\.text) == ["Play", "플레이"])
        #expect(execute.options == presetExecute.options && !execute.options.isEmpty)
        #expect(catalog.categories.map(\.id) == preset.categories.map(\.id))
        #expect(
            catalog.categories.first { $0.id == "EXECUTE_CATEGORY" }?.actionIDs == ["EXECUTE_ID", "LATER_ID"])
        #expect(catalog.actions.count == preset.actions.count + 1)
    }

    /// A Swift name clash that an override brings about is reported at the override, where
    /// the app can fix it, even though the override keeps the preset's place.
    @Test func aSwiftNameClashFromAnOverrideIsReportedAtTheOverride() {
        let marked = MarkedText(
            """
            presets: [hive]
            actions:
              CONFIRM_ID: {override: true, title: OK, swiftName: 1️⃣close}
            """)
        let diagnostics = Compiler.compile([SourceFile(path: "app.yaml", bytes: Array(marked.text.utf8))])
            .diagnostics
        #expect(diagnostics.map(\.code) == [.swiftNameCollision], "\(DiagnosticFormatter.text(diagnostics))")
        #expect(diagnostics.first?.location?.file == "app.yaml")
        #expect(diagnostics.first?.location?.column == marked["1"].column)
        #expect(
            diagnostics.first?.notes.first?.message.hasSuffix("of what 'actionc presets hive' prints") == true
        )
    }

    /// Issue 36: renaming one's own id is offered first, with a name no input or preset has,
    /// then overriding the preset's.
    @Test func aRepeatOfAPresetIDOffersAFreeNameBeforeOverriding() throws {
        let path = "Tests/Fixtures/invalid/duplicate-identifier--preset-ids.yaml"
        let diagnostics = Compiler.compile([Fixtures.source(path)]).diagnostics
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier, .duplicateIdentifier])
        for diagnostic in diagnostics {
            let id = try #require(diagnostic.message.firstMatch(of: /'([A-Z_]+)'/)?.1)
            #expect(diagnostic.notes.count == 3)
            #expect(
                diagnostic.notes.dropFirst().first?.message.hasPrefix("to keep both, rename yours") == true)
            #expect(diagnostic.notes.dropFirst().first?.message.hasSuffix(": 'APP_\(id)' is free") == true)
            #expect(diagnostic.notes.last?.message.contains("'override: true'") == true)
        }
    }

    @Test func aFreeNameSkipsOneTaken() throws {
        let source = """
            presets: [hive]
            actions:
              APP_CLOSE_ID: {title: Close}
              CLOSE_ID: {title: Close}
            categories:
              A_CATEGORY: [APP_CLOSE_ID]
            """
        let diagnostics = Compiler.compile([SourceFile(path: "app.yaml", bytes: Array(source.utf8))])
            .diagnostics
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier])
        #expect(
            diagnostics.first?.notes.contains { $0.message.hasSuffix(": 'APP_CLOSE_ID_2' is free") } == true)
    }

    /// A second override of the same id, in the same file or another, is a repeat of the first
    /// (not of the preset's); a problem inside an override or a repeat is still reported.
    @Test func aSecondOverrideIsTheDuplicateAndEveryDefinitionIsChecked() {
        let first = MarkedText(
            """
            presets: [hive]
            actions:
              1️⃣CLOSE_ID: {override: true, title: {ko: 닫기}}
            """)
        let second = MarkedText(
            """
            actions:
              2️⃣CLOSE_ID: {override: true, title: 3️⃣{ko: 닫기}}
            """)
        let diagnostics = Compiler.compile([
            SourceFile(path: "a.yaml", bytes: Array(first.text.utf8)),
            SourceFile(path: "b.yaml", bytes: Array(second.text.utf8)),
        ]).diagnostics
        let text = DiagnosticFormatter.text(diagnostics)
        #expect(
            diagnostics.map(\.code) == [.missingEnglish, .duplicateIdentifier, .missingEnglish], "\(text)")
        let repeated = diagnostics.first { $0.code == .duplicateIdentifier }
        #expect(repeated?.location?.file == "b.yaml" && repeated?.location?.line == second["2"].line)
        #expect(repeated?.notes.first?.location?.file == "a.yaml")
        #expect(repeated?.notes.first?.location?.line == first["1"].line)
        #expect(diagnostics.last?.location?.column == second["3"].column)
    }
}

/// The rows of a Markdown table in the README, so the deviation list has one home that
/// people read and tests check.
enum MarkdownTable {
    /// The body rows (cells trimmed) of the first table after the line `heading`.
    static func rows(under heading: String, in text: String) throws -> [[String]] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: heading), "no '\(heading)' in the README")
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        // The header row and the `|---|` row are not data.
        return table.dropFirst(2).map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// A cell's text without its code span's backticks.
    static func code(_ cell: String) -> String {
        cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count > 1
            ? String(cell.dropFirst().dropLast()) : cell
    }

    /// A label written as a JSON string in a code span, so leading spaces show.
    static func jsonString(_ cell: String) throws -> String {
        try JSONDecoder().decode(String.self, from: Data(code(cell).utf8))
    }
}
