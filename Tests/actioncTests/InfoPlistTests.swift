import Foundation
import TestSupport
import Testing

/// `--info-plist` through the real binary: on build, check and validate, repeatable, part
/// of the all-or-nothing write, and among `--print-inputs`.
@Suite struct InfoPlistTests {
    private func scratch(listing categories: XcodeInfoPlist.CategoryValue) throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        try scratch.write(XcodeInfoPlist.contentExtension(categories), to: "Content/Info.plist")
        return scratch
    }

    @Test func matchingPlistBuilds() throws {
        let scratch = try scratch(listing: .array(["REPLY_CATEGORY"]))
        let build = try scratch.run("build", "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(scratch.exists("Generated/PushActions.swift"))
        let validate = try scratch.run("validate", "Push/", "--info-plist", "Content/Info.plist")
        #expect(validate.status == 0, "\(validate.stderr)")
    }

    /// Xcode's template lists `myNotificationCategory`: an error at its place, nothing written.
    @Test func unknownCategoryFailsTheBuildAndWritesNothing() throws {
        let scratch = try scratch(listing: .string("myNotificationCategory"))
        let build = try scratch.run("build", "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist")
        #expect(build.status == 1)
        #expect(
            build.stderr.hasPrefix(
                "Content/Info.plist:10:12: error: the content extension lists category 'myNotificationCategory', which no definition has [unknown-category]\n"
            ))
        #expect(build.stderr.contains("Content/Info.plist:9:9: warning: category 'REPLY_CATEGORY' is not in"))
        #expect(!scratch.exists("Generated"))
        for command in ["check", "validate"] {
            let result = try scratch.run(command, "Push/", "--info-plist", "Content/Info.plist")
            #expect(result.status == 1, "\(command): \(result.stderr)")
        }
    }

    /// Without `--strict` an unlisted category warns and the build goes on; with it, nothing is written.
    @Test func unlistedCategoryWarnsAndFailsUnderStrict() throws {
        let scratch = try scratch(listing: .array([]))
        let strict = try scratch.run(
            "build", "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: category 'REPLY_CATEGORY' is not in"))
        #expect(!scratch.exists("Generated"))

        let build = try scratch.run("build", "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("warning: category 'REPLY_CATEGORY' is not in"))
        #expect(
            build.stderr.contains("note: <array>\n\t\t\t\t<string>REPLY_CATEGORY</string>\n\t\t\t</array>\n"))
        #expect(scratch.exists("Generated/PushActions.swift"))
    }

    @Test func repeatedOptionChecksEveryPlistAndListsThemAsInputs() throws {
        let scratch = try scratch(listing: .string("REPLY_CATEGORY"))
        try scratch.write(XcodeInfoPlist.contentExtension(.string("REPLY_CATEGORY")), to: "Other/Info.plist")
        let arguments = [
            "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist", "--info-plist=Other/Info.plist",
        ]
        let json = try ActioncProcess.run(
            ["build"] + arguments + ["--diagnostics-format", "json"], in: scratch.url)
        #expect(json.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]])
        let diagnostic = try #require(document["diagnostics"]?.first)
        #expect(diagnostic["code"] as? String == "duplicate-identifier")
        #expect(diagnostic["file"] as? String == "Other/Info.plist")
        #expect(diagnostic["line"] as? Int == 10)

        let inputs = try ActioncProcess.run(["build"] + arguments + ["--print-inputs"], in: scratch.url)
        #expect(inputs.stdout == "Push/push.actions.yaml\nContent/Info.plist\nOther/Info.plist\n")
    }

    /// One file named several ways is one extension: not a duplicate listing of its own
    /// categories, read and listed as an input once, under the first spelling.
    @Test func oneFileNamedTwoWaysIsOnePlist() throws {
        let scratch = try scratch(listing: .string("REPLY_CATEGORY"))
        for second in ["./Content/Info.plist", "Content/../Content/Info.plist", "Content/Info.plist"] {
            let arguments = [
                "Push/", "-o", "Generated", "--info-plist", "Content/Info.plist", "--info-plist", second,
            ]
            let build = try ActioncProcess.run(["build"] + arguments, in: scratch.url)
            #expect(build.status == 0, "\(second): \(build.stderr)")
            #expect(!build.stderr.contains("duplicate-identifier"), "\(second): \(build.stderr)")
            let inputs = try ActioncProcess.run(["build"] + arguments + ["--print-inputs"], in: scratch.url)
            #expect(inputs.stdout == "Push/push.actions.yaml\nContent/Info.plist\n", "\(second)")
        }
        let missing = try scratch.run(
            "validate", "Push/", "--info-plist", "Gone/Info.plist", "--info-plist", "./Gone/Info.plist")
        #expect(missing.status == 74)
        #expect(missing.stderr.components(separatedBy: "cannot read").count == 2, "\(missing.stderr)")
    }

    static let failures: [(String, Int32, String)] = [
        ("missing.plist", 74, "cannot read 'missing.plist'"),
        ("Binary.plist", 1, "the property list is in binary form"),
        ("Push/push.actions.yaml", 1, "Push/push.actions.yaml:1:1: error: the file is not XML"),
    ]

    @Test(arguments: Self.failures)
    func unreadablePlistsAreClearErrors(_ path: String, _ status: Int32, _ message: String) throws {
        let scratch = try scratch(listing: .string("REPLY_CATEGORY"))
        try scratch.write("bplist00\u{1}", to: "Binary.plist")
        let build = try scratch.run("build", "Push/", "-o", "Generated", "--info-plist", path)
        #expect(build.status == status)
        #expect(build.stderr.contains(message), "\(build.stderr)")
        #expect(!scratch.exists("Generated"))
    }
}
