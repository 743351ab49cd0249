import ActionModel
import ActionSyntax

extension Validator {
    /// Every app file that states `targets:` states the same ones (they decide one build's
    /// rules and outputs), and no file pulls in a preset of a target left out.
    static func checkTargets(_ context: inout ValidationContext) {
        let appFiles = context.files.filter { !$0.isPreset }
        if let first = context.targetsLocation {
            for file in appFiles {
                guard let stated = file.targets, Set(stated.value) != Set(context.targets) else { continue }
                context.report(
                    .error(
                        .conflictingTargets,
                        "targets \(targetList(stated.value)) differ from \(targetList(context.targets)) in \(first.file);"
                            + " every file that states targets must state the same",
                        at: stated.location, notes: [Diagnostic.Note("'targets' first set here", at: first)]))
            }
        }
        for request in appFiles.flatMap({ $0.presets }) {
            guard let preset = Preset.named(request.name.value), !context.applies(preset.target) else {
                continue
            }
            var notes = [
                Diagnostic.Note(
                    "add \(preset.target.rawValue) to targets (targets: \(targetList(context.targets + [preset.target]))),"
                        + " or remove the preset")
            ]
            if let stated = context.targetsLocation {
                notes.append(Diagnostic.Note("targets set here", at: stated))
            }
            context.report(
                .error(
                    .missingTarget,
                    "preset '\(preset.name)' is for target '\(preset.target.rawValue)', which targets"
                        + " \(targetList(context.targets)) leave out",
                    at: request.name.location, notes: notes))
        }
    }

    /// `[hive, ios]`, as written in a definitions file, in `Target` order.
    static func targetList(_ targets: [Target]) -> String {
        "[" + Set(targets).sorted().map(\.rawValue).joined(separator: ", ") + "]"
    }
}
