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

    /// Issue 24's size, what a reviewer reads in ten minutes: the fixed part at most 250 lines,
    /// doc comments included, and the presets' whole registry at most 600.
    @Test func registryStaysWithinItsReadingBudget() throws {
        func lineCount(_ text: String) -> Int { text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
        let runtime = "Sources/ActionCore/Render/RegistryRuntime/RegistryRuntime.swift"
        #expect(lineCount(try String(contentsOf: Repository.url(runtime), encoding: .utf8)) <= 250)
        let presets = try Registries.presets()
        #expect(
            lineCount(SwiftRegistryRenderer.render(presets.catalog, options: SwiftRegistryOptions())) <= 600)
    }

    /// Issue 24: plain, safe Swift. No registry's code (its comments and string literals aside,
    /// where a title may say anything) uses unsafe pointers, pins the optimiser or hashes by hand.
    @Test func noRegistryHoldsUnsafeCodeOrAHashFunction() throws {
        for source in [try Registries.presets()] + (try Registries.validFixtures())
            + (try CompilationTests.edgeCases())
        {
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            let code = String(AvailabilityCheck.blankingCommentsAndStrings(swift))
            for token in ["Unsafe", "@inline(never)", "loadUnaligned", "hash(", "hashValue", "fnv", "FNV"] {
                #expect(!code.contains(token), "\(source.path) uses \(token)")
            }
        }
    }
}
