import Foundation
import TestSupport
import Testing

/// Issue 47: `translations import` keeps every byte of the user's work, through the binary:
/// no lost update, no partial write, no edit through an alias, no replaced symlink, no crash
/// or hang on hostile input, no forged line in its output, no lax reading.
@Suite struct ImportSafetyTests {
    static let definitions =
        "languages: [en, de, ko]\nactions:\n  A_ID: {title: {en: Open, de: Öffnen, ko: 열기}}\ncategories:\n  C: [A_ID]\n"

    /// The XLIFF for `language`, exported from `definitions`, with `old` translated as `new`.
    private static func xliff(_ language: String, _ old: String, _ new: String, in scratch: Scratch) throws
        -> String
    {
        if !scratch.exists("exported/\(language).xliff") {
            try scratch.write(definitions, to: "exporting/app.actions.yaml")
            #expect(
                try scratch.run("translations", "export", "exporting", "-o", "exported", "--quiet").status
                    == 0)
        }
        let exported = String(
            decoding: try #require(scratch.bytes("exported/\(language).xliff")), as: UTF8.self)
        return exported.replacingOccurrences(of: ">\(old)<", with: ">\(new)<")
    }

    private func text(_ scratch: Scratch, _ path: String) -> String? {
        scratch.bytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Two imports into the same definitions at once, de and ko: the second waits for the
    /// first and edits what it wrote. Before the lock was taken ahead of reading, one edit was
    /// lost in 141 of 150 runs.
    @Test func concurrentImportsKeepBothEdits() throws {
        let scratch = try Scratch()
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        try scratch.write(try Self.xliff("ko", "열기", "열어요", in: scratch), to: "ko.xliff")
        let runs = 100
        var kept = 0
        for batch in stride(from: 0, to: runs, by: 10) {
            var started: [(Process, output: URL, errors: URL, folder: String, language: String)] = []
            for run in batch..<(batch + 10) {
                let folder = "run\(run)"
                try scratch.write(Self.definitions, to: "\(folder)/app.actions.yaml")
                for language in ["de", "ko"] {
                    let (process, output, errors) = try ActioncProcess.start(
                        ["translations", "import", "../\(language).xliff", "--quiet"],
                        in: scratch.url.appendingPathComponent(folder))
                    started.append((process, output, errors, folder, language))
                }
            }
            var failed: [String: Set<String>] = [:]
            for (process, output, errors, folder, language) in started {
                process.waitUntilExit()
                if process.terminationStatus != 0 { failed[folder, default: []].insert(language) }
                try? FileManager.default.removeItem(at: output)
                try? FileManager.default.removeItem(at: errors)
            }
            for run in batch..<(batch + 10) {
                let folder = "run\(run)"
                let written = text(scratch, "\(folder)/app.actions.yaml") ?? ""
                let failures = failed[folder] ?? []
                let german = written.contains("de: Aufmachen")
                let korean = written.contains("ko: 열어요")
                // Both edits kept, or the one that failed wrote nothing.
                if (german || failures.contains("de")) && (korean || failures.contains("ko"))
                    && failures.count < 2
                {
                    kept += 1
                }
            }
        }
        #expect(kept == runs, "both edits kept in \(kept) of \(runs) runs")
    }

    /// `game.actions.yaml` and `game.actions.json` would share `game.translations.json`: the
    /// import, a dry run and the build refuse before writing, and no byte changes.
    @Test func definitionsSharingARecordChangeNoByte() throws {
        let scratch = try Scratch()
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        try scratch.write(Self.definitions, to: "game/game.actions.yaml")
        let json =
            #"{"languages": ["en", "de"], "actions": {"B_ID": {"title": {"en": "Close", "de": "Zu"}}}, "categories": {"D": ["B_ID"]}}"#
        try scratch.write(json, to: "game/game.actions.json")
        for arguments in [
            ["translations", "import", "de.xliff", "--definitions", "game"],
            ["translations", "import", "de.xliff", "--definitions", "game", "--dry-run"],
            ["build", "game", "-o", "out"],
        ] {
            let result = try ActioncProcess.run(arguments, in: scratch.url)
            #expect(result.status == 74, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains(
                    "would both keep their translation record in 'game/game.translations.json'"))
            #expect(!result.stderr.contains("would write"))
        }
        #expect(text(scratch, "game/game.actions.yaml") == Self.definitions)
        #expect(text(scratch, "game/game.actions.json") == json)
        #expect(!scratch.exists("game/game.translations.json") && !scratch.exists("out"))
    }

    /// A title shared by an anchor and an alias is one text: importing a change for one
    /// action refuses, naming the shared text and both definitions, and writes nothing.
    @Test func anAliasedTitleRefusesWithBothPlaces() throws {
        let scratch = try Scratch()
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        let marked = MarkedText(
            "languages: [en, de, ko]\nactions:\n  1️⃣A_ID: {title: &shared {en: Open, de: 2️⃣Öffnen, ko: 열기}}\n  3️⃣B_ID: {title: *shared}\ncategories:\n  C: [A_ID, B_ID]\n"
        )
        try scratch.write(marked.text, to: "app/app.actions.yaml")
        let result = try scratch.run("translations", "import", "de.xliff", "--definitions", "app")
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.contains(
                "error: 'push.action.A_ID.title' shares its text with 'push.action.B_ID.title' through a YAML anchor and alias"
            ) == true, "\(result.stderr)")
        for (marker, note) in [
            ("2", "the shared text is written here"), ("1", "'push.action.A_ID.title' belongs"),
            ("3", "'push.action.B_ID.title' belongs"),
        ] {
            let (line, column) = marked[Character(marker)]
            #expect(
                lines.contains { $0.hasPrefix("app/app.actions.yaml:\(line):\(column): note: \(note)") },
                "\(note)")
        }
        #expect(text(scratch, "app/app.actions.yaml") == marked.text)
        #expect(!scratch.exists("app/app.translations.json"))
    }

    /// A text written with a tag (`!!str`) or anchor of its own is rewritten in place, tag and
    /// anchor kept; one that is an alias is refused as one.
    @Test func taggedAndAnchoredTextsAreRewrittenInPlace() throws {
        let scratch = try Scratch()
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        try scratch.write(
            "languages: [en, de, ko]\nactions:\n  A_ID:\n    title:\n      en: Open\n      de: !!str Öffnen\n      ko: &k 열기\ncategories:\n  C: [A_ID]\n",
            to: "app/app.actions.yaml")
        let result = try scratch.run("translations", "import", "de.xliff", "--definitions", "app", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            text(scratch, "app/app.actions.yaml")?.contains("      de: !!str Aufmachen\n      ko: &k 열기\n")
                == true)
    }

    /// A symlinked definitions file and record stay links; the files they point to change.
    @Test func symlinksSurviveAnImportWithTheirTargetsEdited() throws {
        let scratch = try Scratch()
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        try scratch.write(Self.definitions, to: "shared/app.actions.yaml")
        #expect(try scratch.run("build", "shared", "-o", "out", "--quiet").status == 0)
        try FileManager.default.moveItem(
            atPath: scratch.path("shared/app.translations.json"), toPath: scratch.path("shared/record.json"))
        try FileManager.default.createDirectory(
            atPath: scratch.path("Push"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("Push/app.actions.yaml"), withDestinationPath: "../shared/app.actions.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("Push/app.translations.json"), withDestinationPath: "../shared/record.json")
        let record = scratch.bytes("shared/record.json")

        let result = try scratch.run("translations", "import", "de.xliff", "--definitions", "Push", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        for link in ["Push/app.actions.yaml", "Push/app.translations.json"] {
            let kind =
                try FileManager.default.attributesOfItem(atPath: scratch.path(link))[.type]
                as? FileAttributeType
            #expect(kind == .typeSymbolicLink, "\(link)")
        }
        #expect(text(scratch, "shared/app.actions.yaml")?.contains("de: Aufmachen") == true)
        #expect(scratch.bytes("shared/record.json") != record)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path("shared"))) == [
                "app.actions.yaml", "record.json",
            ])
        // A link to a record that does not exist would be replaced by a file: refused.
        try FileManager.default.removeItem(atPath: scratch.path("shared/record.json"))
        let dangling = try scratch.run("translations", "import", "de.xliff", "--definitions", "Push")
        #expect(dangling.status == 74, "\(dangling.stderr)")
        #expect(dangling.stderr.contains("is a symbolic link to a file that does not exist"))
        #expect(!scratch.exists("shared/record.json"))
    }

    /// 200,000 nested arrays in a String Catalog or a record are a `limit` error, whatever
    /// `--max-depth` says: the reader stops at 256 levels.
    @Test func deepJSONIsALimitErrorWhateverTheFlag() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        try scratch.write(#"{"sourceLanguage": "en", "strings": "# + deep + "}", to: "deep.xcstrings")
        let catalog = try scratch.run(
            "translations", "import", "deep.xcstrings", "--definitions", "app", "--max-depth", "200000")
        #expect(catalog.status == 1)
        #expect(
            catalog.stderr.contains("deep.xcstrings:1:")
                && catalog.stderr.contains("nesting deeper than 256 levels [limit]"))

        try scratch.write(#"{"version": 1, "texts": "# + deep + "}", to: "app/app.translations.json")
        try scratch.write(try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch), to: "de.xliff")
        let record = try scratch.run(
            "translations", "import", "de.xliff", "--definitions", "app", "--max-depth", "200000")
        #expect(record.status == 1)
        #expect(record.stderr.contains("nesting deeper than 256 levels [limit]"), "\(record.stderr)")
    }

    /// An XLIFF written on one line imports, its units placed by column on line 1 (the columns
    /// are counted from checkpoints, not from the line's start: Benchmarks time it at size).
    @Test func aOneLineXLIFFImportsWithItsColumns() throws {
        let scratch = try Scratch()
        var definitions = "languages: [en, de]\nactions:\n"
        for index in 0..<300 {
            definitions += "  A\(index)_ID: {title: {en: Open \(index), de: Auf \(index)}}\n"
        }
        definitions += "categories:\n  C: [A0_ID]\n"
        try scratch.write(definitions, to: "app/app.actions.yaml")
        #expect(try scratch.run("translations", "export", "app", "-o", "out", "--quiet").status == 0)
        let exported = String(decoding: try #require(scratch.bytes("out/de.xliff")), as: UTF8.self)
        let oneLine = exported.replacingOccurrences(of: "\n", with: "").replacingOccurrences(
            of: "push.action.A299_ID.title", with: "push.action.GONE.title")
        try scratch.write(oneLine, to: "de.xliff")
        let result = try scratch.run("translations", "import", "de.xliff", "--definitions", "app")
        #expect(result.status == 1)
        // The one unknown unit is the last; its id is found at its column on line 1.
        let id = try #require(oneLine.range(of: "id=\"push.action.GONE.title\""))
        let column = oneLine.unicodeScalars.distance(from: oneLine.startIndex, to: id.lowerBound) + 1
        #expect(
            result.stderr.hasPrefix("de.xliff:1:\(column): error: no text of the definitions has the id"),
            "\(result.stderr.prefix(400))")
    }

    /// Ids, keys and languages with newlines, ESC, BEL, NUL, DEL and bidi overrides: none
    /// reaches stdout or stderr raw, in text or JSON, and no forged diagnostic line appears.
    @Test func noRawControlCharacterReachesTheOutput() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        let hostile =
            #"push.action.X\nforged.xliff:1:1: error: forged [syntax]\u001b[31m\u0007\u0000\u007f\u202e"#
        try scratch.write(
            #"{"sourceLanguage": "en", "strings": {""# + hostile
                + #"": {"localizations": {"de\u001b": {"stringUnit": {"state": "translated", "value": "X"}}, "de": {"stringUnit": {"state": "translated", "value": "\u0007"}}}}}}"#,
            to: "hostile.xcstrings")
        try scratch.write(
            try Self.xliff("de", "Öffnen", "Auf", in: scratch).replacingOccurrences(
                of: "id=\"push.action.A_ID.title\"",
                with: "id=\"push.action.A&#10;forged.xliff:1:1: error: forged\""
            )
            .replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"de&#10;x\""),
            to: "hostile.xliff")
        for file in ["hostile.xcstrings", "hostile.xliff"] {
            for format in ["text", "json"] {
                let result = try scratch.run(
                    "translations", "import", file, "--definitions", "app", "--diagnostics-format", format)
                #expect(result.status == 1, "\(file) \(format): \(result.stderr)")
                for output in [result.stdout, result.stderr] {
                    let raw = output.unicodeScalars.filter {
                        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                            || (0x202A...0x202E).contains($0.value)
                    }
                    #expect(raw.isEmpty, "\(file) \(format): \(raw.map(\.value))")
                    #expect(!output.split(separator: "\n").contains { $0.hasPrefix("forged") }, "\(output)")
                }
            }
        }
    }

    /// One file's mistake repeated 150 times prints 100 and a count of the rest.
    @Test func repeatedDiagnosticsAreCappedPerFile() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        var strings: [String] = []
        for index in 0..<150 {
            strings.append(
                #""push.action.GONE\#(index).title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "X"}}}}"#
            )
        }
        try scratch.write(
            #"{"sourceLanguage": "en", "strings": {"# + strings.joined(separator: ", ") + "}}",
            to: "many.xcstrings")
        let result = try scratch.run("translations", "import", "many.xcstrings", "--definitions", "app")
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.filter { $0.contains("[unknown-translation-id]") && $0.contains(": error: ") }.count == 100)
        #expect(
            lines.last
                == "many.xcstrings: note: 50 more [unknown-translation-id] diagnostics in this file are not shown"
        )

        let json = try scratch.run(
            "translations", "import", "many.xcstrings", "--definitions", "app", "--diagnostics-format", "json"
        )
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((document?["diagnostics"] as? [Any])?.count == 100)
        let omitted = document?["omitted"] as? [[String: Any]]
        #expect(omitted?.first?["count"] as? Int == 50)
        #expect(omitted?.first?["code"] as? String == "unknown-translation-id")
    }

    /// Each lax field of a String Catalog is refused at its place, and nothing is written.
    @Test func laxStringCatalogFieldsAreRefused() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        let key = "push.action.A_ID.title"
        let cases: [(unit: String, expected: String)] = [
            (#"{"stringUnit": {"state": 5, "value": "Auf"}}"#, "is a value that is no string"),
            (#"{"stringUnit": {"state": null, "value": "Auf"}}"#, "is a value that is no string"),
            (#"{"stringUnit": {"state": "done", "value": "Auf"}}"#, "is 'done'; actionc reads one of"),
            (
                #"{"stringUnit": {"state": "translated", "value": "Auf", "value": "Zu"}}"#,
                "duplicate key 'value'"
            ),
            (
                #"{"stringUnit": {"state": "translated", "value": "Auf"}, "variations": {"plural": {}}}"#,
                "has plural or device variations beside its 'stringUnit'"
            ),
        ]
        for (unit, expected) in cases {
            try scratch.write(
                #"{"sourceLanguage": "en", "strings": {""# + key + #"": {"localizations": {"de": "# + unit
                    + "}}}}",
                to: "lax.xcstrings")
            let result = try scratch.run("translations", "import", "lax.xcstrings", "--definitions", "app")
            #expect(result.status == 1, "\(unit): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("lax.xcstrings:1:") && result.stderr.contains(expected),
                "\(result.stderr)")
            #expect(text(scratch, "app/app.actions.yaml") == Self.definitions)
        }
    }

    /// Each lax XLIFF shape is refused at its place (or, for English or no unit of ours, a
    /// warning that `--strict` makes an error), and nothing is written.
    @Test func laxXLIFFShapesAreRefused() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        let xliff = try Self.xliff("de", "Öffnen", "Aufmachen", in: scratch)
        let unitStart = try #require(xliff.range(of: "<trans-unit"))
        let unitEnd = try #require(xliff.range(of: "</trans-unit>"))
        let unit = String(xliff[unitStart.lowerBound..<unitEnd.upperBound])
        let cases: [(String, String, Int32)] = [
            (
                xliff.replacingOccurrences(
                    of: "<xliff ", with: "<x:xliff xmlns:x=\"urn:oasis:names:tc:xliff:document:1.2\" "
                )
                .replacingOccurrences(of: "</xliff>", with: "</x:xliff>"), "has a namespace prefix", 1
            ),
            (
                xliff.replacingOccurrences(of: "<trans-unit", with: "<x:trans-unit").replacingOccurrences(
                    of: "</trans-unit>", with: "</x:trans-unit>"), "<x:trans-unit> has a namespace prefix", 1
            ),
            (
                xliff.replacingOccurrences(of: "version=\"1.2\"", with: "version=\"2.0\""),
                "XLIFF 2.0 is not read", 1
            ),
            (
                xliff.replacingOccurrences(of: "</target>", with: "</target><target>Zu</target>"),
                "the unit has a second <target>", 1
            ),
            (
                xliff.replacingOccurrences(of: "</trans-unit>", with: unit + "</trans-unit>"),
                "<trans-unit> inside another <trans-unit>", 1
            ),
            (
                xliff.replacingOccurrences(of: ">Aufmachen<", with: "><![CDATA[<b>Auf</b>]]><"),
                "a CDATA section with markup", 1
            ),
            (
                xliff.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"en\""),
                "the translations are into English", 0
            ),
            (
                xliff.replacingOccurrences(of: "push.action.A_ID.title", with: "Settings.title"),
                "the file has no translated unit for the definitions' texts", 0
            ),
        ]
        for (file, expected, status) in cases {
            try scratch.write(file, to: "lax.xliff")
            let result = try scratch.run("translations", "import", "lax.xliff", "--definitions", "app")
            #expect(result.status == status, "\(expected): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("lax.xliff:") && result.stderr.contains(expected), "\(result.stderr)")
            #expect(text(scratch, "app/app.actions.yaml") == Self.definitions)
            if status == 0 {
                let strict = try scratch.run(
                    "translations", "import", "lax.xliff", "--definitions", "app", "--strict")
                #expect(strict.status == 1, "\(expected)")
            }
        }
    }

    /// A warning the import itself brings (a title too wide for a button) is shown, and
    /// under `--strict` fails the import before anything is written, as `validate --strict` would.
    @Test func strictFailsOnAWarningTheImportBrings() throws {
        let scratch = try Scratch()
        try scratch.write(Self.definitions, to: "app/app.actions.yaml")
        let wide = String(repeating: "Aufmachen ", count: 6) + "jetzt"
        try scratch.write(try Self.xliff("de", "Öffnen", wide, in: scratch), to: "de.xliff")
        let strict = try scratch.run("translations", "import", "de.xliff", "--definitions", "app", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("[long-title]"), "\(strict.stderr)")
        #expect(strict.stderr.contains("importing would bring into 'app/app.actions.yaml'"))
        #expect(text(scratch, "app/app.actions.yaml") == Self.definitions)

        let lenient = try scratch.run("translations", "import", "de.xliff", "--definitions", "app")
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning:") && lenient.stderr.contains("[long-title]"))
        #expect(text(scratch, "app/app.actions.yaml")?.contains(wide) == true)
    }

    /// An added language goes after the comment of the line before, which stays with its
    /// entry, and takes that line's break (CRLF here, though the first line ends in LF).
    @Test func anAddedLanguageKeepsCommentsAndLineBreaks() throws {
        let scratch = try Scratch()
        let exported = try Self.xliff("ko", "열기", "열어요", in: scratch)
        try scratch.write(exported, to: "ko.xliff")
        try scratch.write(
            "languages: [en, de, ko]\nactions:\r\n  A_ID:\r\n    title: {en: Open,\r\n      de: Öffnen  # German\r\n    }\r\ncategories:\r\n  C: [A_ID]\r\n",
            to: "flow/app.actions.yaml")
        try scratch.write(
            "languages: [en, de, ko]\nactions:\r\n  A_ID:\r\n    title:\r\n      en: Open\r\n      de: Öffnen  # German\r\ncategories:\r\n  C: [A_ID]\r\n",
            to: "block/app.actions.yaml")
        for folder in ["flow", "block"] {
            let result = try scratch.run(
                "translations", "import", "ko.xliff", "--definitions", folder, "--quiet")
            #expect(result.status == 0, "\(folder): \(result.stderr)")
        }
        #expect(
            text(scratch, "flow/app.actions.yaml")
                == "languages: [en, de, ko]\nactions:\r\n  A_ID:\r\n    title: {en: Open,\r\n      de: Öffnen,  # German\r\n      ko: 열어요\r\n    }\r\ncategories:\r\n  C: [A_ID]\r\n"
        )
        #expect(
            text(scratch, "block/app.actions.yaml")
                == "languages: [en, de, ko]\nactions:\r\n  A_ID:\r\n    title:\r\n      en: Open\r\n      de: Öffnen  # German\r\n      ko: 열어요\r\ncategories:\r\n  C: [A_ID]\r\n"
        )
    }
}
