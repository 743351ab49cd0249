import ActionModel
import Foundation
import TestSupport
import Testing

@Suite struct SwiftNamingTests {
    @Test(arguments: [
        ("ACCEPT_ALL_ID", SwiftNaming.Kind.action, "acceptAll"),
        ("ACCEPT_DECISION_CATEGORY", .category, "acceptDecision"),
        ("reply-now", .action, "replyNow"),
        ("com.example.reply", .action, "comExampleReply"),
        ("URLOpen", .action, "urlOpen"),
        ("openURL", .action, "openURL"),
        ("Reply", .action, "reply"),
        ("ID", .action, "id"),
        ("CATEGORY", .category, "category"),
        ("INFO_ID", .category, "infoId"),
        ("mixed_Case-id", .action, "mixedCase"),
        ("a__b..c--d", .action, "aBCD"),
    ])
    func derivesCamelCase(id: String, kind: SwiftNaming.Kind, expected: String) {
        #expect(SwiftNaming.caseName(for: id, kind: kind) == expected)
    }

    @Test func digitsAndEmptyNamesGetTheKindAsPrefix() {
        #expect(SwiftNaming.caseName(for: "65", kind: .category) == "category65")
        #expect(SwiftNaming.caseName(for: "65", kind: .action) == "action65")
        #expect(SwiftNaming.caseName(for: "2FA_ID", kind: .action) == "action2fa")
        #expect(SwiftNaming.caseName(for: "_", kind: .action) == "action")
        #expect(SwiftNaming.caseName(for: "--", kind: .category) == "category")
    }

    @Test func membersOfTheGeneratedEnumGetTheKindAsSuffix() {
        for member in [
            "title", "titles", "options", "icon", "textInput", "rawValue", "allCases", "init", "none",
            "textInputPlaceholder", "notificationAction",
        ] {
            #expect(SwiftNaming.caseName(for: member, kind: .action) == member + "Action")
        }
        for member in [
            "actions", "options", "rawValue", "allCases", "init", "self", "none", "summaryFormat",
            "notificationCategory",
        ] {
            #expect(SwiftNaming.caseName(for: member, kind: .category) == member + "Category")
        }
        #expect(SwiftNaming.caseName(for: "TITLE_ID", kind: .action) == "titleAction")
        #expect(SwiftNaming.caseName(for: "TITLES", kind: .category) == "titles")
        #expect(SwiftNaming.caseName(for: "actions", kind: .action) == "actions")
    }

    /// Only a name of a length some reserved name has is looked up: each of them, whatever its
    /// length, still gets its suffix (those that derivation leaves as written).
    @Test(arguments: [(SwiftNaming.Kind.action, "Action"), (.category, "Category")])
    func everyReservedNameGetsTheKindAsSuffix(kind: SwiftNaming.Kind, suffix: String) {
        for name in SwiftNaming.reservedNames(for: kind) where name.first?.isLowercase == true {
            #expect(SwiftNaming.caseName(for: name, kind: kind) == name + suffix)
        }
    }

    @Test func keywordsAreEscapedAfterDerivation() {
        #expect(SwiftNaming.escaped(SwiftNaming.caseName(for: "DEFAULT_ID", kind: .action)) == "`default`")
        #expect(SwiftNaming.escaped(SwiftNaming.caseName(for: "return", kind: .action)) == "`return`")
        #expect(SwiftNaming.escaped(SwiftNaming.caseName(for: "FOR_CATEGORY", kind: .category)) == "`for`")
        #expect(SwiftNaming.escaped("acceptAll") == "acceptAll")
    }

    @Test func everyDerivedNameIsAValidCaseName() {
        for id in ["ACCEPT_ALL_ID", "65", "title", "x.y-z_1", "DEFAULT_ID", "init", "__", "A"] {
            for kind in [SwiftNaming.Kind.action, .category] {
                let name = SwiftNaming.caseName(for: id, kind: kind)
                #expect(SwiftNaming.isValidCaseName(name, kind: kind), "\(id) → \(name)")
            }
        }
    }

    @Test func explicitNamesMustBeUsableAsWritten() {
        #expect(SwiftNaming.isValidCaseName("acceptAll"))
        #expect(SwiftNaming.isValidCaseName("_legacy"))
        #expect(SwiftNaming.isValidCaseName("default"))
        #expect(!SwiftNaming.isValidCaseName("AcceptAll"))
        #expect(!SwiftNaming.isValidCaseName("9lives"))
        #expect(!SwiftNaming.isValidCaseName("_"))
        #expect(!SwiftNaming.isValidCaseName(""))
        #expect(!SwiftNaming.isValidCaseName("accept-all"))
        #expect(!SwiftNaming.isValidCaseName("café"))
        #expect(!SwiftNaming.isValidCaseName("title"))
        #expect(!SwiftNaming.isValidCaseName("actions"))
        #expect(SwiftNaming.isValidCaseName("actions", kind: .action))
        #expect(!SwiftNaming.isValidCaseName("actions", kind: .category))
    }

    @Test func namespacesAreTypeNamesTheFileDoesNotUse() {
        #expect(SwiftNaming.isValidNamespace("PushActions"))
        #expect(SwiftNaming.isValidNamespace("GamePush2"))
        #expect(!SwiftNaming.isValidNamespace("pushActions"))
        #expect(!SwiftNaming.isValidNamespace("Push-Actions"))
        #expect(!SwiftNaming.isValidNamespace("Action"))
        #expect(!SwiftNaming.isValidNamespace("String"))
        #expect(!SwiftNaming.isValidNamespace(""))
    }

    /// A namespace named like a type the registry declares or uses would shadow it, so every
    /// capitalised name in the generated code (its comments and string literals aside) is
    /// refused. Reading the generated file keeps the list in step with the renderer.
    @Test func namespacesCannotBeATypeTheRegistryNames() throws {
        let registry = try String(
            contentsOf: Repository.url("Tests/Golden/swift/hive.swift"), encoding: .utf8)
        let code = String(AvailabilityCheck.blankingCommentsAndStrings(registry))
        let names = Set(
            code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .filter { $0.first?.isUppercase == true }.map(String.init))
        let accepted = names.filter { $0 != "PushActions" && SwiftNaming.isValidNamespace($0) }.sorted()
        #expect(accepted.isEmpty, "namespaces that would shadow a name the registry uses: \(accepted)")
    }
}

/// The definitions schema repeats the reserved case names so editors flag them; this keeps
/// the two lists equal.
@Test(arguments: [SwiftNaming.Kind.action, .category])
func schemaReservesTheSameSwiftNames(kind: SwiftNaming.Kind) throws {
    let data = try Data(contentsOf: Repository.url("Schemas/actionc-definitions.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let swiftName = try #require(definitions["\(kind.rawValue)SwiftName"] as? [String: Any])
    let parts = try #require(swiftName["allOf"] as? [[String: Any]])
    let exclusions = parts.compactMap { ($0["not"] as? [String: Any])?["enum"] as? [String] }
    let excluded = try #require(exclusions.first)
    // Names the schema's pattern already rejects (they start with a capital) need no entry.
    let reserved = SwiftNaming.reservedNames(for: kind).filter { $0.first!.isLowercase }
    #expect(Set(excluded) == reserved)
}

/// A namespace named like a UserNotifications type the generated glue uses would shadow
/// it; every `UN…` name in the presets' registry must be refused.
@Test func namespaceCannotShadowAUserNotificationsTypeTheRegistryUses() throws {
    let registry = try String(contentsOf: Repository.url("Tests/Golden/swift/hive.swift"), encoding: .utf8)
    let names = Set(
        registry.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.hasPrefix("UN") })
    #expect(!names.isEmpty)
    for name in names {
        #expect(!SwiftNaming.isValidNamespace(String(name)), "\(name)")
    }
}
