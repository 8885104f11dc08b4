/// Finds the nearest known name for a misspelled one, for "did you mean" messages.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a plausible typo: at most a third of the name's length, and at least 1.
    /// Ties go to the candidate that sorts first, so the answer never depends on input order.
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
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
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String where S.Element == String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `"; did you mean 'x'?"` when a candidate is close, otherwise `"; expected one of a, b, c"`
    /// listing `candidates` in the order given.
    public static func orExpected(_ name: String, in candidates: [String]) -> String {
        if let nearest = nearest(to: name, in: candidates) { return "; did you mean '\(nearest)'?" }
        return "; expected one of " + candidates.joined(separator: ", ")
    }

    /// Levenshtein distance with transpositions counted as one edit, or nil once it exceeds
    /// `limit` (so a long list of far names costs little).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if a == b { return 0 }
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
