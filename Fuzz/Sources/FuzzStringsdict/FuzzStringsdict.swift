import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPayloadStringsCheck(data, size, path: "de.lproj/Localizable.stringsdict")
    return 0
}
