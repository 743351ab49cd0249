import Foundation
import ActionCore
import Testing
import TestSupport

@Test func presetsCompileWithoutDiagnostics() throws {
    let bytes = try [UInt8](Data(contentsOf: Repository.url("Presets/hive.yaml")))
    let result = Compiler.compile([SourceFile(path: "Presets/hive.yaml", bytes: bytes)])
    #expect(result.diagnostics.isEmpty)
    #expect(result.output != nil)
}
