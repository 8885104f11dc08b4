import Foundation
import Testing

@testable import ThemecCLI

/// `ThreadPerItem.map` runs every index once, returns the results in index order, and spreads
/// the work over several threads, at most `maximumLanes`, so that waits on the disk overlap.
@Suite struct ThreadPerItemTests {
    /// The indices run and the threads they ran on, recorded from several threads.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var indices: [Int] = []
        private(set) var threads: Set<ObjectIdentifier> = []

        func record(_ index: Int) {
            lock.lock()
            defer { lock.unlock() }
            indices.append(index)
            threads.insert(ObjectIdentifier(Thread.current))
        }
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 50])
    func everyIndexRunsOnceAndTheResultsKeepTheirOrder(count: Int) {
        let runs = Runs()
        let results = ThreadPerItem.map(count) { index in
            runs.record(index)
            usleep(2_000)  // a wait, as a sync is
            return index * 10
        }
        #expect(results == (0..<count).map { $0 * 10 })
        #expect(runs.indices.sorted() == Array(0..<count))
        #expect(runs.threads.count <= ThreadPerItem.maximumLanes)
        if count > 1 { #expect(runs.threads.count > 1, "one thread ran \(count) items") }
    }
}
