import Testing

@testable import ThemecCore

/// The fast paths that stay, each against the plain version its own type holds: the same
/// answer for every question, on random and awkward inputs. (The byte scan of a locale is held
/// to its plain version in `ScannedLocaleTests`.)
@Suite("Fast paths against their plain versions")
struct FastPathDifferentialTests {
    /// Pieces keys are made of: ASCII letters and punctuation, precomposed and decomposed `é`,
    /// U+212A KELVIN SIGN (canonically equivalent to `K`), emoji, and text of 7 to 9 bytes
    /// around the table's eight-byte hash step.
    static let pieces = [
        "a", "b", "K", "k", "\u{212A}", ".", "_", "-", " ", "é", "e\u{301}", "😀", "Menu", "Generic", "Okay",
        "1234567", "12345678", "123456789", "",
    ]

    static func randomKey(using generator: inout SplitMix64, asciiOnly: Bool) -> String {
        let pool = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        return (0..<Int.random(in: 0...4, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
            .joined()
    }

    @Test("ReferenceKeyTable finds what String equality finds, for ASCII and other keys, at every size")
    func referenceKeyTable() {
        var generator = SplitMix64(seed: 0x7AB1E)
        var found = 0
        // Table sizes around the capacity doublings (16 slots, then twice the keys).
        for (round, size)
            in ([0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200] + Array(repeating: 40, count: 60))
            .enumerated()
        {
            // Every fourth table is ASCII only, where a byte miss is final.
            let asciiOnly = round % 4 == 0
            let keys = Set((0..<size).map { _ in Self.randomKey(using: &generator, asciiOnly: asciiOnly) }).sorted()
            let table = ReferenceKeyTable(sortedKeys: keys)
            var queries = keys + keys.map { $0 + "x" } + keys.map { String($0.dropLast()) }
            queries += (0..<60).map { _ in Self.randomKey(using: &generator, asciiOnly: false) }
            for query in queries {
                var bytes = Array(query.utf8)
                let (fast, plain) = bytes.withUnsafeMutableBufferPointer { buffer in
                    let bytes = UnsafeBufferPointer(buffer)
                    return (table.index(ofUTF8: bytes), table.plainIndex(ofUTF8: bytes))
                }
                #expect(fast == plain, "\(query.debugDescription) in \(keys)")
                if plain != nil { found += 1 }
            }
        }
        #expect(found > 1_000, "only \(found) lookups found a key")
        // The equivalent spellings match each other: U+212A is `K`, `e` + U+0301 is `é`.
        let table = ReferenceKeyTable(sortedKeys: ["K", "caf\u{E9}"])
        for (query, expected) in [("\u{212A}", 0), ("cafe\u{301}", 1), ("k", nil)] as [(String, Int?)] {
            #expect(Array(query.utf8).withUnsafeBufferPointer { table.index(ofUTF8: $0) } == expected, "\(query)")
        }
    }

    /// `key` with one random edit: a case change, punctuation swapped, a scalar inserted,
    /// deleted or replaced, two neighbours swapped, or two edits at once.
    static func variant(of key: String, using generator: inout SplitMix64) -> String {
        var scalars = Array(key.unicodeScalars)
        func edit() {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &generator)
            let letter = Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &generator))
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !scalars.isEmpty: scalars.remove(at: position)
            case 1: scalars.insert(letter, at: position)
            case 2 where !scalars.isEmpty: scalars[position] = letter
            case 3 where position + 1 < scalars.count: scalars.swapAt(position, position + 1)
            case 4: scalars = Array(String(String.UnicodeScalarView(scalars)).uppercased().unicodeScalars)
            default: scalars = scalars.map { $0 == "." ? "_" : $0 }
            }
        }
        edit()
        if Int.random(in: 0..<4, using: &generator) == 0 { edit() }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test("NearMissFinder's index finds the near miss a scan of every kit key finds")
    func nearMissFinder() {
        var generator = SplitMix64(seed: 0x4EA2)
        let words = [
            "Generic", "Okay", "Menu", "Profile", "Wallet", "Tier", "Settings", "aa", "aab", "Café", "Grüße", "x",
        ]
        var nearMisses = 0
        for _ in 0..<150 {
            let kit = Set(
                (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                    (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                        .joined(separator: ".")
                }
            ).sorted()
            let finder = NearMissFinder(kit)
            for _ in 0..<40 {
                let key = Self.variant(of: kit.randomElement(using: &generator)!, using: &generator)
                let fast = finder.nearMiss(for: key)
                #expect(fast == finder.nearMissByScan(for: key), "\(key.debugDescription) in \(kit)")
                if fast != nil { nearMisses += 1 }
            }
        }
        #expect(nearMisses > 1_500, "only \(nearMisses) near misses found")
    }
}
