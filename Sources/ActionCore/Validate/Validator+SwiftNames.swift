import ActionSyntax

extension Validator {
    /// Each valid id gets a Swift case name, derived or given by `swiftName:`; a refused
    /// override or two ids on one name is an error. Records the names for the catalog.
    static func checkSwiftNames(_ context: inout ValidationContext) {
        let actions = context.actions.map { ($0.definition.id, $0.definition.swiftName) }
        let categories = context.categories.map { ($0.id, $0.swiftName) }
        context.actionNames = swiftNames(actions, kind: .action, in: &context)
        context.categoryNames = swiftNames(categories, kind: .category, in: &context)
    }

    private static func swiftNames(
        _ items: [(id: Located<String>, override: Located<String>?)], kind: SwiftNaming.Kind,
        in context: inout ValidationContext
    ) -> [String?] {
        var owners: [String: Located<String>] = [:]
        return items.map { id, override -> String? in
            guard identifierProblem(id, kind: kind.rawValue) == nil else { return nil }
            let name: String
            if let override {
                guard SwiftNaming.isValidCaseName(override.value, kind: kind) else {
                    let reserved = SwiftNaming.reservedNames(for: kind).contains(override.value)
                    context.report(
                        .error(
                            .invalidIdentifier,
                            reserved
                                ? "swiftName '\(override.value)' is a member the generated \(kind.rawValue) enum already has"
                                : "swiftName '\(override.value)' must be ASCII letters, digits and '_', starting with a lowercase letter or '_'",
                            at: override.location))
                    return nil
                }
                name = override.value
            } else {
                name = SwiftNaming.caseName(for: id.value, kind: kind)
            }
            if let owner = owners[name] {
                context.report(
                    .error(
                        .swiftNameCollision,
                        "\(kind) ids '\(owner.value)' and '\(id.value)' both become the Swift case '\(name)'",
                        at: (override ?? id).location,
                        notes: [
                            Diagnostic.Note("'\(owner.value)' defined here", at: owner.location),
                            Diagnostic.Note("give one of them a 'swiftName:'"),
                        ]))
                return nil
            }
            owners[name] = id
            return SwiftNaming.escaped(name)
        }
    }
}
