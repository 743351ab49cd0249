/// One generated Swift file that carries text the binary needs (a preset, the schema, a data
/// file, the registry runtime) so actionc needs no resource files, and the file it is made
/// from. Paths are from the repository root.
package struct EmbeddedCopy: Sendable {
    /// What the copy is made from: one file, or every file in a folder whose name ends in
    /// `suffix`, in byte order of their names.
    enum Origin: Sendable, CustomStringConvertible {
        case file(String)
        case files(folder: String, suffix: String)

        /// As the copy's first line names it: the path, or `folder/*suffix`.
        var description: String {
            switch self {
            case .file(let path): path
            case .files(let folder, let suffix): "\(folder)/*\(suffix)"
            }
        }
    }

    /// An origin file as read: its name (without the folder) and its text.
    struct OriginFile: Sendable {
        let name: String
        let text: String
    }

    package let destination: String
    let origin: Origin
    /// The copy's Swift source from the origin's files.
    let make: @Sendable (_ origin: Origin, _ files: [OriginFile]) throws -> String

    /// The copy as it must read now. `read` gives a file's text and `list` the names in a
    /// folder, both by path from the repository root: the generator and the test that checks
    /// its output read the same files through their own I/O.
    package func source(read: (String) throws -> String, list: (String) throws -> [String]) throws -> String {
        switch origin {
        case .file(let path):
            let name = String(path.split(separator: "/").last ?? Substring(path))
            return try make(origin, [OriginFile(name: name, text: try read(path))])
        case .files(let folder, let suffix):
            let names = try list(folder).filter { $0.hasSuffix(suffix) }.sorted {
                $0.utf8.lexicographicallyPrecedes($1.utf8)
            }
            let files = try names.map { OriginFile(name: $0, text: try read(folder + "/" + $0)) }
            return try make(origin, files)
        }
    }
}

/// Why an origin cannot be embedded; the generator prints it and changes nothing.
package struct EmbeddingError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) { self.description = description }
}
