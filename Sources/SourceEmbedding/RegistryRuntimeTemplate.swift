/// RegistryRuntime.swift as a template, read from its code alone: the file is the public
/// registry of the namespace `PushActions`, and a registry for another namespace or access
/// level differs from it only where its code names `PushActions` or says `public `. Comments
/// and string literals are never template: they are copied as written.
///
/// The embedded copy is a function whose raw string literal interpolates `namespace` and
/// `access` at exactly those places, so the substitution points are visible in the copy and
/// the renderer has nothing left to search for.
public struct RegistryRuntimeTemplate {
    /// The namespace the file is written in.
    public static let writtenNamespace = "PushActions"
    /// The access modifier the file is written with, and the space after it.
    public static let writtenAccess = "public "

    /// The runtime cut at its substitution points.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case namespace
        case access
    }

    public let pieces: [Piece]
    public init(runtime: String) throws {
        let tokens = try SwiftCodeScanner.tokens(of: runtime)
        let bytes = Array(runtime.utf8)
        var pieces: [Piece] = []
        var copied = 0
        func cut(_ range: Range<Int>, into piece: Piece) {
            if copied < range.lowerBound {
                pieces.append(.text(String(decoding: bytes[copied..<range.lowerBound], as: UTF8.self)))
            }
            pieces.append(piece)
            copied = range.upperBound
        }
        for case .word(let word, let range) in tokens {
            if word == Self.writtenNamespace {
                cut(range, into: .namespace)
            } else if word == "public" {
                guard range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: " ") else {
                    throw EmbeddingError("a `public` in the runtime's code is not followed by a space")
                }
                cut(range.lowerBound..<range.upperBound + 1, into: .access)
            }
        }
        if copied < bytes.count { pieces.append(.text(String(decoding: bytes[copied...], as: UTF8.self))) }
        self.pieces = pieces
    }

    /// The embedded copy: `EmbeddedRegistryRuntime.text(namespace:access:)`.
    func embeddedSource(origin: EmbeddedCopy.Origin) throws -> String {
        var literal = ""
        for piece in pieces {
            switch piece {
            case .text(let part):
                try RawStringEnum.checkCanBeRawLiteral(part, origin: origin)
                literal += part
            case .namespace: literal += ##"\#(namespace)"##
            case .access: literal += ##"\#(access)"##
            }
        }
        let opening = [
            "",
            "/// The file's text for `namespace` at `access` (`public `, `package ` or empty): where its",
            "/// code names `\(Self.writtenNamespace)`, `namespace`; where its code says `\(Self.writtenAccess)`, `access`.",
            "enum EmbeddedRegistryRuntime {",
            "    static func text(namespace: String, access: String) -> String {",
            "        #\"\"\"",
        ]
        let closing = ["\"\"\"#", "    }", "}"]
        return EmbeddedCopies.header(origin: origin) + opening.joined(separator: "\n") + "\n" + literal + "\n"
            + closing.joined(separator: "\n") + "\n"
    }
}
