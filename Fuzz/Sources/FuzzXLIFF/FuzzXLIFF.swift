import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runTranslationImport(data, size, path: "fuzz.xliff")
    return 0
}
