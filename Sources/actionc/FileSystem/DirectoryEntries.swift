#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum DirectoryEntries {
    /// The names in a directory (without `.` and `..`), sorted by their bytes so the order
    /// is the same on every machine and in every locale.
    static func names(in directory: String) -> Result<[String], SystemError> {
        guard let stream = opendir(directory) else { return .failure(SystemError()) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
