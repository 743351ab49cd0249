#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Actionc.run(Array(CommandLine.arguments.dropFirst()), console: Console()).rawValue)
