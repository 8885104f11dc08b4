/// ``Suggestion/nearest(to:in:)`` for many names against one list, at a bounded cost per name.
///
/// With at most ``comparedCandidates`` candidates every one is compared, and the answer is
/// exactly `Suggestion.nearest`'s. With more, a name is compared only with the candidates
/// nearest it in two orders of the lower-cased candidates: the 32 before and the 32 after it in
/// alphabetical order, and the same with every name read from its end, so a candidate that shares
/// the name's beginning or its end is among them (a typo, or a key renamed at one end:
/// `Settings.Item.title` for `Settings.Item.heading`). Among those the nearest wins as in
/// `Suggestion.nearest`: the smallest edit distance within a third of the name's length, ties to
/// the candidate that sorts first. So the cost is `log n` per name to find its place and at most
/// 128 comparisons, where comparing with every candidate made a locale whose 5,000 keys were all
/// renamed take 25 million comparisons (32 s).
struct SuggestionIndex: Sendable {
    /// The most candidates one name is compared with.
    static let comparedCandidates = 128

    private let names: [String]
    /// Each name lower-cased, as scalars.
    private let folded: [[Unicode.Scalar]]
    /// The names' indices in alphabetical order of ``folded``, and of ``folded`` read backwards;
    /// empty when there are at most ``comparedCandidates`` names (every one is compared).
    private let forward: [Int]
    private let backward: [Int]

    /// An index of `names` (in any order; ties between equally near names go to the one that sorts
    /// first).
    init(_ names: [String]) {
        self.names = names
        let folded = names.map(Self.fold)
        self.folded = folded
        guard names.count > Self.comparedCandidates else {
            forward = []
            backward = []
            return
        }
        forward = names.indices.sorted { Self.order(folded[$0], $0, before: folded[$1], $1, backwards: false) }
        backward = names.indices.sorted { Self.order(folded[$0], $0, before: folded[$1], $1, backwards: true) }
    }

    /// The candidate nearest `name`, as ``Suggestion/nearest(to:in:)`` finds it among
    /// ``candidates(for:)``.
    func nearest(to name: String) -> String? {
        let target = Self.fold(name)
        let limit = max(1, target.count / 3)
        var rows = Suggestion.EditRows()
        var best: (distance: Int, name: String)?
        for index in candidates(for: name) where names[index] != name {
            let other = folded[index]
            if abs(other.count - target.count) > limit { continue }
            guard let distance = Suggestion.editDistance(target, other, limit: limit, rows: &rows) else { continue }
            if let current = best, (current.distance, current.name) <= (distance, names[index]) { continue }
            best = (distance, names[index])
        }
        return best?.name
    }

    /// The indices of the candidates `name` is compared with, ascending: all of them, or at most
    /// ``comparedCandidates`` (see the type's summary).
    func candidates(for name: String) -> [Int] {
        guard !forward.isEmpty else { return Array(names.indices) }
        let target = Self.fold(name)
        let side = Self.comparedCandidates / 4
        var chosen = Set<Int>()
        for (order, backwards) in [(forward, false), (backward, true)] {
            // The first position whose name sorts after the target (a name equal to it, which is
            // not compared, sorts before).
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                if Self.order(folded[order[middle]], order[middle], before: target, Int.max, backwards: backwards) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            for position in max(0, low - side)..<min(order.count, low + side) { chosen.insert(order[position]) }
        }
        return chosen.sorted()
    }

    /// Whether `a` (the name at index `i`) sorts before `b` (at `j`): by scalar values, from the
    /// start or from the end, then by index, so the order never depends on the sort.
    private static func order(
        _ a: [Unicode.Scalar], _ i: Int, before b: [Unicode.Scalar], _ j: Int, backwards: Bool
    ) -> Bool {
        let shared = min(a.count, b.count)
        for step in 0..<shared {
            let x = backwards ? a[a.count - 1 - step] : a[step]
            let y = backwards ? b[b.count - 1 - step] : b[step]
            if x != y { return x < y }
        }
        if a.count != b.count { return a.count < b.count }
        return i < j
    }

    /// The name lower-cased, as scalars: what ``Suggestion/nearest(to:in:)`` compares.
    private static func fold(_ name: String) -> [Unicode.Scalar] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.utf8.map { Unicode.Scalar($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) }
        }
        return Array(name.lowercased().unicodeScalars)
    }
}
