import ActionSyntax
import Dispatch

/// Reads a large file as two documents at once, split at a line in the middle, and joins
/// the two trees: libyaml is most of the time a build takes, and one libyaml cannot use two
/// cores. The file's second half is read as `_:` followed by the lines from the split on.
/// Each half is read and composed on one thread: two threads keep both cores busy, and
/// handing batches between more threads than cores costs more than it saves.
///
/// The split line starts a key, indented, somewhere in the middle of a section such as
/// `actions:`. A split is used only when both halves read without any problem, without
/// aliases (whose anchors could be in the other half, and whose budget is the file's), and
/// when the two trees show the shape that makes joining them exact: the first half ends in
/// a root key whose value is a block mapping indented like the split line, and the second
/// starts with `_:` whose value is a block mapping at the split line. The split line is
/// then a key of that same mapping in the whole file: it cannot continue a block or plain
/// scalar (their lines are indented deeper than their key), and a quoted scalar or flow
/// collection left open would have been an error in the first half. Otherwise the file is
/// read whole, as it always can be, so problems are reported as from one reading (a broken
/// large file costs that one more reading).
enum HalvedReading {
    /// Smaller files are read whole: the second thread pair costs more than it saves.
    static let minimumSize = 512 * 1024

    struct Split {
        /// Where the second half starts: the start of a line.
        let offset: Int
        /// The spaces before the key on that line.
        let indentation: Int

        /// A split at the line starting at `offset`, when that line is an indented key.
        init?(lineStart offset: Int, in bytes: [UInt8]) {
            guard offset > 0, offset < bytes.count, bytes[offset - 1] == UInt8(ascii: "\n") else {
                return nil
            }
            var indentation = 0
            while offset + indentation < bytes.count, bytes[offset + indentation] == UInt8(ascii: " ") {
                indentation += 1
            }
            guard indentation > 0, offset + indentation < bytes.count,
                PlainBlockReader.startsWord(bytes[offset + indentation])
            else { return nil }
            self.offset = offset
            self.indentation = indentation
        }

        /// A split near the middle of `bytes`: of the next lines that start an indented key,
        /// the first with the least indentation (most likely an entry of a section).
        init?(nearTheMiddleOf bytes: [UInt8]) {
            var best: (offset: Int, indentation: Int)?
            var lineStart = bytes.count / 2
            for _ in 0..<256 {
                guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                lineStart = newline + 1
                var indentation = 0
                while lineStart + indentation < bytes.count,
                    bytes[lineStart + indentation] == UInt8(ascii: " ")
                {
                    indentation += 1
                }
                guard indentation > 0, lineStart + indentation < bytes.count,
                    PlainBlockReader.startsWord(bytes[lineStart + indentation])
                else { continue }
                if best == nil || indentation < best!.indentation { best = (lineStart, indentation) }
            }
            guard let best else { return nil }
            self.init(lineStart: best.offset, in: bytes)
        }

        /// Line breaks before the split, as libyaml counts them; nil when they cannot be
        /// counted so (NEL, LS and PS, which libyaml also takes for line breaks) or when a
        /// `...` line ends the document before it (the first half would read as a whole
        /// document that the file is not).
        func linesBefore(in bytes: [UInt8]) -> Int? {
            Self.lineBreaks(before: offset, in: bytes)
        }

        private static func lineBreaks(before end: Int, in bytes: [UInt8]) -> Int? {
            bytes.withUnsafeBufferPointer { bytes in
                func endsDocument(at start: Int) -> Bool {
                    guard start + 3 <= end, bytes[start] == UInt8(ascii: "."),
                        bytes[start + 1] == UInt8(ascii: "."),
                        bytes[start + 2] == UInt8(ascii: ".")
                    else { return false }
                    return start + 3 == end || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 3])
                }
                if endsDocument(at: 0) { return nil }
                var lines = 0
                var index = 0
                while index < end {
                    switch bytes[index] {
                    case 0x0A:
                        lines += 1
                        if endsDocument(at: index + 1) { return nil }
                    case 0x0D where index + 1 >= end || bytes[index + 1] != 0x0A:
                        lines += 1
                        if endsDocument(at: index + 1) { return nil }
                    case 0xC2 where index + 1 < end && bytes[index + 1] == 0x85:
                        return nil
                    case 0xE2
                    where index + 2 < end && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8:
                        return nil
                    default:
                        break
                    }
                    index += 1
                }
                return lines
            }
        }
    }

    /// The whole file's tree from its two halves, or nil when the file must be read whole.
    static func read(_ bytes: [UInt8], file: String, limits: ParseLimits, at split: Split) -> ParseResult? {
        // The first half needs no line count, so it starts at once; this thread counts the
        // lines before the split while it reads, then reads the second half.
        let firstHalf = OtherHalf()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            (firstHalf.result, firstHalf.hasAliases) = readHalf(
                bytes[..<split.offset], underKey: false, file: file, limits: limits, lineOffset: 0)
        }
        defer { group.wait() }
        guard let linesBefore = split.linesBefore(in: bytes) else { return nil }
        // The second half is read under `_:`, on the line before the split line.
        let (second, secondHasAliases) = readHalf(
            bytes[split.offset...], underKey: true, file: file, limits: limits, lineOffset: linesBefore)
        group.wait()
        guard let first = firstHalf.result, first.diagnostics.isEmpty, !firstHalf.hasAliases,
            second.diagnostics.isEmpty, !secondHasAliases,
            case .mapping(var rootEntries, let rootPosition)? = first.root,
            isBlock(rootEntries, at: rootPosition),
            let section = rootEntries.last,
            case .mapping(let firstEntries, let sectionPosition) = section.value,
            isBlock(firstEntries, at: sectionPosition), sectionPosition.column == split.indentation + 1,
            case .mapping(let secondRootEntries, let secondRootPosition)? = second.root,
            isBlock(secondRootEntries, at: secondRootPosition),
            let head = secondRootEntries.first, head.key.style == .plain, head.key.text == "_",
            case .mapping(let secondEntries, let secondPosition) = head.value,
            isBlock(secondEntries, at: secondPosition),
            secondPosition == Position(line: linesBefore + 1, column: split.indentation + 1),
            !endsInEmptyValue(section.value, atLine: linesBefore + 1)
        else { return nil }
        rootEntries[rootEntries.count - 1] = MappingEntry(
            key: section.key, value: .mapping(firstEntries + secondEntries, at: sectionPosition))
        rootEntries += secondRootEntries.dropFirst()
        return ParseResult(root: .mapping(rootEntries, at: rootPosition), diagnostics: [])
    }

    /// One half's tree, from the plain reader when it can (reading the bytes in place), else
    /// from libyaml on this thread; and whether it used aliases. The second half is read
    /// `underKey` `_`, whose line is line `lineOffset`; the first half's lines start at 1.
    private static func readHalf(
        _ bytes: ArraySlice<UInt8>, underKey: Bool, file: String, limits: ParseLimits, lineOffset: Int
    ) -> (ParseResult, hasAliases: Bool) {
        let plain = bytes.withUnsafeBufferPointer {
            PlainBlockReader.read(
                $0, underKey: underKey ? "_" : nil, lineOffset: lineOffset, maxDepth: limits.maxDepth)
        }
        if let plain { return (ParseResult(root: plain, diagnostics: []), false) }
        // libyaml needs the text itself.
        let text = underKey ? Array("_:\n".utf8) + bytes : Array(bytes)
        var reader = EventReader(
            file: file, bytes: text, limits: limits, lineOffset: underKey ? lineOffset - 1 : lineOffset)
        let result = reader.read(onThisThread: true)
        return (result, reader.aliasExpansion > 0)
    }

    /// Whether the first half ends in a value left out (`key:` as its last line): libyaml
    /// places that empty value where the next token starts, which in the first half is its
    /// end, at column 1 of the split line, and in the whole file the split line's key.
    private static func endsInEmptyValue(_ node: Node, atLine line: Int) -> Bool {
        switch node {
        case .mapping(let entries, _): entries.last.map { endsInEmptyValue($0.value, atLine: line) } ?? false
        case .sequence(let items, _): items.last.map { endsInEmptyValue($0, atLine: line) } ?? false
        case .scalar(let scalar): scalar.position == Position(line: line, column: 1)
        }
    }

    /// A block mapping starts at its first key; a flow mapping at its `{`.
    private static func isBlock(_ entries: [MappingEntry], at position: Position) -> Bool {
        entries.first?.key.position == position
    }

    /// Where the other thread leaves its half; `DispatchGroup.wait()` orders the writes
    /// before the reads, which is what makes the unchecked `Sendable` sound.
    private final class OtherHalf: @unchecked Sendable {
        var result: ParseResult?
        var hasAliases = false
    }
}
