import Foundation
import TestSupport
import Testing

/// The `android` target on the command line: where its outputs go, `check` over them, the
/// usage errors that name it, and the other commands (`diff`, the translators' export, the
/// manifest and String Catalog) unchanged by it.
@Suite struct AndroidCommandTests {
    static let definitions = """
        targets: [ios, android]
        android: {package: com.example.app}
        languages: [en, de]
        actions:
          REPLY_ID: {title: {en: Reply, de: Antworten}, options: [foreground]}
          LATER_ID: {title: {en: Later, de: Später}}
        categories:
          CHAT_CATEGORY: [REPLY_ID, LATER_ID]
        """

    private static func run(_ arguments: [String], in scratch: Scratch) throws -> RunResult {
        try ActioncProcess.run(arguments, in: scratch.url)
    }

    @Test func outputsGoWhereTheOptionsSayAndCheckCoversThem() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "Push/app.actions.yaml")
        let arguments = [
            "Push/", "-o", "Generated", "--kotlin", "app/src/main/java/com/example/app/PushActions.kt",
            "--android-res", "app/src/main/res", "--keep-translation-records",
        ]
        let listed = try Self.run(["build"] + arguments + ["--print-outputs"], in: scratch)
        #expect(
            listed.stdout == """
                Generated/PushActions.swift
                app/src/main/java/com/example/app/PushActions.kt
                app/src/main/res/values/actionc_push_actions.xml
                app/src/main/res/values-de/actionc_push_actions.xml

                """)
        let built = try Self.run(["build"] + arguments, in: scratch)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try Self.run(["check"] + arguments, in: scratch).status == 0)
        try scratch.write("<resources/>\n", to: "app/src/main/res/values-de/actionc_push_actions.xml")
        let stale = try Self.run(["check"] + arguments, in: scratch)
        #expect(stale.status == 1)
        #expect(
            stale.stderr.contains(
                "'app/src/main/res/values-de/actionc_push_actions.xml' is out of date [stale-output]"))
    }

    @Test func androidWithoutAPackageIsAUsageErrorNamingBothWays() throws {
        let scratch = try Scratch()
        try scratch.write(
            Self.definitions.replacing("android: {package: com.example.app}\n", with: ""),
            to: "a.actions.yaml")
        let result = try scratch.run("build", "a.actions.yaml", "-o", "Generated")
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "add android: {package: com.example.app} to the definitions, or give --kotlin-package"))
        #expect(!scratch.exists("Generated/PushActions.swift"))
        let given = try scratch.run(
            "build", "a.actions.yaml", "-o", "Generated", "--kotlin-package", "com.example.other", "--quiet",
            "--keep-translation-records")
        #expect(given.status == 0, "\(given.stderr)")
        let kotlin = String(decoding: scratch.bytes("Generated/PushActions.kt") ?? Data(), as: UTF8.self)
        #expect(kotlin.contains("\npackage com.example.other\n"))
    }

    @Test func androidOptionsWithoutTheTargetAreAUsageError() throws {
        let scratch = try Scratch()
        try scratch.write(
            Self.definitions.replacing("targets: [ios, android]", with: "targets: [ios]")
                .replacing("android: {package: com.example.app}\n", with: ""),
            to: "a.actions.yaml")
        let result = try scratch.run("build", "a.actions.yaml", "--kotlin", "PushActions.kt")
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "which the definitions' targets: [ios] do not write; add android to targets:"))
        let bad = try scratch.run("build", "a.actions.yaml", "--kotlin-package", "com.example.fun")
        #expect(bad.status == 64)
    }

    /// A button removed since a release breaks Android's apps as it breaks iOS's: the same
    /// `button-removed`, whatever the targets.
    @Test func diffReportsARemovedButtonWithTheAndroidTarget() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "Release/app.actions.yaml")
        try scratch.write(
            Self.definitions.replacing("[REPLY_ID, LATER_ID]", with: "[REPLY_ID]").replacing(
                "  LATER_ID: {title: {en: Later, de: Später}}\n", with: ""),
            to: "Push/app.actions.yaml")
        let result = try scratch.run(
            "diff", "--baseline", "Release/app.actions.yaml", "Push/app.actions.yaml")
        #expect(result.status == 1)
        #expect(result.stderr.contains("[button-removed]"), "\(result.stderr)")
    }

    /// The translators' files, the String Catalog and the manifest do not depend on the targets.
    @Test func translationsStringCatalogAndManifestWorkWithTheAndroidTarget() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "Push/app.actions.yaml")
        let exported = try scratch.run("translations", "export", "Push/", "-o", "Translations")
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(scratch.exists("Translations/de.xliff"))
        let built = try scratch.run(
            "build", "Push/", "-o", "Generated", "--xcstrings", "Generated/PushActions.xcstrings",
            "--manifest",
            "Generated/manifest.json", "--keep-translation-records", "--quiet")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            scratch.exists("Generated/PushActions.xcstrings") && scratch.exists("Generated/manifest.json"))
    }
}
