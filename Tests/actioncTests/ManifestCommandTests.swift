import Foundation
import TestSupport
import Testing

/// `--manifest FILE` through the real binary: written with the other outputs, listed by
/// `--print-outputs`, left alone when unchanged, covered by `check`, never written on error.
@Suite struct ManifestCommandTests {
    static let arguments = ["Push/", "-o", "Generated", "--manifest", "Server/push-manifest.json"]

    @Test func buildWritesTheManifestAndCheckCoversIt() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        let build = try ActioncProcess.run(["build"] + Self.arguments, in: scratch.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.hasSuffix("wrote Server/push-manifest.json\n"))
        let data = try #require(scratch.bytes("Server/push-manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((manifest["categories"] as? [String: Any])?.keys.sorted() == ["REPLY_CATEGORY"])
        // The app can report the set it registered: the registry carries the same version.
        let version = try #require(manifest["catalogVersion"] as? String)
        let registry = String(
            decoding: try #require(scratch.bytes("Generated/PushActions.swift")), as: UTF8.self)
        #expect(registry.contains("static let catalogVersion = \"\(version)\"\n"))

        let outputs = try ActioncProcess.run(
            ["build"] + Self.arguments + ["--print-outputs"], in: scratch.url)
        #expect(
            outputs.stdout
                == "Generated/hive_push_actions.json\nGenerated/PushActions.swift\nServer/push-manifest.json\n"
        )

        scratch.backdate("Server/push-manifest.json")
        let again = try ActioncProcess.run(["build"] + Self.arguments, in: scratch.url)
        #expect(again.stderr.contains("unchanged Server/push-manifest.json\n"))
        #expect(scratch.modificationTime("Server/push-manifest.json")?.tv_sec == 1_000_000_000)
        #expect(try ActioncProcess.run(["check"] + Self.arguments, in: scratch.url).status == 0)

        try scratch.write("{}", to: "Server/push-manifest.json")
        let stale = try ActioncProcess.run(["check"] + Self.arguments, in: scratch.url)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("'Server/push-manifest.json' is out of date"))
    }

    @Test func nothingIsWrittenOnAnError() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.broken, to: "Push/push.actions.yaml")
        let build = try ActioncProcess.run(["build"] + Self.arguments, in: scratch.url)
        #expect(build.status == 1)
        #expect(!scratch.exists("Server") && !scratch.exists("Generated"))

        try scratch.write(Definitions.valid, to: "Push/push.actions.yaml")
        try scratch.write(XcodeInfoPlist.contentExtension(.string("OTHER_CATEGORY")), to: "Info.plist")
        let plist = try ActioncProcess.run(
            ["build"] + Self.arguments + ["--info-plist", "Info.plist"], in: scratch.url)
        #expect(plist.status == 1)
        #expect(!scratch.exists("Server") && !scratch.exists("Generated"))
    }
}
