/// Bounds on what one input may cost to read. Each bound that is hit is a `limit`
/// diagnostic with a position, never a crash or a hang.
public struct ParseLimits: Sendable {
    /// Largest input accepted, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes that aliases may expand to, summed over the document.
    public var maxAliasExpansion: Int

    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 100_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = ParseLimits()
}

/// What a reader produces: a tree when the text could be read, and every problem found.
public struct ParseResult: Sendable {
    public var root: Node?
    public var diagnostics: [Diagnostic]

    public init(root: Node?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
