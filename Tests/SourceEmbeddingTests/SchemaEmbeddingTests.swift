import ActionModel
import ActionValidate
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

    /// Each mapping's fields are the model's (`DefinitionField`), in its order: a field the
    /// model adds is in the schema once `swift run actionc-embed` has a description for it,
    /// and the schema is what that writes (`EmbeddedCopiesTests`).
    @Test func everyMappingListsTheModelsFields() throws {
        let data = try Data(contentsOf: Repository.url(Self.schemaFile))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(_ object: Any?, _ path: String...) throws -> [String] {
            var value = object
            for key in path { value = (value as? [String: Any])?[key] }
            return try #require(value as? [String: Any]).keys.sorted()
        }
        #expect(try keys(schema, "properties") == DefinitionField.topLevel.sorted())
        #expect(try keys(definitions, "action", "properties") == DefinitionField.action.sorted())
        let textInput = try keys(definitions, "action", "properties", DefinitionField.textInput, "properties")
        #expect(textInput == DefinitionField.textInputFields.sorted())
        let longForm = try #require((definitions["category"] as? [String: Any])?["anyOf"] as? [Any]).last
        #expect(try keys(longForm, "properties") == DefinitionField.category.sorted())
        // The text keeps the model's order, which JSONSerialization does not.
        let text = String(decoding: data, as: UTF8.self)
        let topLevel = DefinitionField.topLevel.map { text.range(of: "\n    \"\($0)\": ")?.lowerBound }
        #expect(topLevel.allSatisfy { $0 != nil } && topLevel.map { $0! } == topLevel.map { $0! }.sorted())
    }
}
