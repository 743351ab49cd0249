/// Leaves `value` to be reclaimed with the process instead of freed piece by piece: the
/// catalog and outputs of a 10,000-category build are millions of allocations, and freeing
/// them one by one costs about 60 ms that the process's exit does at once (clang's
/// `-disable-free`, for the same reason). Only for what would live until the exit anyway.
func keepUntilExit(_ value: some Any) {
    _ = Unmanaged.passRetained(Kept(value))
}

private final class Kept<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
