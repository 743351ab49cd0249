import ActionCore
import Foundation
import TestSupport
import Testing

/// The registry's fixed part the renderer embeds is Sources/…/RegistryRuntime.swift, byte for byte.
@Suite struct RegistryRuntimeEmbeddingTests {
    static let runtimeFile = "Sources/ActionRender/RegistryRuntime/RegistryRuntime.swift"

    @Test func embeddedSourceIsGeneratedFromTheRuntimeFile() throws {
        let text = try String(contentsOf: Repository.url(Self.runtimeFile), encoding: .utf8)
        let source = try #require(
            EmbeddedText.swiftSource(
                enumName: "EmbeddedRegistryRuntime", origin: Self.runtimeFile, entries: [("text", text)]))
        let embedded = "Sources/ActionRender/RegistryRuntime/EmbeddedRegistryRuntime.swift"
        if let failure = Golden.compare(source, to: embedded) {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
