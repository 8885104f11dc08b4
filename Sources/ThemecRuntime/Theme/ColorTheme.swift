import Foundation

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

/// The values of the optional color slots that take a fixed default, as the kit documents them (the
/// other optional slots default to another slot). themec's compiler resolves a theme's slots to the same
/// values; a test holds the two equal.
enum ColorThemeDefaults {
    /// `textColor`: black in the light appearance, white in the dark one.
    static let textColor = ThemeColor(light: RGBA(0x00, 0x00, 0x00, 0xFF), dark: RGBA(0xFF, 0xFF, 0xFF, 0xFF))
    /// `errorColor`: the platform's red.
    static let errorColor = ThemeColor(light: RGBA(0xFF, 0x3B, 0x30, 0xFF), dark: RGBA(0xFF, 0x45, 0x3A, 0xFF))
    /// `disabledButtonColor`: gray.
    static let disabledButtonColor = ThemeColor(RGBA(0x8E, 0x8E, 0x93, 0xFF))
}

/// Defaults for the optional color slots, as the kit documents them.
extension ColorTheme {
    /// Black in the light appearance, white in the dark one (``ColorThemeDefaults/textColor``).
    public var textColor: ThemePlatformColor { ColorThemeDefaults.textColor.platformColor }
    /// `textColor`.
    public var textInputColor: ThemePlatformColor { textColor }
    /// `primaryColor`.
    public var primaryVariantColor: ThemePlatformColor { primaryColor }
    /// The platform's red (``ColorThemeDefaults/errorColor``).
    public var errorColor: ThemePlatformColor { ColorThemeDefaults.errorColor.platformColor }
    /// `primaryColor`.
    public var barItemColor: ThemePlatformColor { primaryColor }
    /// Gray (``ColorThemeDefaults/disabledButtonColor``).
    public var disabledButtonColor: ThemePlatformColor { ColorThemeDefaults.disabledButtonColor.platformColor }
    /// `primaryVariantColor`.
    public var highlightedButtonColor: ThemePlatformColor { primaryVariantColor }
}
