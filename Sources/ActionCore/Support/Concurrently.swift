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

/// `transform` applied to each of `items`, half of them on another thread, each half with
/// state of its own from `makeState` (a decoder collecting diagnostics, say): for the
/// per-definition steps of a large build, whose items do not depend on each other. The
/// results are written straight into the array, in order, so it is the same as from one
/// pass, and no copy of tens of thousands of definitions joins the halves.
func concurrentMap<Item: Sendable, State: Sendable, Element: Sendable>(
    _ items: [Item], state makeState: @escaping @Sendable () -> State,
    _ transform: @escaping @Sendable (inout State, Item) -> Element
) -> (elements: [Element], states: (State, State)) {
    var states: (State, State)?
    let elements = [Element](unsafeUninitializedCapacity: items.count) { buffer, initializedCount in
        let slots = Slots(base: buffer.baseAddress)
        @Sendable func fill(_ range: Range<Int>) -> State {
            var state = makeState()
            for index in range { slots.initialize(index, to: transform(&state, items[index])) }
            return state
        }
        let middle = items.count / 2
        states = concurrently({ fill(0..<middle) }, { fill(middle..<items.count) })
        initializedCount = items.count
    }
    guard let states else { preconditionFailure("both halves finished") }
    return (elements, states)
}

/// The array `concurrentMap` fills. Each thread initializes only its own indices, and the
/// array is used only after both are done (`concurrently` waits), which is what makes the
/// unchecked `Sendable` sound.
private struct Slots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>?

    func initialize(_ index: Int, to element: Element) {
        base.unsafelyUnwrapped.advanced(by: index).initialize(to: element)
    }
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
