import Foundation
import SourceEmbedding
import TestSupport
import Testing

/// The copies in Sources/ that carry files into the binary are what `swift run actionc-embed`
/// makes of those files now. The test only reads: regenerating is the tool's job, never the
/// golden switch's.
@Suite struct EmbeddedCopiesTests {
    @Test(arguments: EmbeddedCopies.all.map(\.destination))
    func copyIsCurrent(destination: String) throws {
        let copy = try #require(EmbeddedCopies.all.first { $0.destination == destination })
        let expected = try copy.source(
            read: { try String(contentsOf: Repository.url($0), encoding: .utf8) },
            list: { try FileManager.default.contentsOfDirectory(atPath: Repository.url($0).path) })
        let current = try String(contentsOf: Repository.url(destination), encoding: .utf8)
        if let difference = Golden.difference(expected: current, actual: expected) {
            Issue.record(
                "\(destination) is out of date; `\(EmbeddedCopies.command)` rewrites it:\n\(difference)")
        }
    }

    /// A comment or a string literal that names the namespace, or starts a line with `public `,
    /// is copied as written; the code around it, and inside an interpolation, is template.
    @Test func onlyTheRuntimesCodeIsTemplate() throws {
        let runtime = """
            /// The registry of `PushActions`:
            /// public API.
            extension PushActions.Action {
                /* PushActions, /* nested */ public */
                public var name: String { "PushActions \\(PushActions.tag) public " + #"PushActions"# }
            }

            """
        let template = try RegistryRuntimeTemplate(runtime: runtime)
        #expect(
            template.pieces == [
                .text("/// The registry of `PushActions`:\n/// public API.\nextension "), .namespace,
                .text(".Action {\n    /* PushActions, /* nested */ public */\n    "), .access,
                .text("var name: String { \"PushActions \\("), .namespace,
                .text(".tag) public \" + #\"PushActions\"# }\n}\n"),
            ])
    }

    /// The names a case may not take are the members declared directly in the runtime's
    /// extensions of the generated enums, under `#if` or not; not what their bodies declare.
    @Test func membersAreTheDeclarationsOfEachExtension() throws {
        let runtime = """
            extension PushActions.Action {
                public init?(rawValue: String) { let local = rawValue }
                // func commented() {}
                public func title(in language: Language) -> String { "" }
            }
            extension PushActions {
                static func find() {}
            }
            #if canImport(UserNotifications)
                extension PushActions.Category {
                    public var summary: String { var inner = ""; return inner }
                }
            #endif

            """
        let template = try RegistryRuntimeTemplate(runtime: runtime)
        #expect(template.members == ["Action": ["init", "title"], "Category": ["summary"]])
    }

    /// The lookups the runtime reads texts by are the second argument of its calls of
    /// `PushActions.text(_:_:)` in code, not in comments or literals.
    @Test func textLookupsAreTheNamesPassedToText() throws {
        let runtime = """
            extension PushActions.Action {
                public func title(in language: Language) -> String? { PushActions.text(language, title) }
                // PushActions.text(language, commented)
                public var note: String { "PushActions.text(language, quoted)" }
                public func hint(in language: Language) -> String? { PushActions.text(language, hint) ?? "" }
            }

            """
        #expect(try RegistryRuntimeTemplate(runtime: runtime).textLookups == ["hint", "title"])
    }

    @Test(arguments: ["/* open", "let text = \"open\n", "let text = \"\\(open\""])
    func aCommentOrLiteralThatDoesNotEndIsRefused(runtime: String) {
        #expect(throws: EmbeddingError.self) { try RegistryRuntimeTemplate(runtime: runtime) }
    }
}
