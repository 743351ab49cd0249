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
                == "de: 1 changed\nwould write Push/app.actions.yaml\nwould write Push/app.translations.json\n"
        )
        #expect(
            scratch.bytes("Push/app.actions.yaml").map { String(decoding: $0, as: UTF8.self) }?.contains(
                "Öffnen") == true)

        let imported = try scratch.run("translations", "import", "de.xcloc", "--definitions", "Push")
        #expect(
            imported.stderr
                == "de: 1 changed\nwrote Push/app.actions.yaml\nwrote Push/app.translations.json\n")
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

    /// The translation record through the binary: `build` writes it once and then leaves it;
    /// a changed English is a warning at the translation (an error under `--strict`) that a
    /// rebuild does not silence; the export marks the unit for review, and importing the
    /// reviewed unit clears it. `--keep-translation-records` reads the record, never writes it.
    @Test func staleTranslationsFromBuildToImport() throws {
        let scratch = try Scratch()
        try scratch.write(
            "languages: [en, de]\nactions:\n  A_ID: {title: {en: Open, de: Öffnen}}\ncategories:\n  C: [A_ID]\n",
            to: "app.actions.yaml")
        let first = try scratch.run("build", "-o", "out")
        #expect(first.stderr.hasSuffix("wrote app.translations.json\n"), "\(first.stderr)")
        let record = try #require(scratch.bytes("app.translations.json"))
        #expect(!(try scratch.run("build", "-o", "out")).stderr.contains("translations.json"))

        let changed = MarkedText(
            "languages: [en, de]\nactions:\n  A_ID: {title: {en: Close, de: 1️⃣Öffnen}}\ncategories:\n  C: [A_ID]\n"
        )
        try scratch.write(changed.text, to: "app.actions.yaml")
        let validated = try scratch.run("validate", "--quiet")
        #expect(validated.status == 0)
        let (line, column) = changed["1"]
        #expect(
            validated.stderr.hasPrefix(
                "app.actions.yaml:\(line):\(column): warning: the de text of 'push.action.A_ID.title' was translated from an English text that has changed since"
            ), "\(validated.stderr)")
        #expect(validated.stderr.contains("note: translated from 'Open'"))
        #expect(try scratch.run("validate", "--strict").status == 1)
        let rebuilt = try scratch.run("build", "-o", "out")
        #expect(rebuilt.stderr.contains("[stale-translation]"))
        #expect(scratch.bytes("app.translations.json") == record)

        #expect(try scratch.run("translations", "export", "-o", "T", "--quiet").status == 0)
        let xliff = String(decoding: try #require(scratch.bytes("T/de.xliff")), as: UTF8.self)
        #expect(xliff.contains("<target state=\"needs-review-translation\">Öffnen</target>"))
        try scratch.write(
            xliff.replacingOccurrences(of: "needs-review-translation", with: "translated"), to: "de.xliff")
        let imported = try scratch.run("translations", "import", "de.xliff")
        #expect(
            imported.stderr
                == "de: 1 confirmed as still fitting the English now\nwrote app.translations.json\n",
            "\(imported.stderr)")
        #expect(try scratch.run("validate", "--strict", "--quiet").status == 0)

        // A translation edited by hand: a build that keeps the records reports nothing stale
        // and writes no record, and check names the record the build would update.
        try scratch.write(
            changed.text.replacingOccurrences(of: "Öffnen", with: "Schließen"), to: "app.actions.yaml")
        let recorded = scratch.bytes("app.translations.json")
        let kept = try scratch.run("build", "-o", "out", "--keep-translation-records")
        #expect(kept.status == 0)
        #expect(!kept.stderr.contains("translations.json"))
        #expect(scratch.bytes("app.translations.json") == recorded)
        let checked = try scratch.run("check", "-o", "out")
        #expect(checked.status == 1)
        #expect(checked.stderr.contains("'app.translations.json' is out of date"), "\(checked.stderr)")
    }
}
