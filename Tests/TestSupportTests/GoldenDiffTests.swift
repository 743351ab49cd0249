import Foundation
import TestSupport
import Testing

@Suite struct GoldenDiffTests {
    @Test func anInsertedLineIsOneLineOfTheDiff() throws {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line 5\nnew line\n")
        let diff = try #require(Golden.difference(expected: expected, actual: actual))
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        #expect(changed == ["+new line"], "\(diff)")
        #expect(diff.contains("@@ -3,6 +3,7 @@"), "\(diff)")
    }
}
