/// Writes generated text line by line at a current indentation, so emission code reads
/// like the output it makes: `printer.line("{")`, `printer.indented { … }`, `printer.line("}")`.
/// Every renderer (Swift, JSON, YAML, HTML) writes through one of these; none counts spaces.
public struct CodePrinter: Sendable {
    /// The text so far.
    public private(set) var text: String = ""
    /// One level of indentation, such as four spaces.
    public let indentUnit: String
    private var indentation: String = ""
    private var atLineStart = true

    /// `estimatedSize` reserves the text's storage once, so a large output is not copied
    /// as it grows.
    public init(indentUnit: String = "    ", estimatedSize: Int = 0) {
        self.indentUnit = indentUnit
        text.reserveCapacity(estimatedSize)
    }

    /// How many levels deep the next line starts.
    public var depth: Int { indentation.utf8.count / max(indentUnit.utf8.count, 1) }

    /// Appends to the current line; the indentation comes first when the line is new.
    public mutating func print(_ fragment: String) {
        guard !fragment.isEmpty else { return }
        if atLineStart {
            text += indentation
            atLineStart = false
        }
        text += fragment
    }

    /// Ends the current line after `fragment`. An empty line carries no indentation.
    public mutating func line(_ fragment: String = "") {
        print(fragment)
        text += "\n"
        atLineStart = true
    }

    /// Each of `lines` as a line of its own, at the current indentation.
    public mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }

    public mutating func indent() { indentation += indentUnit }

    public mutating func outdent() {
        precondition(!indentation.isEmpty, "outdent() without a matching indent()")
        indentation.removeLast(indentUnit.count)
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }

    /// `opening` on its own line, `body` one level deeper, then `closing`: a block.
    public mutating func block(
        _ opening: String, _ closing: String = "}", _ body: (inout CodePrinter) -> Void
    ) {
        line(opening)
        indented(body)
        line(closing)
    }
}
