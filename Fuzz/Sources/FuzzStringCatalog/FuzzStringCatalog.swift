import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runTranslationImport(data, size, path: "fuzz.xcstrings")
    return 0
}
