import Testing
import ThemecSyntax
import ThemecVocabulary

@testable import ThemecCore

/// Long chains in themes: palette names that name each other (`c0: c1`, `c1: c2`, …) and themes
/// that extend each other. Their cost must not grow faster than the chain (regressions: a palette
/// chain of 8,500 names overflowed the stack, one call per name; 4,000 themes extending each other
/// in a row took 58 s, each theme merging its whole chain again and checking every link against
/// the chain so far).
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
        let blue = ResolvedColor(ByteColor(red: 0x1D, green: 0x4E, blue: 0x89))
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

    /// Themes `T0` … `T(n-1)`, each extending the one before (`T0` extends `T(n-1)` when
    /// `circle`), each setting its own secondary color.
    static func extendsChain(_ count: Int, circle: Bool = false) -> [InputFile] {
        (0..<count).map { index in
            var text = ""
            if index > 0 || circle { text += "extends: T\((index + count - 1) % count)\n" }
            text += index == 0 ? "colors:\n  primaryColor: \"#1D4E89\"\n" : "colors:\n"
            text += "  secondaryColor: \"#\(String(0x10_0000 + index, radix: 16))\"\n"
            return InputFile(path: "Themes/T\(index).theme.yaml", text: text)!
        }
    }

    @Test func aChainOfThreeThousandThemesMergesEachThemeOnce() throws {
        let documents = Self.extendsChain(3_000).compactMap { ThemeReader.read($0).model }
        try #require(documents.count == 3_000)
        let merging = ThemeResolver.Merging(documents, brokenNames: [])
        // Merging every theme's whole chain again took 4,498,500 merges here.
        #expect(merging.merges == 2_999)
        #expect(merging.problems.allSatisfy { $0 == nil })
        let last = try #require(merging.merged.last ?? nil)
        #expect(last.name == "T2999")
        #expect(last.colors[.primaryColor]?.file == "Themes/T0.theme.yaml")
        #expect(last.colors[.secondaryColor]?.file == "Themes/T2999.theme.yaml")
    }

    @Test func everyThemeOfALongChainKnowsItsChainAndWhereItsColorsComeFrom() throws {
        let themes = Pipeline(options: CompilerOptions()).themes(Self.extendsChain(3_000))
        #expect(themes.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(themes.model.themes.count == 3_000)
        let last = try #require(themes.model.themes.first { $0.name == "T2999" })
        #expect(last.chain.count == 3_000)
        #expect(last.chain.first?.name == "T2999")
        #expect(last.chain.last?.name == "T0")
        #expect(last.extends?.name == "T2998")
        #expect(last.inheritedFrom(last.colorOrigins[.primaryColor])?.name == "T0")
        #expect(last.inheritedFrom(last.colorOrigins[.secondaryColor]) == nil)
        #expect(last.color(.secondaryColor).light.hex == "#100BB7FF")
        let middle = try #require(themes.model.themes.first { $0.name == "T1500" })
        #expect(middle.chain.map(\.name) == (0...1_500).reversed().map { "T\($0)" })
    }

    @Test func eachThemeOfALongCircleSaysSoInOneShortLine() throws {
        let result = Pipeline(options: CompilerOptions()).themes(Self.extendsChain(3_000, circle: true))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 3_000)
        #expect(errors.allSatisfy { $0.rule.id == "theme-extends-cycle" && $0.message.count < 120 })
        let first = try #require(errors.first { $0.location.file == "Themes/T0.theme.yaml" })
        #expect(first.location.position == SourcePosition(line: 1, column: 10))
        #expect(
            first.message
                == "themes extend each other in a circle: "
                + "T0 → T2999 → T2998 → T2997 → T2996 → … (2994 more) → T1 → T0")
        // Each is resolved on its own, so the rule turned down still leaves every theme in the output.
        #expect(result.model.themes.count == 3_000)
    }

    @Test func aShortCircleStillNamesEveryTheme() throws {
        let result = Pipeline(options: CompilerOptions()).themes(Self.extendsChain(3, circle: true))
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Themes/T0.theme.yaml:1:10: error: themes extend each other in a circle: T0 → T2 → T1 → T0 "
                    + "[theme-extends-cycle]",
                "Themes/T1.theme.yaml:1:10: error: themes extend each other in a circle: T1 → T0 → T2 → T1 "
                    + "[theme-extends-cycle]",
                "Themes/T2.theme.yaml:1:10: error: themes extend each other in a circle: T2 → T1 → T0 → T2 "
                    + "[theme-extends-cycle]",
            ])
    }

    @Test func thePreviewShowsALongChainByItsEnds() throws {
        let options = CompilerOptions(rendersFiles: false)
        let result = Compiler.compile(Self.extendsChain(300), options: options)
        let page = PreviewPage.render(result, diagnostics: result.diagnostics, options: options)
        #expect(page.contains("extends: T299 → T298 → T297 → T296 → T295 → … (294 more) → T0</p>"))
        #expect(page.contains("extends: T7 → T6 → T5 → T4 → T3 → T2 → T1 → T0</p>"))
        // Every theme listing its whole chain: 44,850 arrows.
        #expect(page.ranges(of: " → ").count <= 300 * 7)
    }
}
