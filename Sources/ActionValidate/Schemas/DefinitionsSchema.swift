/// The JSON Schema of the definition format (Schemas/actionc-definitions.schema.json),
/// carried in the binary so `actionc init` can give editors completion and checking
/// without a download.
public enum DefinitionsSchema {
    public static let fileName = "actionc-definitions.schema.json"
    public static let text = EmbeddedSchemas.definitions

    /// The comment that points yaml-language-server (VS Code, Neovim, Helix…) at a schema.
    public static func editorDirective(path: String = fileName) -> String {
        "# yaml-language-server: $schema=\(path)"
    }
}
