#if canImport(UIKit)
    import UIKit

    extension ThemeManager {
        /// Points the appearance proxies of navigation bars and bar items at the current theme.
        public func applyAppearance() {
            let navigationBar = UINavigationBar.appearance()
            navigationBar.tintColor = color.barItemColor
            navigationBar.setTextAppearance(text.headline, largeTitle: text.largeTitle)
            UIBarButtonItem.appearance().setTextAppearance(text.normalButton, for: .normal)
            UIBarButtonItem.appearance().setTextAppearance(text.disabledButton, for: .disabled)
        }
    }
#endif
