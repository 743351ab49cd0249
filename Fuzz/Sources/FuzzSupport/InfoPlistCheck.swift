import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax

/// The Hive preset's catalog, which the fuzzed Info.plist is checked against, compiled once.
private let hiveCatalog: Catalog = {
    let definitions = SourceFile(
        path: "push.actions.yaml", bytes: Array("version: 1\npresets: [hive]\n".utf8))
    guard let catalog = Compiler.compile([definitions]).output?.catalog else {
        fatalError("the Hive preset does not compile")
    }
    return catalog
}()

/// One fuzz input as a content extension's Info.plist, through the XML reader, the tree
/// builder and the category check, with the invariants any input must keep: no crash, at
/// most one error from a plist that cannot be read, and every position inside the input.
public func runInfoPlistCheck(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let path = "Info.plist"
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = ContentExtensionCheck.check(
        [SourceFile(path: path, bytes: bytes)], against: hiveCatalog)
    let end = Position.of(byteOffset: size, in: bytes)
    for diagnostic in diagnostics {
        for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
            guard let location, location.file == path else { continue }
            precondition(
                location.line >= 1 && location.column >= 1, "position before the input: \(diagnostic)")
            precondition(
                location.line < end.line || (location.line == end.line && location.column <= end.column),
                "position past the input's end \(end): \(diagnostic)")
        }
    }
}
