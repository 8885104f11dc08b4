import ThemecVocabulary

/// Renders `Theme.themec.swift`: one `<Name>ColorTheme` and `<Name>TextTheme` per theme, the list of
/// the module's themes, and, for a kit that names its window class, that class. The theme API they
/// conform to (`ColorTheme`, `TextTheme`, `ThemeManager`, the UIKit and SwiftUI layers) is the
/// runtime's (`Sources/ThemecRuntime`), which the file imports. A module with no theme files (and no
/// kit) gets only the header.
struct ThemeRenderer: Sendable {
    /// The options the file is rendered with (access level, kit, window class).
    let options: CompilerOptions

    /// A renderer for `options`.
    init(options: CompilerOptions) {
        self.options = options
    }

    /// `Theme.themec.swift` for `model`.
    func render(_ model: ThemeSet) -> GeneratedFile {
        if let kit = options.kitModule { return renderApp(model, kit: kit) }
        var writer = SwiftWriter()
        if model.themes.isEmpty {
            // The file exists (the build plugin declares it) but holds nothing: a module of
            // strings or layouts only declares no theme.
            writer.header("No theme files: this module has no theme types.")
            return GeneratedFile(name: GeneratedFile.themeFileName, contents: writer.text)
        }
        writer.header("Theme types, one color and text theme per theme file, applied with ThemeManager.")
        writer.preamble(kit: nil)
        writer.blank()
        renderThemes(model.appThemes, into: &writer)
        writer.block("extension ThemeManager") { writer in
            renderThemeList(
                model.appThemes, name: "themes",
                summary: "Every theme of the project by name, sorted, as (color, text) pairs.",
                into: &writer)
            writer.blank()
            writer.docComment(
                """
                The problems an app's tests can assert are absent (`#expect(ThemeManager.validate() == [])`):
                every font of ``themes`` is registered (`ThemeManager.validate(_:)`).
                """)
            writer.block("\(access)nonisolated static func validate() -> [String]") { writer in
                writer.line("validate(themes)")
            }
        }
        renderWindowClass(into: &writer)
        return GeneratedFile(name: GeneratedFile.themeFileName, contents: writer.text)
    }

    /// The kit's window class under the name its `themec.yml` gives (`windowClass:`): the runtime's
    /// `ThemeAppWindow` itself needs nothing here.
    private func renderWindowClass(into writer: inout SwiftWriter) {
        guard options.windowClass != "ThemeAppWindow" else { return }
        writer.blank()
        writer.line("#if canImport(UIKit)")
        writer.docComment(
            """
            The kit's window: `ThemeAppWindow`, which applies the theme when created and again whenever
            `ThemeManager` announces a change. Use it as the app's window:
            `window = \(options.windowClass)(frame: UIScreen.main.bounds)`.
            """)
        let open = options.access == .public ? "open " : ""
        writer.line("\(open)class \(options.windowClass): ThemeAppWindow {}")
        writer.line("#endif")
    }

    /// An app's file: its own themes, conforming to the kit's protocols. The kit declares the
    /// theme API, `ThemeManager` and its own themes; none of them is repeated here.
    private func renderApp(_ model: ThemeSet, kit: String) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("The app's color and text themes, applied with \(kit)'s ThemeManager.")
        writer.preamble(kit: kit)
        writer.blank()
        renderThemes(model.appThemes, into: &writer)
        writer.block("extension ThemeManager") { writer in
            renderThemeList(
                model.appThemes, name: "appThemes",
                summary: """
                    The app's themes by name, sorted, as (color, text) pairs: for a theme picker, and for
                    `ThemeManager.validate(ThemeManager.appThemes)` in the app's tests.
                    """, into: &writer)
        }
        return GeneratedFile(name: GeneratedFile.themeFileName, contents: writer.text)
    }

    /// `static let <name>: [(name:, color:, text:)]` listing `themes`.
    private func renderThemeList(
        _ themes: [ResolvedTheme], name: String, summary: String, into writer: inout SwiftWriter
    ) {
        writer.docComment(summary)
        writer.line(
            "\(access)nonisolated static let \(name): [(name: String, color: any ColorTheme, text: any TextTheme)] = [")
        for theme in themes {
            writer.line(
                "    (\(SwiftLiteral.string(theme.name)), \(theme.name)ColorTheme(), \(theme.name)TextTheme()),")
        }
        writer.line("]")
    }

    /// A color theme and a text theme for each of `themes`.
    private func renderThemes(_ themes: [ResolvedTheme], into writer: inout SwiftWriter) {
        for theme in themes {
            renderColorTheme(theme, into: &writer)
            writer.blank()
            renderTextTheme(theme, into: &writer)
            writer.blank()
        }
    }

    /// `from `Themes/Sunset.theme.yaml``, and the kit theme it extends.
    private static func source(of theme: ResolvedTheme) -> String {
        guard let parent = theme.extends, parent.role == .base else { return "from `\(theme.file)`" }
        return "from `\(theme.file)`; extends the kit's \(parent.name)"
    }

    /// ` (from the kit's Cheetah)` for a slot that comes from a kit theme; nothing otherwise.
    private static func kitOrigin(_ link: ThemeLink?) -> String {
        guard let link, link.role == .base else { return "" }
        return " (from the kit's \(link.name))"
    }

    private var access: String { options.access.prefix }

    private func renderColorTheme(_ theme: ResolvedTheme, into writer: inout SwiftWriter) {
        writer.docComment("The \(theme.name) color theme, \(Self.source(of: theme)).")
        writer.block("\(access)struct \(theme.name)ColorTheme: ColorTheme") { writer in
            writer.line("\(access)init() {}")
            writer.blank()
            for slot in ColorSlot.allCases {
                let color = theme.color(slot)
                writer.docComment(describe(color, inheritedFrom: theme.inheritedFrom(theme.colorOrigins[slot])))
                writer.call(
                    "\(access)let \(slot.rawValue): ThemePlatformColor = ThemeColor", Self.arguments(color),
                    suffix: ".platformColor")
            }
            let names = theme.ownPaletteNames
            guard !names.isEmpty else { return }
            writer.blank()
            writer.docComment("The named colors of the \(theme.name) palette.")
            writer.block("\(access)enum Palette") { writer in
                for name in names {
                    let color = theme.palette[name]!
                    writer.docComment(Self.describe(color))
                    writer.call(
                        "\(access)static let \(SwiftIdentifier.escapedIfKeyword(name)) = ThemeColor",
                        Self.arguments(color))
                }
            }
        }
    }

    private func renderTextTheme(_ theme: ResolvedTheme, into writer: inout SwiftWriter) {
        writer.docComment("The \(theme.name) text theme, \(Self.source(of: theme)).")
        writer.block("\(access)struct \(theme.name)TextTheme: TextTheme") { writer in
            writer.line("\(access)init() {}")
            writer.blank()
            for slot in TextSlot.allCases {
                let appearance = theme.appearance(slot)
                let origin = theme.textOrigins[slot]
                let color = Self.literal(appearance.textColor)
                let inherited = Self.kitOrigin(theme.inheritedFrom(origin))
                writer.docComment(Self.comment(appearance, origin: origin, inherited: inherited))
                if appearance.fontName == nil, appearance.fontSize == nil, let style = appearance.textStyle {
                    writer.call(
                        "\(access)let \(slot.rawValue): any TextAppearance = ThemeTextAppearance.system",
                        [".\(style.rawValue)", "textColor: \(color)"])
                } else {
                    // A named font, or the system font at a size in points (an empty name is the system font).
                    let style = appearance.textStyle.map { ".\($0.rawValue)" } ?? "nil"
                    let size = appearance.fontSize.map(SwiftLiteral.double) ?? "nil"
                    writer.call(
                        "\(access)let \(slot.rawValue): any TextAppearance = ThemeTextAppearance",
                        [
                            "fontName: \(SwiftLiteral.string(appearance.fontName ?? ""))", "textColor: \(color)",
                            "textStyle: \(style)", "fontSize: \(size)",
                        ])
                }
            }
        }
    }

    /// A text slot's doc comment: what it is — its font, size and color, or that the theme does not
    /// set it — and, on a line of its own, the parts that stand in for values the theme sets but that
    /// cannot be used.
    private static func comment(_ appearance: ResolvedTextAppearance, origin: SlotOrigin?, inherited: String)
        -> String
    {
        var text: String
        if origin?.source == .defaultValue {
            let style = appearance.textStyle ?? .body
            text = "Not set in the theme: the system font at the \(style.rawValue) text style\(inherited)."
        } else {
            text =
                "\(appearance.fontName ?? "The system font"), \(describe(appearance)), "
                + "\(describe(appearance.textColor))\(inherited)"
        }
        let standIns = origin?.standIns ?? []
        if !standIns.isEmpty {
            let list = AppearancePart.list(standIns, joinedBy: "or")
            text += "\nStand-in\(standIns.count == 1 ? "" : "s"): the theme gives no usable \(list)."
        }
        return text
    }

    /// `ThemeColor(RGBA(0xB1, 0xE4, 0xE3, 0xFF))` or `ThemeColor(light: …, dark: …)`.
    static func literal(_ color: ResolvedColor) -> String {
        "ThemeColor(" + arguments(color).joined(separator: ", ") + ")"
    }

    /// The arguments of ``literal(_:)``'s `ThemeColor(…)`: one RGBA, or the light and dark ones.
    static func arguments(_ color: ResolvedColor) -> [String] {
        if color.light == color.dark { return [literal(color.light)] }
        return ["light: \(literal(color.light))", "dark: \(literal(color.dark))"]
    }

    /// `RGBA(0xB1, 0xE4, 0xE3, 0xFF)`: the runtime's color from the resolved one's bytes.
    static func literal(_ rgba: ByteColor) -> String {
        let bytes = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { byte -> String in
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" + digits : digits)
        }
        return "RGBA(" + bytes.joined(separator: ", ") + ")"
    }

    /// The color's doc comment, saying so when a kit theme sets it.
    private func describe(_ color: ResolvedColor, inheritedFrom link: ThemeLink?) -> String {
        Self.describe(color) + Self.kitOrigin(link)
    }

    static func describe(_ color: ResolvedColor) -> String {
        color.light == color.dark ? "`\(color.light.hex)`" : "`\(color.light.hex)` light, `\(color.dark.hex)` dark"
    }

    static func describe(_ appearance: ResolvedTextAppearance) -> String {
        if let style = appearance.textStyle {
            let ignored = appearance.fontSize.map { " (fontSize \(NumberText.format($0)) ignored)" } ?? ""
            return "text style \(style.rawValue)\(ignored)"
        }
        return "\(NumberText.format(appearance.fontSize ?? 0)) pt"
    }
}
