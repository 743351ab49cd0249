import ActionPipeline
import ActionSyntax

/// One fuzz input through parse → decode → validate → render, with the invariants any
/// input must keep: no crash, output exactly when there is no error, every error
/// positioned inside the input, and the rendered JSON compiles back to itself.
public func runPipeline(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = Compiler.compile([SourceFile(path: path, bytes: bytes)])
    precondition(
        (result.output == nil) == result.diagnostics.hasErrors,
        "output must exist exactly when there is no error")
    for diagnostic in result.diagnostics where diagnostic.location?.file == path {
        let location = diagnostic.location!
        precondition(
            location.line >= 1 && location.column >= 1, "diagnostic outside the input: \(diagnostic)")
    }
    // Definitions whose targets leave out the Hive SDK have no Hive file to read back.
    guard let hiveJSON = result.output?.hiveJSON else { return }
    let again = Compiler.compile([
        SourceFile(path: "hive_push_actions.json", bytes: Array(hiveJSON.utf8))
    ])
    if let rebuilt = again.output {
        precondition(rebuilt.hiveJSON == hiveJSON, "hive_push_actions.json is not a fixpoint")
    } else {
        // Only an explicit swiftName (not carried in the Hive file) may have avoided a collision.
        precondition(
            again.diagnostics.filter { $0.severity == .error }.allSatisfy { $0.code == .swiftNameCollision },
            "rendered JSON does not compile: \(again.diagnostics)")
    }
}
