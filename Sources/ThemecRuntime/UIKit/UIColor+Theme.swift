#if canImport(UIKit)
    import ThemecVocabulary
    import UIKit

    extension RGBA {
        /// The color as a `UIColor`.
        public var uiColor: UIColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }
    }

    extension ThemeColor {
        /// A `UIColor` that follows the interface style when light and dark differ.
        public var uiColor: UIColor {
            let light = self.light
            let dark = self.dark
            if light == dark { return light.uiColor }
            return UIColor { traits in traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor }
        }
    }

    extension UIColor {
        /// A color from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (with or without `#`, ASCII digits only), as themec
        /// reads a theme's hex colors (``RGBA/init(hex:)``); black when the text is not a color.
        public convenience init(hex: String?) {
            let rgba = hex.flatMap(RGBA.init(hex:)) ?? RGBA(0x00, 0x00, 0x00)
            self.init(
                red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                alpha: CGFloat(rgba.alpha))
        }

        /// The current theme's `primaryColor`.
        @MainActor public static var primary: UIColor { ThemeManager.shared.color.primaryColor }

        /// The current theme's `secondaryColor`.
        @MainActor public static var secondary: UIColor { ThemeManager.shared.color.secondaryColor }

        /// The current theme's `textColor`.
        @MainActor public static var textColor: UIColor { ThemeManager.shared.color.textColor }

        /// The current theme's `textInputColor`.
        @MainActor public static var textInput: UIColor { ThemeManager.shared.color.textInputColor }

        /// The current theme's `primaryVariantColor`.
        @MainActor public static var primaryVariant: UIColor { ThemeManager.shared.color.primaryVariantColor }

        /// The current theme's `errorColor`.
        @MainActor public static var error: UIColor { ThemeManager.shared.color.errorColor }

        /// The current theme's `barItemColor`.
        @MainActor public static var barItem: UIColor { ThemeManager.shared.color.barItemColor }

        /// The current theme's `disabledButtonColor`.
        @MainActor public static var disabledButton: UIColor { ThemeManager.shared.color.disabledButtonColor }

        /// The current theme's `highlightedButtonColor`.
        @MainActor public static var highlightedButton: UIColor { ThemeManager.shared.color.highlightedButtonColor }
    }

    extension ColorSlot {
        /// The slot's `UIColor` accessor, under the name themec's vocabulary gives it (``accessorName``):
        /// `UIColor.primary` for `primaryColor`. A slot added to the vocabulary fails to compile here until
        /// `UIColor` has its accessor.
        @MainActor package var uiColor: UIColor {
            switch self {
            case .primaryColor: .primary
            case .secondaryColor: .secondary
            case .textColor: .textColor
            case .textInputColor: .textInput
            case .primaryVariantColor: .primaryVariant
            case .errorColor: .error
            case .barItemColor: .barItem
            case .disabledButtonColor: .disabledButton
            case .highlightedButtonColor: .highlightedButton
            }
        }
    }
#endif
