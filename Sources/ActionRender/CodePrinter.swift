import ActionSyntax

/// Writes generated text line by line at a current indentation, so emission code reads
/// like the output it makes: `printer.line("{")`, `printer.indented { … }`, `printer.line("}")`.
/// Every renderer (Swift, JSON, YAML, HTML) writes through one of these; none counts spaces.
package struct CodePrinter: Sendable {
    /// The text flushed so far; `text` adds what is still pending.
    private var flushed: String = ""
    /// Fragments not yet in `flushed`, gathered as bytes: appending to a `String` costs a few
    /// hundred instructions a call, which is most of a large output's rendering, while a copy
    /// into this buffer costs a tenth of that. Flushed whole, so it always ends between
    /// fragments and holds valid UTF-8.
    private var pending: [UInt8] = Array(repeating: 0, count: CodePrinter.pendingCapacity)
    private var pendingCount = 0
    /// One level of indentation, such as four spaces.
    package let indentUnit: String
    private var indentation: String = ""
    private var atLineStart = true

    private static let pendingCapacity = 1 << 14

    /// `estimatedSize` reserves the text's storage once, so a large output is not copied
    /// as it grows. Twice the estimate is reserved: a large allocation's pages take memory
    /// only once written, while an estimate short by one byte would copy the whole text into
    /// a buffer of twice its size, both alive at once (73 MB more at 10,000 categories).
    package init(indentUnit: String = "    ", estimatedSize: Int = 0) {
        self.indentUnit = indentUnit
        flushed.reserveCapacity(2 * estimatedSize)
    }

    /// The text so far.
    package var text: String {
        mutating get {
            flush()
            return flushed
        }
    }

    /// How many levels deep the next line starts.
    package var depth: Int { indentation.utf8.count / max(indentUnit.utf8.count, 1) }

    /// Appends to the current line; the indentation comes first when the line is new.
    package mutating func print(_ fragment: String) {
        fragment.withUTF8InPlace { print($0) }
    }

    /// Ends the current line after `fragment`. An empty line carries no indentation.
    package mutating func line(_ fragment: String = "") {
        print(fragment)
        endLine()
    }

    /// Ends the current line after `utf8`, UTF-8 bytes the caller assembled: a renderer that
    /// builds a line byte by byte need not make a `String` of it first.
    package mutating func line(utf8: [UInt8]) {
        utf8.withUnsafeBufferPointer { print($0) }
        endLine()
    }

    /// Each of `lines` as a line of its own, at the current indentation.
    package mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }

    package mutating func indent() { indentation += indentUnit }

    package mutating func outdent() {
        precondition(!indentation.isEmpty, "outdent() without a matching indent()")
        indentation.removeLast(indentUnit.count)
    }

    /// Runs `body` one level deeper.
    package mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }

    /// `opening` on its own line, `body` one level deeper, then `closing`: a block.
    package mutating func block(
        _ opening: String, _ closing: String = "}", _ body: (inout CodePrinter) -> Void
    ) {
        line(opening)
        indented(body)
        line(closing)
    }

    private mutating func print(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if atLineStart {
            append(indentation)
            atLineStart = false
        }
        append(bytes)
    }

    private mutating func endLine() {
        append("\n")
        atLineStart = true
    }

    private mutating func append(_ fragment: String) {
        fragment.withUTF8InPlace { append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if pendingCount + bytes.count > Self.pendingCapacity { flush() }
        guard bytes.count <= Self.pendingCapacity else {
            flushed += String(decoding: bytes, as: UTF8.self)
            return
        }
        let count = pendingCount
        pending.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        }
        pendingCount += bytes.count
    }

    private mutating func flush() {
        guard pendingCount > 0 else { return }
        flushed += pending.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[..<pendingCount]), as: UTF8.self)
        }
        pendingCount = 0
    }
}
