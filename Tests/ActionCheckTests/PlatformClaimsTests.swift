import ActionCheck
import ActionPipeline
import ActionRender
import ActionSyntax
import ActionTranslations
import Foundation
import TestSupport
import Testing

/// Issue 36: what a diagnostic says about iOS, the Hive SDK or Apple must be true, so every
/// such message and note is gathered into one golden, `Tests/Golden/claims.txt`, for a
/// reviewer to read in one place. They come from running every fixture: the invalid ones,
/// the multi-file cases, both directions of every diff pair, and `Tests/Fixtures/claims/`
/// for the Info.plist and payload checks. A second test keeps the golden complete: every
/// text in the compiler's diagnostic code that makes such a claim must show up in it.
@Suite struct PlatformClaimsTests {
    static let claimWords = ["iOS", "Hive SDK", "Apple", "Android"]

    static func isClaim(_ text: some StringProtocol) -> Bool {
        claimWords.contains { text.contains($0) }
    }
    static let golden = "Tests/Golden/claims.txt"
    static let claims = "Tests/Fixtures/claims"

    /// Every diagnostic the fixtures produce.
    static func allDiagnostics() throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in Fixtures.invalid { diagnostics += Compiler.compile([Fixtures.source(path)]).diagnostics }
        for name in Fixtures.multiCases {
            diagnostics += Compiler.compile(Fixtures.multiSources(name)).diagnostics
        }
        for name in DiffTests.cases {
            let (old, new) = (
                Fixtures.source(DiffTests.path(name, "old")), Fixtures.source(DiffTests.path(name, "new"))
            )
            diagnostics += DiffTests.diff(new, against: [old])?.diagnostics ?? []
            diagnostics += DiffTests.diff(old, against: [new])?.diagnostics ?? []
        }
        let catalog = try #require(Compiler.check([Fixtures.source("\(claims)/push.actions.yaml")]).0)
        let payloads = ["no-aps", "unknown-category"].map { Fixtures.source("\(claims)/payloads/\($0).json") }
        diagnostics += PayloadCheck.check(payloads, against: catalog)
        diagnostics += PayloadCheck.check(
            [Fixtures.source("\(claims)/payloads/app-strings.json")], against: catalog,
            strings: [Fixtures.source("\(claims)/strings/Localizable.xcstrings")])
        // Each set of content extensions is one run: one category unlisted, two unlisted and
        // one listed twice, and (on its own, as it stops the comparison) a plist without the key.
        for plists in [["ListsThree"], ["ListsTwo", "ListsOne"], ["NoCategoryKey"]] {
            let sources = plists.map { Fixtures.source("\(claims)/\($0)/Info.plist") }
            diagnostics += ContentExtensionCheck.check(sources, against: catalog)
        }
        diagnostics += translationRoundTripDiagnostics()
        // A Hive file an earlier build wrote, which an app's targets without hive leave behind.
        var leftover = PipelineRequest(
            definitions: [Fixtures.source("\(claims)/translations/chat.actions.yaml")],
            outputs: OutputRequest(registry: SwiftRegistryOptions()))
        leftover.existingHiveFile = "out/hive_push_actions.json"
        let report = Pipeline.run(leftover)
        diagnostics += report.definitionDiagnostics + report.diagnostics
        return diagnostics
    }

    /// A translators' file imported into definitions, and a translation record read beside them.
    static func translationRoundTripDiagnostics() -> [Diagnostic] {
        let folder = "\(claims)/translations"
        let definitions = Fixtures.source("\(folder)/chat.actions.yaml")
        let (translations, readingProblems) = TranslationFileReader.read(
            Fixtures.source("\(folder)/chat.xcstrings"))
        let imported = Compiler.importTranslations(translations, into: [definitions])
        let record = Fixtures.source("\(folder)/chat.translations.json")
        let checked = Pipeline.run(
            PipelineRequest(
                definitions: [definitions],
                translationRecords: TranslationRecordInput(records: [definitions.path: record])))
        return readingProblems + imported.diagnostics + checked.definitionDiagnostics + checked.diagnostics
    }

    /// `[code] message` and `[code] note: message`, each once, sorted.
    static func claimLines(_ diagnostics: [Diagnostic]) -> [String] {
        var lines: Set<String> = []
        for diagnostic in diagnostics {
            let code = "[\(diagnostic.code.rawValue)] "
            if isClaim(diagnostic.message) { lines.insert(code + diagnostic.message) }
            for note in diagnostic.notes where isClaim(note.message) {
                lines.insert(code + "note: " + note.message)
            }
        }
        return lines.sorted()
    }

    @Test func everyClaimIsInOneGolden() throws {
        let text = Self.claimLines(try Self.allDiagnostics()).joined(separator: "\n") + "\n"
        if let failure = Golden.compare(text, to: Self.golden) { Issue.record(Comment(rawValue: failure)) }
    }

    /// The folders whose code makes diagnostics; the CLI's own texts with these words are
    /// help, not diagnostics.
    static let diagnosticSources = [
        "Sources/ActionValidate/Decode", "Sources/ActionValidate/Validate", "Sources/ActionCheck/CrossCheck",
        "Sources/ActionCheck/Diff", "Sources/ActionValidate/Policy", "Sources/ActionPipeline",
        "Sources/ActionPipeline/Import", "Sources/ActionTranslations", "Sources/ActionYAML",
        "Sources/ActionPlist",
        "Sources/ActionSyntax/JSON",
    ]

    /// Each string literal's fixed parts (between interpolations) that make a claim must be
    /// part of a line of the golden (as the fixtures produce it), so no claim escapes the
    /// reviewer for want of a fixture.
    @Test func theGoldenHoldsEveryClaimTheCodeMakes() throws {
        let golden = Self.claimLines(try Self.allDiagnostics()).joined(separator: "\n")
        for folder in Self.diagnosticSources {
            // A folder renamed away would leave its claims unchecked without a word.
            let files = Repository.files(in: folder, extensions: ["swift"])
            #expect(!files.isEmpty, "\(folder) holds no Swift file; name the folder its code moved to")
            for file in files {
                let source = try String(contentsOf: file, encoding: .utf8)
                for line in source.split(separator: "\n")
                where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                    for literal in line.matches(of: /"((?:[^"\\]|\\.)*)"/) {
                        for part in Self.fixedParts(String(literal.1)) where Self.isClaim(part) {
                            #expect(
                                golden.contains(part), "\(file.lastPathComponent): no fixture shows '\(part)'"
                            )
                        }
                    }
                }
            }
        }
    }

    /// A literal's text between its interpolations, with escapes undone.
    static func fixedParts(_ literal: String) -> [String] {
        var parts = [""]
        var depth = 0
        var characters = literal.makeIterator()
        while let character = characters.next() {
            if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { parts.append("") }
                continue
            }
            guard character == "\\", let escaped = characters.next() else {
                parts[parts.count - 1].append(character)
                continue
            }
            if escaped == "(" {
                depth = 1
            } else {
                parts[parts.count - 1].append(escaped == "n" ? "\n" : escaped)
            }
        }
        return parts
    }
}
