import Foundation
import TestSupport
import Testing

/// `Schemas/crosscheck.py` with this build's actionc: the schema, its coverage table and the
/// fixtures agree with the compiler (targets and their limits included). It needs Python 3
/// with `jsonschema` and `pyyaml`; without them the test is skipped, and says so.
@Suite struct SchemaCrossCheckTests {
    static let python = URL(fileURLWithPath: "/usr/bin/env")

    static let canRun: Bool = {
        let probe = try? ActioncProcess.run(
            ["python3", "-c", "import jsonschema, yaml"], in: Repository.root, executable: python)
        return probe?.status == 0
    }()

    @Test(.enabled(if: canRun, "needs python3 with jsonschema and pyyaml (pip install jsonschema pyyaml)"))
    func schemaFixturesAndCompilerAgree() throws {
        let result = try ActioncProcess.run(
            ["python3", "Schemas/crosscheck.py", "--actionc", ActioncProcess.binary.path],
            in: Repository.root, executable: Self.python)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(", 0 failed"), "\(result.stdout)")
    }
}
