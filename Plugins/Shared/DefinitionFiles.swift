import Foundation

/// Which files of a target are push-action definitions: the rule `actionc` applies to a
/// folder search (`InputFinder.definitionSuffixes`), here for the plugins, which cannot
/// import the CLI. Both plugins compile this one file through a symlink in their folder,
/// and a test keeps the suffixes equal to the CLI's and the pre-commit hooks'.
enum DefinitionFiles {
    static let suffixes = [".actions.yaml", ".actions.yml", ".actions.json"]

    static func isDefinition(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return suffixes.contains { name.hasSuffix($0) }
    }

    /// The translation records beside `definitions` that exist (`shop.actions.yaml` →
    /// `shop.translations.json`, actionc's `TranslationRecord.path(forDefinitions:)`): the
    /// build reads them for its stale-translation count, so they are inputs of its command.
    static func translationRecords(of definitions: [URL]) -> [URL] {
        definitions.compactMap { url in
            let name = url.lastPathComponent
            guard let suffix = suffixes.first(where: { name.lowercased().hasSuffix($0) }) else { return nil }
            let record = url.deletingLastPathComponent().appendingPathComponent(
                String(name.dropLast(suffix.count)) + ".translations.json")
            return FileManager.default.fileExists(atPath: record.path) ? record : nil
        }
    }

    /// The target's definition files, sorted by path so the command line is the same on
    /// every machine.
    static func definitions(in files: some Sequence<URL>) -> [URL] {
        files.filter(isDefinition).sorted { $0.path < $1.path }
    }
}
