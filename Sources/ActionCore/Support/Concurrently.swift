import Dispatch

/// Runs `other` on a second thread while `here` runs on this one, and returns both
/// results: for independent steps of a large build, which have a core each on a
/// two-core machine. The results do not depend on the timing, so the output stays
/// deterministic.
func concurrently<Here, Other: Sendable>(
    _ here: () -> Here, _ other: @escaping @Sendable () -> Other
) -> (Here, Other) {
    let result = ResultBox<Other>()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { result.value = other() }
    let hereResult = here()
    group.wait()
    guard let otherResult = result.value else { preconditionFailure("the group finished without a result") }
    return (hereResult, otherResult)
}

/// Where the other thread leaves its result; `DispatchGroup.wait()` orders its write
/// before the read, which is what makes the unchecked `Sendable` sound.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// `transform` applied to the two halves of `items` on two threads: for the per-definition
/// steps of a large build, whose items do not depend on each other. The caller joins the
/// two results in order, so they are the same as from one pass.
func concurrentHalves<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ transform: @escaping @Sendable (ArraySlice<Item>) -> Result
) -> (Result, Result) {
    let middle = items.count / 2
    return concurrently({ transform(items[..<middle]) }, { transform(items[middle...]) })
}

/// Frees what it is handed on another thread while this one goes on: a large input's node
/// tree takes tens of milliseconds to free, which the build need not wait for. `wait()`
/// returns once everything handed over is freed (before the heap is trimmed).
final class BackgroundRelease: Sendable {
    private let group = DispatchGroup()

    func release<Value>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global().async(group: group) { box.empty() }
    }

    func wait() {
        group.wait()
    }
}

/// Holds a value until the releasing thread empties it; only that thread touches it after
/// it is made, which is what makes the unchecked `Sendable` sound.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func empty() {
        value = nil
    }
}
