import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPayloadStringsCheck(data, size, path: "en.lproj/Localizable.strings")
    return 0
}
