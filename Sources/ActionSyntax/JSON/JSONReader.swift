/// Reads JSON (RFC 8259, strictly) into the same node tree the YAML reader builds:
/// strings become quoted scalars; numbers, `true`, `false` and `null` become plain
/// scalars keeping their source text; objects become mappings in source order with
/// duplicate keys kept (the decoder reports them); arrays become sequences.
///
/// Positions are 1-based lines (broken at `\n`, `\r\n` and `\r`) and columns counted in
/// Unicode scalars, as libyaml counts them; a leading UTF-8 byte order mark is skipped.
/// Bytes that are not UTF-8, or hold a NUL, are the `encoding` error of `TextEncoding.check`,
/// which wins over anything else found. The check runs only when something was found: a
/// document read to its end has had every byte checked on the way (strings as UTF-8, the
/// rest as the ASCII that JSON's grammar allows).
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
                return ParseResult(
                    root: nil, diagnostics: [TextEncoding.check(bytes, file: file) ?? error.diagnostic])
            }
        }
    }
}
