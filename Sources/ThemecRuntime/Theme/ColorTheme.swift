import Foundation
import ThemecVocabulary

/// The colors of a theme: two required, seven with defaults. Where UIKit exists each is a `UIColor`,
/// as the kit documents.
public protocol ColorTheme: Sendable {
    /// The brand color: tints, primary buttons, large titles.
    var primaryColor: ThemePlatformColor { get }
    /// The accent color.
    var secondaryColor: ThemePlatformColor { get }
    /// Body text; black in the light appearance and white in the dark one by default.
    var textColor: ThemePlatformColor { get }
    /// Text the user types; `textColor` by default.
    var textInputColor: ThemePlatformColor { get }
    /// A variant of the primary color; `primaryColor` by default.
    var primaryVariantColor: ThemePlatformColor { get }
    /// Errors; the platform's red by default.
    var errorColor: ThemePlatformColor { get }
    /// Bar button items and the navigation bar's tint; `primaryColor` by default.
    var barItemColor: ThemePlatformColor { get }
    /// Disabled buttons; gray by default.
    var disabledButtonColor: ThemePlatformColor { get }
    /// Highlighted buttons; `primaryVariantColor` by default.
    var highlightedButtonColor: ThemePlatformColor { get }
}

/// The values of the optional color slots that take a fixed default, as themec's vocabulary gives them
/// (`ThemecVocabulary`'s `ColorSlot`, which the compiler resolves a theme's slots with too). The other
/// optional slots default to another slot.
enum ColorThemeDefaults {
    /// `textColor`: black in the light appearance, white in the dark one.
    static let textColor = ThemeColor(defaultOf: .textColor)
    /// `errorColor`: the platform's red.
    static let errorColor = ThemeColor(defaultOf: .errorColor)
    /// `disabledButtonColor`: gray.
    static let disabledButtonColor = ThemeColor(defaultOf: .disabledButtonColor)
}

extension ThemeColor {
    /// What `slot` is in a theme that sets none of the optional slots: its fixed default, the default of
    /// the slot it follows, or for a required slot the platform's color (``SystemColorTheme``'s).
    package init(defaultOf slot: ColorSlot) {
        switch slot.defaultValue {
        case .required(let light, let dark), .color(let light, let dark):
            self.init(light: RGBA(light), dark: RGBA(dark))
        case .slot(let other):
            self.init(defaultOf: other)
        }
    }
}

/// Defaults for the optional color slots, as themec's vocabulary gives them.
extension ColorTheme {
    /// The color of `slot`. (A slot added to the vocabulary fails to compile here until the protocol
    /// has its requirement.)
    package func color(_ slot: ColorSlot) -> ThemePlatformColor {
        switch slot {
        case .primaryColor: primaryColor
        case .secondaryColor: secondaryColor
        case .textColor: textColor
        case .textInputColor: textInputColor
        case .primaryVariantColor: primaryVariantColor
        case .errorColor: errorColor
        case .barItemColor: barItemColor
        case .disabledButtonColor: disabledButtonColor
        case .highlightedButtonColor: highlightedButtonColor
        }
    }

    /// What `slot` is when the theme does not set it: its fixed default, this theme's color of the slot
    /// it follows, or for a required slot the platform's color.
    package func defaultColor(_ slot: ColorSlot) -> ThemePlatformColor {
        switch slot.defaultValue {
        case .required, .color: ThemeColor(defaultOf: slot).platformColor
        case .slot(let other): color(other)
        }
    }

    /// ``ColorThemeDefaults/textColor``.
    public var textColor: ThemePlatformColor { defaultColor(.textColor) }
    /// `textColor`.
    public var textInputColor: ThemePlatformColor { defaultColor(.textInputColor) }
    /// `primaryColor`.
    public var primaryVariantColor: ThemePlatformColor { defaultColor(.primaryVariantColor) }
    /// ``ColorThemeDefaults/errorColor``.
    public var errorColor: ThemePlatformColor { defaultColor(.errorColor) }
    /// `primaryColor`.
    public var barItemColor: ThemePlatformColor { defaultColor(.barItemColor) }
    /// ``ColorThemeDefaults/disabledButtonColor``.
    public var disabledButtonColor: ThemePlatformColor { defaultColor(.disabledButtonColor) }
    /// `primaryVariantColor`.
    public var highlightedButtonColor: ThemePlatformColor { defaultColor(.highlightedButtonColor) }
}
