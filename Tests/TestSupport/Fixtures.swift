import ActionModel
public import ActionSyntax
import Foundation

/// The fixture folders and their naming contract (other test suites read them too):
/// - `Tests/Fixtures/valid/<name>.yaml|.json`: compiles alone without any diagnostic;
/// - `Tests/Fixtures/invalid/<code>[--<detail>].yaml`: produces diagnostic `<code>`;
/// - `Tests/Fixtures/multi/<case>/`: one build from every file in the folder, by name.
public enum Fixtures {
    public static let inputExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Repository-relative paths of the valid fixtures, sorted.
    public static let valid: [String] = files(in: "Tests/Fixtures/valid")
    /// Repository-relative paths of the invalid fixtures, sorted.
    public static let invalid: [String] = files(in: "Tests/Fixtures/invalid")
    /// Names of the multi-file cases, sorted.
    public static let multiCases: [String] = {
        let folder = Repository.url("Tests/Fixtures/multi")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// A repository file as a compiler input named by its relative path, as the CLI would name it.
    public static func source(_ relativePath: String) -> SourceFile {
        let bytes = (try? Data(contentsOf: Repository.url(relativePath))).map { [UInt8]($0) } ?? []
        return SourceFile(path: relativePath, bytes: bytes)
    }

    public static func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: Repository.url(relativePath).path)
    }

    /// Every input of a multi-file case, in path order.
    public static func multiSources(_ name: String) -> [SourceFile] {
        files(in: "Tests/Fixtures/multi/\(name)").map(source)
    }

    /// The file name without folder and extension: `duplicate-key--nested`.
    public static func name(_ relativePath: String) -> String {
        URL(fileURLWithPath: relativePath).deletingPathExtension().lastPathComponent
    }

    /// The code an invalid fixture is named for: its name up to `--`.
    public static func code(_ relativePath: String) -> DiagnosticCode? {
        let name = name(relativePath)
        let code = name.range(of: "--").map { String(name[..<$0.lowerBound]) } ?? name
        return DiagnosticCode.named(code)
    }

    private static func files(in folder: String) -> [String] {
        Repository.files(in: folder, extensions: inputExtensions).map { folder + "/" + $0.lastPathComponent }
    }
}
