import Foundation
import Testing

/// Runs the golden `Theme.themec.swift` (compiled into this target through a symlink) and checks
/// the values it resolves, as an app would read them.
@Suite struct GeneratedThemeTests {
    @Test func cheetahColorsMatchTheKitDocumentation() {
        let theme = CheetahColorTheme()
        #expect(theme.primaryColor.light.hex == "#B1E4E3FF")
        #expect(theme.secondaryColor.light.hex == "#F4364CFF")
        #expect(theme.primaryColor.dark == theme.primaryColor.light)
        #expect(theme.errorColor.light.hex == "#D32F2FFF")
        #expect(theme.errorColor.dark.hex == "#EF5350FF")
        #expect(theme.barItemColor == theme.primaryColor)
        #expect(CheetahColorTheme.Palette.teal == theme.primaryColor)
    }

    @Test func darkVariantsAndInheritance() {
        let theme = MidnightColorTheme()
        #expect(theme.primaryColor.light.hex == "#0B3D3CFF")
        #expect(theme.primaryColor.dark.hex == "#4FB3B0FF")
        #expect(theme.secondaryColor.light.alpha == Double(0x80) / 255)
        #expect(MidnightTextTheme().title1.fontName == "Helvetica-Bold")
    }

    @Test func textStyleAlwaysWinsOverFontSize() {
        let body = MidnightTextTheme().body
        #expect(body.textStyle == .body)
        #expect(body.fontSize == 18)
        #expect(body.resolvedSize == .textStyle(.body))
        let caption = MidnightTextTheme().caption2
        #expect(caption.resolvedSize == .fixed(10.5))
        #expect(CheetahTextTheme().alertButton.resolvedSize == .fixed(17))
        let neither = ThemeTextAppearance(
            fontName: "A", textColor: ThemeColor(RGBA(0, 0, 0)), textStyle: nil, fontSize: nil)
        #expect(neither.resolvedSize == .textStyle(.body))
    }

    @Test func absentSlotsUseTheSystemFontAtTheirStyle() {
        let text = PlainTextTheme()
        #expect(text.caption1.usesSystemFont)
        #expect(text.caption1.textStyle == .caption1)
        #expect(text.normalButton.textStyle == .body)
        #expect(text.appearance(for: .title3).textStyle == .title3)
        #expect(PlainColorTheme().textInputColor == PlainColorTheme().textColor)
    }

    @Test func hexParsingRoundTrips() {
        #expect(RGBA(hex: "#B1E4E3")?.hex == "#B1E4E3FF")
        #expect(RGBA(hex: "abc")?.hex == "#AABBCCFF")
        #expect(RGBA(hex: "B1E4E380")?.hex == "#B1E4E380")
        #expect(RGBA(hex: "#B1E4E") == nil)
        #expect(RGBA(hex: "zzzzzz") == nil)
        #expect(RGBA(0xB1, 0xE4, 0xE3) == RGBA(hex: "B1E4E3"))
    }

    @Test func themeColorReadsHexAsUIColorDoes() {
        #expect(ThemeColor(hex: "B1E4E3") == ThemeColor(RGBA(0xB1, 0xE4, 0xE3)))
        #expect(ThemeColor(hex: "#F4364C80").light.hex == "#F4364C80")
        // Not a color: black, as `UIColor(hex:)` gives.
        #expect(ThemeColor(hex: "teal") == ThemeColor(RGBA(0, 0, 0)))
        #expect(ThemeColor(hex: nil) == ThemeColor(RGBA(0, 0, 0)))
    }

    @Test func withoutUIKitTheProtocolsHoldTheNeutralTypes() {
        // The typealiases behind the protocols' UIKit shapes are the neutral types here.
        let color: ThemePlatformColor = CheetahColorTheme().primaryColor
        #expect(color == ThemeColor(RGBA(0xB1, 0xE4, 0xE3)))
        #expect(ThemeColor(RGBA(1, 2, 3)).platformColor == ThemeColor(RGBA(1, 2, 3)))
        #expect(TextStyle.title2.platformTextStyle == .title2)
        #expect(TextStyle(platformTextStyle: .caption1) == .caption1)
        let appearance = ThemeTextAppearance(
            fontName: "A", textColor: ThemeColor(RGBA(9, 9, 9)), textStyle: nil, fontSize: 12.5)
        #expect(appearance.textColor == appearance.color)
        #expect(appearance.fontSize == 12.5)
        #expect(appearance.textStyle == nil)
    }

    @Test func everyTextSlotIsAThemeManagerTextStyle() {
        #expect(ThemeManager.TextStyle.allCases.count == 17)
        let theme = CheetahTextTheme()
        #expect(theme.appearance(for: .alertButton).fontSize == 17)
        #expect(theme.appearance(for: .textField).textStyle == .body)
        for style in TextStyle.allCases {
            #expect(style.slot.rawValue == style.rawValue)
            #expect(
                theme.appearance(for: style.slot).fontName
                    == theme.appearance(for: ThemeManager.TextStyle(rawValue: style.rawValue)!).fontName)
        }
    }

    @Test func validateHasNothingToReportWithoutUIKit() {
        // Fonts are looked up with UIFont; where UIKit is absent there is nothing to look them up in.
        #expect(ThemeManager.validate() == [])
        #expect(ThemeManager.validate([("Cheetah", CheetahColorTheme(), CheetahTextTheme())]) == [])
    }

    @Test func textStylesHaveTheSystemDefaultSizes() {
        #expect(TextStyle.allCases.count == 11)
        #expect(TextStyle.largeTitle.defaultPointSize == 34)
        #expect(TextStyle.caption2.defaultPointSize == 11)
    }

    @MainActor @Test func managerStartsWithTheSystemThemeAndAnnouncesChanges() async {
        let manager = ThemeManager()
        #expect(manager.color.primaryColor == SystemColorTheme().primaryColor)
        #expect(manager.color.primaryColor.light.hex == "#007AFFFF")
        #expect(manager.text.largeTitle.fontName == "")
        #expect(manager.text.largeTitle.resolvedSize == .textStyle(.largeTitle))
        let counter = NotificationCounter()
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: nil, queue: nil
        ) { _ in counter.increment() }
        defer { NotificationCenter.default.removeObserver(observer) }
        manager.applyColor(theme: MidnightColorTheme())
        #expect(manager.color.primaryColor.light.hex == "#0B3D3CFF")
        manager.text = PlainTextTheme()
        #expect(manager.text.body.usesSystemFont)
        #expect(counter.value == 2)
        #expect(ThemeManager.themes.map(\.name) == ["Cheetah", "Midnight", "Plain"])
    }
}

/// Counts notifications delivered on any thread.
final class NotificationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
