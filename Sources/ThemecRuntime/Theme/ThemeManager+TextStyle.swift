import Foundation
import ThemecVocabulary

#if canImport(UIKit)
    import UIKit
#endif

extension ThemeManager {
    /// A theme by name, as the generated `ThemeManager.themes` lists them: for a theme picker and for
    /// ``validate(_:)``.
    public typealias ThemeEntry = (name: String, color: any ColorTheme, text: any TextTheme)

    /// A slot of the text theme, by name: what `setTextStyle(_:)` takes (`label.setTextStyle(.body)`).
    /// The eleven text styles, then the six control slots: themec's vocabulary's text slots, which the
    /// compiler reads a theme's `text:` with, so the slots are defined once. Not ``TextStyle``, the eleven
    /// `UIFont` text styles.
    public typealias TextStyle = TextSlot

    /// The problems an app's tests can assert are absent (`#expect(ThemeManager.validate(ThemeManager.themes) == [])`;
    /// the generated `ThemeManager.validate()` passes the module's themes): every `fontName` of every theme in
    /// `themes` is a font the app registers, so `UIFont(name:size:)` finds it. Empty when all is well. Where
    /// UIKit is absent no font can be looked up, and none is reported.
    public nonisolated static func validate(_ themes: [ThemeEntry]) -> [String] {
        var problems: [String] = []
        for theme in themes {
            for slot in ThemeManager.TextStyle.allCases {
                let appearance: any TextAppearance = theme.text.appearance(for: slot)
                if appearance.usesSystemFont || isRegistered(font: appearance.fontName) { continue }
                problems.append(
                    "theme '\(theme.name)', text slot '\(slot.rawValue)': the font "
                        + "'\(appearance.fontName)' is not registered, so the system font shows")
            }
        }
        return problems
    }

    /// Whether a font of this PostScript name is available; always true where UIKit is absent.
    private nonisolated static func isRegistered(font name: String) -> Bool {
        #if canImport(UIKit)
            return UIFont(name: name, size: 17) != nil
        #else
            return true
        #endif
    }
}
