import ActionModel
import ActionPipeline
import ActionSyntax
import Foundation
import TestSupport

/// Catalogs read from the repository's definition files, through the real pipeline.
enum Registries {
    struct Source {
        /// Path from the repository root, as the generated header shows it.
        var path: String
        var catalog: Catalog
    }

    /// `Presets/hive.actions.yaml`, compiled as an app's own definitions file.
    static func presets() throws -> Source {
        try source("Presets/hive.actions.yaml")
    }

    /// Every file in `Tests/Fixtures/valid/` (none when the folder does not exist yet).
    static func validFixtures() throws -> [Source] {
        try Repository.files(in: "Tests/Fixtures/valid", extensions: ["yaml", "yml", "json"])
            .map { try source("Tests/Fixtures/valid/" + $0.lastPathComponent) }
    }

    /// The sample Pushwoosh response run through `actionc import pushwoosh`: the registry of
    /// the imported definitions, so the import's round trip is compiled with the rest.
    static func importedPushwoosh() throws -> Source {
        let path = "Tests/Fixtures/pushwoosh/register-device-response.json"
        let response = SourceFile(path: path, bytes: try [UInt8](Data(contentsOf: Repository.url(path))))
        let imported = Compiler.importPushwoosh(response)
        guard let yaml = imported.definitions else {
            throw Swiftc.Failure(
                description: "\(path) does not import:\n" + DiagnosticFormatter.text(imported.diagnostics))
        }
        let importedPath = "pushwoosh-import.yaml"
        return Source(
            path: importedPath, catalog: try catalog(SourceFile(path: importedPath, bytes: Array(yaml.utf8))))
    }

    static func source(_ path: String) throws -> Source {
        let bytes = try [UInt8](Data(contentsOf: Repository.url(path)))
        return Source(path: path, catalog: try catalog(SourceFile(path: path, bytes: bytes)))
    }

    /// The catalog of one source; throws with the diagnostics when it has errors.
    static func catalog(_ file: SourceFile) throws -> Catalog {
        let (catalog, diagnostics) = Compiler.check([file])
        guard let catalog else {
            throw Swiftc.Failure(
                description: "\(file.path) does not compile:\n" + DiagnosticFormatter.text(diagnostics))
        }
        return catalog
    }

    /// A namespace unique per source, for putting several registries into one module:
    /// `Tests/Fixtures/valid/text-input.yaml` → `TextInputActions`.
    static func namespace(for path: String, suffix: String = "") -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let words = stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return "Registry" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + suffix
    }
}
