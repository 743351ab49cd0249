import Foundation
import TestSupport
import Testing

/// `targets:` on the command line: the outputs follow the targets, and `--json` names an
/// output only the `hive` target has.
@Suite struct TargetsTests {
    static let iosOnly = """
        targets: [ios]
        actions:
          A_ID: {title: A}
          B_ID: {title: B}
          C_ID: {title: C}
          D_ID: {title: D}
        categories:
          FOUR_CATEGORY:
            actions: [A_ID, B_ID, C_ID, D_ID]
            options: [customDismissAction]
        """

    @Test func withoutHiveOnlyTheRegistryIsWrittenAndNothingWarns() throws {
        let scratch = try Scratch()
        try scratch.write(Self.iosOnly, to: "Push/push.actions.yaml")
        let result = try scratch.run("build", "Push/", "-o", "Generated")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote Generated/PushActions.swift\n")
        #expect(!scratch.exists("Generated/hive_push_actions.json"))
        let listed = try scratch.run("build", "Push/", "-o", "Generated", "--print-outputs")
        #expect(listed.stdout == "Generated/PushActions.swift\n")
        let checked = try scratch.run("check", "Push/", "-o", "Generated")
        #expect(checked.status == 0, "\(checked.stderr)")
    }

    /// Issue 34's shop app: two buttons in the 39 localizations it ships, with
    /// `targets: [ios]`, builds with no diagnostic at all and writes no Hive file.
    @Test func theShopAppIn39LocalizationsBuildsWithoutAWarning() throws {
        let scratch = try Scratch()
        let fixture = "Tests/Fixtures/valid/apple-localizations.yaml"
        try scratch.write(
            String(contentsOf: Repository.url(fixture), encoding: .utf8), to: "Push/shop.actions.yaml")
        let result = try scratch.run(
            "build", "Push/", "-o", "Generated", "--xcstrings", "Generated/Push.xcstrings")
        #expect(result.status == 0, "\(result.stderr)")
        // The first build records the translations beside the definitions.
        #expect(
            result.stderr
                == "wrote Generated/PushActions.swift\nwrote Generated/Push.xcstrings\nwrote Push/shop.translations.json\n"
        )
        #expect(!scratch.exists("Generated/hive_push_actions.json"))
        let catalog = String(decoding: try #require(scratch.bytes("Generated/Push.xcstrings")), as: UTF8.self)
        for identifier in ["pt-BR", "pt-PT", "es-419", "zh-Hans", "zh-HK"] {
            #expect(catalog.contains("\"\(identifier)\" : {"), "no \(identifier) in the String Catalog")
        }
    }

    /// A usage error (exit 64) that names `targets:`, and nothing is written.
    @Test(arguments: ["build", "check"])
    func jsonWithoutTheHiveTargetIsAUsageError(_ command: String) throws {
        let scratch = try Scratch()
        try scratch.write(Self.iosOnly, to: "Push/push.actions.yaml")
        let result = try scratch.run(command, "Push/", "-o", "Generated", "--json", "Generated/push.json")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "--json names hive_push_actions.json, which the definitions' targets: [ios] do not write"),
            "\(result.stderr)")
        #expect(!scratch.exists("Generated"))
    }

    /// The same definitions with the `hive` target get Hive's limit back.
    @Test func withHiveTheHiveRulesApply() throws {
        let scratch = try Scratch()
        try scratch.write(
            Self.iosOnly.replacingOccurrences(of: "targets: [ios]", with: "targets: [hive, ios]"),
            to: "Push/push.actions.yaml")
        let result = try scratch.run("build", "Push/", "-o", "Generated")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("the Hive SDK registers at most 3 [too-many-actions]"), "\(result.stderr)")
    }
}
