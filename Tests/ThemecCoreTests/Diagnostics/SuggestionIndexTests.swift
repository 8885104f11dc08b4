import Testing

@testable import ThemecCore

/// "Did you mean" against long lists at a bounded cost: the same answer as comparing every
/// candidate while there are few, at most 128 comparisons per name when there are many
/// (regression: a locale whose 5,000 keys were all renamed in the development language took
/// 32 s, each extra key compared with each missing key).
@Suite struct SuggestionIndexTests {
    /// A generator of the same names on every run.
    struct Names {
        var seed: UInt64

        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }

        /// A name of up to `length` letters from a small alphabet, so that near names are common.
        mutating func name(length: Int, alphabet: [Character] = ["a", "b", "B", "c", ".", "é"]) -> String {
            String((0..<next(length + 1)).map { _ in alphabet[next(alphabet.count)] })
        }
    }

    /// Levenshtein distance with transpositions, every cell computed: what `editDistance` must
    /// equal when it skips what two names share at their ends.
    static func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var value = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }

    @Test func theEditDistanceIsEveryCellsDistanceWithinTheLimit() {
        var names = Names(seed: 7)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let a = Array(names.name(length: 7, alphabet: ["a", "b", "c"]).unicodeScalars)
            let b = Array(names.name(length: 7, alphabet: ["a", "b", "c"]).unicodeScalars)
            let limit = 1 + names.next(4)
            let plain = Self.plainDistance(a, b)
            if Suggestion.editDistance(a, b, limit: limit) != (plain <= limit ? plain : nil) {
                mismatches.append("\(String(String.UnicodeScalarView(a))) \(String(String.UnicodeScalarView(b)))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func withFewCandidatesTheAnswerIsComparingEveryOne() {
        var names = Names(seed: 11)
        for count in [0, 1, 5, 60, SuggestionIndex.comparedCandidates] {
            let candidates = (0..<count).map { _ in names.name(length: 9) }
            let index = SuggestionIndex(candidates)
            for _ in 0..<300 {
                let name = names.name(length: 9)
                #expect(index.candidates(for: name).count == count)
                #expect(index.nearest(to: name) == Suggestion.nearest(to: name, in: candidates), "\(name)")
            }
        }
    }

    /// Keys as an app names them: `Section3.Item1234.title`.
    static func keys(_ count: Int, last: String) -> [String] {
        (0..<count).map { "Section\($0 % 40).Item\($0).\(last)" }
    }

    @Test(.enabled(if: SlowTests.enabled, SlowTests.reason))
    func withManyCandidatesEachNameIsComparedWithAtMost128() {
        let missing = Self.keys(2_000, last: "title")
        let index = SuggestionIndex(missing)
        let extra = Self.keys(2_000, last: "heading")
        // Comparing with every missing key: 4 million comparisons.
        let compared = extra.map { index.candidates(for: $0).count }
        #expect(compared.allSatisfy { $0 <= SuggestionIndex.comparedCandidates })
        // A key renamed at its end is still found from its beginning.
        #expect(zip(extra, missing).allSatisfy { index.nearest(to: $0) == $1 })
    }

    @Test func aKeyRenamedAtItsBeginningIsFoundFromItsEnd() {
        let missing = (0..<3_000).map { "Old\($0 % 7).Screen\($0).subtitleText" }
        let index = SuggestionIndex(missing)
        #expect(index.nearest(to: "Menu.Profile") == nil)
        #expect(index.nearest(to: "New3.Screen1263.subtitleText") == "Old3.Screen1263.subtitleText")
        #expect(index.nearest(to: "Od3.Screen1263.subtitleText") == "Old3.Screen1263.subtitleText")
        #expect(index.nearest(to: "Old3.Screen1263.subtitleTxt") == "Old3.Screen1263.subtitleText")
    }

    @Test(.enabled(if: SlowTests.enabled, SlowTests.reason))
    func everyRenamedKeyOfAStaleLocaleSuggestsItsOldName() throws {
        let english = Self.keys(3_000, last: "title").map { "\"\($0)\" = \"Text\";" }.joined(separator: "\n")
        let german = Self.keys(3_000, last: "heading").map { "\"\($0)\" = \"Text\";" }.joined(separator: "\n")
        let result = Compiler.compile([
            try #require(InputFile(path: "Strings/en.lproj/Localizable.strings", text: english + "\n")),
            try #require(InputFile(path: "Strings/de.lproj/Localizable.strings", text: german + "\n")),
        ])
        let extra = result.diagnostics.filter { $0.rule == StringsRules.extraKey }
        #expect(extra.count == 3_000)
        #expect(
            extra.first?.rendered
                == "Strings/de.lproj/Localizable.strings:1:1: warning: 'Section0.Item0.heading' is in de but not in "
                + "the en 'Localizable' table; no generated accessor reads it; did you mean 'Section0.Item0.title'? "
                + "[strings-extra-key]")
        #expect(extra.allSatisfy { $0.message.hasSuffix(".title'?") })
    }
}
