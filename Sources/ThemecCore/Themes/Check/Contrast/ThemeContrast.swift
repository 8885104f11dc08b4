import ThemecVocabulary

/// Every contrast pair of a resolved theme: each color slot and each text slot, on the light
/// and the dark background (only those the settings check). The rule and the preview both read
/// these.
package enum ThemeContrast {
    /// What the color of `slot` is checked as: the slots that color text as normal text, a disabled
    /// button's as exempt (WCAG exempts inactive components), the others as no text.
    static func requirement(_ slot: ColorSlot) -> ContrastRequirement {
        switch slot {
        case .textColor, .textInputColor, .errorColor, .barItemColor, .highlightedButtonColor: .normalText
        case .disabledButtonColor: .exempt
        case .primaryColor, .secondaryColor, .primaryVariantColor: .notText
        }
    }

    /// What the text of `slot`, drawn as `appearance`, is checked as: a disabled button's is exempt,
    /// the others' are text of their size.
    static func requirement(_ slot: TextSlot, _ appearance: ResolvedTextAppearance) -> ContrastRequirement {
        switch slot {
        case .disabledButton:
            .exempt
        case .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1,
            .caption2, .alertButton, .textView, .textField, .normalButton, .highlightedButton:
            isLarge(appearance) ? .largeText : .normalText
        }
    }

    /// The pairs of `theme`, slot by slot (colors, then text), light before dark; an appearance
    /// the settings leave unchecked has none, and so does a slot any part of which is a stand-in
    /// (a size or a font that stands in could make the text large or small).
    package static func pairs(_ theme: ResolvedTheme, settings: ContrastSettings) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for slot in ColorSlot.allCases where theme.colorOrigins[slot]?.hasStandIn != true {
            pairs += both(.color(slot), theme.color(slot), requirement(slot), settings)
        }
        for slot in TextSlot.allCases where theme.textOrigins[slot]?.hasStandIn != true {
            let appearance = theme.appearance(slot)
            pairs += both(.text(slot), appearance.textColor, requirement(slot, appearance), settings)
        }
        return pairs
    }

    private static func both(
        _ subject: ContrastPair.Subject, _ color: ResolvedColor, _ requirement: ContrastRequirement,
        _ settings: ContrastSettings
    ) -> [ContrastPair] {
        Appearance.allCases.compactMap { appearance in
            guard let background = settings.background(appearance) else { return nil }
            let foreground = appearance == .light ? color.light : color.dark
            return ContrastPair(
                subject: subject, appearance: appearance, foreground: foreground, background: background,
                ratio: ContrastRatio.of(foreground, on: background), requirement: requirement,
                required: settings.required(requirement))
        }
    }

    /// WCAG's large text: 18 pt and above, or 14 pt and above in a bold font.
    package static func isLarge(_ appearance: ResolvedTextAppearance) -> Bool {
        let size = appearance.pointSize
        return size >= 18 || (size >= 14 && isBold(appearance.fontName))
    }

    /// Whether a font's name says it is bold (weight 700 or more): `Bold`, `ExtraBold`, `Heavy`,
    /// `Black`, but not `SemiBold` or `DemiBold` (600). The system font counts as regular.
    package static func isBold(_ fontName: String?) -> Bool {
        guard let fontName else { return false }
        let name = String(fontName.lowercased().filter { $0.isLetter })
        if name.contains("heavy") || name.contains("black") { return true }
        guard name.contains("bold") else { return false }
        return !name.contains("semibold") && !name.contains("demibold")
    }
}

extension ResolvedTextAppearance {
    /// The size the slot shows at the default Dynamic Type setting: its text style's default
    /// point size when it has one (the style wins), else `fontSize`.
    var pointSize: Double {
        if let textStyle { return textStyle.defaultPointSize }
        return fontSize ?? TextStyle.body.defaultPointSize
    }
}
