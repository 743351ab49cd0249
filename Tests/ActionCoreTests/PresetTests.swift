import ActionCore
import Foundation
import TestSupport
import Testing

/// The Hive preset: its content as issue 2 lists it, the embedded copy the binary
/// carries, and what `presets: [hive]` does to a build.
@Suite struct PresetTests {
    static let presetFile = "Presets/hive.yaml"
    static let embeddedSource = "Sources/ActionCore/Presets/EmbeddedPresets.swift"

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

    /// The twelve actions' English labels.
    static let hiveLabels: [String: String] = [
        "CONFIRM_ID": "Confirm", "CLOSE_ID": "Close", "EXECUTE_ID": "Execute", "CANCEL_ID": "Cancel",
        "ACCEPT_ALL_ID": "Accept All", "ACCEPT_NOW_ID": "Claim Now", "PURCHASE_ID": "Purchase",
        "DECLINE_ID": "Decline", "SALE_ID": "Sell", "ACCEPT_ID": "Accept", "REJECT_ID": "Reject",
        "HOLDING_ID": "Hold",
    ]

    /// Swift source embedding every `Presets/*.yaml` as a raw string literal.
    static func embeddedPresetsSource() throws -> String {
        let entries = try Repository.files(in: "Presets", extensions: ["yaml"]).map { file in
            (
                key: file.deletingPathExtension().lastPathComponent,
                text: try String(contentsOf: file, encoding: .utf8)
            )
        }
        return try #require(
            EmbeddedText.swiftSource(enumName: "EmbeddedPresets", origin: "Presets/*.yaml", entries: entries))
    }

    @Test func embeddedSourceIsGeneratedFromPresetFiles() throws {
        if let failure = Golden.compare(try Self.embeddedPresetsSource(), to: Self.embeddedSource) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func embeddedHiveIsTheFileByteForByte() throws {
        let file = try Data(contentsOf: Repository.url(Self.presetFile))
        let embedded = try #require(Preset.named("hive")).text
        let isSame = Array(embedded.utf8) == [UInt8](file)
        #expect(
            isSame,
            "the embedded preset differs from the file; ACTIONC_UPDATE_GOLDENS=1 swift test regenerates it")
    }

    @Test func hiveHasTheNineSetsAndTwelveActionsInAllLanguages() throws {
        let (catalog, diagnostics) = Compiler.check([Fixtures.source(Self.presetFile)])
        #expect(diagnostics.isEmpty)
        let hive = try #require(catalog)
        #expect(hive.categories.map(\.id) == Self.hiveCategories.map(\.id))
        #expect(hive.categories.map(\.actionIDs) == Self.hiveCategories.map(\.actions))
        #expect(hive.languages == Language.outputOrder)
        #expect(
            Dictionary(uniqueKeysWithValues: hive.actions.map { ($0.id, $0.title[.en] ?? "") })
                == Self.hiveLabels)
        for action in hive.actions {
            #expect(action.title.languages == Language.outputOrder, "\(action.id) lacks a language")
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
        #expect(catalog.languages == Language.outputOrder)
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
            let note = try #require(diagnostic.notes.first?.location)
            #expect(note.file == "<preset hive>")
            #expect(presetLines[note.line - 1].dropFirst(note.column - 1).hasPrefix(id + ":"))
        }
    }
}
