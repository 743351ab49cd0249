import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// Apple's identifiers under the `hive` target: which of them hive_push_actions.json carries
/// under the Hive SDK's codes, and the one error when two could be.
@Suite struct HiveLanguagesTests {
    static func compile(_ text: String, path: String = "push.actions.yaml") -> CompilationResult {
        Compiler.compile([SourceFile(path: path, bytes: Array(text.utf8))])
    }

    /// The preset, a file of Hive's 16 languages in Hive's codes, written in Apple's
    /// identifiers instead (`zh-Hans`, and `pt-BR` for `pt`), gives the same Hive file.
    @Test(arguments: [
        [("zh-hans:", "zh-Hans:"), ("zh-hant:", "zh-Hant:")],
        [("zh-hans:", "zh-Hans-CN:"), ("zh-hant:", "zh-HK:"), ("pt:", "pt-BR:"), ("en:", "en:")],
    ])
    func appleIdentifiersGiveTheSameHiveFileAsHiveCodes(_ spellings: [(String, String)]) throws {
        let preset = try String(contentsOf: Repository.url("Presets/hive.actions.yaml"), encoding: .utf8)
        var apple = "targets: [hive, ios]\n" + preset
        for (hive, identifier) in spellings {
            let code = hive.dropLast()
            for (old, new) in [(" \(hive) ", " \(identifier) "), (" \(code),", " \(identifier.dropLast()),")]
            {
                apple = apple.replacingOccurrences(of: old, with: new)
            }
        }
        #expect(apple != "targets: [hive, ios]\n" + preset)
        let expected = try #require(Self.compile(preset).output?.hiveJSON)
        let result = Self.compile(apple)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(try #require(result.output?.hiveJSON) == expected)
    }

    /// pt-BR and pt-PT: one error, at the second, whose note's `hiveLanguages:` line, added
    /// to the file, makes it build, with the chosen text under Hive's `pt`.
    @Test func twoLanguagesUnderOneCodeAreOneErrorWhoseFixBuilds() throws {
        let path = "Tests/Fixtures/invalid/hive-language-conflict.yaml"
        let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
        let result = Self.compile(text, path: path)
        #expect(result.diagnostics.map(\.code) == [.hiveLanguageConflict])
        let fix = try #require(
            result.diagnostics.first?.notes.compactMap {
                $0.message.components(separatedBy: "top level: ").last
            }
            .first { $0.hasPrefix("hiveLanguages:") })
        let fixed = Self.compile(fix + "\n" + text, path: path)
        #expect(fixed.diagnostics.isEmpty, "\(DiagnosticFormatter.text(fixed.diagnostics))")
        let json = try #require(fixed.output?.hiveJSON)
        #expect(json.contains(#""pt": "Depois""#) && !json.contains("Mais tarde"))
        // The other outputs keep both.
        let manifest = ManifestRenderer.render(try #require(fixed.output?.catalog))
        #expect(manifest.contains(#""pt-br":"Depois""#) || manifest.contains(#""pt-br": "Depois""#))
        #expect(manifest.contains("Mais tarde"))
    }

    /// Without `hive` the same file builds as it is: nothing needs choosing.
    @Test func withoutHiveTwoPortugueseVariantsNeedNoChoice() throws {
        let path = "Tests/Fixtures/invalid/hive-language-conflict.yaml"
        let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
        let result = Self.compile("targets: [ios]\n" + text, path: path)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormatter.text(result.diagnostics))")
        #expect(result.output?.hiveJSON == nil)
    }

    /// The Hive language itself wins without a choice (`pt` over `pt-BR`), and a language with
    /// no Hive code is named once, in one warning, and left out of the Hive file only.
    @Test func theHiveLanguageItselfWinsAndOthersAreNamedOnce() throws {
        let result = Self.compile(
            """
            actions:
              A_ID: {title: {en: Later, pt: Mais tarde, pt-BR: Depois, nl: Later}}
              B_ID: {title: {en: Buy, pt-BR: Comprar, nl: Kopen}}
            categories:
              C: [A_ID, B_ID]
            """)
        #expect(
            result.diagnostics.map(\.code) == [.notInHiveJSON],
            "\(DiagnosticFormatter.text(result.diagnostics))")
        let json = try #require(result.output?.hiveJSON)
        #expect(json.contains(#""pt": "Mais tarde""#))
        // A text without `pt` gives Hive's `pt` its pt-BR text: the only other language under it.
        #expect(!json.contains("Depois") && json.contains(#""pt": "Comprar""#))
        #expect(!json.contains("Kopen"))
    }
}
