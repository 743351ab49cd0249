// `swift run actionc-embed`: rewrites every embedded copy in Sources/ from the file it is made
// from (the table is `EmbeddedCopies.all`), leaving a copy that is already current untouched.
// A developer's tool, never part of actionc: the one target in Sources/ that uses Foundation.
import Foundation
import SourceEmbedding

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

func list(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
}

do {
    // Every copy is made before any is written, so a failure leaves Sources/ as it was. A copy
    // made from another one (the schema's) reads it as just made.
    var made: [String: String] = [:]
    let sources = try EmbeddedCopies.all.map { copy in
        let source = try copy.source(read: { try made[$0] ?? read($0) }, list: list)
        made[copy.destination] = source
        return (copy.destination, source)
    }
    for (destination, source) in sources {
        if (try? read(destination)) == source {
            print("\(destination) is current")
        } else {
            try source.write(to: root.appendingPathComponent(destination), atomically: true, encoding: .utf8)
            print("wrote \(destination)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("actionc-embed: error: \(error)\n".utf8))
    exit(1)
}
