package import ActionSyntax

/// Reads a property list in XML form, the way Xcode writes an Info.plist, into the shared
/// node tree: `<dict>` becomes a mapping (its `<key>`s the keys, in source order), `<array>`
/// a sequence, `<string>` a quoted scalar, and `<integer>`, `<real>`, `<date>`, `<data>`,
/// `<true/>` and `<false/>` plain scalars holding their text (`true`, `false`).
///
/// `XMLReader` reads the XML, and `PlistTreeBuilder` builds the tree from its events; no XML
/// library is linked. Positions are 1-based lines and columns counted in Unicode scalars,
/// as everywhere in actionc: a text element's is where its text starts, right after
/// `<string>`; a `<dict>`'s or `<array>`'s is its `<`. They come from the byte offsets the
/// reader reports, so they are exact.
///
/// What is turned away:
/// - a binary property list (`bplist00…`), with the `plutil` command that converts it;
/// - bytes that are not UTF-8 (`TextEncoding.check`);
/// - malformed XML, at the place the reader found it wrong, as `syntax`;
/// - elements a property list does not have, a `<dict>` whose keys and values do not
///   alternate, and a root that is not `<plist>` with one value, as `syntax`;
/// - entity declarations (a DOCTYPE's internal subset may hold them; Xcode never writes one,
///   and refusing them rules out entity expansion bombs), as `syntax`;
/// - nesting deeper than `ParseLimits.maxDepth`, and files over `maxFileSize`, as `limit`.
///
/// The DOCTYPE's DTD is never loaded, and nothing is fetched from the network.
package enum PlistReader {
    package static func parse(_ bytes: [UInt8], file: String, limits: ParseLimits = .default) -> ParseResult {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if let problem = limits.fileSizeProblem(size: bytes.count, file: file) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        if bytes.allSatisfy(isWhitespace) {
            return ParseResult(
                root: nil, diagnostics: [.error(.syntax, "the file is empty, not a property list", at: start)]
            )
        }
        if bytes.starts(with: "bplist".utf8) {
            return ParseResult(
                root: nil,
                diagnostics: [
                    .error(
                        .encoding,
                        "the property list is in binary form; actionc reads the XML form Xcode writes",
                        at: start, notes: [Diagnostic.Note("convert it with: plutil -convert xml1 \(file)")])
                ])
        }
        if let problem = TextEncoding.check(bytes, file: file) {
            return ParseResult(root: nil, diagnostics: [problem])
        }
        let text = bytes.dropFirst(TextEncoding.hasByteOrderMark(bytes) ? 3 : 0)
        if text.drop(while: isWhitespace).first != UInt8(ascii: "<") {
            return ParseResult(
                root: nil,
                diagnostics: [
                    .error(
                        .syntax, "the file is not XML; an Info.plist in XML form starts with '<?xml'",
                        at: start)
                ])
        }
        return PlistTreeBuilder(bytes, file: file, maxDepth: limits.nestingLimit).build()
    }

    /// Where the `<` is of the text element (`<string>`, `<integer>`…) whose text starts at
    /// `position` in `bytes`: the place a selection of the whole element starts. A start tag
    /// cannot hold a `<`, so it is the nearest one before the text.
    package static func elementStart(ofTextAt position: Position, in bytes: [UInt8]) -> Position {
        let lines = TextLines(bytes)
        var offset = lines.byteOffset(of: position) - 1
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return lines.position(ofByteOffset: max(offset, 0))
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
