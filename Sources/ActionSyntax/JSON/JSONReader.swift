/// Reads JSON (RFC 8259, strictly) into the same node tree the YAML reader builds:
/// strings become quoted scalars; numbers, `true`, `false` and `null` become plain
/// scalars keeping their source text; objects become mappings in source order with
/// duplicate keys kept (the decoder reports them); arrays become sequences.
///
/// Positions are 1-based lines (broken at `\n`, `\r\n` and `\r`) and columns counted in
/// Unicode scalars, as libyaml counts them; a leading UTF-8 byte order mark is skipped.
/// The input is expected to be checked by `TextEncoding.check` first; ill-formed UTF-8
/// that gets here anyway ends up as U+FFFD in strings rather than a crash.
///
/// An escaped lone UTF-16 surrogate (`"\uD800"` without its pair) is an `encoding`
/// error: it is no Unicode character and could not be written out as UTF-8.
///
/// The parser is iterative, but the tree it builds is walked and freed by recursion, so it
/// stops at the first bracket past `ParseLimits.nestingLimit`, whatever `maxDepth` says.
public enum JSONReader {
    /// Reads one JSON value, surrounded by optional whitespace.
    public static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, file: file, maxDepth: limits.nestingLimit)
            do throws(JSONError) {
                return ParseResult(root: try parser.parseDocument(), diagnostics: [])
            } catch {
                return ParseResult(root: nil, diagnostics: [error.diagnostic])
            }
        }
    }
}
