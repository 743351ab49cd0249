/// The lines of a UTF-8 text as every position in actionc counts them: a line ends at `\n`,
/// `\r\n` or a lone `\r`, a leading byte order mark takes no column, and columns count Unicode
/// scalars (as libyaml counts them). The one conversion between byte offsets and positions,
/// both ways; each costs a search among the line starts and a walk of at most
/// `checkpointStride` bytes, so a file written on one line costs no more than one with breaks.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    /// The offset of each line's first byte; line 1's is after the byte order mark.
    public let starts: [Int]
    /// The column before byte `k * checkpointStride` on its line, counted from the line's start.
    private let checkpoints: [Int]
    private static let checkpointStride = 1024

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var column = 0
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            while checkpoints.count * Self.checkpointStride <= index { checkpoints.append(column) }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            starts.append(index)
            column = 0
        }
        self.starts = starts
        self.checkpoints = checkpoints
    }

    /// The bytes of line `number` (1-based) without its line end; empty past the last line.
    public func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= starts.count else { return [] }
        return bytes[starts[number - 1]..<contentEnd(ofLineAt: number - 1)]
    }

    /// The index in `starts` of the line holding byte `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of byte `offset`; an offset inside a line end is the line end's first
    /// byte's, and one past the text is the end's.
    public func position(ofByteOffset offset: Int) -> Position {
        let index = lineIndex(containing: offset)
        let end = min(max(offset, starts[index]), contentEnd(ofLineAt: index))
        let checkpoint = end / Self.checkpointStride
        let checkpointOffset = checkpoint * Self.checkpointStride
        guard checkpointOffset > starts[index], checkpoint < checkpoints.count else {
            return Position(line: index + 1, column: Position.columns(of: bytes[starts[index]..<end]) + 1)
        }
        let column = checkpoints[checkpoint] + Position.columns(of: bytes[checkpointOffset..<end])
        return Position(line: index + 1, column: column + 1)
    }

    /// The offset of the byte at `position`, its columns counted on from its line's start;
    /// a line past the text is the text's end.
    public func byteOffset(of position: Position) -> Int {
        let line = Int(position.line) - 1
        guard line >= 0, line < starts.count else { return bytes.count }
        var index = starts[line]
        var column = 1
        // From the last checkpoint on the line before the column, past the rest of the
        // character it may fall inside (whose start it has counted already).
        var low = starts[line] / Self.checkpointStride + 1
        var high = min(contentEnd(ofLineAt: line) / Self.checkpointStride, checkpoints.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            if checkpoints[middle] + 1 <= Int(position.column) {
                index = middle * Self.checkpointStride
                column = checkpoints[middle] + 1
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        while column < Int(position.column), index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    private func contentEnd(ofLineAt index: Int) -> Int {
        guard index + 1 < starts.count else { return bytes.count }
        let next = starts[index + 1]
        return next >= 2 && bytes[next - 2] == UInt8(ascii: "\r") && bytes[next - 1] == UInt8(ascii: "\n")
            ? next - 2 : next - 1
    }
}
