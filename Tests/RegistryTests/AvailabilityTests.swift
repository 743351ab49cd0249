import ActionCore
import Foundation
import Testing

/// Linux never enforces `@available(iOS …)`, and `#available(iOS 15, …)` is always true
/// there, so the gates are checked in the source: every API use must sit under a gate at
/// least as high as `APIMinimums` says, on every platform the API has a minimum for.
@Suite struct AvailabilityTests {
    @Test func everyAPIUseIsGatedAtItsMinimum() throws {
        let sources = [try Registries.presets()] + (try CompilationTests.edgeCases())
        for source in sources {
            let swift = SwiftRegistryRenderer.render(source.catalog, options: SwiftRegistryOptions())
            #expect(AvailabilityCheck.problems(in: swift) == [], "\(source.path)")
        }
    }

    /// The check is not vacuous: a registry without one of its gates fails it.
    @Test(arguments: [
        "@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)\n",
        "@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)\n",
        "#available(iOS 15.0, macOS 12.0, watchOS 8.0, *), ",
    ])
    func aMissingGateIsFound(gate: String) throws {
        let catalog = try #require(try CompilationTests.edgeCases().first { $0.path == "edge-full.yaml" })
            .catalog
        let swift = SwiftRegistryRenderer.render(catalog, options: SwiftRegistryOptions())
        let ungated = swift.replacingOccurrences(
            of: gate.hasPrefix("#") ? "if " + gate : gate, with: gate.hasPrefix("#") ? "if " : "")
        #expect(ungated != swift)
        #expect(AvailabilityCheck.problems(in: ungated) != [])
    }
}

/// Reads generated Swift line by line, tracking the gates of the enclosing braces.
enum AvailabilityCheck {
    static func problems(in swift: String) -> [String] {
        var problems: [String] = []
        // One gate per open brace; a declaration's `@available` applies from its line on.
        var scopes: [APIMinimums.Versions] = []
        var pending: APIMinimums.Versions = [:]
        var inTable = false
        var inUserNotifications = false
        for (number, rawLine) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            // A table literal opens with `"""` and closes with `"""` or, in an array, `""",`.
            if line == "\"\"\"" || line == "\"\"\"," {
                inTable.toggle()
                continue
            }
            if inTable || line.hasPrefix("//") { continue }
            if line.hasPrefix("#if canImport(UserNotifications) && !os(tvOS)") { inUserNotifications = true }
            if line == "#endif" { inUserNotifications = false }
            let code = line.replacingOccurrences(
                of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            // Attribute lines (`@available`, `@MainActor`) belong to the declaration after them.
            if code.hasPrefix("@") && !code.contains("{") {
                if code.hasPrefix("@available(") {
                    pending.merge(versions(in: code), uniquingKeysWith: higher)
                }
                continue
            }
            var gate = scopes.reduce(into: pending) { $0.merge($1, uniquingKeysWith: higher) }
            if code.contains("#available(") { gate.merge(versions(in: code), uniquingKeysWith: higher) }
            for use in APIMinimums.uses where code.range(of: use.pattern, options: .regularExpression) != nil
            {
                if code.hasPrefix("import ") { continue }
                if !inUserNotifications && use.needs == APIMinimums.userNotifications {
                    problems.append("line \(number + 1): \(use.what) outside the UserNotifications section")
                }
                for (platform, minimum) in use.needs
                where (gate[platform] ?? [0]).lexicographicallyPrecedes(minimum) {
                    problems.append(
                        "line \(number + 1): \(use.what) needs \(platform) \(minimum), gated at \(gate[platform] ?? [])"
                    )
                }
            }
            let opens = code.filter { $0 == "{" }.count
            let closes = code.filter { $0 == "}" }.count
            // `if #available(…) {` gates its block; a declaration's pending gate covers its body.
            let blockGate = code.contains("#available(") ? gate : pending
            for _ in 0..<max(0, opens - closes) { scopes.append(blockGate) }
            for _ in 0..<max(0, closes - opens) where !scopes.isEmpty { scopes.removeLast() }
            pending = [:]
        }
        return problems
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
