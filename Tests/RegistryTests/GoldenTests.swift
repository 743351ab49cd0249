import ActionCore
import Foundation
import TestSupport
import Testing

@Suite struct GoldenTests {
    @Test func presetsRegistryMatchesGolden() throws {
        let presets = try Registries.presets()
        let swift = SwiftRegistryRenderer.render(presets.catalog, options: SwiftRegistryOptions())
        if let failure = Golden.compare(swift, to: "Tests/Golden/swift/hive.swift") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Every valid fixture's registry and the edge cases', so that a renderer change shows in
    /// review as the diff of each shape it touches.
    @Test func fixtureRegistriesMatchGoldens() throws {
        for source in try Registries.validFixtures() + (try CompilationTests.edgeCases()) {
            let stem = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            if let failure = Golden.compare(swift, to: "Tests/Golden/swift/registries/\(stem).swift") {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }
}
