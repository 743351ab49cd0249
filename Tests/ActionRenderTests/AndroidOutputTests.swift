import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The Android outputs as text: PushActions.kt and the string resources of the game fixture
/// as goldens, and per language which folder holds which text. `AndroidToolTests` holds the
/// same outputs to aapt2 and kotlinc.
struct AndroidOutputTests {
    static let game = "Tests/Fixtures/android/game.actions.yaml"

    static func catalog(_ sources: [SourceFile]) throws -> Catalog {
        let (catalog, diagnostics) = Compiler.check(sources)
        #expect(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        return try #require(catalog)
    }

    @Test func kotlinRegistryMatchesGolden() throws {
        let catalog = try Self.catalog([Fixtures.source(Self.game)])
        let kotlin = KotlinRegistryRenderer.render(catalog, package: try #require(catalog.androidPackage))
        if let difference = Golden.compare(kotlin, to: "Tests/Golden/android/PushActions.kt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// The default folder, one of the app's languages, one written for a device whose
    /// Android lookup would pick another, and Hebrew under its old code.
    @Test(arguments: ["values", "values-b+zh+Hant", "values-es-rMX", "values-iw"])
    func resourceFileMatchesGolden(_ folder: String) throws {
        let catalog = try Self.catalog([Fixtures.source(Self.game)])
        let file = try #require(AndroidResourceRenderer.render(catalog).first { $0.folder == folder })
        if let difference = Golden.compare(file.text, to: "Tests/Golden/android/\(folder).xml") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// Issue 34's shop, 39 localizations, with `targets: [ios, android]`: every folder, the
    /// locale it is written for, and the titles an Android device set to that locale shows,
    /// which are the ones iOS shows it (pt-PT "Mais tarde", es-MX es-419's "Luego").
    @Test func shopFoldersSayWhatEachDeviceShows() throws {
        let path = "Tests/Fixtures/valid/apple-localizations.yaml"
        let text = String(decoding: Fixtures.source(path).bytes, as: UTF8.self).replacing(
            "targets: [ios]\n", with: "targets: [ios, android]\nandroid: {package: com.example.shop}\n")
        let catalog = try Self.catalog([SourceFile(path: path, bytes: Array(text.utf8))])
        #expect(catalog.languages.count == 39)
        let table = AndroidResourceRenderer.render(catalog).map { file in
            let title = catalog.actions.map {
                $0.title.shown(in: file.language)?.text ?? "-"
            }
            .joined(separator: " | ")
            let locale =
                file.locale == file.language.identifier ? file.locale : "\(file.locale) → \(file.language)"
            return "\(file.folder)\t\(locale)\t\(title)\n"
        }.joined()
        if let difference = Golden.compare(table, to: "Tests/Golden/android/shop-folders.txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// The qualifiers by Android's rules, for the languages the issue names.
    @Test func qualifiersFollowAndroidsRules() {
        let expected: [(String, [String])] = [
            ("en", [""]), ("de", ["de"]), ("zh-Hans", ["b+zh+Hans"]), ("zh-Hant", ["b+zh+Hant"]),
            ("zh-HK", ["zh-rHK"]), ("es-419", ["b+es+419"]), ("pt-BR", ["pt-rBR"]), ("pt-PT", ["pt-rPT"]),
            ("he", ["iw", "he"]), ("id", ["in", "id"]), ("yi", ["ji", "yi"]), ("nb", ["nb"]),
            ("fil", ["b+fil"]), ("sr-Latn", ["b+sr+Latn"]), ("he-IL", ["iw-rIL", "he-rIL"]),
        ]
        for (identifier, qualifiers) in expected {
            #expect(AndroidResourceRenderer.qualifiers(of: identifier) == qualifiers, "\(identifier)")
        }
    }

    /// Text that aapt2 would read otherwise is escaped (AndroidToolTests reads it back).
    @Test func escapingCoversAndroidsSpecialCharacters() {
        #expect(AndroidResourceRenderer.escaped("It's \"x\" \\") == #"It\'s \"x\" \\"#)
        #expect(AndroidResourceRenderer.escaped("@home") == #"\@home"#)
        #expect(AndroidResourceRenderer.escaped("?what ?") == #"\?what ?"#)
        #expect(AndroidResourceRenderer.escaped("a@b") == "a@b")
        #expect(AndroidResourceRenderer.escaped(" a  b ") == #"\u0020a \u0020b\u0020"#)
        #expect(AndroidResourceRenderer.escaped("<&>\n\t") == #"&lt;&amp;&gt;\n\t"#)
    }

    @Test func namesFromIdentifiers() {
        let actions: [(String, String)] = [
            ("ACCEPT_ALL_ID", "accept_all"), ("replyNow", "reply_now"),
            ("com.example.reply", "com_example_reply"),
            ("65", "action_65"), ("ID", "id"), ("URLOpen", "urlopen"),
        ]
        for (id, name) in actions { #expect(AndroidNaming.name(for: id, kind: .action) == name, "\(id)") }
        #expect(AndroidNaming.name(for: "ACCEPT_DECISION_CATEGORY", kind: .category) == "accept_decision")
        #expect(AndroidNaming.isValidPackage("com.example.game"))
        #expect(!AndroidNaming.isValidPackage("com.example.fun"))
        #expect(!AndroidNaming.isValidPackage("com..game"))
        #expect(!AndroidNaming.isValidPackage("com.1game"))
    }

    /// The Hive preset with every target builds, with no warning of its own.
    @Test func presetsBuildForAndroid() throws {
        let (catalog, diagnostics) = Compiler.check([
            Fixtures.source("Tests/Fixtures/android/presets.actions.yaml")
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let resources = AndroidResourceRenderer.render(try #require(catalog))
        #expect(resources.map(\.folder).contains("values-b+zh+Hant"))
    }

    /// With `android`, the preview shows each notification as an Android card too: its
    /// buttons in a row and the reply field, labelled by the placeholder.
    @Test func previewHasAnAndroidCardPerNotification() throws {
        let catalog = try Self.catalog([Fixtures.source(Self.game)])
        let html = PreviewHTMLRenderer.render(catalog)
        let cards = html.components(separatedBy: "data-view=\"android\"").count - 1
        #expect(cards == catalog.categories.count * Language.englishFirst(catalog.languages).count)
        #expect(
            html.contains(
                "<li class=\"android-action\" data-android-action=\"REPLY_ID\"><span class=\"action-title\">Antworten</span></li>"
            ))
        #expect(
            html.contains("data-android-action=\"REPLY_ID\"><span class=\"placeholder\">Sag etwas…</span>"))
        let withoutAndroid = PreviewHTMLRenderer.render(
            try Self.catalog([Fixtures.source("Presets/hive.actions.yaml")]))
        #expect(!withoutAndroid.contains("android"))
    }

    /// Without `android`, no Android output: the pipeline renders none.
    @Test func noAndroidOutputWithoutTheTarget() {
        let report = Pipeline.run(
            PipelineRequest(
                definitions: [Fixtures.source("Presets/hive.actions.yaml")],
                outputs: OutputRequest(registry: SwiftRegistryOptions(), kotlinPackage: "com.example.game")))
        #expect(report.outputs?.swiftRegistry != nil)
        #expect(report.outputs?.kotlinRegistry == nil)
        #expect(report.outputs?.androidResources.isEmpty == true)
    }
}
