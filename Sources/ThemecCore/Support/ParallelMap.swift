import Dispatch

/// Maps over an array on every core, keeping the input order in the result, so a parallel run
/// is byte-identical to a serial one.
package enum ParallelMap {
    /// `transform` applied to every item, on every core unless `parallel` is false; results in the items' order.
    package static func map<T: Sendable, R: Sendable>(
        _ items: [T], parallel: Bool = true,
        _ transform: @Sendable (T) -> R
    ) -> [R] {
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
///
/// The slots are raw memory allocated once, not an `Array` stored in the class: writing through
/// a shared `Array` variable is a mutating access of that one variable from every thread (the
/// uniqueness check, and in unoptimized builds a store back of the buffer reference), which
/// ThreadSanitizer reports and which can copy the buffer under another thread's feet.
private final class ResultSlots<R>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<R?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores the result for `index`; distinct threads always write distinct indices.
    func set(_ index: Int, _ value: R) {
        precondition(index >= 0 && index < count)
        (slots + index).pointee = value
    }

    /// The results in order, read after every writer has finished.
    var values: [R] {
        (0..<count).map { slots[$0]! }
    }
}
