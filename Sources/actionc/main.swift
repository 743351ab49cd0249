#if canImport(Glibc)
    import Glibc

    // glibc raises its mmap threshold to the largest block freed so far, so once a large
    // app's input bytes are freed, later output buffers of that size come from the heap,
    // where freed memory stays: 10,000 categories peaked 11 MB higher. A fixed threshold
    // (M_MMAP_THRESHOLD, -3 in malloc.h, which the Glibc module does not import) keeps
    // blocks of a megabyte or more in mmap, returned whole when freed. And one arena for
    // every thread (M_ARENA_MAX, -8): a large app's translation records are read on a second
    // thread, so their memory came from that thread's arena, and once freed the main thread's
    // later allocations could not reuse it (10 MB higher at 10,000 categories).
    if let symbol = dlsym(nil, "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-3, 1 << 20)
        _ = mallopt(-8, 1)
    }
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Actionc.run(Array(CommandLine.arguments.dropFirst()), console: Console()).rawValue)
