import Foundation

/// How a piece of text looks: font, color, and a size from a text style or in points. Where UIKit
/// exists its members have the kit's documented types (`UIColor`, `UIFont.TextStyle?`, `CGFloat?`).
public protocol TextAppearance: Sendable {
    /// The PostScript name of the font; empty for the system font.
    var fontName: String { get }
    var textColor: ThemePlatformColor { get }
    var textStyle: ThemePlatformTextStyle? { get }
    var fontSize: ThemePlatformFloat? { get }
}

extension TextAppearance {
    /// The size to use: `textStyle` always wins over `fontSize`; with neither, `body`. (A UIKit text
    /// style other than the eleven reads as `body` here; the UIKit `font` uses the style itself.)
    public var resolvedSize: FontSize {
        if let textStyle { return .textStyle(TextStyle(platformTextStyle: textStyle) ?? .body) }
        if let fontSize { return .fixed(Double(fontSize)) }
        return .textStyle(.body)
    }

    /// True when the appearance uses the system font rather than a named one.
    public var usesSystemFont: Bool { fontName.isEmpty }
}

/// A text appearance as a value, in platform-neutral types.
public struct ThemeTextAppearance: TextAppearance, Hashable {
    /// The PostScript name of the font; empty for the system font.
    public var fontName: String
    /// The text color for both appearances.
    public var color: ThemeColor
    /// The text style the size comes from, if any.
    public var style: TextStyle?
    /// The size in points, used when `style` is nil.
    public var size: Double?

    /// An appearance from its parts, in platform-neutral types.
    public init(fontName: String, textColor: ThemeColor, textStyle: TextStyle?, fontSize: Double?) {
        self.fontName = fontName
        self.color = textColor
        self.style = textStyle
        self.size = fontSize
    }

    /// ``color`` as the protocol holds it.
    public var textColor: ThemePlatformColor { color.platformColor }
    /// ``style`` as the protocol holds it.
    public var textStyle: ThemePlatformTextStyle? { style?.platformTextStyle }
    /// ``size`` as the protocol holds it.
    public var fontSize: ThemePlatformFloat? { size.map { ThemePlatformFloat($0) } }

    /// The system font at `textStyle`.
    public static func system(_ textStyle: TextStyle, textColor: ThemeColor) -> ThemeTextAppearance {
        ThemeTextAppearance(fontName: "", textColor: textColor, textStyle: textStyle, fontSize: nil)
    }
}
