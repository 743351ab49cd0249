import Foundation
import TestSupport
import Testing

@Suite struct CommandTests {
    @Test func initWritesAStarterThatBuildsCleanlyAndNeverOverwrites() throws {
        let scratch = try Scratch()
        let created = try scratch.run("init", "Definitions")
        #expect(created.status == 0)
        #expect(
            created.stderr
                == "wrote Definitions/push.actions.yaml\nwrote Definitions/.actionc-definitions.schema.json\n"
                + "next: actionc build Definitions -o Generated (writes hive_push_actions.json and PushActions.swift)\n"
        )
        let starter = String(
            decoding: try #require(scratch.bytes("Definitions/push.actions.yaml")), as: UTF8.self)
        // Editors find the schema through the first line; the schema is the one in Schemas/.
        #expect(starter.hasPrefix("# yaml-language-server: $schema=.actionc-definitions.schema.json\n"))
        let schema = try Data(contentsOf: Repository.url("Schemas/actionc-definitions.schema.json"))
        #expect(scratch.bytes("Definitions/.actionc-definitions.schema.json") == schema)

        // The schema beside the definitions is not taken for one.
        let built = try scratch.run("build", "Definitions", "-o", "Generated", "--strict")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr == "wrote Generated/hive_push_actions.json\nwrote Generated/PushActions.swift\n")

        try scratch.write("mine", to: "Definitions/push.actions.yaml")
        let refused = try scratch.run("init", "Definitions")
        #expect(refused.status == 74)
        #expect(
            refused.stderr
                == "actionc: error: 'Definitions/push.actions.yaml' already exists; not overwriting it [file-system]\n"
        )
        #expect(scratch.bytes("Definitions/push.actions.yaml") == Data("mine".utf8))
        #expect(
            scratch.listing() == [
                "Definitions", "Definitions/.actionc-definitions.schema.json",
                "Definitions/push.actions.yaml",
                "Generated", "Generated/PushActions.swift", "Generated/hive_push_actions.json",
            ])
    }

    /// Issue 18: the build plugin ignored the `actions.yaml` that `init` wrote. The example
    /// package's `Starter` target holds what `init` writes today, and
    /// Tests/Integration/plugin-consumer.sh builds it through the plugin.
    @Test func initWritesWhatTheExampleStarterTargetBuildsThroughThePlugin() throws {
        let scratch = try Scratch()
        #expect(try scratch.run("init", "Sources/Starter", "--quiet").status == 0)
        let example = "Examples/PluginConsumer/Sources/Starter"
        for name in ["push.actions.yaml", ".actionc-definitions.schema.json"] {
            #expect(
                scratch.bytes("Sources/Starter/\(name)")
                    == (try Data(contentsOf: Repository.url("\(example)/\(name)"))),
                "\(example)/\(name) is not what init writes; run actionc init there again")
        }
    }

    /// Issue 18: init never finds definitions errors or stale outputs, so its help does not list 1.
    @Test func initHelpListsOnlyTheExitStatusesOfInit() throws {
        let scratch = try Scratch()
        let help = try scratch.run("init", "--help").stdout
        let statuses = try #require(help.components(separatedBy: "EXIT STATUS:\n").last)
        #expect(
            statuses == """
                  0   the starter was written
                  64  bad command line
                  74  DIR/push.actions.yaml already exists, or a file could not be written

                """)
        #expect(try scratch.run("build", "--help").stdout.contains("  1   errors in the definitions"))
    }

    @Test(arguments: [
        ("validate", "an --info-plist that does not match"), ("payload", "a payload that does not fit"),
        ("preview", "the page is not written"), ("import", "the response cannot be imported"),
    ])
    func eachCommandsHelpSaysWhatItsStatusOneMeans(command: String, meaning: String) throws {
        let help = try Scratch().run(command, "--help").stdout
        let statuses = try #require(help.components(separatedBy: "EXIT STATUS:\n").last)
        #expect(statuses.contains(meaning), "\(statuses)")
        #expect(!statuses.contains("stale outputs"), "\(statuses)")
    }

    @Test func initKeepsASchemaThatIsAlreadyThere() throws {
        let scratch = try Scratch()
        try scratch.write("{}", to: ".actionc-definitions.schema.json")
        let created = try scratch.run("init")
        #expect(created.status == 0)
        #expect(
            created.stderr
                == "wrote push.actions.yaml\nnext: actionc build . -o Generated (writes hive_push_actions.json and PushActions.swift)\n"
        )
        #expect(scratch.bytes(".actionc-definitions.schema.json") == Data("{}".utf8))
    }

    /// Issue 25: in a package target with the build plugin and no Swift file, `swift build`
    /// succeeded and wrote no registry, and init said only `wrote …`.
    @Test func initSaysWhatToDoNextForTheSetupItFinds() throws {
        let scratch = try Scratch()
        try scratch.write(
            #"// swift-tools-version:6.0\n.target(name: "App", plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")])\n"#,
            to: "Package.swift")
        let bare = try scratch.run("init", "Sources/App")
        #expect(
            bare.stderr.hasSuffix(
                """
                next: add a Swift file to Sources/App (one that uses PushActions.Category, say): the build plugin generates nothing for a target without Swift sources
                next: swift build (PushActionsPlugin then writes PushActions.swift for target 'App')

                """), "\(bare.stderr)")
        try scratch.write("import Foundation\n", to: "Sources/Other/Other.swift")
        let withoutPlugin = try scratch.run("init", "Sources/Other")
        #expect(
            withoutPlugin.stderr.contains(
                #"next: apply the build plugin to target 'Other' in Package.swift: plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")]"#
            ))
        #expect(!withoutPlugin.stderr.contains("add a Swift file"))
    }

    /// `Package(name: "App", targets: [.target(name: "App", plugins: [...])])`: the package's
    /// own `name:` came first, and init asked to apply the plugin the target applies.
    @Test func initFindsThePluginOfATargetNamedAsItsPackage() throws {
        let scratch = try Scratch()
        try scratch.write(
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "App",
                products: [.library(name: "App", targets: ["App"])],
                targets: [.target(name: "App", plugins: [.plugin(name: "PushActionsPlugin", package: "actionc")])]
            )

            """, to: "Package.swift")
        try scratch.write("import Foundation\n", to: "Sources/App/App.swift")
        let result = try scratch.run("init", "Sources/App")
        #expect(result.status == 0)
        #expect(
            result.stderr.hasSuffix(
                "wrote Sources/App/.actionc-definitions.schema.json\nnext: swift build (PushActionsPlugin then writes PushActions.swift for target 'App')\n"
            ), "\(result.stderr)")
    }

    @Test func initDefaultsToTheWorkingDirectory() throws {
        let scratch = try Scratch()
        #expect(try scratch.run("init", "--quiet").stderr.isEmpty)
        #expect(scratch.listing() == [".actionc-definitions.schema.json", "push.actions.yaml"])
    }

    /// Issue 36: the list names each preset's ids, which an app's own must not repeat, and
    /// `presets NAME` prints the file whose lines diagnostics count.
    @Test func presetsListsTheBuiltInSetsAndPrintsOne() throws {
        let scratch = try Scratch()
        let result = try scratch.run("presets")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("hive: "))
        #expect(result.stdout.contains("nine"))
        #expect(result.stdout.contains("\n  SALE_CATEGORY             SALE_ID, DECLINE_ID\n"))
        #expect(result.stdout.contains("\n  DECLINE_ID                'Decline'\n"))
        #expect(
            result.stdout.contains(
                "\n  PURCHASE_ID               'Purchase' (foreground, authenticationRequired)\n"))

        let hive = try scratch.run("presets", "hive")
        #expect(hive.status == 0)
        #expect(
            hive.stdout
                == (try String(contentsOf: Repository.url("Presets/hive.actions.yaml"), encoding: .utf8)))

        let typo = try scratch.run("presets", "hvie")
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("actionc: error: no preset 'hvie'; did you mean 'hive'?\n"))
    }

    @Test(arguments: [
        "build", "check", "validate", "preview", "presets", "init", "import", "payload", "diff",
    ])
    func everyCommandHasHelp(command: String) throws {
        let scratch = try Scratch()
        for arguments in [
            [command, "--help"], [command, "-h"], ["help", command], [command, "--bogus", "--help"],
        ] {
            let result = try ActioncProcess.run(arguments, in: scratch.url)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("USAGE: actionc \(command)"))
            // One general group, holding --help, however the command ordered its groups.
            #expect(result.stdout.components(separatedBy: "\nOPTIONS:\n").count == 2, "\(result.stdout)")
            #expect(result.stdout.contains("  -h, --help "))
            #expect(result.stderr.isEmpty)
        }
        #expect(scratch.listing().isEmpty)
    }

    /// Issue 36: `payload --help` broke a sentence after "a payload is not". Each paragraph
    /// of every command's help is filled: no line longer than 80 columns, and none that
    /// stops while the next line's first word would still have fitted.
    @Test(arguments: [
        "build", "check", "validate", "preview", "presets", "init", "import", "payload", "diff",
    ])
    func helpParagraphsAreFilled(command: String) throws {
        let help = try ActioncProcess.run([command, "--help"], in: Repository.root).stdout
        // After the overview and the usage line, up to the first group of options.
        let paragraphs = help.split(separator: "\n\n").dropFirst(2).prefix { !$0.contains("OPTIONS:") }
        #expect(!paragraphs.isEmpty)
        for paragraph in paragraphs {
            let lines = paragraph.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(paragraph)")
            for (line, next) in zip(lines, lines.dropFirst()) {
                // A quotation ('git show … > base.json') is kept whole, as one word.
                let word =
                    next.hasPrefix("'")
                    ? next.dropFirst().firstIndex(of: "'").map { next.prefix(through: $0) } ?? next
                    : next.prefix { $0 != " " }
                #expect(line.count + 1 + word.count > 80, "'\(line)' stops before '\(word)'")
            }
        }
    }

    @Test func topLevelHelpAndVersion() throws {
        let scratch = try Scratch()
        let help = try scratch.run("--help")
        #expect(help.status == 0)
        for command in ["build", "check", "validate", "preview", "presets", "init"] {
            #expect(help.stdout.contains("\n  \(command) "))
        }
        let version = try scratch.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.wholeMatch(of: /actionc \d+\.\d+\.\d+\n/) != nil)
    }
}
