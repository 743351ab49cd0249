import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runInfoPlistCheck(data, size)
    return 0
}
