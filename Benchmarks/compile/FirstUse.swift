// Built by Benchmarks/compile.sh at -O with the registry of 100 and of 1,000 categories: what
// the first `register(language:)` of a process costs, the work an app does at launch (the
// registry splits its columns and builds its identifier indexes then), and then warm lookups,
// each per action, to show they do not grow with the catalog.

import UserNotifications

@main struct FirstUse {
    static func main() async {
        let clock = ContinuousClock()
        let actions = PushActions.Action.allCases
        let identifiers = actions.map(\.identifier)
        // An action with a text field (compile.sh passes one's identifier).
        let typedIdentifier = CommandLine.arguments[1]
        var seen = 0
        let firstRegister = await clock.measure { await PushActions.register(language: "ko") }
        let firstTextInput = clock.measure {
            seen += PushActions.Action(identifier: typedIdentifier)!.textInput!.buttonTitles.count
        }
        // Warm rows: the best of ten passes over every action, so that another process taking
        // the core for a moment does not count.
        func warm(_ body: () -> Void) -> Duration {
            (0..<10).map { _ in clock.measure(body) }.min()! / actions.count
        }
        let warmTitle = warm { for action in actions { seen += action.title(for: "zh-Hant-TW").utf8.count } }
        let warmIdentifier = warm {
            for identifier in identifiers { seen += PushActions.Action(identifier: identifier)!.rawValue }
        }
        let warmTitles = warm { for action in actions { seen += action.titles.count } }
        let warmBuild = clock.measure { seen += PushActions.notificationCategories(language: "ja").count }
        let size = "\(PushActions.Category.allCases.count) categories, \(actions.count) actions"
        print("| first use and warm lookups at \(size) | time |")
        print("| --- | ---: |")
        print(
            "| **the first `register(language: \"ko\")` of the process** | **\(milliseconds(firstRegister))** |"
        )
        print("| then `textInput`, every language | \(milliseconds(firstTextInput)) |")
        print("| a warm `title(for: \"zh-Hant-TW\")` | \(microseconds(warmTitle)) |")
        print("| a warm `Action(identifier:)` | \(microseconds(warmIdentifier)) |")
        print("| a warm `titles` | \(microseconds(warmTitles)) |")
        print(
            "| a warm `notificationCategories(language: \"ja\")`, what `register` builds | \(milliseconds(warmBuild)) |"
        )
        print(
            "\nGoal (issue 24): the first register ≤ 2 ms at 100 categories, ≤ 20 ms at 1,000. (checksum \(seen))"
        )
    }

    /// Microseconds with three decimals.
    static func microseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        return
            "\(nanoseconds / 1000).\(String(repeating: "0", count: 3 - String(nanoseconds % 1000).count))\(nanoseconds % 1000) µs"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        return
            "\(microseconds / 1000).\(String(repeating: "0", count: 3 - String(microseconds % 1000).count))\(microseconds % 1000) ms"
    }
}
