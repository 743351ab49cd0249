import ActionCore

/// `actionc translations export|import`: the definitions' texts out to translators' tools
/// (XLIFF as Xcode exports it, or a String Catalog) and their translations back in.
enum TranslationsCommand {
    static let subcommands = [export]

    static let group = Command(
        name: "translations", summary: "Export texts for translators (XLIFF, String Catalog)",
        synopsis: "<command> ...",
        discussion: "COMMANDS:\n"
            + HelpText.table(
                subcommands.map { (String($0.name.dropFirst("translations ".count)), $0.summary) })
            + "\nSee 'actionc translations <command> --help' for a command's options.",
        optionGroups: [],
        run: { arguments, _ throws(UsageError) in
            let names = subcommands.map { $0.name.dropFirst("translations ".count) }.joined(separator: ", ")
            throw UsageError(message: "missing the translations command (\(names))")
        },
        subcommands: subcommands)

    enum Format: String, CaseIterable {
        case xliff
        case xcstrings
    }

    static let directory = OptionSpec(
        names: ["-o", "--output"], value: "DIR", help: "Write the files into this directory (required)")
    static let format = OptionSpec(
        names: ["--format"], value: "FORMAT",
        help:
            "xliff (one LANGUAGE.xliff per language, the default) or xcstrings (\(XLIFFRenderer.catalogName))"
    )

    static let export = Command(
        name: "translations export", summary: "Write the texts for translators as XLIFF or a String Catalog",
        synopsis: "[PATH...] -o DIR [--format xliff|xcstrings] [options]",
        discussion: BuildCommand.pathsDiscussion + """


            xliff writes one XLIFF 1.2 file per language of 'languages:' besides English
            (de.xliff, zh-Hans.xliff), shaped as Xcode's 'Export Localizations' writes them;
            xcstrings writes \(XLIFFRenderer.catalogName), as 'build --xcstrings' does. Ids are
            the String Catalog's keys; each text carries a note saying what it is, where it
            shows, its width budget and its format specifiers. Nothing is written when the
            definitions have an error; each file is written to a temporary file and renamed
            into place, and left untouched when its bytes would not change.
            """,
        optionGroups: [
            ("OUTPUT OPTIONS", [directory, format]), ("DIAGNOSTIC OPTIONS", Options.diagnostics),
            ("LIMIT OPTIONS", Options.limits),
        ],
        exitStatuses: HelpText.exitStatuses(failure: "errors in the definitions (nothing is written)"),
        run: { arguments, console throws(UsageError) in try runExport(arguments, console) })

    private static func runExport(_ arguments: ParsedArguments, _ console: Console) throws(UsageError)
        -> ExitStatus
    {
        guard let folder = arguments.value(directory.key) else {
            throw UsageError(message: "missing \(directory.key) DIR, the directory to export into")
        }
        if folder.isEmpty { throw UsageError(message: "\(directory.key) needs a directory, not ''") }
        let written = arguments.value(format.key) ?? Format.xliff.rawValue
        guard let chosen = Format(rawValue: written) else {
            let choices = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown \(format.key) \(written.quoted) (use \(choices))")
        }
        let step = CompileStep(
            paths: arguments.positionals, limits: try ParseLimits(arguments),
            settings: try DiagnosticSettings(arguments), console: console,
            command: "actionc translations export")
        let compiled: CompileStep.Compiled
        switch step.run(registry: nil) {
        case .success(let success): compiled = success
        case .failure(let status): return status
        }
        guard let catalog = compiled.catalog else {
            preconditionFailure("a check without errors has a catalog")
        }
        let files: [OutputFile]
        switch chosen {
        case .xliff:
            files = XLIFFRenderer.targetLanguages(of: catalog).map { language in
                OutputFile(
                    path: PathText.join(folder, XLIFFRenderer.fileName(for: language)),
                    text: XLIFFRenderer.render(catalog, language: language))
            }
        case .xcstrings:
            files = [
                OutputFile(
                    path: PathText.join(folder, XLIFFRenderer.catalogName),
                    text: StringCatalogRenderer.render(catalog))
            ]
        }
        guard !files.isEmpty else {
            let status = step.report(compiled.findings)
            if !step.settings.quiet {
                console.status("nothing to export: 'languages:' names no language besides English")
            }
            return status
        }
        let plan = OutputPlan(files)
        guard plan.problems.isEmpty else {
            return step.fileSystemFailure(plan.problems, after: compiled.findings)
        }
        return BuildCommand.write(plan, step, warnings: compiled.findings)
    }
}
