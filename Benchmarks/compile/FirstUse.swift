// Built by Benchmarks/compile.sh at -O with the 1,000-category registry: how long each
// member takes on its first use in a process, in the order an app meets them, then warm
// lookups for comparison. The registry builds nothing on first use but its two identifier
// indexes, so every row after those reads its table literals in place.

import UserNotifications

@main struct FirstUse {
    static func main() {
        let clock = ContinuousClock()
        var rows: [(String, Duration)] = []
        func measure(_ what: String, _ body: () -> Void) {
            let start = clock.now
            body()
            rows.append((what, clock.now - start))
        }
        let actions = PushActions.Action.allCases
        let last = actions[actions.count - 1]
        // An action with a text field (compile.sh passes the last one's identifier): its
        // texts sit at the end of its table block.
        let typedIdentifier = CommandLine.arguments[1]
        let categories = PushActions.Category.allCases
        var seen = 0
        measure("`identifier`") { seen += last.identifier.utf8.count }
        let identifier = last.identifier
        measure("`Action(identifier:)` (builds the action index)") {
            seen += PushActions.Action(identifier: identifier)!.rawValue
        }
        measure("`title(for: \"ko\")`") { seen += last.title(for: "ko").utf8.count }
        let categoryIdentifier = categories[categories.count - 1].identifier
        measure("`Category(identifier:)` and `actions` (builds the category index)") {
            seen += PushActions.Category(identifier: categoryIdentifier)!.actions.count
        }
        let typed = PushActions.Action(identifier: typedIdentifier)!
        measure("`textInput`, every language") { seen += typed.textInput!.buttonTitles.count }
        measure("`titles`, every language") { seen += last.titles.count }
        let total = rows.reduce(Duration.zero) { $0 + $1.1 }

        let warmTitle = clock.measure {
            for action in actions { seen += action.title(for: "zh-Hant-TW").utf8.count }
        }
        let warmTitles = clock.measure {
            for action in actions { seen += action.titles.count }
        }
        let register = clock.measure {
            for category in categories { seen += category.notificationCategory(language: "ko").actions.count }
        }
        print("| first use at 1,000 categories (\(actions.count) actions) | time |")
        print("| --- | ---: |")
        for (what, duration) in rows { print("| \(what) | \(milliseconds(duration)) |") }
        print("| **every member above, each on its first use** | **\(milliseconds(total))** |")
        print(
            "| then a warm `title(for:)` (mean of \(actions.count)) | \(microseconds(warmTitle / actions.count)) |"
        )
        print(
            "| then a warm `titles` (mean of \(actions.count)) | \(microseconds(warmTitles / actions.count)) |"
        )
        print(
            "| every category's `notificationCategory(language:)`, what `register` builds | \(milliseconds(register)) |"
        )
        print("\nGoal (issue 14): what first use builds ≤ 1 ms. (checksum \(seen))")
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
