#if canImport(Glibc)
    import Glibc

    // glibc raises its mmap threshold to the largest block freed so far, so once a large
    // app's input bytes are freed, later output buffers of that size come from the heap,
    // where freed memory stays: 10,000 categories peaked 11 MB higher. A fixed threshold
    // (M_MMAP_THRESHOLD, -3 in malloc.h, which the Glibc module does not import) keeps
    // blocks of a megabyte or more in mmap, returned whole when freed.
    if let symbol = dlsym(nil, "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-3, 1 << 20)
    }
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Actionc.run(Array(CommandLine.arguments.dropFirst()), console: Console()).rawValue)
