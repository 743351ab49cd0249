/// A stack whose top elements are handed over as an array of just their count, moved rather
/// than copied: an `Array` could only copy a slice out and then destroy the originals, a
/// retain and a release per node. The JSON reader keeps the members of all its open
/// containers in one.
final class MovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private(set) var count = 0

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` to the top, which leave the stack.
    func removeArray(from start: Int) -> [Element] {
        precondition(start <= count, "removeArray(from:) past the stack's top")
        let taken = count - start
        guard taken > 0 else { return [] }
        count = start
        // Appended one by one after reserving: `Array(unsafeUninitializedCapacity:)` allocates
        // through an entry point that is not specialized, and costs more than the appends.
        var array: [Element] = []
        array.reserveCapacity(taken)
        for index in start..<start + taken { array.append((base + index).move()) }
        return array
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
