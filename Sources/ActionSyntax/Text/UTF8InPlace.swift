extension String {
    /// Calls `body` with the string's UTF-8 where it is. Unlike `withUTF8`, this needs no
    /// mutable copy, whose retain and release per call showed in profiles of large catalogs
    /// (a million texts per build); only a string without contiguous UTF-8 is copied first.
    /// Inlinable, so that it is specialized where it is called rather than generic.
    @inlinable public func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows
        -> Result
    {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
