#if canImport(UIKit)
    import ThemecVocabulary
    import UIKit

    extension UIFont {

        /// The font of the current text theme's `largeTitle` appearance.
        @MainActor public static var largeTitle: UIFont { ThemeManager.shared.text.largeTitle.font }

        /// The font of the current text theme's `title1` appearance.
        @MainActor public static var title1: UIFont { ThemeManager.shared.text.title1.font }

        /// The font of the current text theme's `title2` appearance.
        @MainActor public static var title2: UIFont { ThemeManager.shared.text.title2.font }

        /// The font of the current text theme's `title3` appearance.
        @MainActor public static var title3: UIFont { ThemeManager.shared.text.title3.font }

        /// The font of the current text theme's `headline` appearance.
        @MainActor public static var headline: UIFont { ThemeManager.shared.text.headline.font }

        /// The font of the current text theme's `subheadline` appearance.
        @MainActor public static var subheadline: UIFont { ThemeManager.shared.text.subheadline.font }

        /// The font of the current text theme's `body` appearance.
        @MainActor public static var body: UIFont { ThemeManager.shared.text.body.font }

        /// The font of the current text theme's `callout` appearance.
        @MainActor public static var callout: UIFont { ThemeManager.shared.text.callout.font }

        /// The font of the current text theme's `footnote` appearance.
        @MainActor public static var footnote: UIFont { ThemeManager.shared.text.footnote.font }

        /// The font of the current text theme's `caption1` appearance.
        @MainActor public static var caption1: UIFont { ThemeManager.shared.text.caption1.font }

        /// The font of the current text theme's `caption2` appearance.
        @MainActor public static var caption2: UIFont { ThemeManager.shared.text.caption2.font }
    }

    extension TextStyle {
        /// The style's `UIFont` accessor (`UIFont.largeTitle` for `largeTitle`): the font of the current
        /// text theme's slot of the style. A style added to the vocabulary fails to compile here until
        /// `UIFont` has its accessor.
        @MainActor package var uiFont: UIFont {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            }
        }
    }
#endif
