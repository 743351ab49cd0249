public import ActionModel
package import ActionSyntax

/// A built-in set of definitions, pulled in with `presets: [name]`. The text is embedded
/// in the binary (see EmbeddedPresets.swift) so the CLI needs no resource files.
public struct Preset: Sendable {
    public var name: String
    public var summary: String
    /// The SDK whose button sets these are: pulling them in without that target is an error.
    public var target: Target
    /// The preset file's text, byte for byte as in Presets/.
    public var text: String

    /// How diagnostics name a preset's file.
    package var path: String { "<preset \(name)>" }

    package var source: SourceFile { SourceFile(path: path, bytes: Array(text.utf8)) }

    public static let all: [Preset] = [
        Preset(
            name: "hive",
            summary: "the Hive SDK's nine default button sets over twelve actions, in 16 languages",
            target: .hive,
            text: EmbeddedPresets.hive)
    ]

    public static func named(_ name: String) -> Preset? {
        all.first { $0.name == name }
    }

    /// The command that prints the preset's file, the one place a user can read it.
    package var printCommand: String { "actionc presets \(name)" }

    /// The preset's categories and actions, in file order.
    package var definitions: DefinitionFile {
        DecodedDefinitions.decode(ParsedInput(source), isPreset: true).0 ?? DefinitionFile(path: path)
    }
}

extension Diagnostic.Note {
    /// `SUBJECT here` at a definition's place. A preset has no file a user can open, so a
    /// place in one is told as a line of what `actionc presets NAME` prints.
    static func definition(_ subject: String, at location: SourceLocation) -> Diagnostic.Note {
        guard let preset = Preset.all.first(where: { $0.path == location.file }) else {
            return Diagnostic.Note(subject + " here", at: location)
        }
        return Diagnostic.Note(
            "\(subject) in the \(preset.name) preset: line \(location.line) of what '\(preset.printCommand)' prints"
        )
    }
}
