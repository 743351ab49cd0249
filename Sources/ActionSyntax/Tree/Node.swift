/// How a scalar was written. Decoding goes by the schema, so this only matters where the
/// schema allows several types (a plain `1` may be a number, a quoted `"1"` may not).
public enum ScalarStyle: UInt8, Sendable {
    /// YAML plain scalars; JSON numbers, `true`, `false` and `null`.
    case plain
    /// YAML quoted and block scalars; JSON strings.
    case quoted
}

public struct Scalar: Sendable {
    public var text: String
    public var style: ScalarStyle
    /// Where the scalar starts: its first character, or its opening quote.
    public var position: Position
    /// The text is the source's own characters on one line, starting at `textStart`: no
    /// escape, folded line, tag or anchor stands between them, so a column inside the text
    /// is a column in the file. Diagnostics about a part of the text rely on it.
    public var isVerbatim: Bool

    public init(_ text: String, style: ScalarStyle, at position: Position, isVerbatim: Bool = false) {
        self.text = text
        self.style = style
        self.position = position
        self.isVerbatim = isVerbatim
    }

    /// Where the text's first character is when the scalar `isVerbatim`: after the opening
    /// quote of a quoted one.
    public var textStart: Position {
        Position(line: Int(position.line), column: Int(position.column) + (style == .quoted ? 1 : 0))
    }

    /// A YAML 1.2 core-schema null: empty, `~`, `null`, `Null` or `NULL`, written plain.
    public var isNull: Bool {
        // The length first: a string `switch` compares by Unicode rules, and most scalars are titles.
        guard style == .plain, text.utf8.count <= 4 else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

/// One entry of a mapping, in source order. Keys are always scalars: the readers turn
/// complex keys away before a tree is built.
public struct MappingEntry: Sendable {
    public var key: Scalar
    public var value: Node

    public init(key: Scalar, value: Node) {
        self.key = key
        self.value = value
    }
}

/// The parsed document, the same shape whether it came from YAML or JSON.
/// Every node keeps where it started so later stages can point at it.
public enum Node: Sendable {
    case scalar(Scalar)
    case sequence([Node], at: Position)
    case mapping([MappingEntry], at: Position)

    public var position: Position {
        switch self {
        case .scalar(let scalar): scalar.position
        case .sequence(_, let position), .mapping(_, let position): position
        }
    }
}
