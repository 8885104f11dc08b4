import Foundation
import ThemecVocabulary

/// The colors ``ThemeManager`` holds until the app applies its own: the platform's default tint
/// (`systemBlue`) as the primary color, `systemGray` as the secondary (themec's vocabulary gives a
/// required slot the platform's color), and the defaults of the seven optional slots.
public struct SystemColorTheme: ColorTheme {
    /// The system colors.
    public init() {}

    /// `#007AFF` light, `#0A84FF` dark: the platform's `systemBlue`.
    public var primaryColor: ThemePlatformColor { defaultColor(.primaryColor) }

    /// `#8E8E93`: the platform's `systemGray`.
    public var secondaryColor: ThemePlatformColor { defaultColor(.secondaryColor) }
}

/// The text appearances ``ThemeManager`` holds until the app applies its own: the system font at
/// each slot's text style (the six control slots at `body`: the vocabulary's fallback of each slot), in
/// the default text color.
public struct SystemTextTheme: TextTheme {
    /// The system fonts.
    public init() {}

    /// The system font at the text style `slot` falls back to, in the default text color.
    private static func system(_ slot: TextSlot) -> any TextAppearance {
        ThemeTextAppearance.system(slot.fallbackStyle, textColor: ColorThemeDefaults.textColor)
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
    public var alertButton: any TextAppearance { Self.system(.alertButton) }
    /// The system font at the `body` text style.
    public var textView: any TextAppearance { Self.system(.textView) }
    /// The system font at the `body` text style.
    public var textField: any TextAppearance { Self.system(.textField) }
    /// The system font at the `body` text style.
    public var normalButton: any TextAppearance { Self.system(.normalButton) }
    /// The system font at the `body` text style.
    public var disabledButton: any TextAppearance { Self.system(.disabledButton) }
    /// The system font at the `body` text style.
    public var highlightedButton: any TextAppearance { Self.system(.highlightedButton) }
}
