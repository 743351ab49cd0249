import Foundation
import TestSupport
import Testing

/// The Android outputs held to Android's own tools: `actionc build` with `targets: [hive, ios,
/// android]`, then `aapt2 compile` and `aapt2 link` of every resource folder against the
/// framework's resources, `aapt2 dump resources` for what a device reads, and `kotlinc`
/// compiling PushActions.kt with aapt2's R.java against the stand-in of Android's classes
/// (Tests/AndroidStandIn), whose program builds every category's buttons in three languages
/// and routes taps back. kotlinc takes seconds, so the suite builds once and its tests read
/// the one build. CI installs the tools and sets `ACTIONC_REQUIRE_ANDROID=1`, so there these
/// tests cannot be skipped.
@Suite(
    .serialized,
    .enabled(
        if: AndroidTools.shouldRun,
        "aapt2, kotlinc or a JDK is not installed; the Android tool tests are skipped"))
struct AndroidToolTests {
    static let fixture = "Tests/Fixtures/android/game.actions.yaml"
    /// The Hive preset with `targets: [hive, ios, android]`, in a package of its own.
    static let presets = "Tests/Fixtures/android/presets.actions.yaml"

    /// What the one build made.
    struct Build: Sendable {
        let folders: [String]
        let strings: [AndroidTools.DumpedString]
        let programOutput: String
    }

    static let build: Result<Build, any Error> = Result { try makeBuild() }

    private static func makeBuild() throws -> Build {
        let scratch = try Scratch()
        let result = try ActioncProcess.run(
            [
                "build", Repository.url(fixture).path, "-o", scratch.path("out"),
                "--keep-translation-records", "--quiet",
            ],
            in: scratch.url)
        guard result.status == 0 else {
            throw AndroidTools.Failure(description: "actionc build failed:\n\(result.stderr)")
        }
        let res = scratch.url.appendingPathComponent("out/res")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).sorted()
        // The one drawable the fixture names (`android: {icon: ic_reply}`), as an app has it.
        try scratch.write(
            "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\" android:shape=\"rectangle\" />\n",
            to: "out/res/drawable/ic_reply.xml")
        try scratch.write(
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.game\"/>\n",
            to: "AndroidManifest.xml")
        try AndroidTools.run("aapt2", ["compile", "--dir", res.path, "-o", "res.zip"], in: scratch.url)
        try AndroidTools.run(
            "aapt2",
            [
                "link", "-o", "app.apk", "-I", AndroidTools.frameworkResources.path, "--manifest",
                "AndroidManifest.xml", "--java", "gen", "res.zip",
            ], in: scratch.url)
        let dump = try AndroidTools.run("aapt2", ["dump", "resources", "app.apk"], in: scratch.url)
        let strings = AndroidTools.strings(inDump: dump)
        try linkPresets(in: scratch)
        // The table the program's Context reads its strings from.
        let table = strings.map { string in
            let value = string.value.replacing("\\", with: "\\\\").replacing("\n", with: "\\n")
                .replacing("\t", with: "\\t")
            return "\(string.id)\t\(string.configuration)\t\(value)\n"
        }.joined()
        try scratch.write(table, to: "strings.tsv")
        let standIn = Repository.url("Tests/AndroidStandIn")
        let java = try FileManager.default.subpathsOfDirectory(atPath: standIn.path).filter {
            $0.hasSuffix(".java")
        }
        .sorted().map { standIn.appendingPathComponent($0).path }
        try AndroidTools.run(
            "javac", ["-d", "classes"] + java + ["gen/com/example/game/R.java"], in: scratch.url)
        try AndroidTools.run(
            "kotlinc",
            [
                "out/PushActions.kt", standIn.appendingPathComponent("PushActionsCheck.kt").path, "-cp",
                "classes",
                "-d", "kotlin",
            ], in: scratch.url)
        let runtime = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/java")
            .filter { $0 == "kotlin-stdlib.jar" }.map { "/usr/share/java/" + $0 }
        let output = try AndroidTools.run(
            "java",
            [
                "-cp", (["kotlin", "classes"] + runtime).joined(separator: ":"), "PushActionsCheckKt",
                "strings.tsv",
            ],
            in: scratch.url)
        return Build(folders: folders, strings: strings, programOutput: output)
    }

    /// The presets' outputs built and linked in `presets/`, their R.java in `presets/gen`.
    private static func linkPresets(in scratch: Scratch) throws {
        let result = try ActioncProcess.run(
            ["build", Repository.url(presets).path, "-o", scratch.path("presets/out"), "--quiet"],
            in: scratch.url)
        guard result.status == 0 else {
            throw AndroidTools.Failure(description: "actionc build failed:\n\(result.stderr)")
        }
        try scratch.write(
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.presets\"/>\n",
            to: "presets/AndroidManifest.xml")
        let directory = scratch.url.appendingPathComponent("presets")
        try AndroidTools.run("aapt2", ["compile", "--dir", "out/res", "-o", "res.zip"], in: directory)
        try AndroidTools.run(
            "aapt2",
            [
                "link", "-o", "app.apk", "-I", AndroidTools.frameworkResources.path, "--manifest",
                "AndroidManifest.xml", "--java", "gen", "res.zip",
            ], in: directory)
    }

    /// Every folder actionc wrote is a configuration aapt2 linked, each holding every title.
    @Test func aapt2LinksEveryFolder() throws {
        let build = try Self.build.get()
        let configurations = Set(build.strings.map(\.configuration))
        let expected = Set(build.folders.map { $0 == "values" ? "" : String($0.dropFirst("values-".count)) })
        // aapt2 prints a classic region as `-r` with the numeric form kept (`es-r419` for `b+es+419`).
        let printed = Set(expected.map { $0 == "b+es+419" ? "es-r419" : $0 })
        #expect(configurations == printed)
        let titles = Set(build.strings.filter { $0.name.hasSuffix("_title") }.map(\.name))
        #expect(titles.count == 11)
        for configuration in configurations {
            #expect(
                build.strings.filter { $0.configuration == configuration && $0.name.hasSuffix("_title") }
                    .count == 11)
        }
    }

    /// The titles Android's compiler is strictest about come back from `aapt2 dump` as they
    /// were written, in every configuration.
    @Test func trickyTitlesSurviveByteForByte() throws {
        let build = try Self.build.get()
        let expected = [
            "push_action_claim_title": "It's \"yours\"",
            "push_action_at_title": "@home",
            "push_action_question_title": "?what",
            "push_action_percent_title": "100% off %d %s",
            "push_action_backslash_title": #"C:\temp\n \u0041"#,
            "push_action_emoji_title": "👨‍👩‍👧‍👦 Family 🏳️‍🌈",
            "push_action_spaces_title": "  two  spaces  ",
            "push_action_markup_title": "<b>bold</b> & <xliff:g>x</xliff:g>",
        ]
        for (name, text) in expected {
            // The claim is translated into German and French; its English is everywhere else.
            let values = build.strings.filter { $0.name == name && !["de", "fr"].contains($0.configuration) }
            #expect(!values.isEmpty, "\(name)")
            for value in values { #expect(value.value == text, "\(name) in (\(value.configuration))") }
        }
        let rtl = build.strings.filter { $0.name == "push_action_rtl_title" }
        #expect(rtl.first { $0.configuration == "he" }?.value == "השב ‏(עכשיו)")
        #expect(rtl.first { $0.configuration == "iw" }?.value == "השב ‏(עכשיו)")
        #expect(rtl.first { $0.configuration == "ar" }?.value == "ردّ على الرسالة")
        #expect(rtl.first { $0.configuration == "" }?.value == "Reply ردّ")
    }

    /// Per device language, the folder Android reads and the reply title it shows: the one
    /// iOS shows on that language. Every one of these is a folder of its own, so Android's
    /// lookup (which before 7.0 drops the region, and from 7.0 on also takes a sibling region)
    /// has nothing to choose.
    @Test func eachDeviceLanguageShowsWhatIOSShows() throws {
        let build = try Self.build.get()
        let shown: [(device: String, configuration: String, title: String)] = [
            ("en-US", "", "Reply"),
            ("zh-CN (Simplified)", "zh-rCN", "回复"),
            ("zh-Hans", "b+zh+Hans", "回复"),
            ("zh-Hant", "b+zh+Hant", "回覆"),
            ("zh-TW", "zh-rTW", "回覆"),
            ("zh-HK (its own translation)", "zh-rHK", "回應"),
            ("zh-MO (falls back to zh-HK, as on iOS)", "zh-rMO", "回應"),
            ("es-ES", "es-rES", "Responder"),
            ("es-419", "es-r419", "Contestar"),
            ("es-MX (es-419, as on iOS)", "es-rMX", "Contestar"),
            ("pt (Hive's pt)", "pt", "Responder"),
            ("pt-BR", "pt-rBR", "Resposta"),
            ("pt-PT (pt, as on iOS)", "pt-rPT", "Responder"),
            ("he, old Android", "iw", "השב"),
            ("he", "he", "השב"),
            ("id, old Android", "in", "Balas"),
            ("id", "id", "Balas"),
            ("nb", "nb", "Svar"),
        ]
        for (device, configuration, title) in shown {
            let value = build.strings.first {
                $0.name == "push_action_reply_title" && $0.configuration == configuration
            }
            #expect(value?.value == title, "\(device) reads (\(configuration))")
        }
        // The placeholder falls back as a title does: es-MX shows es-419's, pt-PT English.
        let placeholder = { (configuration: String) in
            build.strings.first {
                $0.name == "push_action_reply_placeholder" && $0.configuration == configuration
            }?.value
        }
        #expect(placeholder("es-rMX") == "Di algo…")
        #expect(placeholder("pt-rPT") == "Say something…")
        #expect(placeholder("de") == "Sag etwas…")
    }

    /// PushActions.kt compiles with Kotlin 1.3 against aapt2's R.java, and the program builds
    /// every category's buttons in English, German and Latin American Spanish, then routes each
    /// tap back, a typed reply included.
    @Test func kotlinRegistryBuildsButtonsAndRoutesTaps() throws {
        let build = try Self.build.get()
        if let difference = Golden.compare(build.programOutput, to: "Tests/Golden/android/program-output.txt")
        {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
