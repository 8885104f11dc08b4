/// Finds the nearest known name for a misspelled one, for "did you mean" messages.
package enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a plausible typo: at most a third of the name's length, and at least 1.
    /// Ties go to the candidate that sorts first, so the answer never depends on input order.
    package static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            if abs(other.count - target.count) > limit { continue }
            guard let distance = editDistance(target, other, limit: limit) else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// `" did you mean 'x'?"` or the empty string, ready to append to a message.
    static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String where S.Element == String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `"; did you mean 'x'?"` when a candidate is close, otherwise `"; expected one of a, b, c"`
    /// listing `candidates` in the order given.
    static func orExpected(_ name: String, in candidates: [String]) -> String {
        if let nearest = nearest(to: name, in: candidates) { return "; did you mean '\(nearest)'?" }
        return "; expected one of " + candidates.joined(separator: ", ")
    }

    /// Levenshtein distance with transpositions counted as one edit, or nil once it exceeds
    /// `limit` (so a long list of far names costs little).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        var rows = EditRows()
        return editDistance(a, b, limit: limit, rows: &rows)
    }

    /// The rows ``editDistance(_:_:limit:rows:)`` computes in, kept from one call to the next so
    /// that comparing one name with many allocates nothing.
    struct EditRows {
        var previousPrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// ``editDistance(_:_:limit:)`` in `rows`. What the two names share at their start and at
    /// their end is not compared (it changes no distance, transpositions included), so names that
    /// differ in a few places near each other cost little.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout EditRows) -> Int? {
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var aEnd = a.count
        var bEnd = b.count
        while aEnd > start && bEnd > start && a[aEnd - 1] == b[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
        }
        let aCount = aEnd - start
        let bCount = bEnd - start
        if aCount == 0 { return bCount <= limit ? bCount : nil }
        if bCount == 0 { return aCount <= limit ? aCount : nil }
        rows.previousPrevious.removeAll(keepingCapacity: true)
        rows.previousPrevious.append(contentsOf: repeatElement(0, count: bCount + 1))
        rows.previous.removeAll(keepingCapacity: true)
        rows.previous.append(contentsOf: 0...bCount)
        rows.current.removeAll(keepingCapacity: true)
        rows.current.append(contentsOf: repeatElement(0, count: bCount + 1))
        for i in 1...aCount {
            rows.current[0] = i
            var rowMinimum = i
            let x = a[start + i - 1]
            for j in 1...bCount {
                let y = b[start + j - 1]
                var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + (x == y ? 0 : 1))
                if i > 1, j > 1, x == b[start + j - 2], a[start + i - 2] == y {
                    value = min(value, rows.previousPrevious[j - 2] + 1)
                }
                rows.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&rows.previousPrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[bCount] <= limit ? rows.previous[bCount] : nil
    }
}
