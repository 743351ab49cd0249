package import ActionSyntax
import ActionYAML

/// The parse stage: one input's bytes read into a node tree, with what reading found. The
/// one place that checks a file's size before a reader runs (each reader checks the
/// encoding), for definitions, baselines, payloads, imported responses and String Catalogs
/// alike.
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
        if let tooLarge = limits.fileSizeProblem(size: source.bytes.count, file: source.path) {
            result = ParseResult(root: nil, diagnostics: [tooLarge])
        } else if syntax == .byName && !source.isJSON {
            // Each reader checks the encoding itself, only once it has met a problem.
            result = YAMLReader.parse(source.bytes, file: source.path, limits: limits)
        } else {
            result = JSONReader.parse(source.bytes, file: source.path, limits: limits)
        }
        root = result.root
        diagnostics = result.diagnostics
    }

    /// Why `source` cannot be read as text at all: over the size limit, or not UTF-8
    /// without NUL bytes. For the readers outside this stage that do not check the encoding
    /// themselves (XLIFF's XML).
    package static func textProblem(_ source: SourceFile, limits: ParseLimits) -> Diagnostic? {
        limits.fileSizeProblem(size: source.bytes.count, file: source.path)
            ?? TextEncoding.check(source.bytes, file: source.path)
    }
}
