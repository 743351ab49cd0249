import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPayloadStringsCheck(data, size, path: "Localizable.xcstrings")
    return 0
}
