#if canImport(UIKit)
    import UIKit

    extension TextAppearance {
        /// The font: scaled with Dynamic Type through `UIFontMetrics` when `textStyle` is set (it wins over
        /// `fontSize`), fixed otherwise, `body` with neither. A font that is not installed falls back to the
        /// system font.
        public var font: UIFont {
            let style: UIFont.TextStyle
            if let textStyle {
                style = textStyle
            } else if let fontSize {
                return UIFont(name: fontName, size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
            } else {
                style = .body
            }
            let pointSize: CGFloat =
                TextStyle(platformTextStyle: style).map { CGFloat($0.defaultPointSize) }
                ?? UIFont.preferredFont(forTextStyle: style).pointSize
            guard !usesSystemFont, let base = UIFont(name: fontName, size: pointSize) else {
                return UIFont.preferredFont(forTextStyle: style)
            }
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
        }

        /// Text attributes for bars and bar items.
        public var textAttributes: [NSAttributedString.Key: Any] {
            [.font: font, .foregroundColor: textColor]
        }
    }
#endif
