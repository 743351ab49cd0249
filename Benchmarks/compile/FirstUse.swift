// Built by Benchmarks/compile.sh at -O with the 1,000-category registry: how long each
// table takes to build on its first use, in the order an app meets them, then a warm
// lookup for comparison. Each table is built once per process, so each is timed once.

@main struct FirstUse {
    static func main() {
        let clock = ContinuousClock()
        var rows: [(String, Duration)] = []
        func measure(_ what: String, _ body: () -> Void) {
            let start = clock.now
            body()
            rows.append((what, clock.now - start))
        }
        let last = PushActions.Action.allCases[PushActions.Action.allCases.count - 1]
        var seen = 0
        measure("action table (`identifier`)") { seen += last.identifier.utf8.count }
        let identifier = last.identifier
        measure("action index (`Action(identifier:)`)") {
            seen += PushActions.Action(identifier: identifier)!.rawValue
        }
        measure("English and Korean texts (`title(for: \"ko\")`)") {
            seen += last.title(for: "ko").utf8.count
        }
        measure("text field slots (`textInput`)") { seen += last.textInput == nil ? 0 : 1 }
        let category = PushActions.Category.allCases[PushActions.Category.allCases.count - 1]
        measure("category table and index (`Category(identifier:)`, `actions`)") {
            seen += PushActions.Category(identifier: category.identifier)!.actions.count
        }
        // Every table launch code, `register` and routing use: the rest are other languages'.
        let total = rows.reduce(Duration.zero) { $0 + $1.1 }
        var everyLanguage = Duration.zero
        measure("the other 14 languages' texts (`titles`)") { seen += last.titles.count }
        everyLanguage = rows[rows.count - 1].1
        let actions = PushActions.Action.allCases
        let warm = clock.measure {
            for action in actions { seen += action.title(for: "zh-Hant-TW").utf8.count }
        }
        print("| first use at 1,000 categories (\(actions.count) actions) | time |")
        print("| --- | ---: |")
        for (what, duration) in rows { print("| \(what) | \(milliseconds(duration)) |") }
        print("| **all the tables of one language** | **\(milliseconds(total))** |")
        print("| **all the tables of every language** | **\(milliseconds(total + everyLanguage))** |")
        print(
            "| then one warm `title(for:)` (mean of \(actions.count)) | \(milliseconds(warm / actions.count)) |"
        )
        print("\nGoal (issue 14): the tables built on first use ≤ 1 ms. (checksum \(seen))")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        return
            "\(microseconds / 1000).\(String(repeating: "0", count: 3 - String(microseconds % 1000).count))\(microseconds % 1000) ms"
    }
}
