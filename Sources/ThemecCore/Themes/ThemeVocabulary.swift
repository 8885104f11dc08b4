/// The nine color slots of the kit's `ColorTheme`.
package enum ColorSlot: String, Sendable, CaseIterable, Comparable {
    case primaryColor, secondaryColor, textColor, textInputColor, primaryVariantColor, errorColor, barItemColor,
        disabledButtonColor, highlightedButtonColor

    /// `primaryColor` and `secondaryColor` must be set; the rest have defaults.
    package var isRequired: Bool { self == .primaryColor || self == .secondaryColor }

    /// The `UIColor` accessor the kit documents (`UIColor.primary`, `UIColor.textColor`).
    var accessorName: String {
        switch self {
        case .primaryColor: "primary"
        case .secondaryColor: "secondary"
        case .textColor: "textColor"
        case .textInputColor: "textInput"
        case .primaryVariantColor: "primaryVariant"
        case .errorColor: "error"
        case .barItemColor: "barItem"
        case .disabledButtonColor: "disabledButton"
        case .highlightedButtonColor: "highlightedButton"
        }
    }

    /// In declaration order.
    package static func < (lhs: ColorSlot, rhs: ColorSlot) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The eleven `UIFont.TextStyle` names the kit uses.
package enum TextStyleName: String, Sendable, CaseIterable, Comparable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The default point size of the style at the default Dynamic Type setting (iOS "Large").
    package var defaultPointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// In declaration order.
    package static func < (lhs: TextStyleName, rhs: TextStyleName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The seventeen slots of the kit's `TextTheme`.
package enum TextSlot: String, Sendable, CaseIterable, Comparable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    case alertButton, textView, textField, normalButton, disabledButton, highlightedButton

    /// The text style an absent slot falls back to: its own for the eleven style slots,
    /// `body` for the six control slots.
    var fallbackStyle: TextStyleName { TextStyleName(rawValue: rawValue) ?? .body }

    /// In declaration order.
    package static func < (lhs: TextSlot, rhs: TextSlot) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The keys of a theme file's top level.
package enum ThemeKey: String, Sendable, CaseIterable {
    case name, extends, palette, colors, text
}

/// The keys of one text appearance (a slot under `text:`).
package enum AppearanceKey: String, Sendable, CaseIterable {
    case fontName, textColor, textStyle, fontSize
}

/// The keys of a `{light:, dark:}` color.
package enum VariantKey: String, Sendable, CaseIterable {
    case light, dark
}
