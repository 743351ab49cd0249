import ActionModel
import ActionRender
import ActionSyntax
import Foundation
import TestSupport
import Testing

@Suite struct GoldenTests {
    @Test func presetsRegistryMatchesGolden() throws {
        let presets = try Registries.presets()
        let swift = SwiftRegistryRenderer.render(presets.catalog, options: SwiftRegistryOptions())
        if let failure = Golden.compare(swift, to: "Tests/Golden/swift/hive.swift") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Every valid fixture's registry and the edge cases', so that a renderer change shows in
    /// review as the diff of each shape it touches.
    @Test func fixtureRegistriesMatchGoldens() throws {
        for source in try Registries.validFixtures() + (try CompilationTests.edgeCases()) {
            let stem = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            if let failure = Golden.compare(swift, to: "Tests/Golden/swift/registries/\(stem).swift") {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    /// Issue 33's size: the fixed part, what every app copies, stays within 290 lines, doc
    /// comments included (250 until issue 46 added registration in turn and Foundation's matching); the generated part is lines per entry, not tables: at most a line per
    /// text (a title a line in its language's array, `nil` where it has none), eight per action or
    /// category (its doc comment and case, and a line in each switch it has a value in), three per
    /// language and kind of text and one for its fallbacks, and a fixed 120 (with the steps of the
    /// language lookup).
    @Test func registryStaysWithinItsReadingBudget() throws {
        func lineCount(_ text: String) -> Int { text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
        let runtime = "Sources/ActionRender/RegistryRuntime/RegistryRuntime.swift"
        let fixed = lineCount(try String(contentsOf: Repository.url(runtime), encoding: .utf8))
        #expect(fixed <= 290)
        for source in [try Registries.presets()] + (try Registries.validFixtures()) {
            let catalog = source.catalog
            let titleLanguages = Set(catalog.actions.flatMap(\.title.languages)).count
            let texts =
                catalog.actions.count * titleLanguages
                + catalog.actions.reduce(0) { count, action in
                    count + (action.textInput?.button.entries.count ?? 0)
                        + (action.textInput?.placeholder.entries.count ?? 0)
                }
                + catalog.categories.reduce(0) { count, category in
                    count + (category.hiddenPreviewsBodyPlaceholder?.entries.count ?? 0)
                        + (category.summaryFormat?.entries.count ?? 0)
                }
            let languages = Set([.en] + catalog.languages).count
            let budget =
                fixed + 120 + texts + 8 * (catalog.actions.count + catalog.categories.count)
                + (3 * 5 + 1) * languages
            let lines = lineCount(SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions()))
            #expect(lines <= budget, "\(source.path): \(lines) lines")
        }
    }

    /// Issue 33's shape: `String` raw values, a doc comment naming the identifier and English
    /// title above every case, and no data a reader has to count lines or positions in: no
    /// multi-line string literal, no array of integers, and every title in a language's array
    /// naming its action's identifier and the language on its line (issue 46: `grep HOLDING_ID`
    /// tells the languages apart), in the order of the actions.
    @Test func everyRegistryIsReadableByIdentifier() throws {
        for source in [try Registries.presets()] + (try Registries.validFixtures())
            + (try CompilationTests.edgeCases())
        {
            let catalog = source.catalog
            let swift = SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions())
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Comments and texts may say anything: the code around them is what is checked.
            let code = String(AvailabilityCheck.blankingCommentsAndStrings(swift))
            #expect(!code.contains("\"\"\""), "\(source.path) has a multi-line string literal")
            #expect(code.firstRange(of: /\[\s*\d+\s*,/) == nil, "\(source.path) has an array of integers")
            if !catalog.actions.isEmpty {
                #expect(
                    lines.contains("    enum Action: String, CaseIterable, Codable, Sendable {"),
                    "\(source.path)")
            }
            let ids = catalog.actions.map(\.id)
            var arrays = 0
            for (index, line) in lines.enumerated()
            where line.hasPrefix("        ") && line.hasSuffix(": [") && !line.hasPrefix("         ") {
                let elements = lines[(index + 1)...].prefix { $0 != "        ]," }
                let named = elements.map {
                    $0.split(separator: ",  // ", maxSplits: 1).last.map(String.init) ?? ""
                }
                let language = named.first?.split(separator: " ").last.map(String.init) ?? ""
                #expect(
                    ([.en] + catalog.languages).map(\.identifier).contains(language),
                    "\(source.path): \(line)")
                #expect(named == ids.map { "\($0) \(language)" }, "\(source.path): \(line)")
                arrays += 1
            }
            let titled = catalog.actions.flatMap {
                $0.title.entries.filter { !$0.text.isEmpty }.map(\.language)
            }
            // The registry holds the catalog's languages: a preset's titles in others are left out.
            let held = Set(titled).intersection([.en] + catalog.languages)
            #expect(arrays == held.count, "\(source.path): \(arrays) title arrays")
            if !catalog.categories.isEmpty {
                #expect(
                    lines.contains("    enum Category: String, CaseIterable, Codable, Sendable {"),
                    "\(source.path)")
            }
            let english = Dictionary(
                catalog.actions.map { ($0.id, $0.title[.en] ?? "") }, uniquingKeysWith: { first, _ in first })
            let cases =
                catalog.actions.map { ($0.swiftName, $0.id, [english[$0.id] ?? ""]) }
                + catalog.categories.map { ($0.swiftName, $0.id, $0.actionIDs.map { english[$0] ?? "" }) }
            for (name, id, titles) in cases {
                let declaration = "        case \(name) = \"\(id)\""
                guard let index = lines.firstIndex(of: declaration) else {
                    Issue.record("\(source.path): no line '\(declaration)'")
                    continue
                }
                let comment = lines[index - 1]
                #expect(comment.hasPrefix("        /// `\(id)`: "), "\(source.path): \(comment)")
                // Titles that hold nothing a comment escapes are quoted as written.
                for title in titles
                where title.unicodeScalars.allSatisfy({
                    $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
                }) {
                    #expect(comment.contains("\"\(title)\""), "\(source.path): \(comment) names '\(title)'")
                }
            }
        }
    }

    /// Issue 45: an app without the Hive SDK reads nothing of Hive or games in its registry; one
    /// with it is told that the Hive SDK registers the categories.
    @Test func onlyAHiveAppsRegistrySpeaksOfHive() throws {
        var withoutHive = 0
        for source in try Registries.validFixtures() {
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
                .lowercased()
            if source.catalog.targets.contains(.hive) {
                #expect(swift.contains("the hive sdk registers these categories"), "\(source.path)")
            } else {
                withoutHive += 1
                #expect(!swift.contains("hive") && !swift.contains("game"), "\(source.path)")
            }
        }
        #expect(withoutHive > 0)
    }

    /// Issue 33's diff locality: adding an action and a category that shows it to a catalog of
    /// 100 categories adds lines, and changes none but the fingerprint and the header.
    @Test func addingAnActionAndACategoryOnlyAddsLines() throws {
        func definitions(categories: Int, extra: Bool) -> String {
            var yaml = "version: 1\nlanguages: [en, ko, ja]\nactions:\n"
            for index in 0..<(categories * 3) {
                let options = ["[]", "[foreground]", "[destructive, authenticationRequired]"][index % 3]
                let icon = index % 4 == 0 ? ", icon: star.fill" : ""
                yaml +=
                    "  A\(index)_ID: {title: {en: Action \(index), ko: 버튼 \(index)}, options: \(options)\(icon)}\n"
            }
            if extra {
                yaml += "  NEW_ID: {title: {en: New, ja: 新しい}, options: [foreground], icon: sparkles}\n"
            }
            yaml += "categories:\n"
            for index in 0..<categories {
                let members = (0..<3).map { "A\(index * 3 + $0)_ID" }.joined(separator: ", ")
                let options = index % 2 == 0 ? "[customDismissAction]" : "[]"
                yaml += "  C\(index)_CATEGORY: {actions: [\(members)], options: \(options)}\n"
            }
            if extra { yaml += "  NEW_CATEGORY: {actions: [NEW_ID, A0_ID], options: [allowInCarPlay]}\n" }
            return yaml
        }
        func registry(extra: Bool) throws -> [Substring] {
            let yaml = definitions(categories: 100, extra: extra)
            let catalog = try Registries.catalog(
                SourceFile(path: "app.actions.yaml", bytes: Array(yaml.utf8)))
            return SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions()).split(
                separator: "\n", omittingEmptySubsequences: false)
        }
        let before = try registry(extra: false)
        let after = try registry(extra: true)
        let difference = after.difference(from: before)
        #expect(difference.removals.count <= 3, "\(difference.removals)")
        #expect(difference.insertions.count >= 10)
    }

    /// Issue 24: plain, safe Swift. No registry's code (its comments and string literals aside,
    /// where a title may say anything) uses unsafe pointers, pins the optimiser or hashes by hand.
    @Test func noRegistryHoldsUnsafeCodeOrAHashFunction() throws {
        for source in [try Registries.presets()] + (try Registries.validFixtures())
            + (try CompilationTests.edgeCases())
        {
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            let code = String(AvailabilityCheck.blankingCommentsAndStrings(swift))
            for token in ["Unsafe", "@inline(never)", "loadUnaligned", "hash(", "hashValue", "fnv", "FNV"] {
                #expect(!code.contains(token), "\(source.path) uses \(token)")
            }
        }
    }
}
