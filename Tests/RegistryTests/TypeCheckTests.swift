import Foundation
import Testing

/// The fast loop for renderer changes: every registry the compile matrix builds, type-checked
/// only (`-typecheck`), in one swiftc run of a few seconds, with the strictest settings of the
/// matrix. `swift test --filter TypeCheckTests` after a change; the matrix (CompilationTests)
/// adds SIL diagnostics, definite initialisation among them, and the other modes.
@Suite struct TypeCheckTests {
    @Test func registriesTypeCheck() throws {
        let folder = try Swiftc.makeTemporaryFolder("typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try CompilationTests.writeRegistries(to: folder)
        try Swiftc.run(
            ["-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library"]
                + CompilationTests.strictArguments
                + [
                    "-module-name", "Registries", "-package-name", "Registries", "-I",
                    try Swiftc.stubFolder().path,
                ]
                + files)
    }
}
