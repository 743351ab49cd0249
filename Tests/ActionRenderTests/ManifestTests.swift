import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The server manifest (`--manifest`): goldens, the documented structure read back as JSON,
/// and a `catalogVersion` that follows what servers depend on and nothing else.
@Suite struct ManifestTests {
    private func catalog(_ text: String, path: String = "a.actions.yaml") throws -> Catalog {
        let (catalog, diagnostics) = Compiler.check([SourceFile(path: path, bytes: Array(text.utf8))])
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(catalog)
    }

    @Test(arguments: [
        ("Presets/hive.actions.yaml", "Tests/Golden/manifest/hive.json"),
        ("Tests/Fixtures/valid/all-options.yaml", "Tests/Golden/manifest/all-options.json"),
        ("Tests/Fixtures/valid/text-input.yaml", "Tests/Golden/manifest/text-input.json"),
        ("Tests/Fixtures/valid/category-texts.yaml", "Tests/Golden/manifest/category-texts.json"),
    ])
    func manifestMatchesGolden(_ path: String, _ golden: String) throws {
        let catalog = try ExtraOutputTests.catalog(path)
        let text = ManifestRenderer.render(catalog)
        if let failure = Golden.compare(text, to: golden) { Issue.record(Comment(rawValue: failure)) }
        #expect(ManifestRenderer.render(catalog) == text)
    }

    @Test func manifestHasTheDocumentedStructure() throws {
        let catalog = try ExtraOutputTests.catalog("Tests/Fixtures/valid/text-input.yaml")
        let document = try ExtraOutputTests.object(ManifestRenderer.render(catalog))
        #expect(document.keys.sorted() == ["actions", "catalogVersion", "categories"])
        #expect(document["catalogVersion"] as? String == catalog.version)
        let categories = try #require(document["categories"] as? [String: [String: Any]])
        #expect(categories["CHAT_CATEGORY"]?["actions"] as? [String] == ["REPLY_ID", "NOTE_ID"])
        #expect(categories["CHAT_CATEGORY"]?["options"] as? [String] == [])
        let actions = try #require(document["actions"] as? [String: [String: Any]])
        let reply = try #require(actions["REPLY_ID"])
        #expect(reply["options"] as? [String] == [])
        #expect(reply["title"] as? [String: String] == ["en": "Reply", "ko": "답장"])
        let textInput = try #require(reply["textInput"] as? [String: [String: String]])
        #expect(textInput["button"] == ["en": "Send", "ko": "보내기"])
        #expect(textInput["placeholder"] == ["en": "Message", "ko": "메시지"])
        #expect((actions["NOTE_ID"]?["textInput"] as? [String: Any])?["placeholder"] == nil)
    }

    static let base = """
        actions:
          A_ID: {title: Accept, options: [foreground]}
          B_ID: {title: Later}
        categories:
          ONE_CATEGORY: [A_ID, B_ID]
          TWO_CATEGORY: [B_ID]
        """

    /// Titles, options, icons, file order and file names do not change the version;
    /// a category's actions, their order, and the set of categories do.
    @Test func catalogVersionFollowsIdsAndActionOrderOnly() throws {
        let version = try catalog(Self.base).version
        #expect(version.count == 16 && version.allSatisfy(\.isHexDigit))
        let same = [
            Self.base.replacingOccurrences(of: "title: Accept", with: "title: {en: Take, ko: 수락}"),
            Self.base.replacingOccurrences(of: "options: [foreground]", with: "icon: checkmark"),
            """
            categories:
              TWO_CATEGORY: [B_ID]
              ONE_CATEGORY: {actions: [A_ID, B_ID], options: [customDismissAction]}
            actions:
              B_ID: {title: Later}
              A_ID: {title: Accept}
            """,
        ]
        for text in same { #expect(try catalog(text, path: "elsewhere/b.actions.yaml").version == version) }
        let different = [
            Self.base.replacingOccurrences(of: "[A_ID, B_ID]", with: "[B_ID, A_ID]"),
            Self.base.replacingOccurrences(of: "TWO_CATEGORY: [B_ID]", with: "TWO_CATEGORY: [A_ID]"),
            Self.base.replacingOccurrences(of: "TWO_CATEGORY", with: "THREE_CATEGORY"),
            Self.base + "\n  THREE_CATEGORY: [A_ID]",
        ]
        for text in different { #expect(try catalog(text).version != version, "\(text)") }
    }

    /// The algorithm README documents, worked by hand for one catalog: the 64-bit FNV-1a
    /// hash of the sorted `CATEGORY=ACTION,ACTION\n` lines.
    @Test func catalogVersionIsTheDocumentedHash() throws {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "ONE_CATEGORY=A_ID,B_ID\nTWO_CATEGORY=B_ID\n".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        #expect(try catalog(Self.base).version == String(format: "%016llx", hash))
    }
}
