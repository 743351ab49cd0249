import ActionCheck
import ActionModel
import ActionPipeline
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

/// The simulator payloads and the String Catalog: goldens for the presets, and each output
/// read back as JSON and checked against the format it claims.
@Suite struct ExtraOutputTests {
    static func catalog(_ path: String) throws -> Catalog {
        try #require(Compiler.check([Fixtures.source(path)]).0)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: - APNs payloads

    @Test func presetPayloadsMatchGoldensAndAreValidAPNsPayloads() throws {
        let catalog = try Self.catalog("Presets/hive.actions.yaml")
        let (payloads, diagnostics) = APNsPayloadRenderer.render(catalog, bundleID: "com.example.game")
        #expect(diagnostics.isEmpty)
        #expect(payloads.map(\.categoryID) == catalog.categories.map(\.id))
        for payload in payloads {
            #expect(payload.fileName == payload.categoryID + ".apns")
            if let failure = Golden.compare(payload.json, to: "Tests/Golden/apns/\(payload.fileName)") {
                Issue.record(Comment(rawValue: failure))
            }
            #expect(payload.json.utf8.count <= APNsPayloadRenderer.maxPayloadSize)
            let document = try Self.object(payload.json)
            #expect(document["Simulator Target Bundle"] as? String == "com.example.game")
            let aps = try #require(document["aps"] as? [String: Any])
            #expect(aps["category"] as? String == payload.categoryID)
            let alert = try #require(aps["alert"] as? [String: String])
            #expect(alert["title"] == payload.categoryID)
            #expect(alert["body"]?.hasPrefix("Buttons: ") == true)
        }
    }

    @Test func payloadOverAPNsLimitIsAnErrorAndNoPayloadIsMade() throws {
        let long = String(repeating: "가", count: 500)
        let yaml = MarkedText(
            """
            actions:
              A_ID: {title: "\(long)"}
              B_ID: {title: "\(long)"}
              C_ID: {title: "\(long)"}
            categories:
              1️⃣BIG_CATEGORY: [A_ID, B_ID, C_ID]
              SMALL_CATEGORY: [A_ID]
            """)
        let catalog = try #require(
            Compiler.check([SourceFile(path: "big.yaml", bytes: Array(yaml.text.utf8))]).0)
        let (payloads, diagnostics) = APNsPayloadRenderer.render(catalog, bundleID: "com.example.game")
        #expect(payloads.isEmpty)
        #expect(diagnostics.map(\.code) == [.limit])
        #expect(diagnostics.first?.message.contains("'BIG_CATEGORY'") == true)
        #expect(
            diagnostics.first?.location
                == ActionSyntax.SourceLocation(
                    file: "big.yaml", line: yaml["1"].line, column: yaml["1"].column))
    }

    /// The size is counted as `actionc payload` counts it, without the file's final newline:
    /// a payload of exactly 4,096 bytes is made, and `actionc payload` passes it too.
    @Test func aPayloadOfExactlyTheLimitIsMadeAndPassesTheCheck() throws {
        func payloads(titleLength: Int) throws -> ([APNsPayloadRenderer.Payload], [Diagnostic]) {
            let yaml =
                "actions: {A_ID: {title: \(String(repeating: "x", count: titleLength))}}\ncategories: {C: [A_ID]}\n"
            let catalog = try #require(
                Compiler.check([SourceFile(path: "a.yaml", bytes: Array(yaml.utf8))]).0)
            return APNsPayloadRenderer.render(catalog, bundleID: "b")
        }
        let short = try #require(try payloads(titleLength: 100).0.first)
        let exact = 100 + APNsPayloadRenderer.maxPayloadSize - (short.json.utf8.count - 1)
        let made = try payloads(titleLength: exact)
        #expect(made.1.isEmpty, "\(made.1)")
        let payload = try #require(made.0.first)
        #expect(payload.json.utf8.count == APNsPayloadRenderer.maxPayloadSize + 1)
        let checked = PayloadCheck.check(
            [SourceFile(path: payload.fileName, bytes: Array(payload.json.utf8))],
            against: try #require(
                Compiler.check([
                    SourceFile(
                        path: "a.yaml",
                        bytes: Array("actions: {A_ID: {title: x}}\ncategories: {C: [A_ID]}\n".utf8))
                ]).0))
        #expect(checked.isEmpty, "\(checked)")
        #expect(try payloads(titleLength: exact + 1).1.map(\.code) == [.limit])
    }

    /// A category id that starts with `.` or `-` would name a hidden payload file, or one that
    /// `xcrun simctl push` reads as an option: refused at the category.
    @Test(arguments: [".hidden", "-rf", "..", "."])
    func aPayloadFileNameThatHidesOrReadsAsAnOptionIsRefused(_ id: String) throws {
        let yaml = MarkedText(
            "actions: {A_ID: {title: A}}\ncategories:\n  1️⃣\"\(id)\": [A_ID]\n  OK: [A_ID]\n")
        let catalog = try #require(
            Compiler.check([SourceFile(path: "c.yaml", bytes: Array(yaml.text.utf8))]).0)
        let (payloads, diagnostics) = APNsPayloadRenderer.render(catalog, bundleID: "b")
        #expect(payloads.isEmpty)
        #expect(diagnostics.map(\.code) == [.invalidIdentifier])
        #expect(diagnostics.first?.location?.line == yaml["1"].line)
        #expect(diagnostics.first?.location?.column == yaml["1"].column)
    }

    /// Issue: the error had no place, though category ids have one: it is at the second
    /// category, with a note at the first (a third is reported against the first too).
    @Test func categoriesDifferingOnlyInCaseAreAnErrorAtTheSecond() throws {
        let yaml = MarkedText(
            """
            actions: {A_ID: {title: A}}
            categories:
              1️⃣Cat: [A_ID]
              2️⃣CAT: {actions: [A_ID], swiftName: loudCat}
              3️⃣cAT: {actions: [A_ID], swiftName: oddCat}

            """)
        let catalog = try #require(
            Compiler.check([SourceFile(path: "c.yaml", bytes: Array(yaml.text.utf8))]).0)
        let (payloads, diagnostics) = APNsPayloadRenderer.render(catalog, bundleID: "b")
        #expect(payloads.isEmpty)
        func place(_ marker: Character) -> ActionSyntax.SourceLocation {
            ActionSyntax.SourceLocation(file: "c.yaml", line: yaml[marker].line, column: yaml[marker].column)
        }
        #expect(diagnostics.map(\.code) == [.duplicateIdentifier, .duplicateIdentifier])
        #expect(diagnostics.map(\.location) == [place("2"), place("3")])
        #expect(diagnostics.map { $0.notes.map(\.location) } == [[place("1")], [place("1")]])
        #expect(
            DiagnosticFormatter.text(Array(diagnostics.prefix(1))) == """
                c.yaml:4:3: error: categories 'Cat' and 'CAT' differ only in case, and their payload files would be one file where case does not count [duplicate-identifier]
                c.yaml:3:3: note: 'Cat' defined here

                """)
    }

    // MARK: - String Catalog

    @Test(arguments: [
        ("Presets/hive.actions.yaml", "Tests/Golden/xcstrings/hive.xcstrings"),
        ("Tests/Fixtures/valid/text-input.yaml", "Tests/Golden/xcstrings/text-input.xcstrings"),
        ("Tests/Fixtures/valid/category-texts.yaml", "Tests/Golden/xcstrings/category-texts.xcstrings"),
    ])
    func stringCatalogMatchesGolden(_ path: String, _ golden: String) throws {
        let text = StringCatalogRenderer.render(try Self.catalog(path))
        if let failure = Golden.compare(text, to: golden) { Issue.record(Comment(rawValue: failure)) }
    }

    /// The documented structure: `sourceLanguage`, `strings` and `version` at the top; each
    /// string a `localizations` map from Apple locale identifiers to a `stringUnit` with
    /// `state` and `value`; Xcode's own layout (two spaces, ` : `, sorted keys).
    @Test(arguments: [
        "Presets/hive.actions.yaml", "Tests/Fixtures/valid/text-input.yaml",
        "Tests/Fixtures/valid/languages.yaml",
    ])
    func stringCatalogHasTheDocumentedStructure(_ path: String) throws {
        let catalog = try Self.catalog(path)
        let text = StringCatalogRenderer.render(catalog)
        let document = try Self.object(text)
        #expect(Set(document.keys) == ["sourceLanguage", "strings", "version"])
        #expect(document["sourceLanguage"] as? String == "en")
        #expect(document["version"] as? String == "1.0")
        let strings = try #require(document["strings"] as? [String: [String: Any]])

        let appleLocales: Set<String> = [
            "ko", "en", "ja", "zh-Hans", "zh-Hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it",
            "tr", "ar",
        ]
        var expectedKeys: Set<String> = []
        for action in catalog.actions {
            var parts: [(ActionText, LocalizedText)] = [(.title, action.title)]
            if let input = action.textInput {
                parts.append((.textInputButton, input.button))
                if !input.placeholder.isEmpty { parts.append((.textInputPlaceholder, input.placeholder)) }
            }
            for (part, localized) in parts {
                let key = StringCatalogRenderer.key(.action(part), of: action.id)
                expectedKeys.insert(key)
                let entry = try #require(strings[key])
                #expect(Set(entry.keys) == ["comment", "extractionState", "localizations"])
                #expect(entry["extractionState"] as? String == "manual")
                let localizations = try #require(
                    entry["localizations"] as? [String: [String: [String: String]]])
                #expect(Set(localizations.keys).isSubset(of: appleLocales))
                #expect(localizations["en"]?["stringUnit"]?["value"] == localized[.en])
                for (language, value) in localized.entries where catalog.languages.contains(language) {
                    let unit = localizations[language.identifier]?[
                        "stringUnit"]
                    #expect(unit == ["state": "translated", "value": value])
                }
            }
        }
        #expect(Set(strings.keys) == expectedKeys)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        #expect(!text.contains("\t") && !text.contains("\": "))
    }

    @Test func emptyCatalogIsWrittenAsXcodeWritesANewOne() throws {
        let catalog = try #require(Compiler.check([SourceFile(path: "e.yaml", bytes: [])]).0)
        #expect(
            StringCatalogRenderer.render(catalog)
                == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }
}
