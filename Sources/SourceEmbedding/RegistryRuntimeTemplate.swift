/// RegistryRuntime.swift as a template, read from its code alone: the file is the public
/// registry of the namespace `PushActions`, and a registry for another namespace or access
/// level differs from it only where its code names `PushActions` or says `public `. Comments
/// and string literals are never template: they are copied as written.
///
/// The embedded copy is a function whose raw string literal interpolates `namespace` and
/// `access` at exactly those places, so the substitution points are visible in the copy and
/// the renderer has nothing left to search for.
package struct RegistryRuntimeTemplate {
    /// The namespace the file is written in.
    package static let writtenNamespace = "PushActions"
    /// The access modifier the file is written with, and the space after it.
    package static let writtenAccess = "public "

    /// The runtime cut at its substitution points.
    package enum Piece: Equatable, Sendable {
        case text(String)
        case namespace
        case access
    }

    package let pieces: [Piece]
    /// For each generated enum the file extends (`Action`, `Category`, `Language`), the names
    /// of the members it declares there, sorted.
    package let members: [String: [String]]
    /// The generated lookups the runtime reads texts by, sorted: each `NAME` of a call
    /// `PushActions.text(language, NAME)`.
    package let textLookups: [String]

    package init(runtime: String) throws {
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
        self.members = Self.members(in: tokens)
        self.textLookups = Self.textLookups(in: tokens)
    }

    /// The second argument of every `PushActions.text(_, NAME)` in the code.
    private static func textLookups(in tokens: [SwiftCodeScanner.Token]) -> [String] {
        let punctuation: [SwiftCodeScanner.Token] = [".", "(", ",", ")"].map { .symbol(UInt8(ascii: $0)) }
        var names: Set<String> = []
        for start in tokens.indices.dropLast(7) {
            let call = Array(tokens[start..<start + 8])
            guard case .word(writtenNamespace, _) = call[0], case .word("text", _) = call[2],
                case .word = call[4], case .word(let name, _) = call[6],
                [call[1], call[3], call[5], call[7]] == punctuation
            else { continue }
            names.insert(name)
        }
        return names.sorted()
    }

    /// Declarations directly inside `extension PushActions.NAME { … }`: after `func`, `var`,
    /// `let`, `case`, or a type's keyword, the name; `init` and `subscript` by themselves.
    private static func members(in tokens: [SwiftCodeScanner.Token]) -> [String: [String]] {
        let introducers: Set<String> = ["func", "var", "let", "case", "struct", "enum", "class", "typealias"]
        var members: [String: Set<String>] = [:]
        var depth = 0
        var extended: String?
        var pendingExtension: String?
        for (position, token) in tokens.enumerated() {
            switch token {
            case .symbol(UInt8(ascii: "{")):
                depth += 1
                if depth == 1 { (extended, pendingExtension) = (pendingExtension, nil) }
            case .symbol(UInt8(ascii: "}")):
                depth -= 1
                if depth == 0 { extended = nil }
            case .word("extension", _) where depth == 0:
                // `extension PushActions.Action {`: the enum is the word after the namespace's dot.
                let name = Array(tokens[(position + 1)...].prefix(3))
                if name.count == 3, case .word(writtenNamespace, _) = name[0],
                    name[1] == .symbol(UInt8(ascii: ".")),
                    case .word(let type, _) = name[2]
                {
                    pendingExtension = type
                }
            case .word(let word, _) where depth == 1:
                guard let type = extended else { break }
                if word == "init" || word == "subscript" {
                    members[type, default: []].insert(word)
                } else if introducers.contains(word), position + 1 < tokens.count,
                    case .word(let name, _) = tokens[position + 1]
                {
                    members[type, default: []].insert(name)
                }
            default:
                break
            }
        }
        return members.mapValues { $0.sorted() }
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

    /// The copy of the names the runtime gives members of `Action` and `Category`, which no
    /// case of those enums may take (`SwiftNaming.reservedNames(for:)`).
    func membersSource(origin: EmbeddedCopy.Origin) throws -> String {
        func literal(_ names: [String]) -> String {
            "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        func list(_ type: String) throws -> String {
            guard let names = members[type], !names.isEmpty else {
                throw EmbeddingError("\(origin) declares no member of \(Self.writtenNamespace).\(type)")
            }
            return literal(names)
        }
        guard !textLookups.isEmpty else {
            throw EmbeddingError("\(origin) reads no text through \(Self.writtenNamespace).text(_:_:)")
        }
        return EmbeddedCopies.header(origin: origin) + """

            /// The members the registry runtime declares on the generated enums, read from its code.
            enum EmbeddedRuntimeMembers {
                static let action: [String] = \(try list("Action"))
                static let category: [String] = \(try list("Category"))
                /// The generated lookups it reads texts by (`PushActions.text(language, title)`).
                static let textLookups: [String] = \(literal(textLookups))
            }

            """
    }
}
