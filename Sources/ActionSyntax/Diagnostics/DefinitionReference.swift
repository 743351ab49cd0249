/// The definition a diagnostic is about, named by kind and id: what lets an `allow` on that
/// definition acknowledge the diagnostic without reading its message.
public struct DefinitionReference: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case action
        case category
    }

    public var kind: Kind
    public var id: String

    public init(_ kind: Kind, _ id: String) {
        self.kind = kind
        self.id = id
    }

    public static func action(_ id: String) -> DefinitionReference { DefinitionReference(.action, id) }
    public static func category(_ id: String) -> DefinitionReference { DefinitionReference(.category, id) }

    /// `action 'ID'`, as messages name a definition.
    public var description: String { "\(kind.rawValue) '\(id)'" }
}
