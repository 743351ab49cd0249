package import ActionModel
package import ActionSyntax

/// The decode stage: the parsed inputs as definitions, after the presets they name (decoded
/// once, cut down to what the files pick), with what decoding found.
package struct DecodedDefinitions {
    /// Presets first: they are the base the app builds on, so their categories come first in
    /// the output and an app definition that repeats a preset's id is the duplicate
    /// (reported in the app's file, with a note at the preset).
    package var files: [DefinitionFile]
    /// How much of the inputs decoded, for the validator.
    package var inputs: Validator.InputState
    package var diagnostics: [Diagnostic]

    package init(_ parsed: [ParsedInput]) {
        var diagnostics: [Diagnostic] = []
        var files: [DefinitionFile] = []
        var inputs = Validator.InputState.complete
        for input in parsed {
            let (file, fileDiagnostics) = Self.decode(input)
            diagnostics += fileDiagnostics
            if let file {
                files.append(file)
                if fileDiagnostics.hasErrors, inputs == .complete { inputs = .partlyDecoded }
            } else if fileDiagnostics.hasErrors {
                inputs = .someUnreadable
            }
        }
        let presets = Self.resolvePresets(requestedBy: files, diagnostics: &diagnostics)
        self.files = presets + files
        self.inputs = inputs
        self.diagnostics = diagnostics
    }

    /// Decoded by another reader than the definitions schema (a Pushwoosh response).
    package init(_ file: DefinitionFile, readingProblems: [Diagnostic]) {
        files = [file]
        inputs = readingProblems.hasErrors ? .partlyDecoded : .complete
        diagnostics = readingProblems
    }

    /// One file's definitions; nil when nothing of it could be read.
    package static func decode(_ parsed: ParsedInput, isPreset: Bool = false) -> (
        DefinitionFile?, [Diagnostic]
    ) {
        let path = parsed.source.path
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
            let (file, presetDiagnostics) = decode(ParsedInput(preset.source), isPreset: true)
            diagnostics += presetDiagnostics
            guard var file else { continue }
            if let picks { file.keep(picks, of: preset, diagnostics: &diagnostics) }
            resolved.append(file)
        }
        return resolved
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
