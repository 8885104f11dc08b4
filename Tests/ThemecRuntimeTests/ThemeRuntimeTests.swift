import Foundation
import Testing
import ThemecRuntime

@testable import ThemecCore

/// The runtime's theme API, called directly: the optional slots' defaults are the compiler's (a
/// generated theme and a hand-written one resolve to the same colors), `ThemeManager` starts with the
/// system theme and announces changes, and `textStyle` wins over `fontSize`.
@Suite struct ThemeRuntimeTests {
    /// A hand-written theme that sets only the two required colors.
    struct TwoColors: ThemecRuntime.ColorTheme {
        let primaryColor: ThemePlatformColor = ThemeColor(ThemecRuntime.RGBA(0x12, 0x34, 0x56)).platformColor
        let secondaryColor: ThemePlatformColor = ThemeColor(ThemecRuntime.RGBA(0xAB, 0xCD, 0xEF)).platformColor
    }

    /// The runtime's value of `slot` in `theme`.
    static func value(_ slot: ColorSlot, of theme: some ThemecRuntime.ColorTheme) -> ThemeColor {
        switch slot {
        case .primaryColor: theme.primaryColor
        case .secondaryColor: theme.secondaryColor
        case .textColor: theme.textColor
        case .textInputColor: theme.textInputColor
        case .primaryVariantColor: theme.primaryVariantColor
        case .errorColor: theme.errorColor
        case .barItemColor: theme.barItemColor
        case .disabledButtonColor: theme.disabledButtonColor
        case .highlightedButtonColor: theme.highlightedButtonColor
        }
    }

    /// The compiler's value of `slot` for a theme whose other slots are the runtime's `theme`'s.
    static func compiled(_ slot: ColorSlot, of theme: some ThemecRuntime.ColorTheme) -> String? {
        switch ThemeResolver.slotDefault(slot) {
        case .color(let color)?: "\(color.light.hex) \(color.dark.hex)"
        case .slot(let other)?: "\(value(other, of: theme).light.hex) \(value(other, of: theme).dark.hex)"
        case nil: nil
        }
    }

    @Test(arguments: ColorSlot.allCases)
    func optionalSlotsDefaultAsTheCompilerResolvesThem(slot: ColorSlot) {
        let theme = TwoColors()
        let runtime = Self.value(slot, of: theme)
        if let compiled = Self.compiled(slot, of: theme) {
            #expect("\(runtime.light.hex) \(runtime.dark.hex)" == compiled, "\(slot)")
        } else {
            #expect([ColorSlot.primaryColor, .secondaryColor].contains(slot))
        }
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

    @Test func theRuntimesTextStylesAreTheCompilersWithTheSameSizes() {
        // The compiler names the styles a theme may use (and weighs large text by their sizes); the runtime
        // gives them to the app. One list, held equal here.
        #expect(ThemecRuntime.TextStyle.allCases.map(\.rawValue) == TextStyleName.allCases.map(\.rawValue))
        for style in TextStyleName.allCases {
            #expect(ThemecRuntime.TextStyle(rawValue: style.rawValue)?.defaultPointSize == style.defaultPointSize)
        }
        #expect(ThemeManager.TextStyle.allCases.map(\.rawValue) == TextSlot.allCases.map(\.rawValue))
    }

    @Test func aHexIsReadByTheRuntimeAsByTheCompiler() {
        for hex in ["#B1E4E3", "abc", "#11223344", "FFFFFF", "#000"] {
            #expect(ThemecRuntime.RGBA(hex: hex)?.hex == HexColor.parse(hex)?.hex, "\(hex)")
        }
    }

    @Test func textStyleWinsOverFontSize() {
        let both = ThemeTextAppearance(
            fontName: "Avenir", textColor: ThemeColor(ThemecRuntime.RGBA(0, 0, 0)), textStyle: .headline, fontSize: 99)
        #expect(both.resolvedSize == .textStyle(.headline))
        let fixed = ThemeTextAppearance(
            fontName: "Avenir", textColor: ThemeColor(ThemecRuntime.RGBA(0, 0, 0)), textStyle: nil, fontSize: 12)
        #expect(fixed.resolvedSize == .fixed(12))
    }

    @Test func hexReadsEveryFormAndWritesUpperCase() {
        #expect(ThemecRuntime.RGBA(hex: "#B1E4E3")?.hex == "#B1E4E3FF")
        #expect(ThemecRuntime.RGBA(hex: "abc")?.hex == "#AABBCCFF")
        #expect(ThemecRuntime.RGBA(hex: "#11223344")?.hex == "#11223344")
        #expect(ThemecRuntime.RGBA(hex: "#12345") == nil)
        #expect(ThemeColor(hex: "nonsense").light.hex == "#000000FF")
    }

    @Test func validateReportsNoFontWithoutUIKit() {
        let entry: ThemeManager.ThemeEntry = ("Probe", TwoColors(), SystemTextTheme())
        #expect(ThemeManager.validate([entry]) == [])
    }
}
