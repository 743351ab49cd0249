import ActionModel
import ActionSyntax

extension Validator {
    /// An id and the name written to override its derived one.
    typealias NameRequest = (id: Located<String>, override: Located<String>?)

    /// Gives each valid id of `kind` a name: its override, unless `problem` refuses it (then
    /// reported), else `derive`d from the id. Two ids on one name are reported by
    /// `collision(name, other, reported)` where the app can act on it: at its own definition
    /// when the other is a preset's (an override keeps the preset's place, so it may come
    /// first). Nil where the id, the override or the name was refused. The requests are read by
    /// position (`request(index)` for `0..<count`), so no array of them is built.
    static func names(
        _ count: Int, request: (Int) -> NameRequest, kind: SwiftNaming.Kind,
        in context: inout ValidationContext,
        problem: (Located<String>) -> Diagnostic?, derive: (String) -> String,
        collision: (
            _ name: String, _ other: Located<String>, _ reported: Located<String>, _ at: SourceLocation
        ) ->
            Diagnostic
    ) -> [String?] {
        // Each name's first owner, by position.
        var owners: [String: Int] = [:]
        owners.reserveCapacity(count)
        return (0..<count).map { index -> String? in
            let (id, override) = request(index)
            guard identifierProblem(id, kind: kind.rawValue) == nil else { return nil }
            if let override, let refusal = problem(override) {
                context.report(refusal)
                return nil
            }
            let name = override?.value ?? derive(id.value)
            let namedAt = (override ?? id).location
            // One hash for the usual new name; a collision puts the first owner back.
            guard let ownerIndex = owners.updateValue(index, forKey: name) else { return name }
            owners[name] = ownerIndex
            let owner = request(ownerIndex)
            let ownerNamedAt = (owner.override ?? owner.id).location
            let ownerIsApps = !context.isPresetLocation(ownerNamedAt)
            let (reported, other) =
                context.isPresetLocation(namedAt) && ownerIsApps
                ? ((owner.id, ownerNamedAt), (id, namedAt)) : ((id, namedAt), (owner.id, ownerNamedAt))
            context.report(collision(name, other.0, reported.0, reported.1))
            return nil
        }
    }
}
