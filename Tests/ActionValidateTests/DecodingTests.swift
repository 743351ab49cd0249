import ActionModel
import ActionPipeline
import ActionSyntax
import TestSupport
import Testing

/// Decoding by the schema, never by YAML type guessing, and the decisions issue 2 left
/// open (empty files, version spellings, how language lists combine).
@Suite struct DecodingTests {
    /// The snippet's diagnostics, without the empty-catalog warning most snippets draw:
    /// that one is about the whole build (tested in `anEmptyFileDefinesNothing`).
    static func check(_ source: String, path: String = "test.yaml") -> (Catalog?, [Diagnostic]) {
        let (catalog, diagnostics) = Compiler.check([SourceFile(path: path, bytes: Array(source.utf8))])
        return (catalog, diagnostics.filter { $0.code != .emptyCatalog })
    }

    @Test(arguments: ["yes", "no", "on", "off", "true", "1.0", "0x1F", "1e3", ".inf", "2024-01-01", "'null'"])
    func aTitleIsTheTextAsWritten(_ written: String) throws {
        let (catalog, diagnostics) = Self.check("actions:\n  A: {title: \(written)}\ncategories:\n  C: [A]\n")
        #expect(diagnostics.isEmpty, "\(DiagnosticFormatter.text(diagnostics))")
        let expected = written == "'null'" ? "null" : written
        #expect(try #require(catalog).actions.first?.title[.en] == expected)
    }

    @Test func idsThatLookLikeOtherTypesAreText() throws {
        let (catalog, diagnostics) = Self.check(
            "actions:\n  yes: {title: A}\n  1.5: {title: B}\ncategories:\n  no: [yes, 1.5]\n")
        #expect(diagnostics.isEmpty, "\(DiagnosticFormatter.text(diagnostics))")
        let built = try #require(catalog)
        #expect(built.actions.map(\.id) == ["1.5", "yes"])
        #expect(built.categories.map(\.actionIDs) == [["yes", "1.5"]])
    }

    /// YAML 1.1 would read `no` as false; here it is Norwegian, one of Apple's localizations
    /// (and one the Hive SDK has no code for, so the app here does without Hive).
    @Test func aLanguageKeyNoIsTheLanguageNo() throws {
        let (catalog, diagnostics) = Self.check(
            "targets: [ios]\nlanguages: [en, no]\nactions:\n  A: {title: {en: Reply, no: Svar}}\ncategories:\n  C: [A]\n"
        )
        #expect(diagnostics.isEmpty, "\(DiagnosticFormatter.text(diagnostics))")
        let norwegian = try #require(Language(identifier: "no"))
        #expect(try #require(catalog).actions.first?.title[norwegian] == "Svar")
    }

    @Test(arguments: [
        ("zh_Hanz", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-XX-Hant", "zh-Hant"),
        ("en-UK", "en-GB"), ("pt-PR", "pt-BR"), ("kr", "ko"), ("jp", "ja"), ("cn", "zh-Hans"),
        ("tw", "zh-Hant"), ("in", "id"), ("vn", "vi"), ("eng", "en"),
    ])
    func unknownLanguagesSuggestALanguage(_ written: String, _ suggested: String) {
        let (_, diagnostics) = Self.check("languages: [\(written)]\n")
        #expect(diagnostics.map(\.code) == [.unknownLanguage])
        #expect(diagnostics.first?.notes.first?.message == "did you mean '\(suggested)'?")
    }

    @Test(arguments: ["", "# only a comment\n", "---\n", "~\n"])
    func anEmptyFileDefinesNothing(_ source: String) {
        let result = Compiler.compile([SourceFile(path: "empty.yaml", bytes: Array(source.utf8))])
        // It builds; as the only input, it warns that the outputs hold no buttons.
        #expect(result.diagnostics.map(\.code) == [.emptyCatalog])
        #expect(result.output?.hiveJSON == "{\n    \"actions\": {},\n    \"categories\": {}\n}\n")
    }

    @Test(arguments: ["1", "1.0", "1e0", "+1", "01", "0x1", "0o1"])
    func versionOneMayBeWrittenAsAnyNumberEqualToOne(_ written: String) {
        #expect(Self.check("version: \(written)\n").1.isEmpty)
    }

    @Test(arguments: [
        ("2", DiagnosticCode.unsupportedVersion), ("1.5", .unsupportedVersion), ("0", .unsupportedVersion),
        ("0x2", .unsupportedVersion), ("0xZ", .typeMismatch),
        ("\"1\"", .typeMismatch), ("one", .typeMismatch), ("~", .typeMismatch), ("[1]", .typeMismatch),
    ])
    func otherVersionsAreRejected(_ written: String, _ code: DiagnosticCode) {
        #expect(Self.check("version: \(written)\n").1.map(\.code) == [code])
    }

    @Test func emptyValuesAreEmptyCollections() {
        let (_, diagnostics) = Self.check("languages:\npresets:\nactions:\ncategories:\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func aBrokenActionIsStillDefinedSoItsCategoryAddsNoError() {
        let (_, diagnostics) = Self.check(
            "actions:\n  A: {title: [x]}\n  B: Reply\ncategories:\n  C: [A, B]\n")
        #expect(diagnostics.map(\.code) == [.typeMismatch, .typeMismatch])
    }

    @Test func anIncompleteTitleIsNotAlsoMissingEnglish() {
        let (_, diagnostics) = Self.check("actions:\n  A: {title: {en-XX: Reply}}\ncategories:\n  C: [A]\n")
        #expect(diagnostics.map(\.code) == [.unknownLanguage])
    }

    @Test func joinersMarksAndSelectorsAreLegalInTitles() {
        let titles = ["👩‍💻", "🏳️‍🌈", "می‌خواهم", "\u{200F}שלום", "e\u{301}", "👍🏽", "#️⃣"]
        for title in titles {
            let (_, diagnostics) = Self.check("actions:\n  A: {title: \"\(title)\"}\ncategories:\n  C: [A]\n")
            #expect(diagnostics.isEmpty, "\(title.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: [
        0x09, 0x0A, 0x1B, 0x7F, 0x85, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
        0x2068, 0x2069,
    ])
    func controlAndBidiCharactersAreInvalid(_ value: Int) {
        let escaped =
            "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count)
            + String(value, radix: 16)
        let (_, diagnostics) = Self.check("actions:\n  A: {title: \"a\(escaped)b\"}\ncategories:\n  C: [A]\n")
        #expect(diagnostics.map(\.code) == [.invalidCharacter])
    }

    @Test func longTitleCountsWideCharactersTwiceAndClustersOnce() {
        func warns(_ title: String) -> Bool {
            Self.check("actions:\n  A: {title: \"\(title)\"}\ncategories:\n  C: [A]\n").1.map(\.code) == [
                .longTitle
            ]
        }
        #expect(!warns(String(repeating: "a", count: TextRules.longTitleColumns)))
        #expect(warns(String(repeating: "a", count: TextRules.longTitleColumns + 1)))
        #expect(!warns(String(repeating: "가", count: TextRules.longTitleColumns / 2)))
        #expect(warns(String(repeating: "가", count: TextRules.longTitleColumns / 2 + 1)))
        // A family emoji is one character of two columns, however many scalars it has.
        #expect(!warns(String(repeating: "👨‍👩‍👧‍👦", count: TextRules.longTitleColumns / 2)))
        #expect(!warns(String(repeating: "e\u{301}", count: TextRules.longTitleColumns)))
    }
}
