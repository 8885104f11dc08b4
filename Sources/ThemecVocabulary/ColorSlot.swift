/// The nine color slots of the kit's `ColorTheme`, and what themec's compiler and the runtime both
/// know of each (``facts``): whether a theme must set it, its default, and its `UIColor` accessor.
///
/// A new slot is a case here and its entry in ``facts``; the compiler then points at each place left
/// to fill (`Docs/Architecture.md`, "A new theme slot").
package enum ColorSlot: String, Sendable, CaseIterable, Comparable {
    case primaryColor, secondaryColor, textColor, textInputColor, primaryVariantColor, errorColor, barItemColor,
        disabledButtonColor, highlightedButtonColor

    /// What is known of one slot.
    package struct Facts: Sendable {
        /// The name of the slot's `UIColor` accessor, as the kit documents it (`primary` for
        /// `UIColor.primary`).
        package var accessorName: String
        /// What the slot is when a theme does not set it.
        package var defaultValue: ColorSlotDefault
    }

    /// The slot's entry: the one table of the color slots. The defaults are themec's (the kit documents
    /// that the optional slots have defaults, not their values), chosen to match the system look.
    package var facts: Facts {
        switch self {
        case .primaryColor:
            // The platform's default tint, systemBlue.
            Facts(
                accessorName: "primary",
                defaultValue: .required(light: .init(rgb: 0x007AFF), dark: .init(rgb: 0x0A84FF)))
        case .secondaryColor:
            // systemGray.
            Facts(
                accessorName: "secondary",
                defaultValue: .required(light: .init(rgb: 0x8E8E93), dark: .init(rgb: 0x8E8E93)))
        case .textColor:
            Facts(
                accessorName: "textColor", defaultValue: .color(light: .init(rgb: 0x000000), dark: .init(rgb: 0xFFFFFF))
            )
        case .textInputColor:
            Facts(accessorName: "textInput", defaultValue: .slot(.textColor))
        case .primaryVariantColor:
            Facts(accessorName: "primaryVariant", defaultValue: .slot(.primaryColor))
        case .errorColor:
            // systemRed.
            Facts(accessorName: "error", defaultValue: .color(light: .init(rgb: 0xFF3B30), dark: .init(rgb: 0xFF453A)))
        case .barItemColor:
            Facts(accessorName: "barItem", defaultValue: .slot(.primaryColor))
        case .disabledButtonColor:
            // systemGray.
            Facts(
                accessorName: "disabledButton",
                defaultValue: .color(light: .init(rgb: 0x8E8E93), dark: .init(rgb: 0x8E8E93)))
        case .highlightedButtonColor:
            Facts(accessorName: "highlightedButton", defaultValue: .slot(.primaryVariantColor))
        }
    }

    /// The name of the slot's `UIColor` accessor (`primary` for `UIColor.primary`).
    package var accessorName: String { facts.accessorName }

    /// What the slot is when a theme does not set it.
    package var defaultValue: ColorSlotDefault { facts.defaultValue }

    /// Whether every theme must set the slot (`primaryColor` and `secondaryColor`); the others have
    /// defaults.
    package var isRequired: Bool {
        if case .required = defaultValue { return true }
        return false
    }

    /// In declaration order.
    package static func < (lhs: ColorSlot, rhs: ColorSlot) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a color slot is when a theme does not set it.
package enum ColorSlotDefault: Hashable, Sendable {
    /// A required slot, which every theme sets. Where none does — the runtime's `SystemColorTheme`,
    /// before an app applies its own theme — or the theme's value cannot be used (the compiler's
    /// stand-in, beside an error), the platform's color shows: this one.
    case required(light: ByteColor, dark: ByteColor)
    /// An optional slot's fixed color, per appearance.
    case color(light: ByteColor, dark: ByteColor)
    /// An optional slot that is the color of another slot of the same theme (as if the theme had
    /// written `textInputColor: textColor`).
    case slot(ColorSlot)
}
