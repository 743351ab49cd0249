import ActionSyntax
import ActionYAML

#if canImport(Glibc)
    import CMalloc
#endif

/// One input: a display path (as diagnostics print it) and its bytes.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// JSON by the `.json` extension, YAML otherwise.
    public var isJSON: Bool { path.lowercased().hasSuffix(".json") }
}

public struct CompilerOptions: Sendable {
    public var limits: ParseLimits
    public var registry: SwiftRegistryOptions

    public init(limits: ParseLimits = .default, registry: SwiftRegistryOptions = SwiftRegistryOptions()) {
        self.limits = limits
        self.registry = registry
    }
}

/// The rendered outputs, as UTF-8 bytes; the caller decides where they go. Bytes, so that
/// tens of megabytes are not copied into a `String` only to be written to a file.
public struct CompilationOutput: Sendable, Equatable {
    public var hiveJSONUTF8: [UInt8]
    public var swiftRegistryUTF8: [UInt8]

    /// `hive_push_actions.json`.
    public var hiveJSON: String { String(decoding: hiveJSONUTF8, as: UTF8.self) }
    /// `PushActions.swift`.
    public var swiftRegistry: String { String(decoding: swiftRegistryUTF8, as: UTF8.self) }
    /// The validated catalog, for the outputs a caller opts into (APNs payloads, String Catalog).
    public var catalog: Catalog
}

public struct CompilationResult: Sendable {
    /// Sorted by input order, then position.
    public var diagnostics: [Diagnostic]
    /// Present only when there was no error.
    public var output: CompilationOutput?
}

/// The pipeline: parse → decode → validate → render. Pure: bytes in, text out.
public enum Compiler {
    /// Each source's bytes are released once parsed when the caller hands them over (see
    /// `check(_:limits:)`).
    public static func compile(
        _ sources: consuming [SourceFile], options: CompilerOptions = CompilerOptions()
    )
        -> CompilationResult
    {
        let release = BackgroundRelease()
        let (catalog, diagnostics) = check(consume sources, limits: options.limits, releasing: release)
        release.wait()
        guard let catalog, !diagnostics.hasErrors else {
            return CompilationResult(diagnostics: diagnostics, output: nil)
        }
        // The node trees are gone, but their pages sit between the catalog's allocations,
        // where the C heap does not release them by itself: 40 MB of the peak on a 16 MB input.
        releaseFreePages()
        // The outputs are independent. The registry's `Action` enum takes about as long as
        // the whole JSON, so its `Category` enum is rendered after the JSON, on that thread.
        let registry = options.registry
        var (swiftRegistry, (hiveJSON, categoryEnum)) = concurrently(
            { SwiftRegistryRenderer.renderUTF8(catalog, options: registry, part: .actions) },
            {
                (
                    HiveJSONRenderer.renderUTF8(catalog),
                    SwiftRegistryRenderer.renderUTF8(catalog, options: registry, part: .categories)
                )
            })
        swiftRegistry += categoryEnum
        swiftRegistry += SwiftRegistryRenderer.renderUTF8(catalog, options: registry, part: .rest)
        let output = CompilationOutput(
            hiveJSONUTF8: hiveJSON, swiftRegistryUTF8: swiftRegistry, catalog: catalog)
        return CompilationResult(diagnostics: diagnostics, output: output)
    }

    /// Parses, decodes and validates; the catalog is nil when any error was found.
    /// Presets come before the inputs: they are the base the app builds on, so their
    /// categories come first in the output and an app definition that repeats a preset's
    /// id is the duplicate (reported in the app's file, with a note at the preset).
    ///
    /// A file's bytes are released as soon as it is parsed, before decoding allocates, when
    /// the caller holds no other reference to `sources` (a 16 MB input is not kept alive
    /// beside its tree and everything after it).
    public static func check(_ sources: consuming [SourceFile], limits: ParseLimits = .default) -> (
        Catalog?, [Diagnostic]
    ) {
        let release = BackgroundRelease()
        defer { release.wait() }
        return check(consume sources, limits: limits, releasing: release)
    }

    /// `check(_:limits:)`, freeing each node tree, and the definitions at the end, through
    /// `release`: beside the next steps rather than before them.
    static func check(
        _ sources: consuming [SourceFile], limits: ParseLimits, releasing release: BackgroundRelease
    ) -> (Catalog?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [DefinitionFile] = []
        var inputs = Validator.InputState.complete
        for index in sources.indices {
            let parsed = parse(sources[index], limits: limits)
            sources[index].bytes = []
            let (file, fileDiagnostics) = decode(parsed, file: sources[index].path)
            diagnostics += fileDiagnostics
            if let file {
                files.append(file)
                if fileDiagnostics.hasErrors, inputs == .complete { inputs = .partlyDecoded }
            } else if fileDiagnostics.hasErrors {
                inputs = .someUnreadable
            }
            release.release(consume parsed)
        }
        let presets = resolvePresets(requestedBy: files, diagnostics: &diagnostics)
        let (catalog, validation) = Validator.validate(presets + files, inputs: inputs)
        release.release(consume files)
        diagnostics += validation
        let order = Dictionary(
            sources.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics = sorted(diagnostics, fileOrder: order)
        return (diagnostics.hasErrors ? nil : catalog, diagnostics)
    }

    /// Reads one file into a node tree.
    public static func parse(_ source: SourceFile, limits: ParseLimits = .default) -> ParseResult {
        if let problem = limits.fileSizeProblem(size: source.bytes.count, file: source.path) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        // The YAML reader checks the encoding itself, while libyaml starts on another thread.
        guard source.isJSON else { return YAMLReader.parse(source.bytes, file: source.path, limits: limits) }
        // The JSON reader relies on this: past it, the bytes are UTF-8 without NUL bytes.
        // Meanwhile the long strings are made on the other thread (see `prepareStrings`).
        let (problem, prepared) = concurrently(
            { TextEncoding.check(source.bytes, file: source.path) },
            { [bytes = source.bytes] in JSONReader.prepareStrings(in: bytes) })
        if let problem { return ParseResult(root: nil, diagnostics: [problem]) }
        return JSONReader.parse(source.bytes, file: source.path, limits: limits, prepared: prepared)
    }

    static func decode(_ parsed: ParseResult, file path: String, isPreset: Bool = false) -> (
        DefinitionFile?, [Diagnostic]
    ) {
        guard let root = parsed.root else { return (nil, parsed.diagnostics) }
        var (file, diagnostics) = DefinitionDecoder.decode(root, file: path)
        file.isPreset = isPreset
        return (file, parsed.diagnostics + diagnostics)
    }

    /// Each preset named in any file, decoded once.
    private static func resolvePresets(requestedBy files: [DefinitionFile], diagnostics: inout [Diagnostic])
        -> [DefinitionFile]
    {
        var resolved: [DefinitionFile] = []
        var seen: Set<String> = []
        for request in files.flatMap(\.presets) {
            guard let preset = Preset.named(request.value) else {
                var notes: [Diagnostic.Note] = []
                if let suggestion = Suggestion.closest(to: request.value, in: Preset.all.map(\.name)) {
                    notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
                }
                notes.append(
                    Diagnostic.Note("built-in presets: " + Preset.all.map(\.name).joined(separator: ", ")))
                diagnostics.append(
                    .error(
                        .unknownPreset, "unknown preset '\(request.value)'", at: request.location,
                        notes: notes))
                continue
            }
            guard seen.insert(preset.name).inserted else { continue }
            let (file, presetDiagnostics) = decode(
                parse(preset.source), file: preset.source.path, isPreset: true)
            diagnostics += presetDiagnostics
            if let file { resolved.append(file) }
        }
        return resolved
    }

    private static func sorted(_ diagnostics: [Diagnostic], fileOrder: [String: Int]) -> [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> (Int, Position) {
            guard let location = diagnostic.location else { return (-1, Position(line: 0, column: 0)) }
            return (fileOrder[location.file] ?? Int.max, location.position)
        }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (key(lhs.element), key(rhs.element))
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Hands the whole free pages of the C heap back to the system. glibc's automatic trim
/// only releases the top of the heap; `malloc_trim` also releases free pages in the middle,
/// where a freed node tree sits between allocations that are still alive.
private func releaseFreePages() {
    #if canImport(Glibc)
        _ = malloc_trim(0)
    #endif
}
