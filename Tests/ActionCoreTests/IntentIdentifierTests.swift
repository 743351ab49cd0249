import ActionCore
import Foundation
import TestSupport
import Testing

/// Apple's intent identifiers live in one data file; the binary carries a generated copy.
@Suite struct IntentIdentifierTests {
    static let embeddedSource = "Sources/ActionModel/Text/EmbeddedIntentIdentifiers.swift"

    @Test func embeddedSourceIsGeneratedFromTheDataFile() throws {
        let text = try String(contentsOf: Repository.url(IntentIdentifiers.dataFile), encoding: .utf8)
        let source = try #require(
            EmbeddedText.swiftSource(
                enumName: "EmbeddedIntentIdentifiers", origin: IntentIdentifiers.dataFile,
                entries: [("list", text)]))
        if let failure = Golden.compare(source, to: Self.embeddedSource) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func listHoldsApplesConstantsOnly() {
        #expect(IntentIdentifiers.all.count == 28)
        #expect(IntentIdentifiers.all.contains("INSendMessageIntentIdentifier"))
        #expect(IntentIdentifiers.all.allSatisfy { $0.hasPrefix("IN") && $0.hasSuffix("IntentIdentifier") })
        #expect(Set(IntentIdentifiers.all).count == IntentIdentifiers.all.count)
    }

    @Test func constantsStandForTheirIntentsClassNames() {
        #expect(IntentIdentifiers.value(of: "INStartCallIntentIdentifier") == "INStartCallIntent")
        #expect(IntentIdentifiers.value(of: "com.example.custom") == "com.example.custom")
    }
}
