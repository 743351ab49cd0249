import ActionCore
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
}
