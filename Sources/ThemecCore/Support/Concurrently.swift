import Dispatch

/// Runs two independent pieces of work at the same time and returns both results.
///
/// Used between stages that need nothing from each other, so that one stage's serial part
/// (merging, cross-file checks) overlaps the other's parallel part. The results are the same
/// whichever finishes first.
///
/// The second piece runs on a global queue, not in `concurrentPerform`: libdispatch runs a
/// `concurrentPerform` nested inside another one serially, which would take the parallelism
/// away from the stages themselves.
enum Concurrently {
    static func run<A: Sendable, B: Sendable>(
        parallel: Bool = true, _ first: () -> A,
        and second: @escaping @Sendable () -> B
    ) -> (A, B) {
        guard parallel else { return (first(), second()) }
        let slot = ResultSlot<B>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { slot.value = second() }
        let a = first()
        group.wait()
        return (a, slot.value!)
    }
}

/// A value written by one thread before a `DispatchGroup` finishes and read after `wait()`,
/// which orders the two.
private final class ResultSlot<Value>: @unchecked Sendable {
    var value: Value?
}
