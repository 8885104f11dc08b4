import ThemecSyntax

/// A color as written: a hex value or a name to look up, with where it was written.
struct ColorTerm: Sendable {
    enum Value: Sendable {
        /// Written with `#`: always a hex color.
        case hex(RGBA)
        /// Written without `#`: a palette or slot name, or else, when made only of hex
        /// digits, a hex color (names win, so a palette color may be called `bad`).
        case name(String)
    }

    var value: Value
    var position: SourcePosition
}

/// A color definition as written: one term for both appearances, or light and dark terms.
struct ColorDefinition: Sendable {
    var light: ColorTerm
    var dark: ColorTerm?
    /// True for the `{light:, dark:}` form. A bare reference takes both variants of the
    /// color it names; a mapping without `dark` uses its light value for dark too.
    var isVariantMapping: Bool
    /// The file the definition is in (a theme may inherit definitions from another file).
    var file: String
    /// Where its key (`errorColor:`, a text slot's `textColor:`) is written.
    var keyPosition: SourcePosition
}

/// A text slot as written, before defaults.
struct TextDefinition: Sendable {
    var fontName: String?
    var textColor: ColorDefinition?
    var textStyle: TextStyleName?
    var fontSize: Double?
    var fontSizePosition: SourcePosition?
    var position: SourcePosition
    var file: String
}

/// A theme file after decoding: names and definitions with positions, nothing resolved yet.
struct ThemeDocument: Sendable {
    var file: String
    var name: String
    var namePosition: SourcePosition
    var extends: (name: String, position: SourcePosition)?
    /// Palette entries in source order.
    var palette: [(name: String, definition: ColorDefinition, position: SourcePosition)]
    var colors: [ColorSlot: ColorDefinition]
    var text: [TextSlot: TextDefinition]
    /// Where the `colors` section (or the document) starts, for "missing color" messages.
    var colorsPosition: SourcePosition
    /// Palette and color-slot names whose definitions had errors (already reported): the
    /// resolver treats them as set but unusable, so one mistake is not reported twice.
    var brokenColors: Set<String> = []
    /// Text slots whose definitions had errors (already reported).
    var brokenText: Set<TextSlot> = []
    /// The app's theme, or the kit's (from `kit.themes`).
    var role: InputRole = .app
}
