import ActionRender
import Foundation
import Testing

/// Linux never enforces `@available(iOS …)`, and `#available(iOS 15, …)` is always true
/// there, so the gates are checked in the source: every API use must sit under a gate at
/// least as high as `APIMinimums` says, on every platform the API has a minimum for, and
/// under an `#if !os(…)` for every platform it is unavailable on.
@Suite struct AvailabilityTests {
    @Test func everyAPIUseIsGatedAtItsMinimum() throws {
        let sources = [try Registries.presets()] + (try CompilationTests.edgeCases())
        for source in sources {
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            #expect(AvailabilityCheck.problems(in: swift) == [], "\(source.path)")
        }
    }

    /// The registry of `edge-full`, which uses every gated API: what the non-vacuity cases break.
    static func fullRegistry() throws -> String {
        let catalog = try #require(try CompilationTests.edgeCases().first { $0.path == "edge-full.yaml" })
            .catalog
        return SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions())
    }

    /// The check is not vacuous: a registry without one of its gates fails it.
    @Test(arguments: [
        "@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)\n",
        "#available(iOS 15.0, macOS 12.0, watchOS 8.0, *), ",
        "#available(iOS 12.0, *), ",
    ])
    func aMissingGateIsFound(gate: String) throws {
        let swift = try Self.fullRegistry()
        let ungated = swift.replacingOccurrences(
            of: gate.hasPrefix("#") ? "if " + gate : gate, with: gate.hasPrefix("#") ? "if " : "")
        #expect(ungated != swift)
        #expect(AvailabilityCheck.problems(in: ungated) != [])
    }

    /// Issue 26: the placeholder and summary initialisers are unavailable on watchOS, so the
    /// registry leaves them out there; without its `#if !os(watchOS)` it fails the check.
    @Test func aMissingWatchOSExclusionIsFound() throws {
        let swift = try Self.fullRegistry()
        let included = swift.replacingOccurrences(of: "#if !os(watchOS)", with: "#if !os(Windows)")
        #expect(included != swift)
        let problems = AvailabilityCheck.problems(in: included)
        #expect(problems.contains { $0.hasSuffix("is unavailable on watchOS, not left out by #if") })
    }
}

/// Reads the structure of generated Swift, not its lines: comments and string literals are
/// blanked out, then braces, `#if canImport(UserNotifications)` … `#endif`, the `!os(…)` of
/// each `#if`, `@available(…)` (for the declaration after it, through the end of its body) and
/// `#available(…)` (for the block of its `if`) give the gate at every offset, where each API
/// use is looked up.
enum AvailabilityCheck {
    static func problems(in swift: String) -> [String] {
        let code = Array(blankingCommentsAndStrings(swift))
        let structure = Structure(code)
        let text = String(code)
        var problems: [String] = []
        for use in APIMinimums.uses {
            let pattern = try! NSRegularExpression(pattern: use.pattern)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let offset = text.distance(
                    from: text.startIndex, to: Range(match.range, in: text)!.lowerBound)
                let line = code[..<offset].filter { $0 == "\n" }.count + 1
                if !structure.inUserNotifications[offset] && use.needs == APIMinimums.userNotifications {
                    problems.append("line \(line): \(use.what) outside the UserNotifications section")
                }
                for platform in use.unavailableOn where !structure.excluded[offset].contains(platform) {
                    problems.append(
                        "line \(line): \(use.what) is unavailable on \(platform), not left out by #if")
                }
                let gate = structure.gates[structure.gateAt[offset]]
                for (platform, minimum) in use.needs
                where (gate[platform] ?? [0]).lexicographicallyPrecedes(minimum) {
                    problems.append(
                        "line \(line): \(use.what) needs \(platform) \(minimum), gated at \(gate[platform] ?? [])"
                    )
                }
            }
        }
        return problems
    }

    /// The gate in force at each offset of blanked code, whether it is inside the
    /// UserNotifications `#if`, and the platforms the enclosing `#if`s leave out (`!os(…)`).
    struct Structure {
        var gates: [APIMinimums.Versions] = [[:]]
        var gateAt: [Int] = []
        var inUserNotifications: [Bool] = []
        var excluded: [Set<String>] = []

        init(_ code: [Character]) {
            var scopes: [APIMinimums.Versions] = []
            var pending: APIMinimums.Versions = [:]
            // Each enclosing `#if`: whether it is UserNotifications' and the platforms it leaves out.
            var conditions: [(userNotifications: Bool, leftOut: Set<String>)] = []
            let leftOut = try! NSRegularExpression(pattern: #"!os\((\w+)\)"#)
            var offset = 0
            func current() -> APIMinimums.Versions {
                scopes.reduce(into: pending) { $0.merge($1, uniquingKeysWith: higher) }
            }
            while offset < code.count {
                let rest = code[offset...]
                if rest.starts(with: "@available(") || rest.starts(with: "#available(") {
                    let end = code[offset...].firstIndex(of: ")") ?? code.count
                    pending.merge(versions(in: String(code[offset..<end])), uniquingKeysWith: higher)
                } else if rest.starts(with: "#if") {
                    let end = code[offset...].firstIndex(of: "\n") ?? code.count
                    let line = String(code[offset..<end])
                    // `!os(X)` joined by `&&` leaves X out; under an `||` it might not.
                    let range = NSRange(line.startIndex..., in: line)
                    let matches = line.contains("||") ? [] : leftOut.matches(in: line, range: range)
                    let platforms = matches.map { String(line[Range($0.range(at: 1), in: line)!]) }
                    conditions.append((line.contains("canImport(UserNotifications)"), Set(platforms)))
                } else if rest.starts(with: "#endif") {
                    conditions.removeLast()
                } else if code[offset] == "{" {
                    // The block of a gated declaration or `if #available`: the gate covers it.
                    scopes.append(pending)
                    pending = [:]
                } else if code[offset] == "}" {
                    scopes.removeLast()
                }
                let gate = current()
                if gate != gates[gates.count - 1] { gates.append(gate) }
                gateAt.append(gates.count - 1)
                inUserNotifications.append(conditions.contains { $0.userNotifications })
                excluded.append(conditions.reduce(into: []) { $0.formUnion($1.leftOut) })
                offset += 1
            }
        }
    }

    /// `swift` with every comment and the contents of every string literal replaced by spaces,
    /// line breaks kept, so that nothing in a text or a comment reads as code.
    static func blankingCommentsAndStrings(_ swift: String) -> [Character] {
        var code: [Character] = []
        var characters = Array(swift)[...]
        func blank(_ count: Int) {
            for character in characters.prefix(count) { code.append(character == "\n" ? "\n" : " ") }
            characters = characters.dropFirst(count)
        }
        while let first = characters.first {
            if characters.starts(with: "//") {
                blank(characters.prefix { $0 != "\n" }.count)
            } else if characters.starts(with: "\"\"\"") || first == "\"" {
                let delimiter = characters.starts(with: "\"\"\"") ? "\"\"\"" : "\""
                code += delimiter
                characters = characters.dropFirst(delimiter.count)
                var length = 0
                while length < characters.count && !characters.dropFirst(length).starts(with: delimiter) {
                    length +=
                        characters[characters.index(characters.startIndex, offsetBy: length)] == "\\" ? 2 : 1
                }
                blank(length)
                code += characters.prefix(delimiter.count)
                characters = characters.dropFirst(delimiter.count)
            } else {
                code.append(first)
                characters = characters.dropFirst()
            }
        }
        return code
    }

    static func higher(_ first: [Int], _ second: [Int]) -> [Int] {
        first.lexicographicallyPrecedes(second) ? second : first
    }
    /// `iOS 15.0, macOS 12.0` in an availability list, as version numbers by platform.
    static func versions(in code: String) -> APIMinimums.Versions {
        var versions: APIMinimums.Versions = [:]
        let pattern = try! NSRegularExpression(
            pattern: #"\b(iOS|macOS|watchOS|tvOS|visionOS) (\d+(?:\.\d+)*)"#)
        let range = NSRange(code.startIndex..., in: code)
        for match in pattern.matches(in: code, range: range) {
            let platform = String(code[Range(match.range(at: 1), in: code)!])
            let version = code[Range(match.range(at: 2), in: code)!].split(separator: ".").compactMap {
                Int($0)
            }
            versions[platform] = version
        }
        return versions
    }
}
