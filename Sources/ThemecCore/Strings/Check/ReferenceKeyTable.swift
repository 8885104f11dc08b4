/// The reference locale's keys of one table, found from a key's UTF-8 bytes without making a
/// `String` of it: each other locale looks up every one of its keys here.
///
/// The answer is the one `String` equality gives (keys equal when canonically equivalent). An
/// ASCII key equals only byte-identical keys, except where a non-ASCII key is equivalent to
/// an ASCII one (U+212A KELVIN SIGN and `K`); so a byte miss of an ASCII key is final only when
/// every reference key is ASCII, and any other key is looked up as a `String`.
///
/// ``plainIndex(ofUTF8:)`` is the plain version of the lookup; a differential test holds the two
/// equal. (With a `Dictionary` of `String`s instead, the large benchmark's cold `generate` takes
/// 19 % more instructions: `Docs/Performance.md`.)
struct ReferenceKeyTable: Sendable {
    /// The keys, sorted (positions are indices into this array).
    let keys: [String]
    /// The ASCII keys' bytes, back to back.
    private let storage: [UInt8]
    /// Per key, where its bytes start in ``storage`` (`starts[i]..<starts[i + 1]`); non-ASCII
    /// keys take no bytes and are not in ``slots``.
    private let starts: [Int]
    /// Open addressing: per slot the key's index + 1 in the low half and the top half of its
    /// hash in the high half (so most misses need no byte comparison); 0 for empty.
    private let slots: [UInt64]
    private let mask: Int
    /// Whether some key is not ASCII, so byte misses must be confirmed as `String`s.
    let hasNonASCIIKeys: Bool
    /// Every key by `String` equality, for the keys that are not found by their bytes. (Not a
    /// binary search of ``keys``: `String`'s `<` does not agree with its `==` for a few scalars,
    /// so `"KK" < "\u{212A}"` although `"\u{212A}" == "K"`.)
    private let indexOfKey: [String: Int]

    init(sortedKeys keys: [String]) {
        self.keys = keys
        indexOfKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        var storage: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(keys.count + 1)
        var capacity = 16
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [UInt64](repeating: 0, count: capacity)
        var hasNonASCIIKeys = false
        for (index, key) in keys.enumerated() {
            let utf8 = key.utf8
            if utf8.allSatisfy({ $0 < 0x80 }) {
                storage.append(contentsOf: utf8)
                let hash = storage.withUnsafeBufferPointer {
                    Self.hash(UnsafeBufferPointer(rebasing: $0[starts[index]...]))
                }
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(index + 1)
            } else {
                hasNonASCIIKeys = true
            }
            starts.append(storage.count)
        }
        self.storage = storage
        self.starts = starts
        self.slots = slots
        self.mask = capacity - 1
        self.hasNonASCIIKeys = hasNonASCIIKeys
    }

    /// The index of the key whose bytes are exactly `bytes` (ASCII), or nil.
    func index(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBufferPointer { storage in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & 0xFFFF_FFFF_0000_0000 == tag {
                    let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    let start = starts[index]
                    if starts[index + 1] - start == bytes.count,
                        bytes.isEmpty
                            || Self.equal(storage.baseAddress! + start, bytes.baseAddress!, count: bytes.count)
                    {
                        return index
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The index of the key equal to `key` as a `String`, or nil.
    func index(of key: String) -> Int? {
        indexOfKey[key]
    }

    /// ``index(ofUTF8:)`` the plain way, for the differential tests: the bytes made a `String` and
    /// compared with every key, as `==` compares them.
    func plainIndex(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        keys.firstIndex(of: String(decoding: bytes, as: UTF8.self))
    }

    /// The index of the key that a key with these UTF-8 bytes equals, or nil.
    func index(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if Self.isASCII(bytes) {
            if let index = index(ofASCII: bytes) { return index }
            if !hasNonASCIIKeys { return nil }
        }
        return index(of: String(decoding: bytes, as: UTF8.self))
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var any: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            any |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            any |= UInt64(bytes[index])
            index += 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }

    /// Whether the `count` bytes at `left` and at `right` are equal, compared eight at a time.
    private static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        let (left, right) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        var index = 0
        while index + 8 <= count {
            guard
                left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            else { return false }
            index += 8
        }
        while index < count {
            guard left.load(fromByteOffset: index, as: UInt8.self) == right.load(fromByteOffset: index, as: UInt8.self)
            else { return false }
            index += 1
        }
        return true
    }

    /// A multiply-and-fold hash over eight bytes at a time: keys are short, and only this
    /// process ever sees the values.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash >> 29
    }
}
