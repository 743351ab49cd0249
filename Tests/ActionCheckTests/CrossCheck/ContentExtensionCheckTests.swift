import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `--info-plist`'s comparison, on Info.plist files written the way Xcode writes a
/// Notification Content Extension's, in both directions: ids the plist lists that no
/// category has, and categories it does not list. `1️⃣` marks where the diagnostic
/// belongs, `2️⃣` its located note.
@Suite struct ContentExtensionCheckTests {
    static let definitions = """
        actions:
          REPLY_ID: {title: Reply}
          GIFT_ID: {title: Open}
        categories:
          REPLY_CATEGORY: [REPLY_ID]
          GIFT_CATEGORY: [GIFT_ID]
          LATER_CATEGORY: [REPLY_ID, GIFT_ID]
        """

    private func catalog() throws -> Catalog {
        let (catalog, diagnostics) = Compiler.check([
            SourceFile(path: "actions.yaml", bytes: Array(Self.definitions.utf8))
        ])
        #expect(diagnostics.isEmpty)
        return try #require(catalog)
    }

    private func check(_ plists: [MarkedText]) throws -> [Diagnostic] {
        let sources = plists.enumerated().map { index, plist in
            SourceFile(
                path: plists.count == 1 ? "Info.plist" : "Ext\(index + 1)/Info.plist",
                bytes: Array(plist.text.utf8))
        }
        return ContentExtensionCheck.check(sources, against: try catalog())
    }

    private func location(_ marked: MarkedText, _ marker: Character, file: String = "Info.plist")
        -> ActionSyntax.SourceLocation
    {
        SourceLocation(file: file, line: marked[marker].line, column: marked[marker].column)
    }

    @Test func listingEveryCategoryPasses() throws {
        let plist = MarkedText(
            XcodeInfoPlist.contentExtension(.array(["REPLY_CATEGORY", "GIFT_CATEGORY", "LATER_CATEGORY"])))
        #expect(try check([plist]).isEmpty)
    }

    /// Xcode's template: one string, `myNotificationCategory`, which no definition has.
    @Test func xcodesTemplateValueIsAnUnknownCategoryWithDidYouMean() throws {
        let plist = MarkedText(XcodeInfoPlist.contentExtension(.string("1️⃣GIFT_CATEGROY")))
        let diagnostics = try check([plist]).filter { $0.code == .unknownCategory }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == location(plist, "1"))
        #expect(
            diagnostic.message
                == "the content extension lists category 'GIFT_CATEGROY', which no definition has")
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'GIFT_CATEGORY'?"])
    }

    /// The pasted array is indented as the line it replaces, whatever ends the file's lines:
    /// in a file of lone `\r` line ends, as in one of `\n` (the indentation was once read from
    /// the line counted by `\n` only, so such a file got line 1's).
    @Test func thePastedArrayKeepsItsLinesIndentationUnderLoneCarriageReturns() throws {
        let source = XcodeInfoPlist.contentExtension(.array(["GIFT_CATEGORY"]))
            .replacingOccurrences(of: "\n", with: "\r")
        let diagnostics = try check([MarkedText(source)])
        let note = try #require(diagnostics.first { $0.code == .unlistedCategory }?.notes.first)
        #expect(note.message.hasSuffix("\n\t\t\t</array>"))
    }

    /// The other direction: the categories the plist leaves out, named in one warning with
    /// the one array to paste (said once, however many there are).
    @Test func unlistedCategoriesAreOneWarningWithTheArrayToPaste() throws {
        let source = XcodeInfoPlist.contentExtension(.array(["GIFT_CATEGORY", "STALE_CATEGORY"]))
            .replacingOccurrences(
                of: "<key>UNNotificationExtensionCategory", with: "<key>1️⃣UNNotificationExtensionCategory"
            )
            .replacingOccurrences(of: "\t\t\t<array>", with: "\t\t\t2️⃣<array>")
        let plist = MarkedText(source)
        let diagnostics = try check([plist])
        #expect(diagnostics.map(\.code) == [.unknownCategory, .unlistedCategory])
        let diagnostic = try #require(diagnostics.last)
        #expect(
            diagnostic.message
                == "2 categories are not in the content extension's UNNotificationExtensionCategory: 'REPLY_CATEGORY', 'LATER_CATEGORY'; iOS will not use the extension for them"
        )
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == location(plist, "1"))
        let note = try #require(diagnostic.notes.first)
        #expect(note.location == location(plist, "2"))
        // Pasted over the old `<array>…</array>`, it gives the file Xcode would write.
        #expect(
            note.message == """
                <array>
                \t\t\t\t<string>REPLY_CATEGORY</string>
                \t\t\t\t<string>GIFT_CATEGORY</string>
                \t\t\t\t<string>LATER_CATEGORY</string>
                \t\t\t</array>
                """)
        let oldValue = try #require(plist.text.range(of: "<array>"))
        let oldEnd = try #require(plist.text.range(of: "</array>"))
        let pasted = plist.text.replacingCharacters(
            in: oldValue.lowerBound..<oldEnd.upperBound, with: note.message)
        #expect(
            pasted
                == XcodeInfoPlist.contentExtension(
                    .array(["REPLY_CATEGORY", "GIFT_CATEGORY", "LATER_CATEGORY"])))
    }

    /// Without the Hive SDK (`targets: [ios]`) an extension serves the categories the app
    /// chooses, so the categories it leaves out are not reported; an id it lists that no
    /// definition has still is, in both directions of the targets.
    @Test(arguments: [("targets: [ios]\n", false), ("targets: [hive, ios]\n", true), ("", true)])
    func unlistedCategoriesAreReportedOnlyWithTheHiveTarget(_ targets: String, reported: Bool) throws {
        let (catalog, diagnostics) = Compiler.check([
            SourceFile(path: "actions.yaml", bytes: Array((targets + Self.definitions).utf8))
        ])
        #expect(diagnostics.isEmpty, "\(DiagnosticFormatter.text(diagnostics))")
        let plist = XcodeInfoPlist.contentExtension(.array(["GIFT_CATEGORY", "STALE_CATEGORY"]))
        let found = ContentExtensionCheck.check(
            [SourceFile(path: "Info.plist", bytes: Array(plist.utf8))], against: try #require(catalog))
        #expect(found.map(\.code) == [.unknownCategory] + (reported ? [.unlistedCategory] : []))
    }

    /// A category with `allow: [unlisted-category]` is left out of the warning and of the
    /// array, and its entry counts as used; one that is listed anyway keeps its entry unused.
    @Test func allowedCategoriesAreLeftOutOfTheWarningAndTheArray() throws {
        let definitions = """
            actions:
              REPLY_ID: {title: Reply}
            categories:
              REPLY_CATEGORY: [REPLY_ID]
              QUIET_CATEGORY: {actions: [REPLY_ID], allow: [unlisted-category]}
              LISTED_CATEGORY: {actions: [REPLY_ID], allow: [1️⃣unlisted-category]}
              LATER_CATEGORY: [REPLY_ID]
            """
        let marked = MarkedText(definitions)
        let plist = XcodeInfoPlist.contentExtension(.array(["LISTED_CATEGORY"]))
        let report = Pipeline.run(
            PipelineRequest(
                definitions: [SourceFile(path: "actions.yaml", bytes: Array(marked.text.utf8))],
                infoPlists: [SourceFile(path: "Info.plist", bytes: Array(plist.utf8))]))
        let diagnostics = report.diagnostics
        #expect(diagnostics.map(\.code) == [.unlistedCategory])
        #expect(diagnostics.first?.message.contains("'REPLY_CATEGORY', 'LATER_CATEGORY';") == true)
        #expect(diagnostics.first?.notes.first?.message.contains("QUIET_CATEGORY") == false)
        // The unused entry is the definitions' own diagnostic, reported once the check ran.
        let unused = report.definitionDiagnostics
        #expect(
            unused.map(\.location) == [
                SourceLocation(file: "actions.yaml", line: marked["1"].line, column: marked["1"].column)
            ])
    }

    /// A second `UNNotificationExtensionCategory` in the same dict is a `duplicate-key` error
    /// at the repeat, with a note at the first, as in definitions files: its value (a typo
    /// here) would otherwise never be judged.
    @Test func repeatedKeyIsADuplicateKeyError() throws {
        let source = XcodeInfoPlist.contentExtension(.string("REPLY_CATEGORY"))
            .replacingOccurrences(
                of: "<key>UNNotificationExtensionCategory</key>\n\t\t\t<string>REPLY_CATEGORY</string>\n",
                with: "<key>2️⃣UNNotificationExtensionCategory</key>\n\t\t\t<string>REPLY_CATEGORY</string>\n"
                    + "\t\t\t<key>1️⃣UNNotificationExtensionCategory</key>\n\t\t\t<string>LIKE_CATEGRY</string>\n"
            )
        let plist = MarkedText(source)
        let diagnostics = try check([plist]).filter { $0.code == .duplicateKey }
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "duplicate key 'UNNotificationExtensionCategory'")
        #expect(diagnostic.location == location(plist, "1"))
        #expect(diagnostic.notes.map(\.location) == [location(plist, "2")])
    }

    /// The string form's suggested array replaces the whole `<string>` element, so its note
    /// is at that element's `<`, as the array form's is at its `<array>`.
    @Test func stringFormsSuggestedArrayIsAtTheElementsStart() throws {
        let source = XcodeInfoPlist.contentExtension(.string("GIFT_CATEGORY"))
            .replacingOccurrences(of: "\t\t\t<string>GIFT", with: "\t\t\t2️⃣<string>GIFT")
        let plist = MarkedText(source)
        let unlisted = try check([plist]).filter { $0.code == .unlistedCategory }
        #expect(unlisted.count == 1)
        let note = try #require(unlisted.first?.notes.first)
        #expect(note.location == location(plist, "2"))
        let oldValue = try #require(plist.text.range(of: "<string>GIFT_CATEGORY</string>"))
        #expect(
            plist.text.replacingCharacters(in: oldValue, with: note.message)
                == XcodeInfoPlist.contentExtension(
                    .array(["REPLY_CATEGORY", "GIFT_CATEGORY", "LATER_CATEGORY"])))
    }

    /// Several extensions share the categories out; together they must cover them, once each.
    @Test func severalExtensionsCoverDisjointSets() throws {
        let first = MarkedText(XcodeInfoPlist.contentExtension(.array(["REPLY_CATEGORY", "2️⃣GIFT_CATEGORY"])))
        let second = MarkedText(
            XcodeInfoPlist.contentExtension(.array(["LATER_CATEGORY", "1️⃣GIFT_CATEGORY"])))
        let diagnostics = try check([first, second])
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == location(second, "1", file: "Ext2/Info.plist"))
        #expect(diagnostic.notes.map(\.location) == [location(first, "2", file: "Ext1/Info.plist")])

        let split = [
            MarkedText(XcodeInfoPlist.contentExtension(.string("REPLY_CATEGORY"))),
            MarkedText(XcodeInfoPlist.contentExtension(.array(["LATER_CATEGORY", "GIFT_CATEGORY"]))),
        ]
        #expect(try check(split).isEmpty)
    }

    static let problems: [(String, DiagnosticCode, String)] = [
        (
            XcodeInfoPlist.contentExtension(
                .string("GIFT_CATEGORY"), extensionPoint: "1️⃣com.apple.widgetkit-extension"),
            .notContentExtension,
            "this Info.plist is not a Notification Content Extension's: NSExtensionPointIdentifier is 'com.apple.widgetkit-extension', not 'com.apple.usernotifications.content-extension'"
        ),
        (
            "<plist>\n1️⃣<dict>\n\t<key>CFBundleName</key>\n\t<string>App</string>\n</dict>\n</plist>\n",
            .notContentExtension,
            "this Info.plist is not a Notification Content Extension's: it has no NSExtension"
        ),
        (
            XcodeInfoPlist.contentExtension(.string("GIFT_CATEGORY"))
                .replacingOccurrences(
                    of: "<key>UNNotificationExtensionCategory</key>\n\t\t\t<string>GIFT_CATEGORY</string>\n",
                    with: ""
                )
                .replacingOccurrences(of: "<key>NSExtensionAttributes", with: "<key>1️⃣NSExtensionAttributes"),
            .missingKey,
            "NSExtensionAttributes has no UNNotificationExtensionCategory, so iOS uses the extension for no category"
        ),
        (
            XcodeInfoPlist.contentExtension(.array(["GIFT_CATEGORY"]))
                .replacingOccurrences(of: "<string>GIFT_CATEGORY</string>", with: "<integer>1️⃣7</integer>"),
            .typeMismatch,
            "UNNotificationExtensionCategory holds a value that is not a string ('7'); it takes a string or an array of strings"
        ),
        (
            "bplist001️⃣", .encoding,
            "the property list is in binary form; actionc reads the XML form Xcode writes"
        ),
    ]

    @Test(arguments: Self.problems)
    func plistsThatListNothingAreErrors(_ source: String, _ code: DiagnosticCode, _ message: String) throws {
        let plist = MarkedText(source)
        let diagnostics = try check([plist])
        #expect(diagnostics.map(\.code) == [code])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.severity == .error)
        var mark = plist.markers.first!.value
        if code == .encoding { mark = (1, 1) }
        #expect(
            diagnostics.first?.location
                == SourceLocation(file: "Info.plist", line: mark.line, column: mark.column))
    }
}
