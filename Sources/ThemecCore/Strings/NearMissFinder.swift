/// Finds the kit key an app key was probably meant to be: one that differs only in case or
/// punctuation (`generic.okay`, `Generic_Okay`), or by a single insertion, deletion,
/// substitution or swap of neighbours (`Generic.Okey`).
///
/// Stricter than "did you mean" for unknown names, because an app legitimately adds many keys
/// of its own that resemble the kit's. Fast on big tables: every kit key is indexed under each
/// of its one-character deletions, so a lookup costs a few hash probes instead of a scan.
struct NearMissFinder {
    private let byNormalized: [String: String]
    private let byDeletion: [String: [String]]

    init(_ sortedKeys: [String]) {
        var normalized: [String: String] = [:]
        var deletions: [String: [String]] = [:]
        for key in sortedKeys {
            let folded = Self.normalize(key)
            if normalized[folded] == nil { normalized[folded] = key }
            for variant in Self.deletionVariants(key.lowercased()) { deletions[variant, default: []].append(key) }
        }
        byNormalized = normalized
        byDeletion = deletions
    }

    /// The kit key `key` nearly matches, or nil. Ties go to the first key in sorted order.
    func nearMiss(for key: String) -> String? {
        if let match = byNormalized[Self.normalize(key)], match != key { return match }
        let lowered = key.lowercased()
        let scalars = Array(lowered.unicodeScalars)
        var best: String?
        for variant in Self.deletionVariants(lowered) {
            for candidate in byDeletion[variant] ?? [] where candidate != key {
                if let current = best, current <= candidate { continue }
                if Self.isWithinOneEdit(scalars, Array(candidate.lowercased().unicodeScalars)) { best = candidate }
            }
        }
        return best
    }

    /// The text itself and every text with one scalar removed.
    private static func deletionVariants(_ text: String) -> Set<String> {
        let scalars = Array(text.unicodeScalars)
        var variants: Set<String> = [text]
        for index in scalars.indices {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<index])
            view.append(contentsOf: scalars[(index + 1)...])
            variants.insert(String(view))
        }
        return variants
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isWithinOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if abs(a.count - b.count) > 1 { return false }
        var prefix = 0
        let shorter = min(a.count, b.count)
        while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
        if prefix == a.count && prefix == b.count { return true }
        var suffix = 0
        while suffix < shorter - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = a.count - prefix - suffix
        let middleB = b.count - prefix - suffix
        if middleA <= 1 && middleB <= 1 { return true }
        // A swap of two neighbours: "ab" against "ba".
        return middleA == 2 && middleB == 2 && a[prefix] == b[prefix + 1] && a[prefix + 1] == b[prefix]
    }

    /// Lower-cased letters and digits only.
    private static func normalize(_ key: String) -> String {
        String(String.UnicodeScalarView(key.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }))
    }
}
