/// Holds the last compilation until the process exits, so that `themec` does not spend its
/// last milliseconds freeing hundreds of thousands of objects one by one: the operating system
/// takes the whole heap back at once (compilers do the same, e.g. clang's `-disable-free`).
///
/// Only the most recent value is kept, so running many commands in one process (the tests)
/// frees each earlier one as usual.
enum KeptUntilExit {
    nonisolated(unsafe) private static var value: (any Sendable)?
    private static let lock = Lock()

    static func keep(_ newValue: any Sendable) {
        let previous = lock.withLock {
            let previous = value
            value = newValue
            return previous
        }
        _ = previous
    }
}
