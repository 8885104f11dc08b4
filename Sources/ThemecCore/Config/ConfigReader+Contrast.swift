import ThemecSyntax
import ThemecVocabulary

extension ConfigReader {
    /// The `contrast:` mapping: `background: {light, dark}` (opaque hex colors, or `none`) and
    /// `minimum` (a ratio from 1 to 21).
    func decodeContrast(_ node: YAMLNode, into bag: inout DiagnosticBag) -> ContrastConfig? {
        guard case .mapping(let mapping) = node else {
            bag.emit(
                ConfigRules.invalidValue,
                "'contrast' must be a mapping with 'background' and 'minimum', found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        var contrast = ContrastConfig()
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known: ContrastKey = knownKey(key, at: entry.key.position, in: "'contrast'", into: &bag) else {
                continue
            }
            switch known {
            case .background: decodeBackground(entry.value, contrast: &contrast, into: &bag)
            case .minimum: contrast.minimum = minimumRatio(entry.value, into: &bag)
            }
        }
        return contrast
    }

    /// `contrast.background`: the appearances it names are checked, each on its color; one left
    /// out or set to `none` is not (a light-only app checks only light). An appearance whose color
    /// cannot be used is reported and checked on its default background, as if the color were not
    /// given: what is checked follows from what the mapping holds, never from whether something in it
    /// was reported. Naming neither (a key that is neither `light` nor `dark` names nothing) is an
    /// error, and both are checked on their defaults: the rule is turned off under `rules:`.
    private func decodeBackground(_ node: YAMLNode, contrast: inout ContrastConfig, into bag: inout DiagnosticBag) {
        guard case .mapping(let mapping) = node else {
            bag.emit(
                ConfigRules.invalidValue,
                "'contrast.background' must be a mapping with 'light' and 'dark' colors, found \(node.kindDescription)",
                at: node.position)
            return
        }
        var background = ContrastConfig.Backgrounds()
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard
                let variant: VariantKey = knownKey(key, at: entry.key.position, in: "'contrast.background'", into: &bag)
            else {
                continue
            }
            let standIn: ContrastBackground =
                switch variant {
                case .light: ContrastSettings.defaultLightBackground
                case .dark: ContrastSettings.defaultDarkBackground
                }
            let color: ContrastBackground? =
                switch appearanceBackground(entry.value, key: "contrast.background.\(key)", into: &bag) {
                case .unchecked: nil
                case .color(let color): color
                case .unusable: standIn
                }
            switch variant {
            case .light: background.light = color
            case .dark: background.dark = color
            }
        }
        if background.light == nil && background.dark == nil {
            bag.emit(
                ConfigRules.invalidValue,
                "'contrast.background' checks neither 'light' nor 'dark'; give the appearance the app shows a color, "
                    + "or turn the check off with 'theme-low-contrast: off' under 'rules'",
                at: node.position)
            return
        }
        contrast.background = background
    }

    /// What one appearance's background says.
    private enum AppearanceBackground {
        /// `none`: the appearance is not checked.
        case unchecked
        /// An opaque color to check it on.
        case color(ContrastBackground)
        /// A value that cannot be used (reported).
        case unusable
    }

    /// One appearance's background: an opaque hex color, or `none` (not checked).
    private func appearanceBackground(_ node: YAMLNode, key: String, into bag: inout DiagnosticBag)
        -> AppearanceBackground
    {
        if case .scalar(let scalar) = node, !scalar.isNull, scalar.text == "none" { return .unchecked }
        return opaqueColor(node, key: key, into: &bag).map { .color($0) } ?? .unusable
    }

    /// An opaque hex color; text on a see-through background has no single contrast.
    private func opaqueColor(_ node: YAMLNode, key: String, into bag: inout DiagnosticBag) -> ContrastBackground? {
        if case .scalar(let scalar) = node, scalar.isNull {
            bag.emit(
                ConfigRules.invalidValue,
                "'\(key)' has no value; a hex color must be quoted, since YAML reads an unquoted '#' as a comment",
                at: node.position)
            return nil
        }
        guard let text = text(node, key: key, into: &bag) else { return nil }
        guard let color = ByteColor(hex: text) else {
            bag.emit(
                ConfigRules.invalidValue,
                "'\(text)' is not a hex color for '\(key)'; expected #RGB, #RRGGBB or #RRGGBBAA, or 'none' to "
                    + "leave the appearance unchecked",
                at: node.position)
            return nil
        }
        guard color.alpha == 255 else {
            bag.emit(
                ConfigRules.invalidValue,
                "'\(key)' must be opaque: text on a see-through background has no one contrast",
                at: node.position)
            return nil
        }
        return ContrastBackground(color)
    }

    /// A contrast ratio from 1 to 21. The WCAG level names and the `4.5:1` notation get a
    /// "did you mean" with the number.
    private func minimumRatio(_ node: YAMLNode, into bag: inout DiagnosticBag) -> Double? {
        guard let text = text(node, key: "contrast.minimum", into: &bag) else { return nil }
        if let value = Double(text), value.isFinite, value >= 1, value <= 21 { return value }
        let meant: String? =
            switch text.uppercased() {
            case "AA": "4.5"
            case "AAA": "7"
            default: text.hasSuffix(":1") && Double(text.dropLast(2)) != nil ? String(text.dropLast(2)) : nil
            }
        bag.emit(
            ConfigRules.invalidValue,
            "'\(text)' is not a valid value for 'contrast.minimum', the ratio normal text needs: a number from 1 to 21 "
                + "(4.5 is WCAG AA, 7 is AAA)" + (meant.map { "; did you mean '\($0)'?" } ?? ""),
            at: node.position)
        return nil
    }
}
