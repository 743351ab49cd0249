import Foundation
import TestSupport
import Testing

/// Issue 45: what a user writes reaches the outputs or is reported, through the binary in
/// each command where the user meets it; and the README's two commands work in order.
@Suite struct NothingLostTests {
    /// A text under a language `languages:` does not list was in no output, without a word.
    static let unlisted = """
        targets: [ios]
        languages: [en, zh-Hant, zh-HK]
        actions:
          REPLY_ID:
            title: {en: Reply, zh-Hant: 回覆, zh-HK: 回覆, zh_TW: 回覆, en-US: Reply}
        categories:
          REPLY_CATEGORY: [REPLY_ID]

        """

    static let unlistedDiagnostics = """
        push.actions.yaml:5:55: error: title of action 'REPLY_ID' has a text in 'zh-TW', which no output carries: 'languages:' (en, zh-Hant, zh-HK) does not list zh-TW [unknown-language]
        push.actions.yaml:5:55: note: did you mean 'zh-Hant' or 'zh-HK'?
        push.actions.yaml:5:55: note: add 'zh-TW' to 'languages:' to ship its texts
        push.actions.yaml:5:66: error: title of action 'REPLY_ID' has a text in 'en-US', which no output carries: 'languages:' (en, zh-Hant, zh-HK) does not list en-US [unknown-language]
        push.actions.yaml:5:66: note: did you mean 'en'?
        push.actions.yaml:5:66: note: add 'en-US' to 'languages:' to ship its texts

        """

    @Test(arguments: ["build", "validate", "check"])
    func aTextInAnUnlistedLanguageIsAnErrorWithTheFix(_ command: String) throws {
        let scratch = try Scratch()
        try scratch.write(Self.unlisted, to: "push.actions.yaml")
        let result = try scratch.run(command, "push.actions.yaml")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(Self.unlistedDiagnostics), "\(result.stderr)")
        #expect(scratch.listing() == ["push.actions.yaml"])
    }

    /// The import says the same, with the same fix, at the translators' file.
    @Test func importingAnUnlistedLanguageGivesTheSameFix() throws {
        let scratch = try Scratch()
        try scratch.write(
            "targets: [ios]\nlanguages: [en, zh-Hant, zh-HK]\nactions:\n  A_ID: {title: {en: Open, zh-Hant: 開, zh-HK: 開}}\n"
                + "categories:\n  C: [A_ID]\n", to: "Push/app.actions.yaml")
        #expect(try scratch.run("translations", "export", "Push", "-o", "out", "--quiet").status == 0)
        let xliff = String(decoding: try #require(scratch.bytes("out/zh-Hant.xliff")), as: UTF8.self)
        try scratch.write(
            xliff.replacingOccurrences(of: #"target-language="zh-Hant""#, with: #"target-language="zh-TW""#),
            to: "zh-TW.xliff")
        let result = try scratch.run("translations", "import", "zh-TW.xliff", "--definitions", "Push")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("'zh-TW' is not in the definitions' 'languages:' (en, zh-Hant, zh-HK)"))
        #expect(result.stderr.contains("note: did you mean 'zh-Hant' or 'zh-HK'?\n"), "\(result.stderr)")
        #expect(result.stderr.contains("note: add 'zh-TW' to 'languages:' to ship its texts\n"))
    }

    /// Without `languages:`, every language some text is written in is the app's: one only a
    /// text input or a category text uses was in no output.
    @Test func withoutALanguageListEveryTextsLanguageReachesTheRegistry() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            targets: [ios]
            actions:
              REPLY_ID:
                title: {en: Reply, ko: 답장}
                textInput: {button: {en: Send, ja: 送信}, placeholder: {en: Message, fr: Message}}
            categories:
              REPLY_CATEGORY:
                actions: [REPLY_ID]
                summaryFormat: {en: "%u more", de: "%u weitere"}

            """, to: "push.actions.yaml")
        let result = try scratch.run("build", "push.actions.yaml", "-o", "out", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let registry = String(decoding: try #require(scratch.bytes("out/PushActions.swift")), as: UTF8.self)
        for text in ["답장", "送信", "Message", "%u weitere"] { #expect(registry.contains(text), "\(text)") }
        for language in ["ko", "ja", "fr", "de"] { #expect(registry.contains("case \(language)\n")) }
    }

    /// A file named almost like definitions, beside ones a folder search reads, is named.
    @Test func aFileNamedAlmostLikeDefinitionsIsNamed() throws {
        let scratch = try Scratch()
        let definitions = "targets: [ios]\nactions:\n  A_ID: {title: Open}\ncategories:\n  C: [A_ID]\n"
        try scratch.write(definitions, to: "Push/push.actions.yaml")
        try scratch.write(definitions, to: "Push/extra.action.yaml")
        try scratch.write("{}", to: "Push/package.json")
        let result = try scratch.run("validate", "Push")
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "actionc: note: 'Push/extra.action.yaml' is not read by a folder search, which reads"
                + " *.actions.yaml, *.actions.yml, *.actions.json: rename it so, or name it as a PATH\n"
                + "validated 1 file\n")
    }

    /// README: `swift run actionc build Presets/ -o out`, then the tests. The build finds the
    /// presets' committed record current and writes nothing beside the definitions.
    @Test func buildingThePresetsFolderWritesNothingIntoIt() throws {
        let scratch = try Scratch()
        for name in ["hive.actions.yaml", "hive.translations.json"] {
            try scratch.write(
                String(decoding: try Data(contentsOf: Repository.url("Presets/\(name)")), as: UTF8.self),
                to: "Presets/\(name)")
        }
        let result = try scratch.run("build", "Presets/", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote out/hive_push_actions.json\nwrote out/PushActions.swift\n")
        #expect(
            scratch.listing() == [
                "Presets", "Presets/hive.actions.yaml", "Presets/hive.translations.json",
                "out", "out/PushActions.swift", "out/hive_push_actions.json",
            ])
    }

    /// A checkout the build may not write into (here a folder made immutable, which binds root
    /// too) still gets its outputs; the record waits, and a note says so.
    @Test(.enabled(if: canMakeImmutable, "needs chattr +i (root, on a file system that has it)"))
    func aBuildThatCannotWriteTheRecordStillWritesItsOutputs() throws {
        let scratch = try Scratch()
        try scratch.write(
            "targets: [ios]\nlanguages: [en, de]\nactions:\n  A_ID: {title: {en: Open, de: Öffnen}}\n"
                + "categories:\n  C: [A_ID]\n", to: "Push/app.actions.yaml")
        try Self.chattr("+i", scratch.path("Push"))
        defer { try? Self.chattr("-i", scratch.path("Push")) }
        let result = try scratch.run("build", "Push", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "wrote out/PushActions.swift\nactionc: note: translation record not updated: cannot write"
                    + " 'Push/app.translations.json'"), "\(result.stderr)")
        #expect(scratch.exists("out/PushActions.swift") && !scratch.exists("Push/app.translations.json"))
    }

    static let canMakeImmutable: Bool = {
        guard let scratch = try? Scratch(), (try? chattr("+i", scratch.path("."))) != nil else {
            return false
        }
        try? chattr("-i", scratch.path("."))
        return true
    }()

    static func chattr(_ flag: String, _ path: String) throws {
        let result = try ActioncProcess.run(
            ["chattr", flag, path], in: Repository.root, executable: URL(fileURLWithPath: "/usr/bin/env"))
        guard result.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    /// The same definitions, the same warnings: `check`, `diff`, `preview` and
    /// `translations export` each read the translation records and count alike, and each
    /// shows the definitions' warnings as one line, as `--definition-diagnostics` says.
    @Test func everyCommandCountsTheSameWarnings() throws {
        let scratch = try Scratch()
        try scratch.write(
            "targets: [ios]\nlanguages: [en, de, ja]\nactions:\n  A_ID: {title: {en: Reply, ja: 返信}}\n"
                + "categories:\n  C: [A_ID]\n", to: "Push/app.actions.yaml")
        #expect(try scratch.run("build", "Push", "-o", "out", "--quiet").status == 0)
        // The English changes: the ja text is now stale, a warning only the record tells.
        try scratch.write(
            "targets: [ios]\nlanguages: [en, de, ja]\nactions:\n  A_ID: {title: {en: Answer, ja: 返信}}\n"
                + "categories:\n  C: [A_ID]\n", to: "Push/app.actions.yaml")
        let line = "note: the definitions have 2 warnings; 'actionc validate Push' shows them\n"
        let runs: [(String, [String])] = [
            ("check", ["check", "Push", "-o", "out"]),
            ("diff", ["diff", "--baseline", "Push/app.actions.yaml", "Push"]),
            ("preview", ["preview", "Push", "-o", "p.html"]),
            ("translations export", ["translations", "export", "Push", "-o", "tx"]),
        ]
        for (name, arguments) in runs {
            let result = try ActioncProcess.run(arguments, in: scratch.url)
            #expect(result.stderr.hasPrefix("actionc \(name): " + line), "\(name): \(result.stderr)")
        }
        let validated = try scratch.run("validate", "Push")
        #expect(validated.stderr.contains("[missing-translation]"))
        #expect(validated.stderr.contains("[stale-translation]"))
    }
}

/// Issue 45: an app without the Hive SDK says so once, and hears of Hive only where it matters.
@Suite struct WithoutHiveTests {
    @Test(arguments: [("ios", false), ("hive", true), ("hive,ios", true), ("ios, hive", true)])
    func initTakesTheTargetsAndTheStarterBuildsCleanly(_ targets: String, writesHive: Bool) throws {
        let scratch = try Scratch()
        let created = try scratch.run("init", "Push", "--targets", targets)
        #expect(created.status == 0, "\(created.stderr)")
        let written = writesHive ? "hive_push_actions.json and PushActions.swift" : "PushActions.swift"
        #expect(created.stderr.hasSuffix("next: actionc build Push -o Generated (writes \(written))\n"))
        let starter = String(decoding: try #require(scratch.bytes("Push/push.actions.yaml")), as: UTF8.self)
        #expect(
            starter.contains(
                "\ntargets: [\(writesHive ? (targets == "hive" ? "hive" : "hive, ios") : "ios")]\n"))
        #expect(starter.contains("presets: [hive]") == writesHive)
        let built = try scratch.run("build", "Push", "-o", "Generated", "--strict")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(scratch.exists("Generated/hive_push_actions.json") == writesHive)
    }

    @Test func initRefusesAnUnknownTarget() throws {
        let scratch = try Scratch()
        let result = try scratch.run("init", "Push", "--targets", "ios,hve")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("actionc: error: --targets: unknown target 'hve'; did you mean 'hive'?"))
        #expect(!scratch.exists("Push"))
    }

    /// Four buttons are too many only by the Hive SDK's rule, which applies because no file
    /// states `targets:`.
    @Test func aHiveOnlyErrorWithoutTargetsNamesTargetsIOS() throws {
        let scratch = try Scratch()
        let actions = ["A_ID", "B_ID", "C_ID", "D_ID"]
        try scratch.write(
            "actions:\n" + actions.map { "  \($0): {title: \($0)}\n" }.joined()
                + "categories:\n  C: [\(actions.joined(separator: ", "))]\n", to: "push.actions.yaml")
        let result = try scratch.run("validate", "push.actions.yaml")
        #expect(result.status == 1)
        #expect(result.stderr.contains("the Hive SDK registers at most 3 [too-many-actions]"))
        #expect(
            result.stderr.contains(
                "note: no file states 'targets:', so the Hive SDK's rules apply; an app without the Hive SDK writes"
                    + " targets: [ios] at the top level\n"), "\(result.stderr)")
        try scratch.write(
            "targets: [hive, ios]\n" + (String(data: scratch.bytes("push.actions.yaml")!, encoding: .utf8)!),
            to: "push.actions.yaml")
        let stated = try scratch.run("validate", "push.actions.yaml")
        #expect(stated.status == 1)
        #expect(!stated.stderr.contains("no file states 'targets:'"))
    }

    /// A Hive file an earlier build wrote is named by `build` and `check`, with what to do.
    @Test(arguments: ["build", "check"])
    func aHiveFileLeftFromAnEarlierBuildIsNamed(_ command: String) throws {
        let scratch = try Scratch()
        try scratch.write(
            "actions:\n  A_ID: {title: Open}\ncategories:\n  C: [A_ID]\n", to: "Push/push.actions.yaml")
        #expect(try scratch.run("build", "Push", "-o", "out", "--quiet").status == 0)
        try scratch.write(
            "targets: [ios]\nactions:\n  A_ID: {title: Open}\ncategories:\n  C: [A_ID]\n",
            to: "Push/push.actions.yaml")
        if command == "check" {
            #expect(try scratch.run("build", "Push", "-o", "out", "--quiet").status == 0)
        }
        let result = try scratch.run(command, "Push", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "actionc: warning: 'out/hive_push_actions.json' is left from an earlier build: the definitions'"
                    + " targets: [ios] do not write it, so it is no longer updated [leftover-output]\n"
                    + "actionc: note: delete it, and remove it from the app target's resources; if the app still"
                    + " uses the Hive SDK, add hive to targets: instead\n"), "\(result.stderr)")
        try FileManager.default.removeItem(atPath: scratch.path("out/hive_push_actions.json"))
        #expect(!(try scratch.run(command, "Push", "-o", "out").stderr.contains("leftover-output")))
    }

    /// The preview of an app without the Hive SDK speaks of neither Hive nor games, and names
    /// a regional variant by its language.
    @Test func thePreviewOfAnAppWithoutHiveNamesNoHive() throws {
        let scratch = try Scratch()
        try scratch.write(
            "targets: [ios]\nlanguages: [en, en-GB, ko]\nactions:\n  A_ID: {title: {en: Open, ko: 열기}}\n"
                + "categories:\n  C: [A_ID]\n", to: "push.actions.yaml")
        let result = try scratch.run("preview", "push.actions.yaml", "-o", "p.html")
        #expect(result.status == 0, "\(result.stderr)")
        let page = String(decoding: try #require(scratch.bytes("p.html")), as: UTF8.self)
        #expect(!page.contains("Hive"))
        #expect(!page.lowercased().contains("game"))
        // en-GB is named as English, not by its identifier twice.
        #expect(!page.contains("en-GB · en-GB"))
        #expect(page.contains(">English · en-GB<"))
        #expect(page.contains(">English (en-GB)</button>"))
    }

    @Test func noOutputOfAnAppWithoutHiveNamesHive() throws {
        let scratch = try Scratch()
        try scratch.write(
            "targets: [ios, android]\nandroid: {package: com.example.shop}\nlanguages: [en, de]\n"
                + "actions:\n  A_ID: {title: {en: Open, de: Öffnen}, textInput: {button: Send}}\n"
                + "categories:\n  C: [A_ID]\n", to: "push.actions.yaml")
        let result = try scratch.run("build", "push.actions.yaml", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        let outputs = ["PushActions.swift", "PushActions.kt", "res/values/actionc_push_actions.xml"]
        for output in outputs {
            let text = String(decoding: try #require(scratch.bytes("out/" + output)), as: UTF8.self)
            #expect(!text.lowercased().contains("hive") && !text.lowercased().contains("game"), "\(output)")
        }
    }
}

/// Issue 45 item 8: the smaller things a new user met.
@Suite struct FirstUseTests {
    @Test func translationsHelpListsItsCommandsOnePerLine() throws {
        let result = try ActioncProcess.run(["translations", "--help"], in: Repository.root)
        #expect(
            result.stdout.contains(
                "COMMANDS:\n  export  Write the texts for translators as XLIFF or a String Catalog\n"
                    + "  import  Write translators' XLIFF or String Catalog texts into the definitions\n"),
            "\(result.stdout)")
    }

    @Test func shapeMistakesSayWhatToWrite() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            targets: [ios]
            actions:
              A_ID:
                title: {en-US: Reply}
                options: foreground
                textInput: true
            categories:
              C: [A_ID]

            """, to: "push.actions.yaml")
        let result = try scratch.run("validate", "push.actions.yaml")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                push.actions.yaml:4:12: error: title of action 'A_ID' has no English ('en') text, the fallback shown at run time for a language without a text of its own [missing-english]
                push.actions.yaml:4:20: note: 'en-US' is a regional English, shown only on devices set to en-US; write the fallback under 'en' (rename 'en-US' to 'en' if it is the only English)
                push.actions.yaml:5:14: error: expected a list of options, found 'foreground' [type-mismatch]
                push.actions.yaml:5:14: note: write a list, even of one: [foreground]
                push.actions.yaml:6:16: error: expected a mapping for textInput of action 'A_ID', found 'true' [type-mismatch]
                push.actions.yaml:6:16: note: write a mapping: textInput: {button: Send, placeholder: Message}

                """)
    }

    /// An imported text is quoted like its neighbours and placed in `languages:` order; a
    /// reviewed text that was stale is counted as confirmed, not as unchanged.
    @Test func importWritesLikeItsNeighboursAndCountsAConfirmation() throws {
        let scratch = try Scratch()
        let definitions = { (english: String) in
            "targets: [ios]\nlanguages: [en, de, ja, ko]\nactions:\n  A_ID:\n    title: {en: \"\(english)\", ko: \"답장\"}\n"
                + "categories:\n  C: [A_ID]\n"
        }
        try scratch.write(definitions("Reply"), to: "Push/app.actions.yaml")
        #expect(try scratch.run("build", "Push", "-o", "out", "--quiet").status == 0)
        #expect(try scratch.run("translations", "export", "Push", "-o", "tx", "--quiet").status == 0)
        let xliff = String(decoding: try #require(scratch.bytes("tx/ja.xliff")), as: UTF8.self)
        try scratch.write(
            xliff.replacingOccurrences(
                of: "<source>Reply</source>",
                with: "<source>Reply</source>\n        <target state=\"translated\">返信</target>"),
            to: "ja.xliff")
        let imported = try scratch.run("translations", "import", "ja.xliff", "--definitions", "Push")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.hasPrefix("ja: 1 added\n"))
        let written = String(decoding: try #require(scratch.bytes("Push/app.actions.yaml")), as: UTF8.self)
        #expect(written.contains("title: {en: \"Reply\", ja: \"返信\", ko: \"답장\"}"), "\(written)")

        // The English changes; the export marks ko for review, and the reviewer confirms it.
        try scratch.write(
            written.replacingOccurrences(of: "en: \"Reply\"", with: "en: \"Answer\""),
            to: "Push/app.actions.yaml")
        #expect(try scratch.run("build", "Push", "-o", "out", "--quiet").status == 0)
        #expect(try scratch.run("translations", "export", "Push", "-o", "tx2", "--quiet").status == 0)
        let review = String(decoding: try #require(scratch.bytes("tx2/ko.xliff")), as: UTF8.self)
        #expect(review.contains("state=\"needs-review-translation\""))
        try scratch.write(
            review.replacingOccurrences(of: "needs-review-translation", with: "translated"), to: "ko.xliff")
        let confirmed = try scratch.run("translations", "import", "ko.xliff", "--definitions", "Push")
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(
            confirmed.stderr.hasPrefix("ko: 1 confirmed as still fitting the English now\n"),
            "\(confirmed.stderr)")
        #expect(!(try scratch.run("validate", "Push").stderr.contains("ko text of")))
    }
}
