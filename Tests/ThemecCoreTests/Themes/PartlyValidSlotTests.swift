import Testing
import ThemecCore
import ThemecVocabulary

/// A value is kept or dropped by what it is, never because a finding was made while reading it: a
/// text slot keeps every part it sets that can be used, a part that cannot be used stands in (and is
/// marked so, in the model, the generated comment and the preview), and a finding that does not make a
/// value unusable (an unknown key) takes nothing away, at every severity of its rule.
@Suite struct PartlyValidSlotTests {
    static let colors = """
        palette:
          sunset: "#F4364C"
        colors:
          primaryColor: "#B1E4E3"
          secondaryColor: sunset

        """

    /// The compilation of one theme file, `Themes/Sunset.theme.yaml`, with `rules`.
    static func compile(_ text: String, rules: [String: RuleSetting] = [:]) -> CompilationResult {
        var options = CompilerOptions()
        options.rules = RuleSeverityPolicy(rules)
        return Compiler.compile([InputFile(path: "Themes/Sunset.theme.yaml", text: text)!], options: options)
    }

    /// The generated `Theme.themec.swift`, or "" when there is none.
    static func themeFile(_ result: CompilationResult) -> String {
        result.files.first { $0.name == "Theme.themec.swift" }?.contents ?? ""
    }

    /// The case a user reported: with `theme-unknown-key` turned down, a slot with a misspelled key
    /// was marked broken because a finding was made while reading it, so its font, size and color were
    /// thrown away and its comment said the theme did not set it.
    @Test(arguments: [RuleSetting.off, .warning, .error])
    func aSlotWithAnUnknownKeyKeepsEveryValidValue(setting: RuleSetting) throws {
        let result = Self.compile(
            Self.colors + "text:\n  footnote: { fontName: Avenir-Book, fontSize: 13, textColr: sunset }\n",
            rules: ["theme-unknown-key": setting])
        let reported =
            "Themes/Sunset.theme.yaml:7:52: \(setting.rawValue): unknown key 'textColr' in a text slot; did you "
            + "mean 'textColor'? [theme-unknown-key]"
        #expect(result.diagnostics.map(\.rendered) == (setting == .off ? [] : [reported]))
        let theme = try #require(result.themes.themes.first)
        let footnote = theme.appearance(.footnote)
        #expect(footnote.fontName == "Avenir-Book")
        #expect(footnote.fontSize == 13)
        #expect(footnote.textStyle == nil)
        // `textColr` is no key: the slot's color is the theme's textColor, as if it were not written.
        #expect(footnote.textColor == theme.color(.textColor))
        #expect(theme.textOrigins[.footnote]?.source == .appearance)
        #expect(theme.textOrigins[.footnote]?.standIns == [])
        let file = Self.themeFile(result)
        if setting == .error {
            #expect(result.files.isEmpty)
        } else {
            #expect(file.contains("    /// Avenir-Book, 13 pt, `#000000FF` light, `#FFFFFFFF` dark\n    let footnote"))
            #expect(file.contains("fontName: \"Avenir-Book\""))
            #expect(!file.contains("footnote text style"))
        }
    }

    /// A text color that does not resolve stands in as the theme's textColor; the font and size stay,
    /// and the comment says which part stands in.
    @Test func aColorThatDoesNotResolveLeavesTheFontAndSize() throws {
        let result = Self.compile(
            Self.colors + "text:\n  footnote: { fontName: Avenir-Book, fontSize: 13, textColor: sunsett }\n",
            rules: ["theme-unknown-color": .warning])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Themes/Sunset.theme.yaml:7:63: warning: unknown color 'sunsett'; did you mean 'sunset'? "
                    + "[theme-unknown-color]"
            ])
        let theme = try #require(result.themes.themes.first)
        #expect(theme.appearance(.footnote).fontName == "Avenir-Book")
        #expect(theme.appearance(.footnote).fontSize == 13)
        #expect(theme.appearance(.footnote).textColor == theme.color(.textColor))
        #expect(theme.textOrigins[.footnote]?.standIns == [.textColor])
        #expect(
            Self.themeFile(result).contains(
                "    /// Avenir-Book, 13 pt, `#000000FF` light, `#FFFFFFFF` dark\n"
                    + "    /// Stand-in: the theme gives no usable textColor.\n    let footnote"))
    }

    /// A `textStyle` that is not a style: the size stands in, from the slot's `fontSize` when it has
    /// one, else from the slot's own text style; the font and color stay, the slot is not reported
    /// again as having no size, and the contrast check, whose verdict a size can change, leaves it
    /// alone (its gray is reported where the size is the theme's own).
    @Test func anUnknownTextStyleLeavesTheFont() throws {
        let result = Self.compile(
            Self.colors + "text:\n  body: { fontName: Helvetica, textStyle: bdy, textColor: \"#999999\" }\n"
                + "  footnote: { fontName: Avenir-Book, textStyle: footnot, fontSize: 12 }\n"
                + "  caption1: { fontName: Helvetica, textStyle: caption1, textColor: \"#999999\" }\n",
            rules: ["theme-unknown-text-style": .warning])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Themes/Sunset.theme.yaml:7:43: warning: unknown text style 'bdy'; did you mean 'body'? "
                    + "[theme-unknown-text-style]",
                "Themes/Sunset.theme.yaml:8:49: warning: unknown text style 'footnot'; did you mean 'footnote'? "
                    + "[theme-unknown-text-style]",
                "Themes/Sunset.theme.yaml:9:3: warning: caption1 text (12 pt) on light background: 2.84:1, needs "
                    + "4.5:1 [theme-low-contrast]",
            ])
        let theme = try #require(result.themes.themes.first)
        #expect(theme.appearance(.body).fontName == "Helvetica")
        #expect(theme.appearance(.body).textStyle == .body)
        #expect(theme.appearance(.body).textColor == ResolvedColor(ByteColor(red: 0x99, green: 0x99, blue: 0x99)))
        #expect(theme.appearance(.footnote).fontName == "Avenir-Book")
        #expect(theme.appearance(.footnote).textStyle == nil)
        #expect(theme.appearance(.footnote).fontSize == 12)
        #expect(theme.textOrigins[.body]?.standIns == [.size])
        #expect(theme.textOrigins[.footnote]?.standIns == [.size])
        #expect(
            Self.themeFile(result).contains(
                "    /// Helvetica, text style body, `#999999FF`\n"
                    + "    /// Stand-in: the theme gives no usable size.\n    let body"))
    }

    /// A `fontSize` that is not a number beside a `textStyle`, which wins anyway: nothing stands in.
    @Test func anInvalidFontSizeBesideATextStyleTakesNothing() throws {
        let result = Self.compile(
            Self.colors + "text:\n  body: { fontName: Helvetica, textStyle: body, fontSize: -1 }\n",
            rules: ["theme-invalid-font-size": .off])
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.themes.themes.first)
        #expect(theme.appearance(.body).fontName == "Helvetica")
        #expect(theme.appearance(.body).textStyle == .body)
        #expect(theme.textOrigins[.body]?.standIns == [])
    }

    /// A slot without a usable `fontName` keeps its size: the system font at 13 points, not at the
    /// slot's text style, and its comment does not say the theme leaves the slot unset.
    @Test(arguments: ["{ fontSize: 13 }", "{ fontName: [Avenir], fontSize: 13 }"])
    func aSlotWithoutAFontKeepsItsSize(slot: String) throws {
        let result = Self.compile(
            Self.colors + "text:\n  footnote: \(slot)\n",
            rules: ["theme-missing-font-name": .warning, "theme-wrong-type": .warning])
        // One finding: a font name of the wrong type is not also missing.
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.rendered))")
        let theme = try #require(result.themes.themes.first)
        #expect(theme.appearance(.footnote).fontName == nil)
        #expect(theme.appearance(.footnote).fontSize == 13)
        #expect(theme.textOrigins[.footnote]?.standIns == [.fontName])
        let file = Self.themeFile(result)
        #expect(
            file.contains(
                "    /// The system font, 13 pt, `#000000FF` light, `#FFFFFFFF` dark\n"
                    + "    /// Stand-in: the theme gives no usable fontName.\n"
                    + "    let footnote: any TextAppearance = ThemeTextAppearance(\n        fontName: \"\",\n"))
        #expect(file.contains("        textStyle: nil,\n        fontSize: 13.0\n"))
        #expect(!file.contains("Not set in the theme: the system font at the footnote text style"))
    }

    /// A slot whose value is not a mapping is reported once; every part stands in, and it is still
    /// the theme's own slot (not "not set").
    @Test func aSlotThatIsNoMappingStandsInWhole() throws {
        let result = Self.compile(Self.colors + "text:\n  body: [Helvetica]\n", rules: ["theme-wrong-type": .warning])
        #expect(result.diagnostics.map(\.rule.id) == ["theme-wrong-type"])
        let theme = try #require(result.themes.themes.first)
        #expect(theme.appearance(.body).fontName == nil)
        #expect(theme.appearance(.body).textStyle == .body)
        #expect(theme.textOrigins[.body]?.source == .appearance)
        #expect(theme.textOrigins[.body]?.standIns == [.fontName, .size, .textColor])
        #expect(
            Self.themeFile(result).contains(
                "    /// The system font, text style body, `#000000FF` light, `#FFFFFFFF` dark\n"
                    + "    /// Stand-ins: the theme gives no usable fontName, size or textColor.\n"))
    }

    /// A `{light, dark}` color with a key that is neither keeps its variants.
    @Test func aColorWithAnUnknownVariantKeepsItsValue() throws {
        let result = Self.compile(
            Self.colors + "  errorColor: { light: \"#D32F2F\", drak: \"#EF5350\" }\n",
            rules: ["theme-unknown-key": .off, "theme-low-contrast": .off])
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.themes.themes.first)
        #expect(theme.color(.errorColor) == ResolvedColor(ByteColor(red: 0xD3, green: 0x2F, blue: 0x2F)))
        #expect(theme.colorOrigins[.errorColor]?.source == .variants)
    }

    /// A palette color named like a slot is a fine color: it stays in the palette, and a reference to
    /// the name means it (a palette name wins, as over hex digits).
    @Test func aPaletteColorNamedLikeASlotStays() throws {
        let result = Self.compile(
            "palette:\n  errorColor: \"#111111\"\ncolors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: \"#F4364C\"\n"
                + "  textColor: errorColor\n",
            rules: ["theme-palette-shadows-slot": .warning, "theme-low-contrast": .off])
        #expect(result.diagnostics.map(\.rule.id) == ["theme-palette-shadows-slot"])
        let theme = try #require(result.themes.themes.first)
        #expect(theme.palette["errorColor"] == ResolvedColor(ByteColor(red: 0x11, green: 0x11, blue: 0x11)))
        #expect(theme.color(.textColor) == ResolvedColor(ByteColor(red: 0x11, green: 0x11, blue: 0x11)))
        #expect(Self.themeFile(result).contains("static let errorColor = ThemeColor(RGBA(0x11, 0x11, 0x11, 0xFF))"))
    }

    /// A value a theme sets again over a broken inherited one is its own: the broken value of the
    /// theme it extends takes nothing from it.
    @Test func aValueSetAgainOverABrokenInheritedOneIsKept() throws {
        let base = """
            palette:
              teal: "#GG"
            colors:
              primaryColor: teal
              secondaryColor: "#F4364C"
              errorColor: "#GGG"
            text:
              body: [Helvetica]

            """
        let night = """
            extends: Base
            palette:
              teal: "#0B3D3C"
            colors:
              errorColor: "#123456"
            text:
              body: { fontName: Menlo-Regular, textStyle: body }

            """
        var options = CompilerOptions()
        options.rules = RuleSeverityPolicy([
            "theme-invalid-hex": .warning, "theme-wrong-type": .warning, "theme-low-contrast": .off,
        ])
        let result = Compiler.compile(
            [
                InputFile(path: "Themes/Base.theme.yaml", text: base)!,
                InputFile(path: "Themes/Night.theme.yaml", text: night)!,
            ], options: options)
        #expect(result.diagnostics.allSatisfy { $0.location.file == "Themes/Base.theme.yaml" })
        let night2 = try #require(result.themes.themes.first { $0.name == "Night" })
        #expect(night2.color(.errorColor) == ResolvedColor(ByteColor(red: 0x12, green: 0x34, blue: 0x56)))
        #expect(night2.colorOrigins[.errorColor]?.source == .hex)
        #expect(night2.color(.primaryColor) == ResolvedColor(ByteColor(red: 0x0B, green: 0x3D, blue: 0x3C)))
        #expect(night2.colorOrigins[.primaryColor]?.source == .palette("teal"))
        #expect(night2.appearance(.body).fontName == "Menlo-Regular")
        #expect(night2.textOrigins[.body]?.standIns == [])
        // The theme that broke them still stands in for them.
        let base2 = try #require(result.themes.themes.first { $0.name == "Base" })
        #expect(base2.colorOrigins[.errorColor]?.source == .unresolved)
        #expect(base2.colorOrigins[.primaryColor]?.source == .unresolved)
        #expect(base2.textOrigins[.body]?.standIns == [.fontName, .size, .textColor])
    }

    /// A theme file that is empty, or holds no mapping, is a theme that sets nothing: reported, and
    /// still a theme, named after its file, when the rule is turned down.
    @Test(arguments: ["", "just text\n"])
    func aThemeFileWithoutAMappingIsStillATheme(text: String) throws {
        let result = Self.compile(
            text, rules: ["theme-wrong-type": .warning, "theme-missing-color": .warning])
        #expect(
            result.diagnostics.map(\.rule.id).sorted() == [
                "theme-missing-color", "theme-missing-color", "theme-wrong-type",
            ])
        #expect(result.themes.themes.map(\.name) == ["Sunset"])
        #expect(Self.themeFile(result).contains("struct SunsetColorTheme: ColorTheme"))
    }
}
