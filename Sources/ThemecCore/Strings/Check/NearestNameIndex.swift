/// "Did you mean" over many names at once: the same answer as ``Suggestion/nearest(to:in:)``
/// (case-insensitive edit distance with transpositions, at most a third of the name's length,
/// ties to the name that sorts first), without its per-call cost.
///
/// Each candidate is lower-cased and split into scalars once, and candidates are bucketed by
/// length, so a query only measures the names whose length is within the distance limit.
/// Asking about every extra key of a locale against every missing one stays cheap.
struct NearestNameIndex {
    private var byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]] = [:]

    init<S: Sequence>(_ candidates: S) where S.Element == String {
        for name in candidates {
            let scalars = Array(name.lowercased().unicodeScalars)
            byLength[scalars.count, default: []].append((name, scalars))
        }
    }

    func nearest(to name: String) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for length in max(0, target.count - limit)...(target.count + limit) {
            for candidate in byLength[length] ?? [] where candidate.name != name {
                // A candidate can only win if it could beat the best distance found so far.
                let bound = best.map { min(limit, $0.distance) } ?? limit
                guard let distance = Suggestion.editDistance(target, candidate.scalars, limit: bound) else { continue }
                if let current = best, (current.distance, current.name) <= (distance, candidate.name) { continue }
                best = (distance, candidate.name)
            }
        }
        return best?.name
    }
}
