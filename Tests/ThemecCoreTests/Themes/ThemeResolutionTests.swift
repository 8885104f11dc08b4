import Testing
import ThemecCore
import ThemecVocabulary

/// Resolved theme values: references, variants, defaults, fallbacks, `extends:`.
@Suite struct ThemeResolutionTests {
    static func compile(_ files: [(String, String)]) -> CompilationResult {
        Compiler.compile(files.map { InputFile(path: $0.0, text: $0.1)! })
    }

    static func themes(_ files: [(String, String)]) -> ThemeSet {
        Pipeline(options: CompilerOptions()).themes(files.map { InputFile(path: $0.0, text: $0.1)! }).model
    }

    static func fixtureThemes() throws -> ThemeSet {
        Pipeline(options: CompilerOptions()).themes(try Fixtures.inputs(under: "Themes")).model
    }

    /// The kit documentation's Cheetah colors its large title and buttons in light teal and its
    /// small print in a gray too dark for the dark background: the contrast check says so, at
    /// each slot's line, and Midnight (which extends it) at its `extends:` for what it inherits.
    @Test func fixturesCompileWithTheExpectedWarnings() throws {
        let result = Compiler.compile(try Fixtures.inputs(under: "Themes"))
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Themes/Cheetah.theme.yaml:20:3: warning: largeTitle text (34 pt, large) on light background: "
                    + "1.39:1, needs 3:1 [theme-low-contrast]",
                "Themes/Cheetah.theme.yaml:25:3: warning: subheadline text (15 pt) on dark background: 3.47:1, needs "
                    + "4.5:1 [theme-low-contrast]",
                "Themes/Cheetah.theme.yaml:28:3: warning: footnote text (13 pt) on dark background: 3.47:1, needs "
                    + "4.5:1 [theme-low-contrast]",
                "Themes/Cheetah.theme.yaml:34:3: warning: normalButton text (16 pt, large) on light background: "
                    + "1.39:1, needs 3:1 [theme-low-contrast]",
                "Themes/Cheetah.theme.yaml:36:3: warning: highlightedButton text (16 pt, large) on light background: "
                    + "2.22:1, needs 3:1 [theme-low-contrast]",
                "Themes/Midnight.theme.yaml:3:10: warning: alertButton text (17 pt, large, inherited from Cheetah) "
                    + "on light background: 1.20:1, needs 3:1 [theme-low-contrast]",
                "Themes/Midnight.theme.yaml:3:10: warning: footnote text (13 pt, inherited from Cheetah) on dark "
                    + "background: 3.47:1, needs 4.5:1 [theme-low-contrast]",
                "Themes/Midnight.theme.yaml:3:10: warning: highlightedButton text (16 pt, large, inherited from "
                    + "Cheetah) on light background: 2.22:1, needs 3:1 [theme-low-contrast]",
                "Themes/Midnight.theme.yaml:3:10: warning: subheadline text (15 pt, inherited from Cheetah) on dark "
                    + "background: 3.47:1, needs 4.5:1 [theme-low-contrast]",
                "Themes/Midnight.theme.yaml:9:3: warning: barItemColor on light background: 1.00:1, needs 4.5:1 "
                    + "[theme-low-contrast]",
                "Themes/Midnight.theme.yaml:11:53: warning: text slot 'body' sets both 'textStyle' and 'fontSize'; "
                    + "'fontSize: 18' is ignored because 'textStyle: body' wins [theme-ignored-font-size]",
            ])
        #expect(try Self.fixtureThemes().themes.map(\.name) == ["Cheetah", "Midnight", "Plain"])
    }

    @Test func cheetahMatchesTheKitDocumentation() throws {
        let cheetah = try #require(try Self.fixtureThemes().themes.first { $0.name == "Cheetah" })
        #expect(cheetah.color(.primaryColor) == ResolvedColor(ByteColor(red: 0xB1, green: 0xE4, blue: 0xE3)))
        #expect(cheetah.color(.secondaryColor).light.hex == "#F4364CFF")
        // Defaults that follow other slots.
        #expect(cheetah.color(.barItemColor) == cheetah.color(.primaryColor))
        #expect(cheetah.color(.textInputColor) == cheetah.color(.textColor))
        #expect(cheetah.color(.highlightedButtonColor) == cheetah.color(.primaryVariantColor))
        // Palette references keep both variants.
        #expect(cheetah.color(.textColor).light.hex == "#1B1B1FFF")
        #expect(cheetah.color(.textColor).dark.hex == "#FFFFFFFF")
        #expect(cheetah.text.count == 17)
        let largeTitle = cheetah.appearance(.largeTitle)
        #expect(largeTitle.fontName == "Helvetica-Bold")
        #expect(largeTitle.textStyle == .largeTitle)
        #expect(largeTitle.textColor == cheetah.color(.primaryColor))
        // A slot without textColor takes the theme's textColor.
        #expect(cheetah.appearance(.body).textColor == cheetah.color(.textColor))
        #expect(cheetah.appearance(.alertButton).fontSize == 17)
        #expect(cheetah.appearance(.alertButton).textStyle == nil)
    }

    @Test func extendsOverridesPaletteAndInheritsTheRest() throws {
        let midnight = try #require(try Self.fixtureThemes().themes.first { $0.name == "Midnight" })
        // Cheetah's `primaryColor: teal` now names Midnight's teal, which has a dark variant.
        #expect(midnight.color(.primaryColor).light.hex == "#0B3D3CFF")
        #expect(midnight.color(.primaryColor).dark.hex == "#4FB3B0FF")
        #expect(midnight.color(.secondaryColor).light.hex == "#FFD60A80")
        #expect(midnight.color(.barItemColor).light.hex == "#FFFFFFFF")
        #expect(midnight.color(.errorColor).dark.hex == "#EF5350FF")
        #expect(midnight.appearance(.body).fontName == "Menlo-Regular")
        #expect(midnight.appearance(.body).textStyle == .body)
        #expect(midnight.appearance(.body).fontSize == 18)
        #expect(midnight.appearance(.caption2).textColor.light.hex == "#333333FF")
        #expect(midnight.appearance(.caption2).textColor.dark.hex == "#CCCCCCFF")
        #expect(midnight.appearance(.title1).fontName == "Helvetica-Bold")
    }

    @Test func absentSlotsFallBackToTheSystemFontAndDefaults() throws {
        let plain = try #require(try Self.fixtureThemes().themes.first { $0.name == "Plain" })
        #expect(plain.color(.primaryColor).light.hex == "#007AFFFF")
        #expect(plain.color(.textColor).light.hex == "#000000FF")
        #expect(plain.color(.textColor).dark.hex == "#FFFFFFFF")
        #expect(plain.color(.errorColor).light.hex == "#FF3B30FF")
        #expect(plain.color(.disabledButtonColor).light.hex == "#8E8E93FF")
        for slot in TextSlot.allCases {
            let appearance = plain.appearance(slot)
            #expect(appearance.fontName == nil)
            #expect(appearance.fontSize == nil)
            #expect(appearance.textColor == plain.color(.textColor))
        }
        #expect(plain.appearance(.caption1).textStyle == .caption1)
        #expect(plain.appearance(.normalButton).textStyle == .body)
        #expect(plain.appearance(.alertButton).textStyle == .body)
    }

    @Test(arguments: [
        ("000", "#000000FF"), ("#abc", "#AABBCCFF"), ("B1E4E3", "#B1E4E3FF"), ("#b1e4e380", "#B1E4E380"),
        ("000000", "#000000FF"), ("'#F4364C'", "#F4364CFF"),
    ])
    func hexForms(text: String, hex: String) throws {
        let written = text.hasPrefix("#") ? "\"\(text)\"" : text
        let yaml = "colors:\n  primaryColor: \(written)\n  secondaryColor: primaryColor\n"
        let result = Self.compile([("T.theme.yaml", yaml)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))")
        let theme = try #require(Self.themes([("T.theme.yaml", yaml)]).themes.first)
        #expect(theme.color(.primaryColor).light.hex == hex)
        #expect(theme.color(.secondaryColor).light.hex == hex)
    }

    @Test func aPaletteNameWinsOverHexDigits() throws {
        let yaml = "palette:\n  bad: \"#123456\"\ncolors:\n  primaryColor: bad\n  secondaryColor: add\n"
        let theme = try #require(Self.themes([("T.theme.yaml", yaml)]).themes.first)
        #expect(theme.color(.primaryColor).light.hex == "#123456FF")
        #expect(theme.color(.secondaryColor).light.hex == "#AADDDDFF")
    }

    @Test func darkDefaultsToLightAndReferencesTakeTheMatchingVariant() throws {
        let yaml = """
            palette:
              accent: { light: "#111111", dark: "#EEEEEE" }
            colors:
              primaryColor: { light: "#102030" }
              secondaryColor: accent
              errorColor: { light: accent, dark: primaryColor }
            """
        let theme = try #require(Self.themes([("T.theme.yaml", yaml)]).themes.first)
        #expect(theme.color(.primaryColor).dark.hex == "#102030FF")
        #expect(theme.color(.secondaryColor).dark.hex == "#EEEEEEFF")
        #expect(theme.color(.errorColor).light.hex == "#111111FF")
        #expect(theme.color(.errorColor).dark.hex == "#102030FF")
    }

    @Test func everyProblemInEveryFileIsReportedSorted() {
        let result = Self.compile([
            ("b/B.theme.yaml", "colors:\n  primaryColor: nope\n  secondaryColor: \"#GGG\"\n"),
            ("a/A.theme.yaml", "colours: {}\n"),
        ])
        // `colours:` is no key of a theme: the theme sets no color, so its required ones are missing,
        // whatever the unknown key's severity (turned off, nothing else would say so).
        #expect(
            result.diagnostics.map(\.rendered) == [
                "a/A.theme.yaml:1:1: error: theme 'A' does not set the required color 'primaryColor' "
                    + "[theme-missing-color]",
                "a/A.theme.yaml:1:1: error: theme 'A' does not set the required color 'secondaryColor' "
                    + "[theme-missing-color]",
                "a/A.theme.yaml:1:1: error: unknown key 'colours' in a theme; did you mean 'colors'? "
                    + "[theme-unknown-key]",
                "b/B.theme.yaml:2:17: error: unknown color 'nope'; a color is a hex value, a palette name or a color "
                    + "slot [theme-unknown-color]",
                "b/B.theme.yaml:3:19: error: '#GGG' is not a hex color; expected #RGB, #RRGGBB or #RRGGBBAA "
                    + "[theme-invalid-hex]",
            ])
        #expect(result.files.isEmpty)
    }

    @Test func aThemeExtendingABrokenThemeIsNotReportedTwice() {
        let result = Self.compile([
            ("Base.theme.yaml", "colors: [\n"),
            ("Child.theme.yaml", "extends: Base\n"),
        ])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.rule == ThemeRules.yamlSyntax)
    }

    @Test func inheritedMistakesAreReportedOnceAtTheirSource() {
        let result = Self.compile([
            ("Base.theme.yaml", "colors:\n  primaryColor: nope\n  secondaryColor: \"#000\"\n"),
            ("Child.theme.yaml", "extends: Base\n"),
            ("Other.theme.yaml", "extends: Base\n"),
        ])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Base.theme.yaml:2:17: error: unknown color 'nope'; a color is a hex value, a palette name or a "
                    + "color slot [theme-unknown-color]"
            ])
    }

    @Test func configuredSeveritiesApply() {
        let yaml =
            "colors:\n  primaryColor: \"#000\"\n  secondaryColor: \"#000\"\ntext:\n  body: { fontName: A, textStyle: "
            + "body, fontSize: 3 }\n"
        var options = CompilerOptions()
        options.rules = RuleSeverityPolicy(["theme-ignored-font-size": .error])
        let strict = Compiler.compile([InputFile(path: "T.theme.yaml", text: yaml)!], options: options)
        #expect(strict.hasErrors)
        #expect(strict.files.isEmpty)
        options.rules = RuleSeverityPolicy(["theme-ignored-font-size": .off])
        let quiet = Compiler.compile([InputFile(path: "T.theme.yaml", text: yaml)!], options: options)
        #expect(quiet.diagnostics.isEmpty)
        #expect(!quiet.files.isEmpty)
    }

    @Test func aQuotedNumberIsTextNotAFontSize() {
        let colors = "colors:\n  primaryColor: \"#000\"\n  secondaryColor: \"#000\"\n"
        func diagnostics(_ size: String) -> [String] {
            Self.compile([("Sea.theme.yaml", colors + "text:\n  body: { fontName: A, fontSize: \(size) }\n")])
                .diagnostics.map(\.rendered)
        }
        // A quoted number is as much text as a word: the same type error.
        #expect(
            diagnostics("large") == [
                "Sea.theme.yaml:5:34: error: 'fontSize' must be a positive number, found 'large' "
                    + "[theme-invalid-font-size]"
            ])
        #expect(
            diagnostics("\"21\"") == [
                "Sea.theme.yaml:5:34: error: 'fontSize' must be a positive number, found the text '21' (YAML reads a "
                    + "quoted or !!str value as text); write it without quotes [theme-invalid-font-size]"
            ])
        #expect(diagnostics("'21'").count == 1)
        #expect(diagnostics("!!str 21").count == 1)
        // Plain and number-tagged scalars are numbers.
        #expect(diagnostics("21") == [])
        #expect(diagnostics("!!float \"21.5\"") == [])
        let body = Self.themes([("Sea.theme.yaml", colors + "text:\n  body: { fontName: A, fontSize: 21 }\n")])
            .themes.first?.appearance(.body)
        #expect(body?.fontSize == 21)
    }

    @Test(arguments: ["", "# only a comment\n", "---\n", "[]\n", "just text\n"])
    func emptyOrNonMappingFilesAreLocatedErrors(text: String) {
        let result = Self.compile([("T.theme.yaml", text)])
        #expect(result.hasErrors)
        #expect(result.diagnostics.allSatisfy { $0.location.file == "T.theme.yaml" && $0.location.line >= 1 })
    }
}
