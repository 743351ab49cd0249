extension String {
    /// A string of `utf8`, which the caller has already found to be whole, valid UTF-8 (a
    /// reader that checked it as it read; a printer that copies whole scalars out of strings
    /// and literals). `String(decoding:)` would check every byte again, a tenth of a large
    /// output's rendering. `isASCII` says the bytes are all ASCII, which the string then knows
    /// without a look (`Character` walks take a faster path). Both claims are checked in debug
    /// builds: a string holding bytes that break them is undefined behaviour.
    @inlinable public init(validUTF8 utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool = false) {
        assert(String(decoding: utf8, as: UTF8.self).utf8.elementsEqual(utf8), "bytes that are not UTF-8")
        assert(!isASCII || utf8.allSatisfy { $0 < 0x80 }, "bytes past ASCII said to be ASCII")
        // UTF8Span, `unsafe` and `span` came with Swift 6.2; the package builds with 6.1 too.
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
                self = unsafe String(copying: UTF8Span(unchecked: utf8.span, isKnownASCII: isASCII))
                return
            }
        #endif
        self = String(decoding: utf8, as: UTF8.self)
    }
}
