import Foundation
import TestSupport
import Testing

/// Issue 36: one mistake repeated across a file prints its advice once, then one line per
/// place; `--diagnostics-format json` still lists every diagnostic with all its notes. The
/// checks count lines and places rather than quote the message, whose wording may change.
@Suite struct RepeatedDiagnosticsTests {
    static let fixture = "Tests/Fixtures/repeated/unknown-language.yaml"

    @Test func aRepeatedMistakePrintsItsAdviceOnce() throws {
        let result = try ActioncProcess.run(["validate", Self.fixture], in: Repository.root)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count <= 17, "\(result.stderr)")
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == 14)
        #expect(errors.allSatisfy { $0.hasPrefix(Self.fixture + ":") && $0.hasSuffix("[unknown-language]") })
        #expect(Set(errors.map { $0.split(separator: " ").first }).count == 14, "one line per place")
        // Every note belongs to the first error, printed right under it.
        let notes = lines.indices.filter { lines[$0].contains(": note: ") }
        #expect(!notes.isEmpty)
        #expect(notes == Array(1...notes.count))
    }

    @Test func theJSONListsEveryRepetitionWithItsNotes() throws {
        let result = try ActioncProcess.run(
            ["validate", Self.fixture, "--diagnostics-format", "json"], in: Repository.root)
        #expect(result.status == 1)
        let items = try BuildTests.diagnostics(result.stdout)
        #expect(items.count == 14)
        #expect(items.allSatisfy { $0["code"] as? String == "unknown-language" })
        let notes = items.map { ($0["notes"] as? [[String: Any]])?.compactMap { $0["message"] as? String } }
        #expect(notes.allSatisfy { $0 == notes.first && $0?.isEmpty == false })
    }
}
