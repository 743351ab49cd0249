import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import ActionTranslations
import ActionValidate

/// Every option of every command, with its help line; commands pick from these.
enum Options {
    static let output = OptionSpec(
        names: ["-o", "--output"], value: "DIR",
        help: "Directory for both outputs (default: the current directory)")
    static let json = OptionSpec(
        names: ["--json"], value: "FILE",
        help: "Path of the Hive JSON, with targets: hive (default: DIR/\(OutputSettings.jsonName))")
    static let swift = OptionSpec(
        names: ["--swift"], value: "FILE",
        help: "Path of the Swift registry (default: DIR/\(OutputSettings.swiftName))")
    static let kotlin = OptionSpec(
        names: ["--kotlin"], value: "FILE",
        help: "Path of the Kotlin registry, with targets: android (default: DIR/\(OutputSettings.kotlinName))"
    )
    static let androidResources = OptionSpec(
        names: ["--android-res"], value: "DIR",
        help: "The res folder the string resources go under, with targets: android (default: DIR/res)")
    static let kotlinPackage = OptionSpec(
        names: ["--kotlin-package"], value: "NAME",
        help: "Kotlin package of PushActions.kt (default: the definitions' android: {package: ...})")
    static let namespace = OptionSpec(
        names: ["--namespace"], value: "NAME",
        help: "Swift enum holding Action and Category (default: \(SwiftRegistryOptions().namespace))")
    static let accessLevel = OptionSpec(
        names: ["--access-level"], value: "LEVEL",
        help: SwiftRegistryOptions.AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")
            + " (default: \(SwiftRegistryOptions().accessLevel.rawValue))")
    static let printOutputs = OptionSpec(
        names: ["--print-outputs"], value: nil,
        help: "Print the output paths, one per line, and exit (for an Xcode .xcfilelist)")
    static let printInputs = OptionSpec(
        names: ["--print-inputs"], value: nil,
        help: "Print the input files, one per line, and exit (not with --print-outputs)")
    static let keepTranslationRecords = OptionSpec(
        names: ["--keep-translation-records"], value: nil,
        help: "Report stale translations, but leave each *\(TranslationRecord.suffix) as it is"
            + " (one that cannot be read is passed over)")

    static let strict = OptionSpec(
        names: ["--strict"], value: nil,
        help: "Treat the warnings left after --ignore and the definitions' settings as errors")
    static let ignore = OptionSpec(
        names: ["--ignore"], value: "CODE", help: "Drop the warnings of this code (repeatable)",
        repeatable: true)
    static let definitionDiagnostics = OptionSpec(
        names: ["--definition-diagnostics"], value: "SHOWN",
        help: "Of the definitions' diagnostics, show all, errors (the warnings as a count), or count"
            + " (errors too); default: all for validate and build, errors otherwise")
    static let diagnosticsFormat = OptionSpec(
        names: ["--diagnostics-format"], value: "FORMAT",
        help: "text (on stderr, the default) or json (one document on stdout)")
    static let quiet = OptionSpec(names: ["--quiet"], value: nil, help: "Print no summary lines")

    static let maxFileSize = OptionSpec(
        names: ["--max-file-size"], value: "BYTES",
        help: "Largest input file (default: \(ParseLimits.default.maxFileSize))")
    static let maxDepth = OptionSpec(
        names: ["--max-depth"], value: "N",
        help: "Deepest nesting of lists and maps (default: \(ParseLimits.default.maxDepth))")
    static let maxAliasExpansion = OptionSpec(
        names: ["--max-alias-expansion"], value: "N",
        help: "Most nodes YAML aliases may expand to (default: \(ParseLimits.default.maxAliasExpansion))")

    static let help = OptionSpec(names: ["-h", "--help"], value: nil, help: "Show this help")

    /// For the commands that compile definitions.
    static let diagnostics = [strict, ignore, definitionDiagnostics, diagnosticsFormat, quiet]
    /// For those that do not (`import`): no definitions to ignore a warning of.
    static let reporting = [strict, diagnosticsFormat, quiet]
    static let limits = [maxFileSize, maxDepth, maxAliasExpansion]
}

/// `--strict`, `--ignore`, `--definition-diagnostics`, `--diagnostics-format` and `--quiet`.
struct DiagnosticSettings {
    /// How much of the definitions' own diagnostics a command prints in text: `validate`
    /// and `build` are where they are read; `check`, `payload`, `preview`, the plugins and
    /// the hooks other than actionc-validate point there instead of repeating them.
    enum DefinitionDiagnostics: String, CaseIterable {
        case all
        /// Errors; the warnings as one line, with the command that shows them.
        case errors
        /// One line for errors and warnings alike.
        case count
    }

    let strict: Bool
    let definitionDiagnostics: DefinitionDiagnostics
    /// The `--ignore` codes, each one a warning the definitions' `warnings:` could set too.
    let ignored: [DiagnosticCode]
    let json: Bool
    let quiet: Bool

    init(_ arguments: ParsedArguments, definitionDiagnostics shownByDefault: DefinitionDiagnostics = .all)
        throws(UsageError)
    {
        strict = arguments.has(Options.strict.key)
        if let shown = arguments.value(Options.definitionDiagnostics.key) {
            guard let value = DefinitionDiagnostics(rawValue: shown) else {
                let choices = DefinitionDiagnostics.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(
                    message: "unknown \(Options.definitionDiagnostics.key) \(shown.quoted) (use \(choices))")
            }
            definitionDiagnostics = value
        } else {
            definitionDiagnostics = shownByDefault
        }
        quiet = arguments.has(Options.quiet.key)
        ignored = try arguments.allValues(Options.ignore.key).map { (name) throws(UsageError) in
            if let (_, message, notes) = AcknowledgeableCode.problemSettingLevel(of: name) {
                throw UsageError(
                    message: "\(Options.ignore.key): "
                        + ([message] + notes.map(\.message)).joined(separator: "; "))
            }
            return DiagnosticCode.named(name)!
        }
        switch arguments.value(Options.diagnosticsFormat.key) ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other:
            throw UsageError(message: "unknown diagnostics format \(other.quoted) (use text or json)")
        }
    }
}

extension PipelineRequest {
    /// A request for `definitions` under the command line's `--ignore` and `--strict`.
    init(_ definitions: [SourceFile], limits: ParseLimits, settings: DiagnosticSettings) {
        self.init(
            definitions: definitions, limits: limits, ignoredWarnings: settings.ignored,
            strict: settings.strict)
    }
}

extension ParseLimits {
    /// The defaults, with each limit flag that was given in place of its default.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init()
        maxFileSize = try Self.count(arguments, Options.maxFileSize) ?? maxFileSize
        maxDepth = try Self.count(arguments, Options.maxDepth) ?? maxDepth
        maxAliasExpansion = try Self.count(arguments, Options.maxAliasExpansion) ?? maxAliasExpansion
    }

    private static func count(_ arguments: ParsedArguments, _ option: OptionSpec) throws(UsageError) -> Int? {
        guard let text = arguments.value(option.key) else { return nil }
        guard let value = Int(text), value >= 0, text.allSatisfy(\.isASCII) else {
            throw UsageError(message: "\(option.key) needs a whole number of 0 or more, not \(text.quoted)")
        }
        return value
    }
}

/// Where the outputs go and how the Swift registry is shaped.
struct OutputSettings {
    static let jsonName = Target.hiveFileName
    static let swiftName = "PushActions.swift"
    static let kotlinName = "PushActions.kt"

    let jsonPath: String
    /// Whether `--json` named the Hive file: a build whose targets leave out `hive` has none.
    let namesJSON: Bool
    let swiftPath: String
    let registry: SwiftRegistryOptions
    let kotlinPath: String
    let androidResourceDirectory: String
    /// Whether `--kotlin` or `--android-res` named an Android output: a build whose targets
    /// leave out `android` has none.
    let namesAndroid: Bool
    let kotlinPackage: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        // No -o means the current directory, and paths are then shown as bare names.
        let directory = arguments.value(Options.output.key) ?? "."
        if directory.isEmpty { throw UsageError(message: "\(Options.output.key) needs a directory, not ''") }
        jsonPath = arguments.value(Options.json.key) ?? PathText.join(directory, Self.jsonName)
        namesJSON = arguments.value(Options.json.key) != nil
        swiftPath = arguments.value(Options.swift.key) ?? PathText.join(directory, Self.swiftName)
        kotlinPath = arguments.value(Options.kotlin.key) ?? PathText.join(directory, Self.kotlinName)
        androidResourceDirectory =
            arguments.value(Options.androidResources.key) ?? PathText.join(directory, "res")
        namesAndroid =
            arguments.value(Options.kotlin.key) != nil || arguments.value(Options.androidResources.key) != nil
        if androidResourceDirectory.isEmpty {
            throw UsageError(message: "\(Options.androidResources.key) needs a directory, not ''")
        }
        kotlinPackage = arguments.value(Options.kotlinPackage.key)
        if let kotlinPackage, !AndroidNaming.isValidPackage(kotlinPackage) {
            throw UsageError(
                message: "\(Options.kotlinPackage.key) \(kotlinPackage.quoted) is not a Kotlin package name")
        }
        for path in [jsonPath, swiftPath, kotlinPath] where path.isEmpty || path.hasSuffix("/") {
            throw UsageError(message: "output file \(path.quoted) is not a file name")
        }
        if PathText.identityKey(of: jsonPath) == PathText.identityKey(of: swiftPath) {
            throw UsageError(message: "the JSON and Swift outputs are the same file \(jsonPath.quoted)")
        }
        var registry = SwiftRegistryOptions()
        if let namespace = arguments.value(Options.namespace.key) {
            // The namespace is written as a declaration name, so it must be one as it stands.
            guard SwiftNaming.isValidNamespace(namespace) else {
                throw UsageError(message: "namespace \(namespace.quoted) is not a valid Swift type name")
            }
            registry.namespace = namespace
        }
        if let level = arguments.value(Options.accessLevel.key) {
            guard let accessLevel = SwiftRegistryOptions.AccessLevel(rawValue: level) else {
                let choices = SwiftRegistryOptions.AccessLevel.allCases.map(\.rawValue).joined(
                    separator: ", ")
                throw UsageError(message: "unknown access level \(level.quoted) (use \(choices))")
            }
            registry.accessLevel = accessLevel
        }
        self.registry = registry
    }

    var paths: [String] { [jsonPath, swiftPath] }
}
