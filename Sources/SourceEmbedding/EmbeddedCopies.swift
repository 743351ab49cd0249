/// Every generated copy in Sources/ and the file it is made from: the one table the generator
/// (`swift run actionc-embed`) writes from and the test that checks the copies are current
/// reads. When a file moves, its path changes here only.
package enum EmbeddedCopies {
    /// The command that rewrites the copies; a test that finds one stale names it.
    package static let command = "swift run actionc-embed"

    /// The fixed part of every generated registry, a real Swift file that ActionRender does not
    /// compile (the registry tests do).
    static let registryRuntime = "Sources/ActionRender/RegistryRuntime/RegistryRuntime.swift"

    /// The definitions schema editors complete from: made from the model, not a copy.
    static let definitionsSchema = "Schemas/actionc-definitions.schema.json"

    package static let all: [EmbeddedCopy] = [
        EmbeddedCopy(
            destination: "Sources/ActionValidate/Presets/EmbeddedPresets.swift",
            origin: .files(folder: "Presets", suffix: ".actions.yaml")
        ) { origin, files in
            try RawStringEnum.source(
                name: "EmbeddedPresets", origin: origin,
                constants: files.map { (String($0.name.dropLast(".actions.yaml".count)), $0.text) })
        },
        // Made from the model (and the presets' identifiers) before the copy of it below.
        EmbeddedCopy(
            destination: definitionsSchema, origin: .files(folder: "Presets", suffix: ".actions.yaml")
        ) {
            _, files in
            try DefinitionsSchemaSource(presets: files.map(DefinitionsSchemaSource.preset)).text()
        },
        oneFile(
            definitionsSchema, as: "EmbeddedSchemas", "definitions",
            in: "Sources/ActionValidate/Schemas/EmbeddedSchemas.swift"),
        oneFile(
            "Data/apple-localizations.txt", as: "EmbeddedLocalizations", "list",
            in: "Sources/ActionModel/Model/EmbeddedLocalizations.swift"),
        oneFile(
            "Data/apple-intent-identifiers.txt", as: "EmbeddedIntentIdentifiers", "list",
            in: "Sources/ActionModel/Text/EmbeddedIntentIdentifiers.swift"),
        EmbeddedCopy(
            destination: "Sources/ActionRender/RegistryRuntime/EmbeddedRegistryRuntime.swift",
            origin: .file(registryRuntime)
        ) { origin, files in
            try RegistryRuntimeTemplate(runtime: files[0].text).embeddedSource(origin: origin)
        },
        EmbeddedCopy(
            destination: "Sources/ActionModel/Text/EmbeddedRuntimeMembers.swift",
            origin: .file(registryRuntime)
        ) { origin, files in
            try RegistryRuntimeTemplate(runtime: files[0].text).membersSource(origin: origin)
        },
    ]

    /// The copy of the file at `path` as the constant `enumName.key`, written to `destination`.
    private static func oneFile(_ path: String, as enumName: String, _ key: String, in destination: String)
        -> EmbeddedCopy
    {
        EmbeddedCopy(destination: destination, origin: .file(path)) { origin, files in
            try RawStringEnum.source(name: enumName, origin: origin, constants: [(key, files[0].text)])
        }
    }

    /// The first lines of every copy.
    static func header(origin: EmbeddedCopy.Origin) -> String {
        """
        // Generated from \(origin) by `\(command)`. Do not edit.
        // A test fails when this copy and the file drift apart.
        // swift-format-ignore-file

        """
    }
}
