/// Runs work that waits on the disk (writing and syncing files) with one thread per item, so
/// that the waits overlap. Work sent to Dispatch's global queues runs only as many items at once
/// as there are cores, which suits work for the processor, not waits; each item here goes to a
/// serial queue of its own, which Dispatch gives a thread of its own.
enum ThreadPerItem {
    /// `work` for each index below `count`, index 0 on the calling thread and each other on a
    /// queue of its own; the results in index order.
    static func map<R: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> R) -> [R] {
        guard count > 1 else { return (0..<count).map(work) }
        let slots = Slots<R>(count: count)
        let group = DispatchGroup()
        for index in 1..<count {
            DispatchQueue(label: "themec.write.\(index)").async(group: group) { slots.set(index, work(index)) }
        }
        slots.set(0, work(0))
        group.wait()
        return slots.values
    }

    /// Results filled in by several threads, each index by one, read once all have finished.
    private final class Slots<R>: @unchecked Sendable {
        private let lock = Lock()
        private var slots: [R?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) { lock.withLock { slots[index] = value } }

        var values: [R] { lock.withLock { slots.map { $0! } } }
    }
}
