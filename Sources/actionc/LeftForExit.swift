/// Values a command leaves for the process's exit to free. A large app's catalog is hundreds
/// of thousands of small allocations; releasing them one by one was 2.5 % of a 1,000-category
/// build's instructions (15 M of 624 M, callgrind), and the kernel takes back the whole
/// process at once when it exits (compilers skip the same work: clang's `-disable-free`).
/// Only the CLI's commands, which `main.swift` exits right after, hand values here.
enum LeftForExit {
    /// Written only by the thread that runs the command (main.swift's), once per run.
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        values.append(value)
    }
}
