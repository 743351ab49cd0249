/// Bounds on what one input may cost to read. Each bound that is hit is a `limit`
/// diagnostic with a position, never a crash or a hang.
public struct ParseLimits: Sendable {
    /// Largest input accepted, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings; readers stop at `deepestNesting` past it.
    public var maxDepth: Int
    /// Most nodes that aliases may expand to, summed over the document.
    public var maxAliasExpansion: Int

    public init(maxFileSize: Int = 64 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 100_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = ParseLimits()

    /// The deepest nesting any reader takes whatever `maxDepth` says: the trees are composed,
    /// walked and freed by recursion, one call per level, and this bounds the stack they take.
    public static let deepestNesting = 256

    /// The nesting a reader stops at: `maxDepth`, never past `deepestNesting`.
    public var nestingLimit: Int { min(maxDepth, Self.deepestNesting) }

    /// The `limit` error for a file of `size` bytes, or nil when it is within the limit.
    /// Callers that can see a file's size before reading it check here first, so that a
    /// huge file never reaches memory.
    public func fileSizeProblem(size: Int, file: String) -> Diagnostic? {
        guard size > maxFileSize else { return nil }
        return .error(
            .limit, "file is \(size) bytes, over the limit of \(maxFileSize)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
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
