/// Runs work that waits on the disk (writing and syncing files) on several threads at once, so
/// that the waits overlap. Work sent to Dispatch's global queues runs only as many items at once
/// as there are cores, which suits work for the processor, not waits; here each lane of items
/// goes to a serial queue of its own, which Dispatch gives a thread of its own.
enum ThreadPerItem {
    /// The most threads one call uses (the calling thread included): enough to overlap the
    /// syncs of a few files, and a bound for a project with hundreds of tables.
    static let maximumLanes = 8

    /// `work` for each index below `count`, the results in index order. Index `i` runs in lane
    /// `i % lanes`, one lane a thread, lane 0 on the calling thread.
    static func map<R: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> R) -> [R] {
        let lanes = min(count, maximumLanes)
        guard lanes > 1 else { return (0..<count).map(work) }
        let slots = Slots<R>(count: count)
        let group = DispatchGroup()
        for lane in 1..<lanes {
            DispatchQueue(label: "themec.write.\(lane)").async(group: group) {
                for index in stride(from: lane, to: count, by: lanes) { slots.set(index, work(index)) }
            }
        }
        for index in stride(from: 0, to: count, by: lanes) { slots.set(index, work(index)) }
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
