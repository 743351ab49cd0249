#if canImport(Glibc)
    import Glibc
#endif

/// Memory the stages have freed, handed back to the system before the outputs are rendered.
enum FreedMemory {
    /// glibc keeps what a program frees for its next allocations, but a large app's outputs
    /// are each larger than it serves from that memory (they are mapped afresh), so the
    /// syntax trees and definitions freed before rendering would stay resident beside them:
    /// 12 MB of the peak at 10,000 categories (Benchmarks/README.md, "Issue 50: peak memory").
    /// Darwin's allocator returns large freed regions itself.
    static func returnToSystem() {
        #if canImport(Glibc)
            // Looked up, since the Glibc module leaves out <malloc.h>.
            typealias Trim = @convention(c) (Int) -> Int32
            guard let trim = dlsym(nil, "malloc_trim") else { return }
            _ = unsafeBitCast(trim, to: Trim.self)(0)
        #endif
    }
}
