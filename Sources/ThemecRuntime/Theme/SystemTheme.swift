import Foundation

/// The colors ``ThemeManager`` holds until the app applies its own: the platform's default tint
/// (`systemBlue`) as the primary color, `systemGray` as the secondary, and the kit's documented
/// defaults for the seven optional slots.
public struct SystemColorTheme: ColorTheme {
    /// The system colors.
    public init() {}

    /// `#007AFF` light, `#0A84FF` dark: the platform's `systemBlue`.
    public var primaryColor: ThemePlatformColor {
        ThemeColor(light: RGBA(0x00, 0x7A, 0xFF), dark: RGBA(0x0A, 0x84, 0xFF)).platformColor
    }

    /// `#8E8E93`: the platform's `systemGray`.
    public var secondaryColor: ThemePlatformColor { ThemeColor(RGBA(0x8E, 0x8E, 0x93)).platformColor }
}

/// The text appearances ``ThemeManager`` holds until the app applies its own: the system font at
/// each slot's text style (the six control slots at `body`), in the default text color.
public struct SystemTextTheme: TextTheme {
    /// The system fonts.
    public init() {}

    private static func system(_ style: TextStyle) -> any TextAppearance {
        ThemeTextAppearance.system(style, textColor: ColorThemeDefaults.textColor)
    }

    /// The system font at the `largeTitle` text style.
    public var largeTitle: any TextAppearance { Self.system(.largeTitle) }
    /// The system font at the `title1` text style.
    public var title1: any TextAppearance { Self.system(.title1) }
    /// The system font at the `title2` text style.
    public var title2: any TextAppearance { Self.system(.title2) }
    /// The system font at the `title3` text style.
    public var title3: any TextAppearance { Self.system(.title3) }
    /// The system font at the `headline` text style.
    public var headline: any TextAppearance { Self.system(.headline) }
    /// The system font at the `subheadline` text style.
    public var subheadline: any TextAppearance { Self.system(.subheadline) }
    /// The system font at the `body` text style.
    public var body: any TextAppearance { Self.system(.body) }
    /// The system font at the `callout` text style.
    public var callout: any TextAppearance { Self.system(.callout) }
    /// The system font at the `footnote` text style.
    public var footnote: any TextAppearance { Self.system(.footnote) }
    /// The system font at the `caption1` text style.
    public var caption1: any TextAppearance { Self.system(.caption1) }
    /// The system font at the `caption2` text style.
    public var caption2: any TextAppearance { Self.system(.caption2) }
    /// The system font at the `body` text style.
    public var alertButton: any TextAppearance { Self.system(.body) }
    /// The system font at the `body` text style.
    public var textView: any TextAppearance { Self.system(.body) }
    /// The system font at the `body` text style.
    public var textField: any TextAppearance { Self.system(.body) }
    /// The system font at the `body` text style.
    public var normalButton: any TextAppearance { Self.system(.body) }
    /// The system font at the `body` text style.
    public var disabledButton: any TextAppearance { Self.system(.body) }
    /// The system font at the `body` text style.
    public var highlightedButton: any TextAppearance { Self.system(.body) }
}
