import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResources(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPayloadStringsCheck(data, size, path: "res/values-de/strings.xml")
    return 0
}
