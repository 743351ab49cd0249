import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 18: Xcode runs the script phases of several targets at once (an app and its
/// notification extension), and the SwiftPM plugin may too, so builds of different
/// definitions can share an output folder. Each output was atomic, but the pair was not: a
/// `hive_push_actions.json` of one input could end up beside the `PushActions.swift` of the
/// other. Before the output lock, 7 and 5 of 40 rounds of this test ended mixed (two runs).
@Suite struct ConcurrentBuildTests {
    static let rounds = 40
    static let buildsPerRound = 10

    /// Two inputs whose outputs differ in both files.
    private static func definitions(_ variant: String) -> String {
        var text = "actions:\n"
        for index in 0..<400 {
            text +=
                "  ACTION_\(index)_ID:\n    title: {en: \(variant) \(index), ko: \(variant) \(index) ko}\n"
        }
        text += "categories:\n"
        for index in stride(from: 0, to: 399, by: 3) {
            text +=
                "  CATEGORY_\(index): [ACTION_\(index)_ID, ACTION_\(index + 1)_ID, ACTION_\(index + 2)_ID]\n"
        }
        return text
    }

    @Test func concurrentBuildsIntoOneFolderLeaveAMatchingPair() throws {
        let scratch = try Scratch()
        let variants = ["Left", "Right"]
        var pairs: [String: (json: Data, swift: Data)] = [:]
        for variant in variants {
            try scratch.write(Self.definitions(variant), to: "\(variant)/push.actions.yaml")
            #expect(try scratch.run("build", variant, "-o", "expected\(variant)", "--quiet").status == 0)
            pairs[variant] = (
                try #require(scratch.bytes("expected\(variant)/hive_push_actions.json")),
                try #require(scratch.bytes("expected\(variant)/PushActions.swift"))
            )
        }
        var mixedRounds = 0
        for round in 0..<Self.rounds {
            let builds = try (0..<Self.buildsPerRound).map { index in
                try ActioncProcess.start(
                    ["build", variants[(index + round) % 2], "-o", "out", "--quiet"], in: scratch.url)
            }
            for (process, output, errors) in builds {
                process.waitUntilExit()
                #expect(
                    process.terminationStatus == 0,
                    "\(String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))")
                try? FileManager.default.removeItem(at: output)
                try? FileManager.default.removeItem(at: errors)
            }
            let json = try #require(scratch.bytes("out/hive_push_actions.json"))
            let swift = try #require(scratch.bytes("out/PushActions.swift"))
            let matches = variants.contains { pairs[$0]!.json == json && pairs[$0]!.swift == swift }
            if !matches { mixedRounds += 1 }
        }
        print(
            "concurrent builds: \(mixedRounds) of \(Self.rounds) rounds of \(Self.buildsPerRound) builds ended mixed"
        )
        #expect(mixedRounds == 0)
    }

    /// A build waits while another holds the output folder, and goes on as soon as the
    /// holder is killed: the kernel drops a flock with the process. util-linux `flock`
    /// stands in for a build that holds the lock. (CrashSafetyTests kills real builds
    /// inside the lock, and every build after them goes through.)
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aBuildWaitsForTheFolderAndAKilledHolderReleasesIt() throws {
        let scratch = try Scratch()
        try scratch.write(Definitions.valid, to: "push.actions.yaml")
        #expect(try scratch.run("build", "-o", "out", "--quiet").status == 0)
        let before = scratch.bytes("out/PushActions.swift")
        try scratch.write(
            Definitions.valid.replacingOccurrences(of: "Later", with: "Soon"), to: "push.actions.yaml")

        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", "--no-fork", scratch.path("out"), "sleep", "60"]
        try holder.run()
        usleep(300_000)
        let (build, output, errors) = try ActioncProcess.start(
            ["build", "-o", "out", "--quiet"], in: scratch.url)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        usleep(1_000_000)
        #expect(build.isRunning, "the build did not wait for the folder")
        #expect(scratch.bytes("out/PushActions.swift") == before)

        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        #expect(scratch.bytes("out/PushActions.swift") != before)
    }
}
