import ActionModel
import TestSupport
import Testing

/// Apple's intent identifiers live in one data file; the binary carries a generated copy.
@Suite struct IntentIdentifierTests {
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
