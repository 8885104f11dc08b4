import Testing
import ThemecVocabulary

@testable import ThemecCore

/// WCAG 2.x contrast: the ratio against published values, what counts as large text, and what
/// `theme-low-contrast` reports and where.
@Suite struct ContrastTests {
    static func rgba(_ hex: UInt32, alpha: UInt8 = 255) -> ByteColor {
        ByteColor(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    static let white = rgba(0xFFFFFF)
    static let black = rgba(0x000000)

    /// Ratios quoted by WCAG tools: black on white is the maximum, #767676 is the lightest gray
    /// that passes 4.5:1 on white and #777777 the first that fails.
    @Test(
        arguments: [
            (0x000000, 0xFFFFFF, "21.00"), (0xFFFFFF, 0xFFFFFF, "1.00"), (0x767676, 0xFFFFFF, "4.54"),
            (0x777777, 0xFFFFFF, "4.47"), (0x767676, 0xF2F2F7, "4.07"), (0xFFFFFF, 0x1C1C1E, "17.01"),
        ] as [(UInt32, UInt32, String)])
    func ratioMatchesWCAG(foreground: UInt32, background: UInt32, expected: String) {
        #expect(ContrastRatio.text(ContrastRatio.of(Self.rgba(foreground), on: Self.rgba(background))) == expected)
    }

    @Test func ratioIsSymmetricAndCutNotRounded() {
        let gray = Self.rgba(0x777777)
        #expect(ContrastRatio.of(gray, on: Self.white) == ContrastRatio.of(Self.white, on: gray))
        #expect(ContrastRatio.text(4.4999) == "4.49")
        #expect(ContrastRatio.text(2.919) == "2.91")
        #expect(ContrastRatio.text(3) == "3.00")
    }

    /// Half-transparent black over white is the gray a screen shows: #7F7F7F.
    @Test func aTranslucentColorIsLaidOverTheBackgroundFirst() {
        let halfBlack = Self.rgba(0x000000, alpha: 128)
        #expect(ContrastRatio.text(ContrastRatio.of(halfBlack, on: Self.white)) == "4.00")
        #expect(ContrastRatio.of(halfBlack, on: Self.white) == ContrastRatio.of(Self.rgba(0x7F7F7F), on: Self.white))
    }

    @Test(arguments: [
        ("Helvetica-Bold", true), ("Avenir-Heavy", true), ("Avenir-Black", true), ("Futura-ExtraBold", true),
        ("SFPro-Semibold", false), ("Foo-Semi-Bold", false), ("Avenir-DemiBold", false), ("Helvetica", false),
        ("Futura-Medium", false),
    ])
    func boldFontNames(name: String, bold: Bool) {
        #expect(ThemeContrast.isBold(name) == bold)
    }

    @Test func largeTextIs18PointOr14PointBold() {
        func large(_ fontName: String?, _ style: TextStyle?, _ size: Double?) -> Bool {
            ThemeContrast.isLarge(
                ResolvedTextAppearance(
                    fontName: fontName, textColor: ResolvedColor(Self.black),
                    textStyle: style, fontSize: size))
        }
        #expect(large("Helvetica", nil, 18))
        #expect(!large("Helvetica", nil, 17.5))
        #expect(large("Helvetica-Bold", nil, 14))
        #expect(!large("Helvetica-Bold", nil, 13.5))
        #expect(!large(nil, nil, 16))
        // The text style's default size counts, whatever fontSize says.
        #expect(!large("Helvetica", .body, 40))
        #expect(large("Helvetica", .title3, nil))
        #expect(large("Helvetica-Bold", .subheadline, nil))
        #expect(!large("Helvetica-Bold", .footnote, nil))
    }

    @Test func largeTextNeedsThreeOrTheMinimumWhenLower() {
        #expect(ContrastSettings().required(.normalText) == 4.5)
        #expect(ContrastSettings().required(.largeText) == 3)
        #expect(ContrastSettings(minimum: 7).required(.normalText) == 7)
        #expect(ContrastSettings(minimum: 7).required(.largeText) == 3)
        #expect(ContrastSettings(minimum: 2).required(.largeText) == 2)
        #expect(ContrastSettings().required(.exempt) == nil)
    }

    @Test func levelsAreMarkedForTheSize() {
        #expect(ContrastLevel(ratio: 7, large: false) == .aaa)
        #expect(ContrastLevel(ratio: 4.5, large: false) == .aa)
        #expect(ContrastLevel(ratio: 4.49, large: false) == .fails)
        #expect(ContrastLevel(ratio: 4.5, large: true) == .aaa)
        #expect(ContrastLevel(ratio: 3, large: true) == .aa)
        #expect(ContrastLevel(ratio: 2.99, large: true) == .fails)
    }

    // MARK: - The rule

    static func warnings(_ files: [(String, String)], contrast: ContrastSettings = ContrastSettings()) -> [String] {
        let result = Compiler.compile(
            files.map { InputFile(path: $0.0, text: $0.1)! },
            options: CompilerOptions(rendersFiles: false, contrast: contrast))
        return result.diagnostics.filter { $0.rule == ThemeRules.lowContrast }.map(\.rendered)
    }

    static let accessible = """
        colors:
          primaryColor: "#B1E4E3"
          secondaryColor: "#F4364C"

        """

    /// Slots left to their defaults (the system red, bar items in the light primary color) are
    /// themec's values, not the theme's: not reported.
    @Test func defaultsAreNotReported() {
        #expect(Self.warnings([("T.theme.yaml", Self.accessible)]) == [])
    }

    @Test func theMinimumAndTheBackgroundsComeFromTheSettings() {
        let theme = Self.accessible + "  textColor: { light: \"#767676\", dark: \"#FFFFFF\" }\n"
        #expect(Self.warnings([("T.theme.yaml", theme)]) == [])
        #expect(
            Self.warnings([("T.theme.yaml", theme)], contrast: ContrastSettings(minimum: 7)) == [
                "T.theme.yaml:4:3: warning: textColor on light background: 4.54:1, needs 7:1 [theme-low-contrast]"
            ])
        let grouped = ContrastSettings(
            lightBackground: .init(red: 0xF2, green: 0xF2, blue: 0xF7),
            darkBackground: .init(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(
            Self.warnings([("T.theme.yaml", theme)], contrast: grouped) == [
                "T.theme.yaml:4:3: warning: textColor on light background: 4.07:1, needs 4.5:1 [theme-low-contrast]"
            ])
    }

    /// An appearance the settings leave unchecked (a light-only app's dark one) has no pairs and
    /// no findings; the other is checked as before.
    @Test func anUncheckedAppearanceHasNoPairsAndNoFindings() throws {
        let theme = Self.accessible + "  textColor: { light: \"#767676\", dark: \"#222222\" }\n"
        let dark = "T.theme.yaml:4:3: warning: textColor on dark background: 1.31:1, needs 4.5:1 [theme-low-contrast]"
        #expect(Self.warnings([("T.theme.yaml", theme)]) == [dark])
        #expect(Self.warnings([("T.theme.yaml", theme)], contrast: ContrastSettings(darkBackground: nil)) == [])
        #expect(
            Self.warnings([("T.theme.yaml", theme)], contrast: ContrastSettings(lightBackground: nil, minimum: 7))
                == [dark.replacingOccurrences(of: "4.5:1", with: "7:1")])
        let result = Compiler.compile(
            [InputFile(path: "T.theme.yaml", text: theme)!], options: CompilerOptions(rendersFiles: false))
        let resolved = try #require(result.themes.themes.first)
        let pairs = ThemeContrast.pairs(resolved, settings: ContrastSettings(darkBackground: nil))
        #expect(!pairs.isEmpty)
        #expect(pairs.allSatisfy { $0.appearance == .light })
    }

    @Test func disabledButtonsAreExemptAndOtherButtonsAreNot() {
        let theme =
            Self.accessible + """
                text:
                  disabledButton: { fontName: Helvetica, textColor: "#DDDDDD", fontSize: 12 }
                  normalButton: { fontName: Helvetica, textColor: "#DDDDDD", fontSize: 12 }

                """
        #expect(
            Self.warnings([("T.theme.yaml", theme)]) == [
                "T.theme.yaml:6:3: warning: normalButton text (12 pt) on light background: 1.35:1, needs 4.5:1 "
                    + "[theme-low-contrast]"
            ])
    }

    /// A text slot in the theme's own `textColor` is that slot's pair: reported once, there.
    @Test func aTextSlotInTheThemeTextColorIsNotReportedAgain() {
        let theme =
            Self.accessible + """
                  textColor: "#DDDDDD"
                text:
                  body: { fontName: Helvetica, textStyle: body }
                  footnote: { fontName: Helvetica, textColor: textColor, textStyle: footnote }

                """
        #expect(
            Self.warnings([("T.theme.yaml", theme)]) == [
                "T.theme.yaml:4:3: warning: textColor on light background: 1.35:1, needs 4.5:1 [theme-low-contrast]"
            ])
    }

    /// What a theme inherits is reported at its `extends:`, naming the theme it comes from; the
    /// kit's own themes are the kit's to check.
    @Test func inheritedValuesAreReportedAtExtends() {
        let kit =
            Self.accessible
            + "text:\n  caption1: { fontName: Helvetica, textColor: secondaryColor, textStyle: caption1 }\n"
        let app = "name: Night\nextends: Base\ncolors:\n  secondaryColor: \"#FFFFFF\"\n"
        let files = [
            InputFile(path: "Kit/Base.theme.yaml", role: .base, text: kit)!,
            InputFile(path: "Night.theme.yaml", text: app)!,
        ]
        let result = Compiler.compile(files, options: CompilerOptions(rendersFiles: false))
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Night.theme.yaml:2:10: warning: caption1 text (12 pt, inherited from the kit's Base) on light "
                    + "background: 1.00:1, needs 4.5:1 [theme-low-contrast]"
            ])
    }

    @Test func theRuleCanBeTurnedOff() {
        let theme = Self.accessible + "  errorColor: \"#FFEEEE\"\n"
        #expect(Self.warnings([("T.theme.yaml", theme)]).count == 1)
        let options = CompilerOptions(rules: RuleSeverityPolicy([ThemeRules.lowContrast.id: .off]), rendersFiles: false)
        #expect(Compiler.compile([InputFile(path: "T.theme.yaml", text: theme)!], options: options).diagnostics == [])
    }
}
