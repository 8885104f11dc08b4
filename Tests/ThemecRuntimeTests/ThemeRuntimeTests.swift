import Foundation
import Testing
import ThemecRuntime
import ThemecVocabulary

@testable import ThemecCore

/// The runtime's theme API, called directly: the optional slots' defaults are the compiler's (a
/// generated theme and a hand-written one resolve to the same colors), `ThemeManager` starts with the
/// system theme and announces changes, and `textStyle` wins over `fontSize`.
@Suite struct ThemeRuntimeTests {
    /// A hand-written theme that sets only the two required colors.
    struct TwoColors: ColorTheme {
        let primaryColor: ThemePlatformColor = ThemeColor(RGBA(0x12, 0x34, 0x56)).platformColor
        let secondaryColor: ThemePlatformColor = ThemeColor(RGBA(0xAB, 0xCD, 0xEF)).platformColor
    }

    /// The colors themec resolves for a theme that sets only `TwoColors`' two required colors.
    static func compiledTwoColors() throws -> [ColorSlot: ResolvedColor] {
        let theme = "colors:\n  primaryColor: \"#123456\"\n  secondaryColor: \"#ABCDEF\"\n"
        let inputs = [try #require(InputFile(path: "Themes/Two.theme.yaml", text: theme))]
        let model = Pipeline(options: CompilerOptions()).themes(inputs).model
        return try #require(model.themes.first).colors
    }

    @Test(arguments: ColorSlot.allCases)
    func everySlotOfAHandWrittenThemeIsWhatTheCompilerResolves(slot: ColorSlot) throws {
        // A generated theme spells out what the compiler resolved; a hand-written one that sets only the
        // required colors gets the protocol's defaults. Both are the vocabulary's.
        let runtime = TwoColors().color(slot)
        let compiled = try #require(try Self.compiledTwoColors()[slot])
        #expect(runtime == ThemeColor(light: RGBA(compiled.light), dark: RGBA(compiled.dark)), "\(slot)")
    }

    @Test(arguments: ColorSlot.allCases)
    func theSystemThemeShowsWhatTheCompilerStandsInWith(slot: ColorSlot) {
        // Before an app applies its theme, and where a theme's color cannot be used, the same colors show.
        let standIn = ThemeResolver.standIn(for: slot, given: [:])
        #expect(SystemColorTheme().color(slot) == ThemeColor(light: RGBA(standIn.light), dark: RGBA(standIn.dark)))
    }

    @MainActor @Test func theManagerStartsWithTheSystemThemeAndAnnouncesChanges() {
        let manager = ThemeManager()
        #expect(manager.color.primaryColor.light.hex == "#007AFFFF")
        #expect(manager.color.primaryColor.dark.hex == "#0A84FFFF")
        #expect(manager.text.body.usesSystemFont)
        #expect(manager.text.alertButton.resolvedSize == .textStyle(.body))
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: nil, queue: nil
        ) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        manager.applyColor(theme: TwoColors())
        manager.text = SystemTextTheme()
        #expect(count.value == 2)
        #expect(manager.color.errorColor.light.hex == "#FF3B30FF")
    }

    @Test func theRuntimesTextStylesAndSlotsAreTheVocabularys() {
        // The compiler names the styles a theme may use (and weighs large text by their sizes) and the
        // slots it may set; the runtime gives them to the app under the kit's names. One definition each.
        #expect(ThemecRuntime.TextStyle.self == ThemecVocabulary.TextStyle.self)
        #expect(ThemeManager.TextStyle.self == TextSlot.self)
        #expect(TextStyle.allCases.map(\.defaultPointSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(TextStyle.allCases.map(\.slot.rawValue) == TextStyle.allCases.map(\.rawValue))
        #expect(ThemeManager.TextStyle.allCases.prefix(11).map(\.rawValue) == TextStyle.allCases.map(\.rawValue))
    }

    @Test(arguments: TextSlot.allCases)
    func theSystemTextThemeShowsEachSlotsFallbackStyle(slot: TextSlot) {
        let appearance = SystemTextTheme().appearance(for: slot)
        #expect(appearance.usesSystemFont)
        #expect(appearance.resolvedSize == .textStyle(slot.fallbackStyle))
    }

    /// Digits `Character.hexDigitValue` reads besides ASCII (the full-width forms), digits of other
    /// scripts, and characters that are no digit at all.
    static let hexCandidates: [String] =
        Array("0123456789abcdefABCDEF").map(String.init)
        + ["\u{FF10}", "\u{FF19}", "\u{FF21}", "\u{FF26}", "\u{FF41}", "\u{FF46}", "\u{0663}", "\u{0969}", "\u{00B9}"]
        + ["g", "G", "#", " ", "\u{00E9}", "e\u{0301}", "\u{1F600}"]

    /// The hex a theme's `primaryColor` written as `hex` compiles to, or nil when the compiler rejects it.
    static func compiled(_ hex: String) throws -> String? {
        let theme = "colors:\n  primaryColor: \"\(hex)\"\n  secondaryColor: \"#000\"\n"
        let input = try #require(InputFile(path: "Themes/Hex.theme.yaml", text: theme))
        guard !Compiler.compile([input]).hasErrors else { return nil }
        return Pipeline(options: CompilerOptions()).themes([input]).model.themes.first?.color(.primaryColor).light.hex
    }

    @Test func aHexIsReadByTheRuntimeAsByTheCompilerOverAsciiAndOtherDigits() throws {
        // The runtime reads a bundle's or an app's hex (`RGBA(hex:)`, `UIColor(hex:)`) as themec reads a
        // theme's: `#ＦＦ0000` (full-width digits) is no color to either.
        #expect(RGBA(hex: "#\u{FF26}\u{FF26}0000") == nil)
        var colors = 0
        for candidate in Self.hexCandidates {
            for template in ["#_00", "_00", "#F_0000", "_F0000AA", "#FF00_0"] {
                let hex = template.replacingOccurrences(of: "_", with: candidate)
                let compiled = try Self.compiled(hex)
                #expect(RGBA(hex: hex)?.hex == compiled, "\(hex.unicodeScalars.map(\.value))")
                if compiled != nil { colors += 1 }
            }
        }
        // Each ASCII hex digit makes a color of every template; nothing else does.
        #expect(colors == 22 * 5)
    }

    @Test func textStyleWinsOverFontSize() {
        let both = ThemeTextAppearance(
            fontName: "Avenir", textColor: ThemeColor(RGBA(0, 0, 0)), textStyle: .headline, fontSize: 99)
        #expect(both.resolvedSize == .textStyle(.headline))
        let fixed = ThemeTextAppearance(
            fontName: "Avenir", textColor: ThemeColor(RGBA(0, 0, 0)), textStyle: nil, fontSize: 12)
        #expect(fixed.resolvedSize == .fixed(12))
    }

    @Test func hexReadsEveryFormAndWritesUpperCase() {
        #expect(RGBA(hex: "#B1E4E3")?.hex == "#B1E4E3FF")
        #expect(RGBA(hex: "abc")?.hex == "#AABBCCFF")
        #expect(RGBA(hex: "#11223344")?.hex == "#11223344")
        #expect(RGBA(hex: "#12345") == nil)
        #expect(ThemeColor(hex: "nonsense").light.hex == "#000000FF")
    }

    @Test func validateReportsNoFontWithoutUIKit() {
        let entry: ThemeManager.ThemeEntry = ("Probe", TwoColors(), SystemTextTheme())
        #expect(ThemeManager.validate([entry]) == [])
    }
}
