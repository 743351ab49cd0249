import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CrashSafetyTests {
    /// A build killed at any moment leaves each output whole: the old bytes or the new ones.
    @Test func killedBuildsLeaveOldOrNewOutputsNeverAMix() throws {
        let scratch = try Scratch()
        let variants = ["Old", "New"]
        for variant in variants {
            try scratch.write(
                LargeDefinitions.yaml(variant: variant, actions: 600), to: "\(variant)/push.actions.yaml")
        }
        var expected: [Data] = []
        var fullRun: TimeInterval = 0
        for variant in variants {
            let start = Date()
            let result = try scratch.run("build", variant, "-o", "expected\(variant)", "--quiet")
            fullRun = max(fullRun, Date().timeIntervalSince(start))
            #expect(result.status == 0, "\(result.stderr)")
            expected.append(try #require(scratch.bytes("expected\(variant)/hive_push_actions.json")))
        }
        #expect(expected[0] != expected[1])
        #expect(try scratch.run("build", "Old", "-o", "out", "--quiet").status == 0)

        var generator = SystemRandomNumberGenerator()
        var (killed, completed) = (0, 0)
        var killedWhileWriting = 0
        for iteration in 0..<30 {
            let (process, output, errors) = try ActioncProcess.start(
                ["build", variants[iteration % 2], "-o", "out", "--quiet"], in: scratch.url)
            let temporary = scratch.path(
                "out/.hive_push_actions.json.actionc-tmp-\(process.processIdentifier)")
            if iteration % 2 == 0 {
                // At a random moment, mostly while compiling.
                usleep(UInt32(Double.random(in: 0.2...1.1, using: &generator) * fullRun * 1_000_000))
            } else {
                // As soon as the new file appears, or a little later: the temporary files
                // live only while they are written and flushed, a millisecond or two.
                while process.isRunning && access(temporary, F_OK) != 0 { usleep(20) }
                if iteration % 4 == 3 { usleep(UInt32.random(in: 0...1_000, using: &generator)) }
            }
            let writing = access(temporary, F_OK) == 0
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
            if process.terminationReason == .uncaughtSignal {
                killed += 1
                if writing { killedWhileWriting += 1 }
            } else {
                completed += 1
            }
            let current = try #require(scratch.bytes("out/hive_push_actions.json"))
            #expect(
                current == expected[0] || current == expected[1], "iteration \(iteration): a mixed output")
        }
        print(
            "crash safety: \(killed) builds killed (\(killedWhileWriting) while writing), \(completed) finished;"
                + " a full build takes \(Int(fullRun * 1000)) ms")
        #expect(killedWhileWriting > 0)

        // The next build clears what killed builds left behind.
        #expect(try scratch.run("build", "New", "-o", "out", "--quiet").status == 0)
        #expect(scratch.bytes("out/hive_push_actions.json") == expected[1])
        #expect(scratch.listing().filter { $0.contains(".actionc-tmp-") }.isEmpty)
    }
}
