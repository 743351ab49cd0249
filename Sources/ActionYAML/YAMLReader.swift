package import ActionSyntax

/// Reads YAML into the shared node tree: libyaml's events (`EventParser`, one of the two
/// files that see libyaml) are composed into `Node`s (`Composer`) on the calling thread.
///
/// What is read, and what is turned away:
/// - One document per file; a second one is `unsupported-yaml`.
/// - Mapping keys are scalars; a sequence or mapping as a key is `unsupported-yaml`.
/// - Tags: only the YAML core ones (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
///   `!!seq`, `!!map`) and the non-specific `!`. `!!str` and `!` make a scalar text (it
///   is then read as if quoted); `!!int`, `!!float`, `!!bool` and `!!null` make it a
///   plain value even when quoted. Any other tag is `unsupported-yaml`.
/// - Anchors and aliases: an alias stands for a copy of its anchored node. The copies
///   are bounded by `ParseLimits.maxAliasExpansion`, counted in nodes over the document
///   (a "billion laughs" file stops at the alias that crosses it, with `limit`). An alias
///   without an earlier anchor is `syntax`; an alias inside the node it names is a
///   recursive structure, `unsupported-yaml`.
/// - Merge keys: a plain `<<` key is `unsupported-yaml` (write the alias as the whole
///   value instead); a quoted `"<<"` is an ordinary key.
/// - Nesting deeper than `ParseLimits.nestingLimit` (`maxDepth`, never past
///   `deepestNesting`) is a `limit` error at the event that crosses it. Aliases count with the depth of the
///   node they copy.
/// - A syntax error anywhere wins over a policy problem found before it.
///
/// Bytes that are not UTF-8, or hold a NUL, are an `encoding` error (`TextEncoding.check`)
/// that wins over anything else found. The check runs only when something was found:
/// libyaml's reader turns away the same bytes (ill-formed UTF-8, NUL and other control
/// characters), so a file it reads to the end without an error passes the check anyway.
package enum YAMLReader {
    package static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        let result = EventParser.reading(bytes, file: file) { events in
            var composer = Composer(file: file, limits: limits)
            return composer.compose(&events)
        }
        if !result.diagnostics.isEmpty, let problem = TextEncoding.check(bytes, file: file) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        return result
    }
}
