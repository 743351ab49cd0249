import ActionCore
import Foundation
import TestSupport
import Testing

/// The schema the binary carries for `actionc init` is Schemas/…, byte for byte.
@Suite struct SchemaEmbeddingTests {
    static let schemaFile = "Schemas/\(DefinitionsSchema.fileName)"

    @Test func embeddedSchemaIsTheFileByteForByte() throws {
        let file = try Data(contentsOf: Repository.url(Self.schemaFile))
        #expect(Data(DefinitionsSchema.text.utf8) == file)
    }
}
