public import ActionModel
public import ActionSyntax
import ActionYAML

/// What checking the definitions found.
public struct Analysis: Sendable {
    /// Nil when any error was found.
    public var catalog: Catalog?
    /// After the warning policy, sorted as `CompilationResult.diagnostics`.
    public var diagnostics: [Diagnostic]
    /// The warning policy, already applied to `diagnostics`: the checks of other artifacts
    /// against the catalog pass theirs through it too.
    public var policy: WarningPolicy
    /// The app's files as decoded, for the checks that compare them with other inputs (the
    /// translation records).
    package var files: [DefinitionFile] = []
}

/// The front of the pipeline, one call per stage: parse → decode → presets → validate →
/// warning policy. Bytes in, a validated catalog and diagnostics out.
public enum FrontEnd {
    /// Parses, decodes and validates; the catalog is nil when any error was found.
    public static func check(
        _ sources: [SourceFile], limits: ParseLimits = .default, ignoring ignored: [DiagnosticCode] = []
    ) -> (Catalog?, [Diagnostic]) {
        let analysis = analyze(sources, limits: limits, ignoring: ignored)
        return (analysis.catalog, analysis.diagnostics)
    }

    /// Parses, decodes, validates and applies the warning policy.
    /// Presets come before the inputs: they are the base the app builds on, so their
    /// categories come first in the output and an app definition that repeats a preset's
    /// id is the duplicate (reported in the app's file, with a note at the preset).
    /// An `allow` of a validation warning that acknowledged nothing is reported only when
    /// there is no error: an error can hide the warnings it would have acknowledged.
    public static func analyze(
        _ sources: [SourceFile], limits: ParseLimits = .default, ignoring ignored: [DiagnosticCode] = []
    ) -> Analysis {
        var diagnostics: [Diagnostic] = []
        var files: [DefinitionFile] = []
        var inputs = Validator.InputState.complete
        for source in sources {
            let (file, fileDiagnostics) = decode(parse(source, limits: limits), file: source.path)
            diagnostics += fileDiagnostics
            if let file {
                files.append(file)
                if fileDiagnostics.hasErrors, inputs == .complete { inputs = .partlyDecoded }
            } else if fileDiagnostics.hasErrors {
                inputs = .someUnreadable
            }
        }
        let presets = resolvePresets(requestedBy: files, diagnostics: &diagnostics)
        let (catalog, validation) = Validator.validate(presets + files, inputs: inputs)
        var (policy, settingProblems) = WarningPolicy.make(files, ignoring: ignored)
        // The problems with the settings pass through them too: a repeated `allow` entry is
        // an `unused-allow` warning, which `warnings:` and `--ignore` may set.
        diagnostics = policy.apply(diagnostics + validation + settingProblems)
        if !diagnostics.hasErrors { diagnostics += policy.unusedAllowances(in: [.definitions]) }
        diagnostics = sorted(diagnostics, fileOrder: sources.map(\.path))
        return Analysis(
            catalog: diagnostics.hasErrors ? nil : catalog, diagnostics: diagnostics, policy: policy,
            files: files)
    }

    /// Reads one file into a node tree.
    public static func parse(_ source: SourceFile, limits: ParseLimits = .default) -> ParseResult {
        if let problem = limits.fileSizeProblem(size: source.bytes.count, file: source.path) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        guard source.isJSON else { return YAMLReader.parse(source.bytes, file: source.path, limits: limits) }
        // The JSON reader relies on this: past it, the bytes are UTF-8 without NUL bytes.
        if let problem = TextEncoding.check(source.bytes, file: source.path) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        return JSONReader.parse(source.bytes, file: source.path, limits: limits)
    }

    package static func decode(_ parsed: ParseResult, file path: String, isPreset: Bool = false) -> (
        DefinitionFile?, [Diagnostic]
    ) {
        guard let root = parsed.root else {
            // An empty file (nothing, only comments, `~`) is an input that defines nothing.
            let empty = parsed.diagnostics.hasErrors ? nil : DefinitionFile(path: path, isPreset: isPreset)
            return (empty, parsed.diagnostics)
        }
        var (file, diagnostics) = DefinitionDecoder.decode(root, file: path)
        file.isPreset = isPreset
        return (file, parsed.diagnostics + diagnostics)
    }

    /// Each preset named in any file, decoded once, cut down to what the files pick from it:
    /// the whole preset when any file asks for all of it, else the union of the picks (a
    /// picked category brings the actions it uses).
    private static func resolvePresets(requestedBy files: [DefinitionFile], diagnostics: inout [Diagnostic])
        -> [DefinitionFile]
    {
        var requested: [(preset: Preset, picks: [Located<String>]?)] = []
        for request in files.flatMap(\.presets) {
            guard let preset = Preset.named(request.name.value) else {
                diagnostics.append(
                    .error(
                        .unknownPreset, "unknown preset '\(request.name.value)'", at: request.name.location,
                        notes: Suggestion.notes(
                            for: request.name.value, in: Preset.all.map(\.name), listedAs: "built-in presets")
                    ))
                continue
            }
            guard let index = requested.firstIndex(where: { $0.preset.name == preset.name }) else {
                requested.append((preset, request.picks))
                continue
            }
            if let earlier = requested[index].picks, let picks = request.picks {
                requested[index].picks = earlier + picks
            } else {
                requested[index].picks = nil
            }
        }
        var resolved: [DefinitionFile] = []
        for (preset, picks) in requested {
            let (file, presetDiagnostics) = decode(
                parse(preset.source), file: preset.source.path, isPreset: true)
            diagnostics += presetDiagnostics
            guard var file else { continue }
            if let picks { file.keep(picks, of: preset, diagnostics: &diagnostics) }
            resolved.append(file)
        }
        return resolved
    }

    /// Diagnostics without a place first, then by input order (presets' files after the
    /// inputs), position, code and message: an order that does not depend on which rule
    /// found a problem first.
    package static func sorted(_ diagnostics: [Diagnostic], fileOrder: [String]) -> [Diagnostic] {
        var rank: [String: Int] = [:]
        for (index, path) in fileOrder.enumerated() where rank[path] == nil { rank[path] = index }
        func key(_ diagnostic: Diagnostic) -> (Int, String, Int, Int, String, String) {
            guard let location = diagnostic.location else { return (-1, "", 0, 0, "", diagnostic.message) }
            return (
                rank[location.file] ?? fileOrder.count, location.file, location.line,
                location.column, diagnostic.code.rawValue, diagnostic.message
            )
        }
        return diagnostics.sorted { key($0) < key($1) }
    }
}

extension DefinitionFile {
    /// Keeps only the picked categories and actions, and the actions those categories use;
    /// a pick the preset does not define is `unknown-preset`, with the nearest id.
    fileprivate mutating func keep(
        _ picks: [Located<String>], of preset: Preset, diagnostics: inout [Diagnostic]
    ) {
        let categoryIDs = Set(categories.map(\.id.value))
        let actionIDs = Set(actions.map(\.id.value))
        var keptCategories: Set<String> = []
        var keptActions: Set<String> = []
        for pick in picks {
            if categoryIDs.contains(pick.value) {
                keptCategories.insert(pick.value)
            } else if actionIDs.contains(pick.value) {
                keptActions.insert(pick.value)
            } else {
                let candidates = categories.map(\.id.value) + actions.map(\.id.value)
                diagnostics.append(
                    .error(
                        .unknownPreset,
                        "preset '\(preset.name)' has no category or action '\(pick.value)'",
                        at: pick.location,
                        notes: Suggestion.notes(
                            for: pick.value, in: candidates, listedAs: "preset '\(preset.name)' defines")))
            }
        }
        categories.removeAll { !keptCategories.contains($0.id.value) }
        for category in categories { keptActions.formUnion((category.actions ?? []).map(\.value)) }
        actions.removeAll { !keptActions.contains($0.id.value) }
    }
}
