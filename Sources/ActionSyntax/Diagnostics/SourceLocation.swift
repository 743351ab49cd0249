/// A place in a source text: 1-based line, 1-based column counted in Unicode scalars
/// (the unit libyaml counts in, so YAML and JSON positions agree).
public struct Position: Hashable, Comparable, Sendable {
    public var line: Int32
    public var column: Int32

    public init(line: Int, column: Int) {
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A position in a named file, as diagnostics print it.
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var position: Position

    public init(file: String, position: Position) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: Position(line: line, column: column))
    }

    public var line: Int { Int(position.line) }
    public var column: Int { Int(position.column) }
}
