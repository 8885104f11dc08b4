import ThemecSyntax
import ThemecVocabulary

/// A color as written: a hex value or a name to look up, with where it was written.
struct ColorTerm: Sendable {
    enum Value: Sendable {
        /// Written with `#`: always a hex color.
        case hex(ByteColor)
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

/// A text slot as written, before defaults: each key's usable value, and the keys written with a
/// value that cannot be used (already reported), which resolve as stand-ins without a second report.
/// A key the reader does not know is not part of it: the slot is what its known keys say.
struct TextDefinition: Sendable {
    var fontName: String?
    var textColor: ColorDefinition?
    var textStyle: TextStyle?
    var fontSize: Double?
    var fontSizePosition: SourcePosition?
    var position: SourcePosition
    var file: String
    /// The keys written with a value that cannot be used: every key for a slot whose value is not a
    /// mapping at all.
    var unusable: Set<AppearanceKey> = []
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
    /// Color slots written with a value that cannot be used (already reported): the resolver treats
    /// them as set but unusable, so one mistake is not reported twice. A value is broken by what it
    /// is, never because some other finding was made beside it.
    var brokenColors: Set<ColorSlot> = []
    /// Palette names written with a value that cannot be used (already reported), likewise.
    var brokenPalette: Set<String> = []
    /// The app's theme, or the kit's (from `kit.themes`).
    var role: InputRole = .app
}
