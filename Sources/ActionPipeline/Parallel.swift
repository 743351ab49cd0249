import Dispatch

/// Two independent pieces of work at once, for the stages of a build that read the same
/// validated definitions and nothing of each other's.
enum Parallel {
    /// `first` and `second` on two threads (the caller's and one of Dispatch's), returning when
    /// both have; one after the other on the caller's when not `inParallel`.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second, inParallel: Bool
    ) -> (First, Second) {
        guard inParallel else { return (first(), second()) }
        let results = Results<First, Second>()
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { results.first = first() } else { results.second = second() }
                }
            }
        }
        // concurrentPerform returns after every iteration has, so both are set.
        return (results.first!, results.second!)
    }

    /// Each field is written by one thread and read only once both have finished, so no
    /// access overlaps another: the reason it may be unchecked.
    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
