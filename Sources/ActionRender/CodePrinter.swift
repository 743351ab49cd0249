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
    /// fragments and holds valid UTF-8. Not the whole text: making the `String` of a whole
    /// buffer at the end would hold the text twice, 38 MB more at 10,000 categories.
    private var pending = PendingBytes()
    private var pendingCount = 0
    /// One level of indentation, such as four spaces.
    package let indentUnit: String
    /// A line break and the current indentation: what starts every line but the first. A line's
    /// break is written when the next line starts (or the text is read), so that a new line
    /// costs one copy.
    private var lineBreak: [UInt8] = [UInt8(ascii: "\n")]
    private var atLineStart = true
    /// Whether the line before has ended but its break is not written yet.
    private var breakPending = false

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
            writePendingBreak()
            flush()
            return flushed
        }
    }

    /// How many levels deep the next line starts.
    package var depth: Int { (lineBreak.count - 1) / max(indentUnit.utf8.count, 1) }

    /// Appends to the current line; the indentation comes first when the line is new.
    @inline(__always)
    package mutating func print(_ fragment: String) {
        fragment.withUTF8InPlace { print(utf8: $0) }
    }

    /// `print(_:)` for text fixed in the program (`"\""`, `": "`), which is read where it is.
    @inline(__always)
    package mutating func print(literal: StaticString) {
        // Through `withUTF8Buffer`: a literal of one scalar may be held without a pointer.
        literal.withUTF8Buffer { print(utf8: $0) }
    }

    /// Appends UTF-8 bytes the caller assembled to the current line, as `print(_:)` does: whole
    /// scalars of valid UTF-8, as copied from `String`s and literals, since the text is made of
    /// them without validating them again (`appendUnvalidated`).
    @inline(__always)
    package mutating func print(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if atLineStart {
            atLineStart = false
            // The first line has no break before it.
            let breakCount = breakPending ? lineBreak.count : lineBreak.count - 1
            breakPending = false
            if let target = claim(breakCount) {
                // Copied in a closure that leaves the printer as it is: calling `append` in it
                // made the compiler retain and release `lineBreak` for every line.
                lineBreak.withUnsafeBufferPointer {
                    target.update(from: $0.baseAddress! + ($0.count - breakCount), count: breakCount)
                }
            } else {
                lineBreak.withUnsafeBufferPointer {
                    append(UnsafeBufferPointer(rebasing: $0.suffix(breakCount)))
                }
            }
        }
        append(bytes)
    }

    /// Ends the current line after `fragment`. An empty line carries no indentation.
    package mutating func line(_ fragment: String = "") {
        print(fragment)
        endLine()
    }

    /// Ends the current line after `utf8`, a part of a buffer of UTF-8 lines.
    package mutating func line(utf8: Slice<UnsafeBufferPointer<UInt8>>) {
        print(utf8: UnsafeBufferPointer(rebasing: utf8))
        endLine()
    }

    /// Each of `lines` as a line of its own, at the current indentation.
    package mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }

    package mutating func indent() { lineBreak.append(contentsOf: indentUnit.utf8) }

    package mutating func outdent() {
        precondition(lineBreak.count > 1, "outdent() without a matching indent()")
        lineBreak.removeLast(indentUnit.utf8.count)
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

    /// Ends the current line: `line()`. An empty line carries no indentation.
    @inline(__always)
    package mutating func endLine() {
        writePendingBreak()
        breakPending = true
        atLineStart = true
    }

    /// Writes the break of a line that has ended: before an empty line, or when the text is read.
    private mutating func writePendingBreak() {
        guard breakPending else { return }
        lineBreak.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0.prefix(1))) }
        breakPending = false
    }

    /// Copies `bytes` into the pending buffer: the one write of every fragment, so kept to a
    /// copy and a count where there is room and the buffer is this printer's alone.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = claim(bytes.count) else {
            return appendAfterFlushing(bytes)
        }
        target.update(from: source, count: bytes.count)
    }

    /// Where the next `count` bytes go in the pending buffer, counted as written: nil where they
    /// do not fit or the buffer is shared, and then nothing is counted.
    @inline(__always)
    private mutating func claim(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        guard pendingCount + count <= PendingBytes.capacity, isKnownUniquelyReferenced(&pending) else {
            return nil
        }
        defer { pendingCount += count }
        return pending.start + pendingCount
    }

    private mutating func appendAfterFlushing(_ bytes: UnsafeBufferPointer<UInt8>) {
        flush()
        guard let source = bytes.baseAddress else { return }
        guard bytes.count <= PendingBytes.capacity else { return appendUnvalidated(bytes) }
        pending.start.update(from: source, count: bytes.count)
        pendingCount = bytes.count
    }

    /// Moves the pending bytes into `flushed`, leaving this printer a buffer of its own.
    private mutating func flush() {
        if pendingCount > 0 {
            appendUnvalidated(UnsafeBufferPointer(start: pending.start, count: pendingCount))
            pendingCount = 0
        }
        if !isKnownUniquelyReferenced(&pending) { pending = PendingBytes() }
    }

    /// Appends `bytes` to `flushed` without validating them as UTF-8 again: every fragment is
    /// whole scalars copied from `String`s and literals (`print(utf8:)`), so the checks of
    /// `String(decoding:)` would find nothing to repair, and they cost a pass over the whole
    /// text (16 ms of the registry's 360 at 10,000 categories).
    private mutating func appendUnvalidated(_ bytes: UnsafeBufferPointer<UInt8>) {
        flushed += String(validUTF8: bytes)
    }
}

/// The buffer of bytes a printer gathers before it makes a `String` of them: raw memory, so
/// that an append is a copy, where an `Array`'s costs several times that in its general
/// checks. Written only by a printer that holds the one reference (`isKnownUniquelyReferenced`);
/// a copied printer flushes what it shares and takes a buffer of its own, so printers stay
/// values, and that is what makes sharing one across threads safe.
private final class PendingBytes: @unchecked Sendable {
    static let capacity = 1 << 16
    let start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

    deinit { start.deallocate() }
}
