/// Finds the kit key an app key was probably meant to be: one that differs only in case or
/// punctuation (`generic.okay`, `Generic_Okay`), or by a single insertion, deletion,
/// substitution or swap of neighbours (`Generic.Okey`).
///
/// Stricter than "did you mean" for unknown names, because an app legitimately adds many keys
/// of its own that resemble the kit's. Fast on big tables: every kit key is indexed under a
/// hash of each of its one-scalar deletions (and of itself), computed from prefix and suffix
/// hashes without building those strings, so a lookup costs a few hash probes instead of a
/// scan. Two keys within one edit always share such a variant; a shared hash is only a
/// candidate, confirmed by ``isWithinOneEdit(_:_:)``, so hash collisions never change the answer.
///
/// ``nearMissByScan(for:)`` is the plain version of the same search, a scan of every kit key;
/// a differential test holds the two equal. (Without the index, the kit check of the large
/// benchmark costs 64 % more instructions: `Docs/Performance.md`.)
struct NearMissFinder {
    private let byNormalized: [String: String]
    private let keys: [(name: String, scalars: [Unicode.Scalar])]
    private let byVariant: VariantTable

    init(_ sortedKeys: [String]) {
        var normalized: [String: String] = [:]
        var keys: [(name: String, scalars: [Unicode.Scalar])] = []
        var hashes: [UInt64] = []
        var owners: [Int32] = []
        keys.reserveCapacity(sortedKeys.count)
        var scratch = VariantScratch()
        for key in sortedKeys {
            let folded = Self.normalize(key)
            if normalized[folded] == nil { normalized[folded] = key }
            let scalars = Self.lowercasedScalars(key)
            let index = Int32(keys.count)
            keys.append((key, scalars))
            Self.variantHashes(scalars, scratch: &scratch) { hash in
                hashes.append(hash)
                owners.append(index)
            }
        }
        byNormalized = normalized
        self.keys = keys
        byVariant = VariantTable(hashes: hashes, owners: owners)
    }

    /// The kit key `key` nearly matches, or nil. Ties go to the first key in sorted order.
    func nearMiss(for key: String) -> String? {
        if let match = byNormalized[Self.normalize(key)], match != key { return match }
        let scalars = Self.lowercasedScalars(key)
        // Keys are indexed in sorted order, so the smallest index that matches is the answer.
        var best = Int32.max
        var scratch = VariantScratch()
        Self.variantHashes(scalars, scratch: &scratch) { variant in
            byVariant.forEachOwner(of: variant) { candidate in
                guard candidate < best else { return }
                let entry = keys[Int(candidate)]
                if entry.name != key && Self.isWithinOneEdit(scalars, entry.scalars) { best = candidate }
            }
        }
        return best == .max ? nil : keys[Int(best)].name
    }

    /// ``nearMiss(for:)`` the plain way: every kit key in sorted order, the first within one edit.
    func nearMissByScan(for key: String) -> String? {
        if let match = byNormalized[Self.normalize(key)], match != key { return match }
        let scalars = Self.lowercasedScalars(key)
        return keys.first { $0.name != key && Self.isWithinOneEdit(scalars, $0.scalars) }?.name
    }

    /// The key lower-cased, as scalars (ASCII without going through Unicode case tables).
    private static func lowercasedScalars(_ key: String) -> [Unicode.Scalar] {
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            return key.utf8.map { Unicode.Scalar($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) }
        }
        return Array(key.lowercased().unicodeScalars)
    }

    /// Reusable buffers for ``variantHashes(_:scratch:_:)``.
    struct VariantScratch {
        var suffix: [UInt64] = []
        var power: [UInt64] = []
    }

    /// Calls `body` with the hash of the text itself and of every text with one scalar removed
    /// (a doubled letter gives the same hash twice; repeats change no answer).
    static func variantHashes(_ scalars: [Unicode.Scalar], scratch: inout VariantScratch, _ body: (UInt64) -> Void) {
        let count = scalars.count
        let base: UInt64 = 0x100_0000_01B3
        // suffix[i]: the hash of scalars[i...] as if it ended the text; power[k] = base^k.
        scratch.suffix.removeAll(keepingCapacity: true)
        scratch.suffix.append(contentsOf: repeatElement(0, count: count + 1))
        scratch.power.removeAll(keepingCapacity: true)
        scratch.power.append(contentsOf: repeatElement(1, count: count + 1))
        scratch.suffix.withUnsafeMutableBufferPointer { suffix in
            scratch.power.withUnsafeMutableBufferPointer { power in
                for index in stride(from: count - 1, through: 0, by: -1) {
                    power[count - index] = power[count - index - 1] &* base
                    suffix[index] = (UInt64(scalars[index].value) &+ 1) &* power[count - 1 - index] &+ suffix[index + 1]
                }
                func finish(_ hash: UInt64, length: Int) -> UInt64 {
                    var mixed = hash ^ (UInt64(length) &* 0x9E37_79B9_7F4A_7C15)
                    mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
                    return mixed ^ (mixed >> 29)
                }
                body(finish(suffix[0], length: count))
                var prefix: UInt64 = 0
                for index in 0..<count {
                    // scalars[..<index] shifted past the suffix that follows the removed scalar.
                    let variant = prefix &* power[count - 1 - index] &+ suffix[index + 1]
                    body(finish(variant, length: count - 1))
                    prefix = prefix &* base &+ (UInt64(scalars[index].value) &+ 1)
                }
            }
        }
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
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: letters lower-cased, digits kept, the rest dropped; no Unicode tables.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(key.utf8.count)
            for byte in key.utf8 {
                if byte >= 0x41 && byte <= 0x5A {
                    bytes.append(byte | 0x20)
                } else if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(
            String.UnicodeScalarView(
                key.lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0)
                }))
    }
}

/// Variant hashes → the keys that have them: one open-addressing table of (hash, key) pairs,
/// several pairs per hash allowed, instead of an array per hash.
private struct VariantTable {
    private var hashes: [UInt64]
    private var owners: [Int32]
    private let mask: Int

    init(hashes pairs: [UInt64], owners pairOwners: [Int32]) {
        var capacity = 16
        while capacity < pairs.count * 2 { capacity *= 2 }
        var hashes = [UInt64](repeating: 0, count: capacity)
        var owners = [Int32](repeating: -1, count: capacity)
        for (hash, owner) in zip(pairs, pairOwners) {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while owners[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            hashes[slot] = hash
            owners[slot] = owner
        }
        self.hashes = hashes
        self.owners = owners
        mask = capacity - 1
    }

    func forEachOwner(of hash: UInt64, _ body: (Int32) -> Void) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while owners[slot] >= 0 {
            if hashes[slot] == hash { body(owners[slot]) }
            slot = (slot + 1) & mask
        }
    }
}
