import Testing
import ThemecCore

/// Thousands of corrupted theme files, made deterministically from the example: each must end
/// with located diagnostics or a clean result, never a crash, and never files next to errors.
@Suite struct ThemeMutationTests {
    /// A small deterministic generator (SplitMix64) so failures reproduce.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let interesting: [[UInt8]] = [
        Array("#".utf8), Array(":".utf8), Array(" ".utf8), Array("\n".utf8), Array("{".utf8), Array("}".utf8),
        Array("[".utf8), Array("\"".utf8), Array("&a".utf8), Array("*a".utf8), Array("\t".utf8), [0], [0xFF], [0xC3],
        Array("extends: Mutant\n".utf8), Array("primaryColor".utf8), Array("teal".utf8),
    ]

    @Test func corruptedThemesNeverCrashAndAlwaysPointIntoTheFile() throws {
        let original = try #require(
            try Fixtures.inputs(under: "Themes").first { $0.path.hasSuffix("Cheetah.theme.yaml") })
        let originalBytes = try original.source.read().get()
        var generator = SeededGenerator(state: 2026)
        for _ in 0..<1500 {
            var bytes = originalBytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(contentsOf: Self.interesting.randomElement(using: &generator)!, at: position)
                default: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            let file = InputFile(path: "Themes/Mutant.theme.yaml", kind: .theme, bytes: bytes)
            let result = Compiler.compile([file])
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.file == "Themes/Mutant.theme.yaml")
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
                #expect(!diagnostic.message.isEmpty)
            }
            #expect(result.hasErrors == result.files.isEmpty)
        }
    }
}
