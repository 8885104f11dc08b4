/// The rules of theme files: their ids, default severities and documented examples.
///
/// Each rule's trigger is described in its summary; `documentation` holds a failing and a
/// passing example per rule, rendered into `Docs/Diagnostics.md` and run by the tests.
package enum ThemeRules {
    /// `yaml-syntax` (error by default).
    package static let yamlSyntax = RuleID(
        "yaml-syntax", .error, "The file is not valid YAML (or not valid UTF-8/UTF-16).", fixed: true)
    /// `yaml-duplicate-key` (error by default).
    package static let yamlDuplicateKey = RuleID("yaml-duplicate-key", .error, "A key appears twice in one mapping.")
    /// `yaml-limit` (error by default).
    static let yamlLimit = RuleID(
        "yaml-limit", .error, "Aliases expand too far or collections nest too deeply (hostile or broken input).",
        fixed: true)
    /// `theme-unknown-key` (error by default).
    package static let unknownKey = RuleID("theme-unknown-key", .error, "A key themec does not know, usually a typo.")
    /// `theme-wrong-type` (error by default).
    static let wrongType = RuleID(
        "theme-wrong-type", .error, "A value of the wrong kind: a list where a mapping belongs, an empty value, …")
    /// `theme-missing-color` (error by default).
    static let missingColor = RuleID(
        "theme-missing-color", .error, "A required color (`primaryColor`, `secondaryColor`) is not set.")
    /// `theme-invalid-hex` (error by default).
    static let invalidHex = RuleID(
        "theme-invalid-hex", .error, "A hex color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.")
    /// `theme-unquoted-hash` (error by default).
    static let unquotedHash = RuleID(
        "theme-unquoted-hash", .error,
        "An unquoted `#…` value, which YAML reads as a comment, leaving the value empty.")
    /// `theme-unknown-color` (error by default).
    static let unknownColor = RuleID(
        "theme-unknown-color", .error, "A color reference names neither a palette color nor a color slot.")
    /// `theme-color-cycle` (error by default).
    static let colorCycle = RuleID(
        "theme-color-cycle", .error, "Color references that refer back to themselves.")
    /// `theme-palette-shadows-slot` (error by default).
    static let paletteShadowsSlot = RuleID(
        "theme-palette-shadows-slot", .error,
        "A palette color is named like a color slot, so references would be ambiguous.")
    /// `theme-invalid-name` (error by default).
    static let invalidName = RuleID(
        "theme-invalid-name", .error, "A theme or palette name that cannot become a Swift identifier.", fixed: true)
    /// `theme-duplicate-name` (error by default).
    static let duplicateName = RuleID(
        "theme-duplicate-name", .error, "Two theme files declare the same theme name.", fixed: true)
    /// `theme-unknown-extends` (error by default).
    static let unknownTheme = RuleID(
        "theme-unknown-extends", .error, "`extends:` names a theme that does not exist.")
    /// `theme-extends-cycle` (error by default).
    static let extendsCycle = RuleID(
        "theme-extends-cycle", .error, "Themes that extend each other in a circle.")
    /// `theme-missing-font-name` (error by default).
    static let missingFontName = RuleID("theme-missing-font-name", .error, "A text slot without `fontName`.")
    /// `theme-missing-size` (error by default).
    static let missingSize = RuleID(
        "theme-missing-size", .error, "A text slot with neither `textStyle` nor `fontSize`, so it has no size.")
    /// `theme-ignored-font-size` (warning by default).
    static let ignoredFontSize = RuleID(
        "theme-ignored-font-size", .warning, "A text slot sets both `textStyle` and `fontSize`; `textStyle` wins.")
    /// `theme-invalid-font-size` (error by default).
    static let invalidFontSize = RuleID(
        "theme-invalid-font-size", .error, "`fontSize` is not a positive number.")
    /// `theme-low-contrast` (warning by default).
    package static let lowContrast = RuleID(
        "theme-low-contrast", .warning,
        "Text colors whose contrast with the light or dark background is under WCAG's minimum.")
    /// `theme-unknown-text-style` (error by default).
    static let unknownTextStyle = RuleID(
        "theme-unknown-text-style", .error, "`textStyle` is not one of the eleven text styles.")
}
