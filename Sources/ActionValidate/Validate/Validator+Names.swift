import ActionModel
import ActionSyntax

extension Validator {
    /// An id and the name written to override its derived one.
    typealias NameRequest = (id: Located<String>, override: Located<String>?)

    /// Gives each valid id of `kind` a name: its override, unless `problem` refuses it (then
    /// reported), else `derive`d from the id. Two ids on one name are reported by
    /// `collision(name, other, reported)` where the app can act on it: at its own definition
    /// when the other is a preset's (an override keeps the preset's place, so it may come
    /// first). Nil where the id, the override or the name was refused.
    static func names(
        _ items: [NameRequest], kind: SwiftNaming.Kind, in context: inout ValidationContext,
        problem: (Located<String>) -> Diagnostic?, derive: (String) -> String,
        collision: (
            _ name: String, _ other: Located<String>, _ reported: Located<String>, _ at: SourceLocation
        ) ->
            Diagnostic
    ) -> [String?] {
        var owners: [String: (id: Located<String>, namedAt: SourceLocation)] = [:]
        owners.reserveCapacity(items.count)
        return items.map { id, override -> String? in
            guard identifierProblem(id, kind: kind.rawValue) == nil else { return nil }
            if let override, let refusal = problem(override) {
                context.report(refusal)
                return nil
            }
            let name = override?.value ?? derive(id.value)
            let namedAt = (override ?? id).location
            guard let owner = owners[name] else {
                owners[name] = (id, namedAt)
                return name
            }
            let ownerIsApps = !context.isPresetLocation(owner.namedAt)
            let (reported, other) =
                context.isPresetLocation(namedAt) && ownerIsApps
                ? ((owner.id, owner.namedAt), (id, namedAt)) : ((id, namedAt), (owner.id, owner.namedAt))
            context.report(collision(name, other.0, reported.0, reported.1))
            return nil
        }
    }
}
