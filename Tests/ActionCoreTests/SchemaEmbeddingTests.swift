import ActionCore
import Foundation
import TestSupport
import Testing

/// The schema the binary carries for `actionc init` is Schemas/…, byte for byte.
@Suite struct SchemaEmbeddingTests {
    static let schemaFile = "Schemas/\(DefinitionsSchema.fileName)"

    @Test func embeddedSourceIsGeneratedFromTheSchemaFile() throws {
        let text = try String(contentsOf: Repository.url(Self.schemaFile), encoding: .utf8)
        let source = try #require(
            EmbeddedText.swiftSource(
                enumName: "EmbeddedSchemas", origin: Self.schemaFile, entries: [("definitions", text)]))
        if let failure = Golden.compare(source, to: "Sources/ActionValidate/Schemas/EmbeddedSchemas.swift") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func embeddedSchemaIsTheFileByteForByte() throws {
        let file = try Data(contentsOf: Repository.url(Self.schemaFile))
        #expect(Data(DefinitionsSchema.text.utf8) == file)
    }
}
