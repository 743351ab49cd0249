/// Eight bytes, the first in the lowest lane, tested at once: each test sets the high bit of
/// exactly the lanes (bytes) it holds for, so the lowest bit set is the first byte that does.
/// Every sum stays within its lane (seven bits plus at most 0x7F), so no lane's result depends
/// on another's. The one home of the eight-bytes-at-a-time scans over text (the JSON reader's
/// strings, the encoding check, the forbidden characters of a title): most bytes of a text are
/// not the ones looked for.
@frozen public struct ByteLanes {
    public let word: UInt64

    /// The eight bytes at `offset` of `base`, wherever they are aligned.
    @inlinable @inline(__always)
    public init(_ base: UnsafeRawPointer, at offset: Int) {
        word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inlinable @inline(__always)
    public init(word: UInt64) {
        self.word = word
    }

    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080
    @usableFromInline static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    @inlinable @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// Lanes equal to `byte`.
    @inlinable @inline(__always)
    public func equal(_ byte: UInt8) -> UInt64 {
        let difference = word ^ Self.repeating(byte)
        return ~(((difference & Self.lowBits) &+ Self.lowBits) | difference) & Self.highBits
    }

    /// Lanes below `bound`, which is at most 0x80.
    @inlinable @inline(__always)
    public func below(_ bound: UInt8) -> UInt64 {
        ~(((word & Self.lowBits) &+ Self.repeating(0x80 - bound)) | word) & Self.highBits
    }

    /// Lanes past ASCII.
    @inlinable @inline(__always)
    public var pastASCII: UInt64 { word & Self.highBits }
}
