import Testing
import ThemecCore
import ThemecSyntax

/// Long chains in themes: palette names that name each other (`c0: c1`, `c1: c2`, …) and themes
/// that extend each other. Their cost must not grow faster than the chain (regression: a palette
/// chain of 8,500 names overflowed the stack, one call per name).
@Suite struct ThemeChainTests {
    /// One theme whose palette is `c0: c1`, …, `c(n-2): c(n-1)`, and `c(n-1): last`.
    static func paletteChain(_ count: Int, last: String) -> String {
        var lines = ["palette:"]
        for index in 0..<count - 1 { lines.append("  c\(index): c\(index + 1)") }
        lines.append("  c\(count - 1): \(last)")
        lines += ["colors:", "  primaryColor: c0", "  secondaryColor: \"#F4364C\"", ""]
        return lines.joined(separator: "\n")
    }

    static func compile(_ text: String) -> CompilationResult {
        Compiler.compile([InputFile(path: "Themes/Chain.theme.yaml", text: text)!])
    }

    @Test func aPaletteChainOfTwentyThousandNamesResolves() throws {
        let result = Self.compile(Self.paletteChain(20_000, last: "\"#1D4E89\""))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let theme = try #require(result.themes.themes.first)
        let blue = ResolvedColor(RGBA(red: 0x1D, green: 0x4E, blue: 0x89))
        #expect(theme.color(.primaryColor) == blue)
        #expect(theme.palette.count == 20_000)
        #expect(theme.palette.values.allSatisfy { $0 == blue })
    }

    @Test func aCycleThroughTwentyThousandNamesIsOneLocatedError() throws {
        let result = Self.compile(Self.paletteChain(20_000, last: "c0"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        try #require(errors.count == 1)
        let error = errors[0]
        #expect(error.rule.id == "theme-color-cycle")
        // Where the last name names the first again: line 20,001, after `  c19999: `.
        #expect(error.location.position == SourcePosition(line: 20_001, column: 11))
        #expect(error.message.hasPrefix("color references form a cycle: c0 → c1 → c2 → "))
        #expect(error.message.hasSuffix(" → c19998 → c19999 → c0"))
        #expect(error.message.components(separatedBy: " → ").count == 20_001)
        #expect(result.files.isEmpty)
    }

    @Test func anUnknownNameAtTheEndOfALongChainIsReportedWhereItIsWritten() throws {
        let result = Self.compile(Self.paletteChain(20_000, last: "teel"))
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Themes/Chain.theme.yaml:20001:11: error: unknown color 'teel'; a color is a hex value, a palette "
                    + "name or a color slot [theme-unknown-color]"
            ])
    }
}
