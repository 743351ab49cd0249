import Dispatch

/// Independent pieces of work at once: the stages of a build that need nothing of each
/// other's, and the CLI's writes of the outputs.
package enum Parallel {
    /// `background` on one of Dispatch's threads while `body` runs on the caller's, returning
    /// when both have; `body` then `background` on the caller's when not `inParallel`. `body`
    /// is not sent to another thread, so it may read what the caller holds.
    static func beside<Result, Background: Sendable>(
        _ background: @escaping @Sendable () -> Background, while body: () -> Result, inParallel: Bool
    ) -> (Result, Background) {
        guard inParallel else { return (body(), background()) }
        let backgroundResult = Slots<Background>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { backgroundResult.set(0, background()) }
        let result = body()
        // The group's wait returns after the work has, so the slot is set.
        group.wait()
        return (result, backgroundResult.values[0])
    }

    /// `transform` of each of `items`, in their order: spread over the caller's thread and
    /// Dispatch's, as many at once as there are cores, when `inParallel`; else one after the
    /// other on the caller's.
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], inParallel: Bool, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard inParallel, items.count > 1 else { return items.map(transform) }
        let results = Slots<Result>(count: items.count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                results.set(index, transform(items[index]))
            }
        }
        // concurrentPerform returns after every iteration has, so every slot is set.
        return results.values
    }

    /// A result per piece of work, each slot written by one thread and all read once every thread has
    /// finished, so no access overlaps another: the reason it may be unchecked.
    private final class Slots<Value>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func set(_ index: Int, _ value: Value) { slots[index] = value }

        var values: [Value] { slots.map { $0! } }
    }
}
