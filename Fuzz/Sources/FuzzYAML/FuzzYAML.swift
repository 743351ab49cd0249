import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runPipeline(data, size, path: "fuzz.yaml")
    return 0
}
