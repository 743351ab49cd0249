/// The encoding rules shared by the YAML and JSON readers: input is UTF-8, optionally
/// after a UTF-8 byte order mark, with no NUL bytes. Everything else (UTF-16, UTF-32,
/// Latin-1, binary files) is turned away here with an `encoding` diagnostic, so the
/// readers only ever see well-formed UTF-8.
public enum TextEncoding {
    /// The UTF-8 byte order mark, EF BB BF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether `bytes` start with a UTF-8 byte order mark.
    public static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: byteOrderMark)
    }

    /// Nil when `bytes` are UTF-8 text without NUL bytes, else the one `encoding` error
    /// that explains why not, at the offending byte.
    public static func check(_ bytes: [UInt8], file: String) -> Diagnostic? {
        if let wide = wideEncoding(of: bytes) {
            return .error(
                .encoding,
                "the file looks like \(wide) text; actionc reads UTF-8 only, so save it as UTF-8",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let (offset, problem) = firstProblem(in: bytes) else { return nil }
        return .error(
            .encoding, problem,
            at: SourceLocation(file: file, position: Position.of(byteOffset: offset, in: bytes)))
    }

    /// UTF-16 and UTF-32 give themselves away by a byte order mark, or, without one, by
    /// NUL bytes around the first character (which is ASCII in any definitions file).
    private static func wideEncoding(of bytes: [UInt8]) -> String? {
        // Each pattern is four (or two) bytes, each a given value, or, where `nonNUL` is set,
        // any byte but NUL. Not arrays of optional bytes: their runtime type would be made on
        // first use, which every build pays for the one check of each file.
        func starts(with pattern: UInt32, count: Int, nonNUL: UInt32 = 0) -> Bool {
            guard bytes.count >= count else { return false }
            for index in 0..<count {
                let shift = UInt32(8 * (count - 1 - index))
                let expected = UInt8(truncatingIfNeeded: pattern >> shift)
                let anyButNUL = (nonNUL >> shift) & 0xFF != 0
                guard anyButNUL ? bytes[index] != 0 : bytes[index] == expected else { return false }
            }
            return true
        }
        // Longest patterns first: a UTF-32LE mark begins with the UTF-16LE one.
        if starts(with: 0xFFFE_0000, count: 4) || starts(with: 0, count: 4, nonNUL: 0xFF00_0000) {
            return "UTF-32 (little-endian)"
        }
        if starts(with: 0x0000_FEFF, count: 4) || starts(with: 0, count: 4, nonNUL: 0x0000_00FF) {
            return "UTF-32 (big-endian)"
        }
        if starts(with: 0xFFFE, count: 2) || starts(with: 0, count: 2, nonNUL: 0xFF00) {
            return "UTF-16 (little-endian)"
        }
        if starts(with: 0xFEFF, count: 2) || starts(with: 0, count: 2, nonNUL: 0x00FF) {
            return "UTF-16 (big-endian)"
        }
        return nil
    }

    /// The byte offset and description of the first NUL byte or ill-formed UTF-8
    /// sequence (overlong forms, surrogates and code points past U+10FFFF included).
    private static func firstProblem(in bytes: [UInt8]) -> (Int, String)? {
        bytes.withUnsafeBufferPointer { buffer -> (Int, String)? in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at a time, none of them NUL: most of a definitions file
                // or a translation record, which every build checks whole.
                while index + 8 <= count {
                    let lanes = ByteLanes(buffer.baseAddress!, at: index)
                    guard lanes.pastASCII == 0, lanes.below(1) == 0 else { break }
                    index += 8
                }
                guard index < count else { break }
                let lead = buffer[index]
                if lead >= 0x01 && lead < 0x80 {
                    index += 1
                    continue
                }
                if lead == 0 {
                    return (
                        index, "the file contains a NUL byte; is it a binary file? actionc reads UTF-8 text"
                    )
                }
                switch sequence(at: index, in: buffer) {
                case .wellFormed(let length): index += length
                case .illFormed: return (index, invalid(lead))
                case .truncated:
                    return (index, "the file ends inside a UTF-8 sequence; actionc reads UTF-8 text")
                }
            }
            return nil
        }
    }

    /// What the bytes from a lead byte of 0x80 or more are.
    enum Sequence {
        /// A well-formed sequence of two to four bytes.
        case wellFormed(length: Int)
        /// Not UTF-8: overlong forms, surrogates and code points past U+10FFFF included.
        case illFormed
        /// The text ends inside a sequence that was well-formed so far.
        case truncated
    }

    /// The sequence whose lead byte (0x80 or more) is at `index`. The JSON reader checks its
    /// strings that hold more than ASCII with it; inlined there, as most characters of a
    /// translated text take more than one byte.
    @inline(__always) static func sequence(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Sequence {
        // The allowed range of the second byte depends on the lead byte
        // (Unicode 15, table 3-7); later bytes are always 80...BF.
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch buffer[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: return .illFormed
        }
        for position in 1..<length {
            guard index + position < buffer.count else { return .truncated }
            let byte = buffer[index + position]
            let (low, high) = position == 1 ? (secondLow, secondHigh) : (0x80, 0xBF)
            guard byte >= low && byte <= high else { return .illFormed }
        }
        return .wellFormed(length: length)
    }

    private static func invalid(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); actionc reads UTF-8 text only"
            + " (is this file Latin-1, or binary?)"
    }
}
