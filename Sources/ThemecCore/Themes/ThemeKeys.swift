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
