import ActionModel
import ActionSyntax

extension Validator {
    /// Each valid id gets a Swift case name, derived or given by `swiftName:`; a refused
    /// override or two ids on one name is an error. Records the names for the catalog. A
    /// repeated definition's `swiftName` is checked too, so renaming it brings up no new error.
    static func checkSwiftNames(_ context: inout ValidationContext) {
        let actions = context.actions.map { ($0.definition.id, $0.definition.swiftName) }
        let categories = context.categories.map { ($0.id, $0.swiftName) }
        context.actionNames = swiftNames(actions, kind: .action, in: &context)
        context.categoryNames = swiftNames(categories, kind: .category, in: &context)
        for file in context.files {
            for action in file.actions where context.isRepeat(action.id) {
                if let name = action.swiftName, let problem = swiftNameProblem(name, kind: .action) {
                    context.report(problem)
                }
            }
            for category in file.categories where context.isRepeat(category.id) {
                if let name = category.swiftName, let problem = swiftNameProblem(name, kind: .category) {
                    context.report(problem)
                }
            }
        }
    }

    private static func swiftNames(
        _ items: [(id: Located<String>, override: Located<String>?)], kind: SwiftNaming.Kind,
        in context: inout ValidationContext
    ) -> [String?] {
        var owners: [String: (id: Located<String>, namedAt: SourceLocation)] = [:]
        return items.map { id, override -> String? in
            guard identifierProblem(id, kind: kind.rawValue) == nil else { return nil }
            let name: String
            if let override {
                if let problem = swiftNameProblem(override, kind: kind) {
                    context.report(problem)
                    return nil
                }
                name = override.value
            } else {
                name = SwiftNaming.caseName(for: id.value, kind: kind)
            }
            let namedAt = (override ?? id).location
            guard let owner = owners[name] else {
                owners[name] = (id, namedAt)
                return SwiftNaming.escaped(name)
            }
            // Reported where the app can act on it: at its own definition when the other is a
            // preset's (an override keeps the preset's place, so it may come first).
            let ownerIsApps = !context.isPresetLocation(owner.namedAt)
            let (reported, other) =
                context.isPresetLocation(namedAt) && ownerIsApps
                ? ((owner.id, owner.namedAt), (id, namedAt)) : ((id, namedAt), (owner.id, owner.namedAt))
            context.report(
                .error(
                    .swiftNameCollision,
                    "\(kind) ids '\(other.0.value)' and '\(reported.0.value)' both become the Swift case '\(name)'",
                    at: reported.1,
                    notes: [
                        Diagnostic.Note.definition("'\(other.0.value)' defined", at: other.0.location),
                        Diagnostic.Note("give one of them a 'swiftName:'"),
                    ]))
            return nil
        }
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
