#if canImport(UIKit)
    import UIKit

    extension UILabel {
        /// Styles the label with the current text theme's appearance for `textStyle`.
        public func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
            setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
            textAlignment = alignment
        }

        /// Sets the label's font and text color from `textAppearance`.
        public func setTextAppearance(_ textAppearance: any TextAppearance) {
            font = textAppearance.font
            textColor = textAppearance.textColor
        }
    }

    extension UIButton {
        /// Styles the title for `state` with the current text theme's appearance for `textStyle`.
        public func setTextStyle(
            _ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural,
            for state: UIControl.State = .normal
        ) {
            setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle), for: state)
            titleLabel?.textAlignment = alignment
        }

        /// Sets the title color for `state`, and the title font when `state` is `.normal`.
        public func setTextAppearance(_ textAppearance: any TextAppearance, for state: UIControl.State = .normal) {
            setTitleColor(textAppearance.textColor, for: state)
            if state == .normal { titleLabel?.font = textAppearance.font }
        }

        /// Applies the theme's `normalButton`, `highlightedButton` and `disabledButton` appearances.
        public func applyButtonTextTheme() {
            let text = ThemeManager.shared.text
            setTextAppearance(text.normalButton, for: .normal)
            setTextAppearance(text.highlightedButton, for: .highlighted)
            setTextAppearance(text.disabledButton, for: .disabled)
        }
    }

    extension UITextField {
        /// Styles the field with the current text theme's appearance for `textStyle`.
        public func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
            setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
            textAlignment = alignment
        }

        /// Sets the field's font and text color from `textAppearance`.
        public func setTextAppearance(_ textAppearance: any TextAppearance) {
            font = textAppearance.font
            textColor = textAppearance.textColor
        }
    }

    extension UITextView {
        /// Styles the text view with the current text theme's appearance for `textStyle`.
        public func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
            setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
            textAlignment = alignment
        }

        /// Sets the text view's font and text color from `textAppearance`.
        public func setTextAppearance(_ textAppearance: any TextAppearance) {
            font = textAppearance.font
            textColor = textAppearance.textColor
        }
    }

    extension UIBarItem {
        /// Sets the item's title attributes for `state` from `textAppearance`.
        public func setTextAppearance(_ textAppearance: any TextAppearance, for state: UIControl.State = .normal) {
            setTitleTextAttributes(textAppearance.textAttributes, for: state)
        }
    }

    extension UINavigationBar {
        /// Sets the title attributes from `textAppearance` and the large title attributes from `largeTitle`.
        public func setTextAppearance(_ textAppearance: any TextAppearance, largeTitle: (any TextAppearance)? = nil) {
            titleTextAttributes = textAppearance.textAttributes
            if let largeTitle { largeTitleTextAttributes = largeTitle.textAttributes }
        }
    }
#endif
