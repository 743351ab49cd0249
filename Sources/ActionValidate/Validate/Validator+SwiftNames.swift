import ActionModel
import ActionSyntax

extension Validator {
    /// Each valid id gets a Swift case name, derived or given by `swiftName:`; a refused
    /// override or two ids on one name is an error. Records the names for the catalog. A
    /// repeated definition's `swiftName` is checked too, so renaming it brings up no new error.
    static func checkSwiftNames(_ context: inout ValidationContext) {
        let (actions, categories) = (context.actions, context.categories)
        context.actionNames = swiftNames(
            actions.count, request: { (actions[$0].id, actions[$0].swiftName) },
            kind: .action, in: &context)
        context.categoryNames = swiftNames(
            categories.count, request: { (categories[$0].id, categories[$0].swiftName) }, kind: .category,
            in: &context)
        for file in context.files {
            // By index (see checkIdentifiers).
            for index in file.actions.indices where context.isRepeat(file.actions[index].id) {
                if let name = file.actions[index].swiftName,
                    let problem = swiftNameProblem(name, kind: .action)
                {
                    context.report(problem)
                }
            }
            for index in file.categories.indices where context.isRepeat(file.categories[index].id) {
                if let name = file.categories[index].swiftName,
                    let problem = swiftNameProblem(name, kind: .category)
                {
                    context.report(problem)
                }
            }
        }
    }

    private static func swiftNames(
        _ count: Int, request: (Int) -> NameRequest, kind: SwiftNaming.Kind,
        in context: inout ValidationContext
    ) -> [String?] {
        names(
            count, request: request, kind: kind, in: &context, problem: { swiftNameProblem($0, kind: kind) },
            derive: { SwiftNaming.caseName(for: $0, kind: kind) },
            collision: { name, other, reported, place in
                .error(
                    .swiftNameCollision,
                    "\(kind) ids '\(other.value)' and '\(reported.value)' both become the Swift case '\(name)'",
                    at: place,
                    notes: [
                        Diagnostic.Note.definition("'\(other.value)' defined", at: other.location),
                        Diagnostic.Note("give one of them a 'swiftName:'"),
                    ])
            }
        ).map { $0.map(SwiftNaming.escaped) }
    }

    /// Why `name` cannot be a case of the generated enum; nil when it can.
    private static func swiftNameProblem(_ name: Located<String>, kind: SwiftNaming.Kind) -> Diagnostic? {
        guard !SwiftNaming.isValidCaseName(name.value, kind: kind) else { return nil }
        let reserved = SwiftNaming.reservedNames(for: kind).contains(name.value)
        return .error(
            .invalidIdentifier,
            reserved
                ? "swiftName '\(name.value)' is a member the generated \(kind.rawValue) enum already has"
                : "swiftName '\(name.value)' must be ASCII letters, digits and '_', starting with a lowercase letter or '_'",
            at: name.location)
    }
}
