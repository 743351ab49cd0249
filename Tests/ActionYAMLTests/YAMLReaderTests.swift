import ActionSyntax
import ActionYAML
import Foundation
import TestSupport
import Testing

private func parse(_ text: String, limits: ParseLimits = .default) -> ParseResult {
    YAMLReader.parse(Array(text.utf8), file: "test.yaml", limits: limits)
}

private func position(_ marked: MarkedText, _ name: Character) -> Position {
    Position(line: marked[name].line, column: marked[name].column)
}

private func entries(_ node: Node?) -> [MappingEntry] {
    if case .mapping(let entries, _) = node { return entries }
    return []
}

private func items(_ node: Node?) -> [Node] {
    if case .sequence(let items, _) = node { return items }
    return []
}

private func scalar(_ node: Node?) -> Scalar? {
    if case .scalar(let scalar) = node { return scalar }
    return nil
}

/// The one diagnostic of `text` and where it points, as (code, line, column).
private func problem(_ text: String, limits: ParseLimits = .default) -> (DiagnosticCode, Int, Int)? {
    let result = parse(text, limits: limits)
    guard result.diagnostics.count == 1, result.root == nil, let diagnostic = result.diagnostics.first else {
        return nil
    }
    return (diagnostic.code, diagnostic.location?.line ?? 0, diagnostic.location?.column ?? 0)
}

private func expectProblem(
    _ source: String, _ code: DiagnosticCode, message: String? = nil, limits: ParseLimits = .default
) {
    let marked = MarkedText(source)
    let result = parse(marked.text, limits: limits)
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.code) == [code], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.location?.position == position(marked, "1"))
    if let message {
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }
}

@Suite struct YAMLReaderTests {
    static var document: MarkedText {
        MarkedText(
            """
            # comment
            1️⃣2️⃣actions:
              3️⃣REPLY: 4️⃣{title: 5️⃣"답장 👍🏽", 6️⃣options: 7️⃣[8️⃣foreground, 'x']}
              list:
                - 9️⃣|
                  text
                - 0️⃣~
            """)
    }

    @Test(arguments: ["\n", "\r\n"], [false, true])
    func nodesKeepTheirPositions(lineEnd: String, byteOrderMark: Bool) throws {
        let marked = Self.document
        let text = marked.text.replacingOccurrences(of: "\n", with: lineEnd)
        let bytes = (byteOrderMark ? TextEncoding.byteOrderMark : []) + Array(text.utf8)
        let result = YAMLReader.parse(bytes, file: "test.yaml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.position == position(marked, "1"))
        let top = entries(root)
        #expect(top.first?.key.position == position(marked, "2"))
        let actions = entries(top.first?.value)
        #expect(actions.first?.key.position == position(marked, "3"))
        #expect(actions.first?.value.position == position(marked, "4"))
        let reply = entries(actions.first?.value)
        #expect(reply.map(\.key.text) == ["title", "options"])
        #expect(reply[0].value.position == position(marked, "5"))
        #expect(reply[1].key.position == position(marked, "6"))
        #expect(reply[1].value.position == position(marked, "7"))
        #expect(items(reply[1].value).first?.position == position(marked, "8"))
        let list = items(actions.last?.value)
        #expect(list.map(\.position) == [position(marked, "9"), position(marked, "0")])
        #expect(scalar(list.first)?.text == "text\n")
    }

    @Test func stylesFollowQuotingAndCoreTags() {
        let values = items(
            parse("- a\n- 'b'\n- \"c\"\n- !!str 1\n- ! 2\n- !!int '3'\n- !!null ''\n- |\n  d\n").root
        ).map(scalar)
        #expect(values.map { $0?.text } == ["a", "b", "c", "1", "2", "3", "", "d\n"])
        #expect(
            values.map { $0?.style } == [.plain, .quoted, .quoted, .quoted, .quoted, .plain, .plain, .quoted])
    }

    @Test func emptyInputHasNoDocument() {
        let result = parse("# only a comment\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasesStandForTheirAnchoredNode() throws {
        let result = parse("base: &t {en: Yes}\ncopy: *t\nword: &w hi\nagain: *w\n")
        let top = entries(result.root)
        #expect(result.diagnostics.isEmpty)
        #expect(entries(top[1].value).map(\.key.text) == ["en"])
        #expect(scalar(top[3].value)?.text == "hi")
    }

    @Test func deepFlowNestingStopsAtTheLimit() {
        #expect(problem(String(repeating: "[", count: 200_000)) ?? (.syntax, 0, 0) == (.limit, 1, 65))
        #expect(problem(String(repeating: "{a: ", count: 200_000)) ?? (.syntax, 0, 0) == (.limit, 1, 257))
        let block = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        #expect(problem(block) ?? (.syntax, 0, 0) == (.limit, 65, 65))
        let atLimit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parse(atLimit).diagnostics.isEmpty)
    }

    /// The tree is composed by recursion: a raised depth limit still stops at the deepest
    /// nesting the reader takes, with that number in the message, and never runs out of stack.
    @Test func raisedDepthLimitStopsAtTheDeepestNesting() {
        let result = parse(String(repeating: "[", count: 200_000), limits: ParseLimits(maxDepth: .max))
        #expect(result.diagnostics.map(\.message) == ["nesting deeper than 256 levels"])
        #expect(result.diagnostics.first?.location?.column == 257)
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(parse(deepest, limits: ParseLimits(maxDepth: 1_000)).diagnostics.isEmpty)
        let block = (0..<257).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        #expect(parse(block, limits: ParseLimits(maxDepth: 1_000)).diagnostics.first?.location?.line == 257)
    }

    @Test func aliasesCountTowardsTheDepth() {
        let anchored = "a: &a " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "\n"
        #expect(parse(anchored + "b: [[[*a]]]\n").diagnostics.isEmpty)
        expectProblem(
            anchored + "b: [[[[1️⃣*a]]]]\n", .limit, message: "alias '*a' nests deeper than 64 levels")
    }

    @Test func billionLaughsIsStoppedByTheAliasBudget() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (level, name) in "bcdefghi".enumerated() {
            let previous = Array("abcdefghi")[level]
            text +=
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let result = parse(text)
        #expect(result.diagnostics.map(\.code) == [.limit])
        #expect(result.diagnostics.first?.message == "aliases expand to more than 100000 nodes")
        // The aliases in b, c and d expand to 12,320 nodes; the eighth *d (11,111 nodes each) crosses 100,000.
        #expect(result.diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 5, column: 36))
        #expect(problem(text, limits: ParseLimits(maxAliasExpansion: 50))?.0 == .limit)
    }

    /// A limit hit early in a large file stops the reading there.
    @Test func aLimitEarlyInALargeFileStopsTheReading() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a]\n"
        for index in 0..<50_000 { text += "k\(index): [v, v, v]\n" }
        let result = parse(text, limits: ParseLimits(maxAliasExpansion: 25))
        #expect(result.diagnostics.map(\.code) == [.limit])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "test.yaml", line: 2, column: 13))
    }

    @Test func undefinedAliasIsASyntaxError() {
        expectProblem(
            "a: 1\nb: 1️⃣*missing\n", .syntax, message: "'*missing' refers to no anchor defined before it")
    }

    @Test func selfReferenceIsRejected() {
        expectProblem("a: &a [x, 1️⃣*a]\n", .unsupportedYAML, message: "recursive structures are not supported")
        expectProblem("&m {k: 1️⃣*m}\n", .unsupportedYAML, message: "recursive structures are not supported")
    }

    @Test func plainMergeKeyIsRejectedButQuotedIsAKey() {
        expectProblem(
            "base: &b {en: Hi}\ntitle:\n  1️⃣<<: *b\n", .unsupportedYAML,
            message: "use an alias for the whole value (key: *anchor)")
        let quoted = entries(parse("\"<<\": x\n").root)
        #expect(quoted.map(\.key.text) == ["<<"])
    }

    @Test func policyRejections() {
        expectProblem("a: 1\n1️⃣---\nb: 2\n", .unsupportedYAML, message: "one YAML document")
        expectProblem("1️⃣[a, b]: c\n", .unsupportedYAML, message: "a mapping key must be a scalar")
        expectProblem("? 1️⃣{a: b}\n: c\n", .unsupportedYAML, message: "a mapping key must be a scalar")
        expectProblem("title: 1️⃣!custom x\n", .unsupportedYAML, message: "tag '!custom' is not supported")
        expectProblem("title: 1️⃣!!binary aGk=\n", .unsupportedYAML, message: "tag '!!binary' is not supported")
        expectProblem("title: 1️⃣!!map x\n", .unsupportedYAML, message: "tag '!!map' does not fit a scalar")
    }

    @Test func syntaxErrorAfterAPolicyRejectionWins() {
        expectProblem("a: 1\n---\nb: 1️⃣[1, 2\n", .syntax)
        expectProblem("title: !custom x\nb: 1️⃣\"unclosed", .syntax)
    }

    @Test func syntaxErrorsCarryLibyamlsContextAsANote() throws {
        let marked = MarkedText("categories:\n  A:\n    - A_ID\n    1️⃣B_ID\n2️⃣")
        let diagnostic = try #require(parse(marked.text).diagnostics.first)
        #expect(diagnostic.code == .syntax)
        #expect(diagnostic.message == "could not find expected ':'")
        #expect(diagnostic.location?.position == position(marked, "2"))
        #expect(diagnostic.notes.map(\.message) == ["while scanning a simple key"])
        #expect(diagnostic.notes.first?.location?.position == position(marked, "1"))
    }

    @Test func controlCharactersAreEncodingErrorsAtTheirPosition() {
        #expect(problem("a: é\u{7}") ?? (.syntax, 0, 0) == (.encoding, 1, 5))
        let bytes = TextEncoding.byteOrderMark + Array("a:\r\n b\u{7}".utf8)
        let diagnostic = YAMLReader.parse(bytes, file: "test.yaml").diagnostics.first
        #expect(diagnostic?.code == .encoding)
        #expect(diagnostic?.location?.position == Position(line: 2, column: 3))
    }
}

/// JSON is (nearly) YAML, so both readers must place every node of a JSON text alike.
@Test(arguments: ["\n", "\r\n"], [false, true])
func jsonAndYAMLReadersAgreeOnPositions(lineEnd: String, byteOrderMark: Bool) throws {
    let text = [
        #"{"actions": {"REPLY": {"title": {"ko": "답장 👍🏽", "ja": "返信する"},"#,
        #"    "options": ["foreground", -1.5e3, true, null]},"#,
        #"  "é": [{}, [], "\t\u00e9"]}, "z": "🇰🇷" }"#,
    ].joined(separator: lineEnd)
    let bytes = (byteOrderMark ? TextEncoding.byteOrderMark : []) + Array(text.utf8)
    let json = try #require(JSONReader.parse(bytes, file: "a").root)
    let yaml = try #require(YAMLReader.parse(bytes, file: "a").root)
    #expect(positions(json) == positions(yaml))
    #expect(positions(json).count == 24)
}

private func positions(_ node: Node) -> [Position] {
    switch node {
    case .scalar(let scalar): [scalar.position]
    case .sequence(let items, let position): [position] + items.flatMap(positions)
    case .mapping(let entries, let position):
        [position] + entries.flatMap { [$0.key.position] + positions($0.value) }
    }
}
