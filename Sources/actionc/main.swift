import ActionCore
import Foundation

// Placeholder entry point; the command-line interface lands with the CLI work.
let paths = Array(CommandLine.arguments.dropFirst())
let sources = paths.map { SourceFile(path: $0, bytes: Array(FileManager.default.contents(atPath: $0) ?? Data())) }
let result = Compiler.compile(sources)
FileHandle.standardError.write(Data(DiagnosticFormatter.text(result.diagnostics).utf8))
if let output = result.output { print(output.hiveJSON, terminator: "") }
exit(result.diagnostics.hasErrors ? 1 : 0)
