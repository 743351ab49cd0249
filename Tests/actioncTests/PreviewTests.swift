import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// `actionc preview` through the real binary: the inputs and presets `build` takes, the
/// exit codes, and the page written like every other output (atomically, unchanged bytes
/// left alone, nothing on error). PreviewBrowserTests opens the page in Chromium.
@Suite struct PreviewTests {
    @Test func presetsDirectoryGivesTheRenderersPage() throws {
        let scratch = try Scratch()
        let result = try ActioncProcess.run(
            ["preview", Repository.url("Presets").path, "-o", scratch.path("preview.html")], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let catalog = try #require(
            Compiler.check([
                SourceFile(
                    path: Repository.url("Presets/hive.actions.yaml").path,
                    bytes: Array(try Data(contentsOf: Repository.url("Presets/hive.actions.yaml"))))
            ]).0)
        #expect(scratch.bytes("preview.html") == Data(PreviewHTMLRenderer.render(catalog).utf8))
    }

    /// `presets: [hive]` pulls the preset in, as in `build`; only the app's languages are columns.
    @Test func presetsNamedInTheDefinitionsAreShown() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            presets: [hive]
            languages: [en, ar]
            actions:
              REPLY_ID: {title: {en: Reply, ar: رد}}
            categories:
              REPLY_CATEGORY: [REPLY_ID]

            """, to: "Push/push.actions.yaml")
        let result = try scratch.run("preview", "Push")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote preview.html\n")
        let html = String(decoding: try #require(scratch.bytes("preview.html")), as: UTF8.self)
        #expect(html.components(separatedBy: "data-category=\"").count - 1 == 10 * 2)
        #expect(html.contains("data-category=\"ACCEPT_DECISION_CATEGORY\" data-language=\"ar\""))
        #expect(
            html.contains("data-category=\"REPLY_CATEGORY\" data-language=\"ar\" lang=\"ar\" dir=\"rtl\""))
    }

    @Test func unchangedPageIsNotRewrittenAndAChangedOneIs() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "actions.yaml")
        #expect(
            try scratch.run("preview", "actions.yaml", "-o", "out/page.html").stderr
                == "wrote out/page.html\n")
        scratch.backdate("out/page.html")
        let before = scratch.modificationTime("out/page.html")
        let again = try scratch.run("preview", "actions.yaml", "-o", "out/page.html")
        #expect(again.stderr == "unchanged out/page.html\n")
        #expect(scratch.modificationTime("out/page.html")?.tv_sec == before?.tv_sec)
        try scratch.write(
            Definitions.valid.replacingOccurrences(of: "Later", with: "Not now"), to: "actions.yaml")
        #expect(
            try scratch.run("preview", "actions.yaml", "-o", "out/page.html").stderr
                == "wrote out/page.html\n")
        #expect(scratch.listing() == ["actions.yaml", "out", "out/page.html"])
    }

    @Test func errorsWriteNothingAndKeepTheOldPage() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "actions.yaml")
        try scratch.write("old", to: "preview.html")
        let result = try scratch.run("preview", "actions.yaml")
        #expect(result.status == 1)
        #expect(result.stderr.contains("uses undefined action 'MISSING_ID' [unknown-action]"))
        #expect(scratch.bytes("preview.html") == Data("old".utf8))

        try scratch.write(Definitions.withWarning, to: "actions.yaml")
        #expect(try scratch.run("preview", "actions.yaml", "--strict").status == 1)
        #expect(scratch.bytes("preview.html") == Data("old".utf8))
        let json = try scratch.run("preview", "actions.yaml", "--strict", "--diagnostics-format", "json")
        #expect(json.stdout.contains("\"code\": \"unused-action\""))
        #expect(scratch.listing() == ["actions.yaml", "preview.html"])
    }

    static let commandLines: [([String], Int32)] = [
        (["preview", "actions.yaml", "-o", ""], 64), (["preview", "actions.yaml", "-o", "dir/"], 64),
        (["preview", "actions.yaml", "--bogus"], 64), (["preview", "actions.yaml", "-o"], 64),
        (["preview", "missing.yaml"], 74), (["preview", "actions.yaml", "-o", "file.txt/page.html"], 74),
        (["preview", "actions.yaml", "-o", "folder"], 74),
        (["preview", "actions.yaml", "-o", "actions.yaml"], 74),
    ]

    @Test(arguments: Self.commandLines)
    func commandLineProblemsExitAsBuildDoes(_ arguments: [String], _ status: Int32) throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "actions.yaml")
        try scratch.write("x", to: "file.txt")
        try FileManager.default.createDirectory(
            atPath: scratch.path("folder"), withIntermediateDirectories: true)
        let result = try ActioncProcess.run(arguments, in: scratch.url)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(scratch.listing() == ["actions.yaml", "file.txt", "folder"])
        #expect(scratch.bytes("actions.yaml") == Data(Definitions.valid.utf8))
    }
}
