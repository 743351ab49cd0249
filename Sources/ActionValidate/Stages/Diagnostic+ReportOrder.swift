package import ActionSyntax

extension [Diagnostic] {
    /// Diagnostics without a place first, then by input order (presets' files after the
    /// inputs), position, code and message: an order that does not depend on which rule
    /// found a problem first. `fileOrder` is the inputs' paths.
    package func inReportOrder(fileOrder: [String]) -> [Diagnostic] {
        var rank: [String: Int] = [:]
        for (index, path) in fileOrder.enumerated() where rank[path] == nil { rank[path] = index }
        func key(_ diagnostic: Diagnostic) -> (Int, String, Int, Int, String, String) {
            guard let location = diagnostic.location else { return (-1, "", 0, 0, "", diagnostic.message) }
            return (
                rank[location.file] ?? fileOrder.count, location.file, location.line,
                location.column, diagnostic.code.rawValue, diagnostic.message
            )
        }
        return sorted { key($0) < key($1) }
    }
}
