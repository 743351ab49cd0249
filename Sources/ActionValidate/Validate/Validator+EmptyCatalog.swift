import ActionModel
import ActionSyntax

extension Validator {
    /// Inputs that together define no action and no category still build, into outputs
    /// with no buttons: more likely a truncated or misnamed file than what the app wants.
    static func checkSomethingIsDefined(_ context: inout ValidationContext) {
        let ownFiles = context.files.filter { !$0.isPreset }
        guard context.inputs == .complete, context.actions.isEmpty, context.categories.isEmpty,
            let first = ownFiles.first
        else { return }
        let nothing =
            ownFiles.count == 1
            ? "the input defines no action and no category"
            : "none of the \(ownFiles.count) inputs defines an action or a category"
        context.report(
            .warning(
                .emptyCatalog, "\(nothing); the outputs will register no buttons",
                at: SourceLocation(file: first.path, line: 1, column: 1),
                notes: [
                    Diagnostic.Note(
                        "a truncated file, or definitions in a file of another name, ship no buttons")
                ]))
    }
}
