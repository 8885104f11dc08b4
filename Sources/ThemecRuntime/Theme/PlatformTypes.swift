import Foundation

#if canImport(UIKit)
    import UIKit

    /// The color type of the theme protocols: `UIColor` where UIKit exists, ``ThemeColor`` elsewhere.
    public typealias ThemePlatformColor = UIColor
    /// The text style type of ``TextAppearance``: `UIFont.TextStyle` where UIKit exists, ``TextStyle`` elsewhere.
    public typealias ThemePlatformTextStyle = UIFont.TextStyle
    /// The font size type of ``TextAppearance``: `CGFloat` where UIKit exists, `Double` elsewhere.
    public typealias ThemePlatformFloat = CGFloat
#else
    /// The color type of the theme protocols: `UIColor` where UIKit exists, ``ThemeColor`` elsewhere.
    public typealias ThemePlatformColor = ThemeColor
    /// The text style type of ``TextAppearance``: `UIFont.TextStyle` where UIKit exists, ``TextStyle`` elsewhere.
    public typealias ThemePlatformTextStyle = TextStyle
    /// The font size type of ``TextAppearance``: `CGFloat` where UIKit exists, `Double` elsewhere.
    public typealias ThemePlatformFloat = Double
#endif

extension ThemeColor {
    /// The color as the theme protocols hold it: a `UIColor` that follows the interface style where
    /// UIKit exists, the color itself elsewhere.
    public var platformColor: ThemePlatformColor {
        #if canImport(UIKit)
            return uiColor
        #else
            return self
        #endif
    }
}

extension TextStyle {
    /// The style as ``TextAppearance`` holds it: a `UIFont.TextStyle` where UIKit exists, itself elsewhere.
    public var platformTextStyle: ThemePlatformTextStyle {
        #if canImport(UIKit)
            return uiTextStyle
        #else
            return self
        #endif
    }

    /// The style `platformTextStyle` names; nil for a UIKit text style other than the eleven.
    public init?(platformTextStyle: ThemePlatformTextStyle) {
        #if canImport(UIKit)
            guard let style = TextStyle.allCases.first(where: { $0.uiTextStyle == platformTextStyle }) else {
                return nil
            }
            self = style
        #else
            self = platformTextStyle
        #endif
    }
}
