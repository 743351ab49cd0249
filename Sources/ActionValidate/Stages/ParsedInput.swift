package import ActionSyntax
import ActionYAML

/// The parse stage: one input's bytes read into a node tree, with what reading found. The
/// one place that checks a file's size and encoding before a reader runs, for definitions,
/// baselines, payloads, imported responses and String Catalogs alike.
package struct ParsedInput: Sendable {
    /// Which reader takes the bytes.
    package enum Syntax: Sendable {
        /// JSON by the `.json` extension, YAML otherwise (definitions, baselines).
        case byName
        /// JSON whatever the name (`.apns` payloads, a Pushwoosh response, a String Catalog).
        case json
    }

    package let source: SourceFile
    package let root: Node?
    package let diagnostics: [Diagnostic]

    package init(_ source: SourceFile, as syntax: Syntax = .byName, limits: ParseLimits = .default) {
        self.source = source
        let result: ParseResult
        if syntax == .byName && !source.isJSON {
            // The YAML reader checks the encoding itself, only once it has met a problem.
            result =
                limits.fileSizeProblem(size: source.bytes.count, file: source.path).map {
                    ParseResult(root: nil, diagnostics: [$0])
                } ?? YAMLReader.parse(source.bytes, file: source.path, limits: limits)
        } else if let problem = Self.textProblem(source, limits: limits) {
            // The JSON reader relies on this: past it, the bytes are UTF-8 without NUL bytes.
            result = ParseResult(root: nil, diagnostics: [problem])
        } else {
            result = JSONReader.parse(source.bytes, file: source.path, limits: limits)
        }
        root = result.root
        diagnostics = result.diagnostics
    }

    /// Why `source` cannot be read as text at all: over the size limit, or not UTF-8
    /// without NUL bytes. Also for the readers outside this stage (XLIFF's XML).
    package static func textProblem(_ source: SourceFile, limits: ParseLimits) -> Diagnostic? {
        limits.fileSizeProblem(size: source.bytes.count, file: source.path)
            ?? TextEncoding.check(source.bytes, file: source.path)
    }
}
