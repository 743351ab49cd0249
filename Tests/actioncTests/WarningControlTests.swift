import Foundation
import TestSupport
import Testing

/// `--ignore`, `warnings:` and `allow:` through the real binary, with `--strict`.
@Suite struct WarningControlTests {
    /// The newcomer's project: three categories, one with `customDismissAction` that Xcode's
    /// template Info.plist (listing the other two) leaves out on purpose. Acknowledged there,
    /// it builds under `--strict`.
    static let newcomer = """
        actions:
          REPLY_ID: {title: Reply}
          DISMISS_ID: {title: Dismiss, options: [destructive]}
        categories:
          CHAT_CATEGORY: [REPLY_ID, DISMISS_ID]
          ORDER_CATEGORY: [REPLY_ID]
          ALERT_CATEGORY:
            actions: [DISMISS_ID]
            options: [customDismissAction]
            allow: [not-in-hive-json, unlisted-category]

        """

    @Test func theNewcomersAcknowledgedProjectBuildsUnderStrict() throws {
        let scratch = try Scratch()
        try scratch.write(Self.newcomer, to: "Push/push.actions.yaml")
        try scratch.write(
            XcodeInfoPlist.contentExtension(.array(["CHAT_CATEGORY", "ORDER_CATEGORY"])),
            to: "Content/Info.plist")
        let build = try scratch.run(
            "build", "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist", "--strict")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("warning"), "\(build.stderr)")

        // Without the acknowledgement, both warnings are errors under --strict.
        try scratch.write(
            Self.newcomer.replacingOccurrences(
                of: "    allow: [not-in-hive-json, unlisted-category]\n", with: ""),
            to: "Push/push.actions.yaml")
        let strict = try scratch.run("validate", "Push/", "--info-plist", "Content/Info.plist", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: category 'ALERT_CATEGORY' has option customDismissAction"))
        #expect(strict.stderr.contains("error: category 'ALERT_CATEGORY' is not in the content extension's"))
    }

    @Test func ignoreDropsACodeAndStrictPromotesOnlyWhatIsLeft() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.withWarning, to: "push.actions.yaml")
        let strict = try scratch.run("validate", "--strict")
        #expect(strict.status == 1)
        let ignored = try scratch.run("validate", "--strict", "--ignore", "unused-action")
        #expect(ignored.status == 0, "\(ignored.stderr)")
        #expect(ignored.stderr == "validated 1 file\n")
    }

    /// A code on the command line is checked as in `warnings:`: a usage error, with did-you-mean.
    @Test func ignoreTakesOnlyWarningCodes() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        let typo = try scratch.run("build", "--ignore", "unused-actoin")
        #expect(typo.status == 64)
        #expect(
            typo.stderr.hasPrefix(
                "actionc: error: --ignore: unknown diagnostic code 'unused-actoin'; did you mean 'unused-action'?"
            ))
        let error = try scratch.run("payload", "x.apns", "--definitions", ".", "--ignore", "unknown-category")
        #expect(error.status == 64)
        #expect(
            error.stderr.hasPrefix("actionc: error: --ignore: 'unknown-category' is an error, not a warning"))
    }

    /// An `allow` for the Info.plist check is judged only in a run that checks one.
    @Test func anUnusedPlistAllowIsReportedOnlyWhenAPlistIsChecked() throws {
        let scratch = try Scratch()
        try scratch.write(Self.newcomer, to: "Push/push.actions.yaml")
        try scratch.write(
            XcodeInfoPlist.contentExtension(.array(["CHAT_CATEGORY", "ORDER_CATEGORY", "ALERT_CATEGORY"])),
            to: "Content/Info.plist")
        let without = try scratch.run("validate", "Push/")
        #expect(without.stderr == "validated 1 file\n")
        let with = try scratch.run("validate", "Push/", "--info-plist", "Content/Info.plist")
        #expect(with.status == 0)
        #expect(
            with.stderr.hasPrefix(
                "Push/push.actions.yaml:10:31: warning: category 'ALERT_CATEGORY' allows 'unlisted-category', but has no such warning; remove the entry [unused-allow]\n"
            ))
    }
}

/// Each fact said once: `validate` and `build` show the definitions' diagnostics; `check`,
/// `payload` and `preview` show their errors, and the warnings as one line naming the
/// command that shows them (`--definition-diagnostics` chooses otherwise).
@Suite struct DefinitionDiagnosticsTests {
    private func scratch() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(Definitions.withWarning, to: "Push/push.actions.yaml")
        try scratch.write(#"{"aps": {"category": "REPLY_CATEGROY"}}"#, to: "Server/typo.apns")
        return scratch
    }

    @Test func payloadShowsItsOwnErrorAndCountsTheDefinitionsWarnings() throws {
        let payload = try scratch().run("payload", "Server/", "--definitions", "Push/")
        #expect(payload.status == 1)
        #expect(
            payload.stderr == """
                actionc payload: note: the definitions have 1 warning; 'actionc validate Push/' shows them
                Server/typo.apns:1:22: error: 'aps.category' is 'REPLY_CATEGROY', which no definition has; iOS would show no buttons [unknown-category]
                Server/typo.apns:1:22: note: did you mean 'REPLY_CATEGORY'?

                """)
    }

    @Test func validateAndBuildShowEverythingAndTheOthersCount() throws {
        let scratch = try scratch()
        for command in ["validate", "build"] {
            let result = try scratch.run(command, "Push/", "--quiet")
            #expect(result.stderr.contains("warning: action 'UNUSED_ID' is in no category"), "\(command)")
        }
        for command in ["check", "preview"] {
            let result = try scratch.run(command, "Push/", "--quiet")
            #expect(
                result.stderr.hasPrefix(
                    "actionc \(command): note: the definitions have 1 warning; 'actionc validate Push/' shows them\n"
                ),
                "\(command): \(result.stderr)")
        }
        let all = try scratch.run("check", "Push/", "--quiet", "--definition-diagnostics", "all")
        #expect(all.stderr.contains("warning: action 'UNUSED_ID' is in no category"))
        // A tool reading JSON gets every diagnostic.
        let json = try scratch.run("preview", "Push/", "--diagnostics-format", "json")
        #expect(json.stdout.contains("unused-action"))
    }

    /// `count` (the pre-commit hooks other than actionc-validate): errors are a line too,
    /// and still fail the run.
    @Test func countSaysInOneLineThatTheDefinitionsHaveErrors() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "push.actions.yaml")
        let check = try scratch.run("check", "--definition-diagnostics", "count", "--ignore", "unused-action")
        #expect(check.status == 1)
        #expect(
            check.stderr
                == "actionc check: error: the definitions have 1 error; 'actionc validate --ignore unused-action' shows them\n"
        )
    }

    /// In pre-commit one typo is printed by actionc-validate alone: every other hook,
    /// actionc-diff included, counts the definitions' diagnostics.
    @Test func everyHookButValidateCountsTheDefinitionsDiagnostics() throws {
        let hooks = try String(contentsOf: Repository.url(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.matches(of: /\n  entry: actionc (\w+)(.*)\n/).map { (String($0.1), String($0.2)) }
        #expect(Set(entries.map(\.0)) == ["validate", "check", "payload", "diff"])
        for (command, arguments) in entries where command != "validate" {
            #expect(arguments.contains("--definition-diagnostics count"), "actionc \(command)\(arguments)")
        }
    }
}
