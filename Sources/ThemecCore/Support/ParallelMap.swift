import Dispatch

/// Maps over an array on every core, keeping the input order in the result, so a parallel run
/// is byte-identical to a serial one.
public enum ParallelMap {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], parallel: Bool = true,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        guard parallel, items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        items.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                results.set(index, transform(buffer[index]))
            }
        }
        return results.values
    }
}

/// Write-once slots filled from several threads; each index is written by exactly one.
private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: R) {
        // Distinct indices of a preallocated array: no two threads touch the same element,
        // and the array itself is never resized.
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var values: [R] { slots.map { $0! } }
}
