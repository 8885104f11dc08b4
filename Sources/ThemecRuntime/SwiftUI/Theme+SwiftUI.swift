#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension ThemeColor {
        /// A SwiftUI color that follows the interface style.
        public var color: Color { Color(uiColor: uiColor) }
    }

    extension TextStyle {
        /// The matching `Font.TextStyle` (`caption1` is SwiftUI's `caption`).
        public var swiftUITextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }

    extension TextAppearance {
        /// The font, relative to its text style for Dynamic Type when `textStyle` is set.
        public var swiftUIFont: Font {
            switch resolvedSize {
            case .textStyle(let style):
                if usesSystemFont { return Font.system(style.swiftUITextStyle) }
                return Font.custom(fontName, size: CGFloat(style.defaultPointSize), relativeTo: style.swiftUITextStyle)
            case .fixed(let size):
                if usesSystemFont { return Font.system(size: CGFloat(size)) }
                return Font.custom(fontName, fixedSize: CGFloat(size))
            }
        }
    }

    extension View {
        /// Applies a text appearance's font and color.
        public func textAppearance(_ appearance: any TextAppearance) -> some View {
            font(appearance.swiftUIFont).foregroundStyle(Color(uiColor: appearance.textColor))
        }
    }
#endif
