import ActionSyntax

/// Walks a JSON file's tree as the translation files' readers do (the String Catalog, the
/// translation record): objects and quoted strings, each problem with the shape an error at
/// its position in `file`.
struct JSONShapeReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    func location(_ position: Position) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The members of `node`, or nil (reported) when it is not an object.
    mutating func object(_ node: Node, _ what: String) -> [MappingEntry]? {
        guard case .mapping(let entries, _) = node else {
            report(.error(.typeMismatch, "\(what) is not an object", at: location(node.position)))
            return nil
        }
        return entries
    }

    /// The text of a JSON string; nil for anything else.
    static func quotedText(_ node: Node?) -> String? {
        guard case .scalar(let scalar)? = node, scalar.style == .quoted else { return nil }
        return scalar.text
    }

    static func member(_ entries: [MappingEntry], _ name: String) -> Node? {
        entries.first { $0.key.text == name }?.value
    }
}
