import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The table of codes (`DiagnosticCodeEntry.all`) is what Docs/diagnostics.md documents, and
/// what the checks report.
@Suite struct DiagnosticCodeTableTests {
    /// Docs/diagnostics.md's code table: each row's codes and the severity its words give
    /// (*warning*, *remark*, else an error).
    private func documentedCodes() throws -> [(code: String, severity: Diagnostic.Severity)] {
        let page = try String(contentsOf: Repository.url("Docs/diagnostics.md"), encoding: .utf8)
        guard let table = page.components(separatedBy: "| code | meaning |").dropFirst().first else {
            Issue.record("Docs/diagnostics.md has no '| code | meaning |' table")
            return []
        }
        return table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }.flatMap { line in
            let cells = line.split(separator: "|", maxSplits: 2).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let severity: Diagnostic.Severity =
                cells[1].contains("*warning") ? .warning : cells[1].contains("*remark") ? .remark : .error
            return cells[0].split(separator: ",").map {
                ($0.trimmingCharacters(in: CharacterSet(charactersIn: " `")), severity)
            }
        }.filter { !$0.0.hasPrefix("---") }
    }

    @Test func theDocsTableListsEveryCodeOnceAtItsSeverity() throws {
        let documented = try documentedCodes()
        #expect(documented.map(\.code).sorted() == DiagnosticCode.all.map(\.rawValue).sorted())
        for (name, severity) in documented {
            #expect(DiagnosticCode.named(name)?.entry?.severity == severity, "\(name)")
        }
    }

    @Test func everyFixtureDiagnosticHasItsCodesSeverity() {
        for path in Fixtures.invalid {
            for diagnostic in Compiler.compile([Fixtures.source(path)]).diagnostics {
                #expect(
                    diagnostic.severity == diagnostic.code.entry?.severity,
                    "\(path): \(diagnostic.code.rawValue) is a \(diagnostic.severity.rawValue)")
            }
        }
    }
}
