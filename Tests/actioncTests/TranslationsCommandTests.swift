import ActionCore
import Foundation
import TestSupport
import Testing

/// `actionc translations export|import` through the real binary.
@Suite struct TranslationsCommandTests {
    /// The presets' export: one XLIFF per language besides English, each the renderer's
    /// bytes; the String Catalog as `build --xcstrings` writes it.
    @Test func exportWritesXLIFFPerLanguageOrTheStringCatalog() throws {
        let scratch = try Scratch()
        let presets = Repository.url("Presets/hive.actions.yaml").path
        let result = try scratch.run("translations", "export", presets, "-o", "out", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path("out")).sorted()
        #expect(names.count == 15)
        #expect(names.contains("zh-Hans.xliff") && !names.contains("en.xliff"))
        #expect(
            scratch.bytes("out/de.xliff")
                == FileManager.default.contents(
                    atPath: Repository.url("Tests/Golden/xliff/hive/de.xliff").path))

        let catalog = try scratch.run("translations", "export", presets, "-o", "cat", "--format", "xcstrings")
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(catalog.stderr == "wrote cat/PushActions.xcstrings\n")
        #expect(
            scratch.bytes("cat/PushActions.xcstrings")
                == FileManager.default.contents(
                    atPath: Repository.url("Tests/Golden/xcstrings/hive.xcstrings").path))
        let again = try scratch.run("translations", "export", presets, "-o", "cat", "--format", "xcstrings")
        #expect(again.stderr == "unchanged cat/PushActions.xcstrings\n")
    }

    @Test func exportNeedsADirectoryAndAKnownFormatAndWritesNothingOnError() throws {
        let scratch = try Scratch()
        #expect(try scratch.run("translations", "export").status == 64)
        #expect(try scratch.run("translations", "export", "-o", "out", "--format", "po").status == 64)
        #expect(try scratch.run("translations", "exprt").stderr.contains("did you mean 'export'?"))
        try scratch.write(
            "languages: [en, de]\nactions:\n  A_ID: {title: {en: '', de: X}}\n", to: "a.actions.yaml")
        let failed = try scratch.run("translations", "export", "-o", "out")
        #expect(failed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))
    }

    /// Import through the binary: an `.xcloc`'s XLIFF and a String Catalog, `--dry-run`
    /// printing the summary without writing, and an error writing nothing.
    @Test func importWritesTheChangedTextsAndDryRunWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.write(
            "languages: [en, de]\nactions:\n  A_ID: {title: {en: Open, de: Öffnen}}  # keep\ncategories:\n  C: [A_ID]\n",
            to: "Push/app.actions.yaml")
        #expect(try scratch.run("translations", "export", "Push", "-o", "out", "--quiet").status == 0)
        let xliff = String(decoding: try #require(scratch.bytes("out/de.xliff")), as: UTF8.self)
        try scratch.write(
            xliff.replacingOccurrences(of: ">Öffnen<", with: ">Aufmachen<"),
            to: "de.xcloc/Localized Contents/de.xliff")

        let dry = try scratch.run("translations", "import", "de.xcloc", "--definitions", "Push", "--dry-run")
        #expect(dry.status == 0, "\(dry.stderr)")
        // The record beside the definitions, which the export's build has not written, is new.
        #expect(
            dry.stderr
                == "de: 1 changed\nwould write Push/app.actions.yaml\nwould write Push/app.translations.json\n")
        #expect(
            scratch.bytes("Push/app.actions.yaml").map { String(decoding: $0, as: UTF8.self) }?.contains(
                "Öffnen") == true)

        let imported = try scratch.run("translations", "import", "de.xcloc", "--definitions", "Push")
        #expect(
            imported.stderr == "de: 1 changed\nwrote Push/app.actions.yaml\nwrote Push/app.translations.json\n")
        #expect(
            scratch.bytes("Push/app.actions.yaml").map { String(decoding: $0, as: UTF8.self) }
                == "languages: [en, de]\nactions:\n  A_ID: {title: {en: Open, de: Aufmachen}}  # keep\ncategories:\n  C: [A_ID]\n"
        )

        try scratch.write(
            xliff.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\""),
            to: "fr.xliff")
        let refused = try scratch.run("translations", "import", "fr.xliff", "--definitions", "Push")
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("fr.xliff:3:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("[unknown-language]"))
    }
}
