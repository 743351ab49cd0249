import Foundation
import TestSupport
import Testing

/// The documentation cannot drift from the binary: every `actionc` command in a shell block
/// of README.md and Docs/ runs, in a fresh copy of its fixture, and ends with the status the
/// page implies; every page is linked from README and every link lands. The convention a
/// block follows is in Docs/contributing.md.
@Suite struct DocsCommandTests {
    /// README and the reference pages, whose commands are run.
    static func documentation() throws -> [DocsPage] {
        let docs = Repository.files(in: "Docs", extensions: ["md"]).map { "Docs/" + $0.lastPathComponent }
        return try (["README.md"] + docs).map(page)
    }

    static func page(_ path: String) throws -> DocsPage {
        try DocsPage(path: path, text: String(contentsOf: Repository.url(path), encoding: .utf8))
    }

    /// Every block's commands in order, in one scratch folder holding the block's fixture, the
    /// presets and the Pushwoosh sample response; `SRCROOT` is set as Xcode sets it.
    @Test func everyDocumentedCommandEndsAsThePageSays() throws {
        let blocks = try Self.documentation().flatMap(\.shellBlocks).filter { !$0.commands.isEmpty }
        let commands = blocks.flatMap(\.commands)
        // A parser that finds nothing would pass everything: the pages hold at least these.
        #expect(commands.count >= 20, "only \(commands.count) documented commands found")
        for block in blocks {
            let scratch = try Scratch()
            try Self.prepare(scratch, fixture: block.commands[0].fixture)
            for command in block.commands {
                let result = try ActioncProcess.shell(
                    command.line, in: scratch.url,
                    environment: ["SRCROOT": scratch.url.path, "NO_COLOR": "1"])
                #expect(
                    result.status == command.expectedStatus,
                    "\(command)\nexit \(result.status), the page implies \(command.expectedStatus)\n\(result.stderr)"
                )
                for file in command.writes {
                    #expect(scratch.exists(file), "\(command)\nwrote no \(file)\n\(result.stderr)")
                }
                if let expected = command.expectedOutput {
                    let printed = expected.stream == "stderr" ? result.stderr : result.stdout
                    #expect(printed == expected.text, "\(command) prints, on \(expected.stream):\n\(printed)")
                }
            }
        }
    }

    /// What every block starts from: Tests/Fixtures/docs/FIXTURE, plus the files the pages name
    /// that already live elsewhere in the repository (copied, so a command cannot change them).
    private static func prepare(_ scratch: Scratch, fixture: String) throws {
        let files = FileManager.default
        let folder = Repository.url("Tests/Fixtures/docs/\(fixture)")
        let entries = try files.contentsOfDirectory(atPath: folder.path).filter { $0 != ".gitkeep" }
        for entry in entries {
            try files.copyItem(
                at: folder.appendingPathComponent(entry), to: scratch.url.appendingPathComponent(entry))
        }
        try files.copyItem(at: Repository.url("Presets"), to: scratch.url.appendingPathComponent("Presets"))
        try files.copyItem(
            at: Repository.url("Tests/Fixtures/pushwoosh/register-device-response.json"),
            to: scratch.url.appendingPathComponent("register-device-response.json"))
    }

    @Test func theConventionsOwnExamplesAreRead() throws {
        let page = try DocsPage(
            path: "example.md",
            text: """
                <!-- docs-test: fixture empty, exit 1 -->

                ```sh
                $ swift run actionc build Push/ -o Generated   # → Generated/PushActions.swift, Generated/a.json
                git status
                actionc validate \\
                    Push/
                ```

                ```yaml
                actionc build
                ```
                """)
        let commands = page.shellBlocks.flatMap(\.commands)
        #expect(
            commands.map(\.line) == [
                "actionc build Push/ -o Generated   # → Generated/PushActions.swift, Generated/a.json",
                "actionc validate      Push/",
            ])
        #expect(commands.map(\.place) == ["example.md:4", "example.md:7"])
        #expect(commands.allSatisfy { $0.expectedStatus == 1 && $0.fixture == "empty" })
        #expect(commands[0].writes == ["Generated/PushActions.swift", "Generated/a.json"])
        #expect(throws: DocsPageError.self) {
            try DocsPage(path: "bad.md", text: "<!-- docs-test: status 1 -->\n")
        }
        let shown = try DocsPage(
            path: "output.md",
            text: """
                <!-- docs-test: exit 1, output stderr -->
                ```console
                $ actionc validate Push/
                Push/a.yaml:1:1: error: one
                Push/a.yaml:1:1: note: two
                $ actionc validate Other/
                Other/b.yaml:2:1: error: three
                ```
                """
        ).shellBlocks.flatMap(\.commands).map(\.expectedOutput)
        #expect(shown.map { $0?.stream } == ["stderr", "stderr"])
        #expect(
            shown.map { $0?.text } == [
                "Push/a.yaml:1:1: error: one\nPush/a.yaml:1:1: note: two\n",
                "Other/b.yaml:2:1: error: three\n",
            ])
        // Anchors as GitHub makes them.
        #expect(DocsPage.anchor("Server manifest (`--manifest`)") == "server-manifest---manifest")
        #expect(
            DocsPage.anchor("`PushActions.swift`: the Swift registry")
                == "pushactionsswift-the-swift-registry")
    }

    @Test func readmeLinksEveryDocsPage() throws {
        let readme = try Self.page("README.md")
        let linked = Set(readme.links.map { $0.target.split(separator: "#").first.map(String.init) ?? "" })
        let pages = Repository.files(in: "Docs", extensions: ["md"]).map { "Docs/" + $0.lastPathComponent }
        #expect(pages.count >= 9)
        for page in pages {
            #expect(linked.contains(page), "README.md does not link \(page)")
        }
    }

    /// Relative links, README's, Docs/' and the two other READMEs', name a file that exists,
    /// and an anchor names a heading of the page it points into.
    @Test func everyLinkLands() throws {
        let pages =
            try Self.documentation() + [Self.page("Benchmarks/README.md"), Self.page("Presets/README.md")]
        var checked = 0
        for page in pages {
            let folder = (page.path as NSString).deletingLastPathComponent
            for link in page.links where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file =
                    parts[0].isEmpty
                    ? page.path
                    : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString)
                        .standardizingPath
                let exists = FileManager.default.fileExists(atPath: Repository.url(file).path)
                #expect(exists, "\(link.place): \(link.target) names no file")
                if exists, parts.count == 2, file.hasSuffix(".md") {
                    let anchors = try Self.page(file).anchors
                    #expect(
                        anchors.contains(String(parts[1])),
                        "\(link.place): \(file) has no heading #\(parts[1])")
                }
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    /// A quoted file reads as the file does: each excerpt's lines are its source's, in order and
    /// next to each other but where a `…` line stands for lines left out, so the registry the
    /// pages show is the one actionc writes.
    @Test func everyExcerptQuotesItsFile() throws {
        let excerpts = try Self.documentation().flatMap(\.excerpts)
        #expect(excerpts.count >= 3)
        for excerpt in excerpts {
            let source = try String(contentsOf: Repository.url(excerpt.source), encoding: .utf8)
                .components(separatedBy: "\n")
            var (next, afterGap) = (source.startIndex, true)
            for line in excerpt.lines {
                if line.trimmingCharacters(in: .whitespaces) == "…" {
                    afterGap = true
                    continue
                }
                let found =
                    afterGap
                    ? source[next...].firstIndex(of: line)
                    : next < source.endIndex && source[next] == line ? next : nil
                guard let found else {
                    Issue.record("\(excerpt.place): '\(line)' is not the next line of \(excerpt.source)")
                    break
                }
                (next, afterGap) = (found + 1, false)
            }
        }
    }

    /// CI runs README's test command, and a newcomer its first build; the page stays short.
    @Test func readmeKeepsItsFirstCommandsAndItsLength() throws {
        let text = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count - 1 <= 300, "README.md has \(lines.count - 1) lines")
        #expect(lines.contains { $0.hasPrefix("swift test ") || $0 == "swift test" })
        #expect(lines.contains { $0.hasPrefix("swift run actionc build Presets/ -o out") })
    }

    /// Every SwiftPM dependency the pages show is a form CI builds, so it pastes as it is: a
    /// clone's path under one of the package names Tests/Integration/make-consumer.sh gives
    /// Examples/PluginConsumer (`actionc`, or `ActioncPlugins` for the prebuilt plugins), with
    /// the `plugins:` line naming the same package.
    @Test func packageDependenciesShownAreFormsCIBuilds() throws {
        let consumer = try String(
            contentsOf: Repository.url("Tests/Integration/make-consumer.sh"), encoding: .utf8)
        let names = consumer.components(separatedBy: "package=\"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(names == ["actionc", "ActioncPlugins"])
        let example = try String(
            contentsOf: Repository.url("Examples/PluginConsumer/Package.swift"), encoding: .utf8)
        #expect(example.contains(".package(name: \"actionc\", path: "))
        var shown = 0
        let pages =
            ["README.md"]
            + Repository.files(in: "Docs", extensions: ["md"]).map { "Docs/" + $0.lastPathComponent }
        for path in pages {
            let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
            let dependencies = text.components(separatedBy: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .filter { $0.hasPrefix(".package(") }
            for dependency in dependencies {
                let name = names.first { dependency.hasPrefix(".package(name: \"\($0)\", path: \"") }
                #expect(name != nil, "\(path): \(dependency)")
                if let name {
                    #expect(
                        text.contains(".plugin(name: \"PushActionsPlugin\", package: \"\(name)\")"), "\(path)"
                    )
                }
                shown += 1
            }
        }
        #expect(shown >= 2, "README and Docs/integrations.md show the dependency")
    }
}
