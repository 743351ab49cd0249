import ActionModel
import ActionValidate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What to tell a user whose path names nothing: the sibling they likely meant (a case-
/// sensitive file system turns `presets/` away beside `Presets/`), and that the presets
/// need no path at all.
enum MissingPath {
    /// `cannot read 'PATH': REASON`, with the hints for a path that does not exist.
    static func cannotRead(_ path: String, _ error: SystemError) -> String {
        var message = "cannot read \(path.quoted): \(error.description)"
        guard error.code == ENOENT || error.code == ENOTDIR else { return message }
        if let meant = likelyPath(for: path) { message += "; did you mean \(meant.quoted)?" }
        if path.split(separator: "/").contains(where: { $0.lowercased() == "presets" }) {
            message +=
                "; presets need no path: a definitions file takes one with 'presets: [\(Preset.all[0].name)]'"
        }
        return message
    }

    /// The path with each missing component replaced by the closest name beside it (one that
    /// differs only in case first of all); nil when some component has none close, or
    /// nothing was missing.
    static func likelyPath(for path: String) -> String? {
        var components = path.split(separator: "/").map(String.init)
        var directory = path.hasPrefix("/") ? "/" : "."
        var changed = false
        for index in components.indices {
            if case .failure = FileStatus.of(PathText.join(directory, components[index])) {
                guard case .success(let names) = DirectoryEntries.names(in: directory),
                    let meant = Suggestion.closest(
                        to: components[index], in: names.filter { !$0.hasPrefix(".") })
                else { return nil }
                components[index] = meant
                changed = true
            }
            directory = PathText.join(directory, components[index])
        }
        guard changed else { return nil }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            + (path.hasSuffix("/") ? "/" : "")
    }
}
