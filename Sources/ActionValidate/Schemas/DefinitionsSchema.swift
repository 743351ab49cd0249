/// The JSON Schema of the definition format (Schemas/actionc-definitions.schema.json),
/// carried in the binary so `actionc init` can give editors completion and checking
/// without a download.
package enum DefinitionsSchema {
    package static let fileName = "actionc-definitions.schema.json"
    package static let text = EmbeddedSchemas.definitions

    /// The comment that points yaml-language-server (VS Code, Neovim, Helix…) at a schema.
    package static func editorDirective(path: String = fileName) -> String {
        "# yaml-language-server: $schema=\(path)"
    }
}
