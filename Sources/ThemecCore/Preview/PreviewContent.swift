/// What the page shows, taken from a compilation: the app's themes, the strings coverage, the
/// nibs the app overrides, every diagnostic, and the contrast settings.
struct PreviewContent {
    var themes: [ResolvedTheme]
    var strings: StringsModel
    var overrides: [LayoutNib]
    var settings: ContrastSettings
    /// Theme files with errors, which resolve to no theme: shown by name, with their problems.
    var brokenThemeFiles: [String]

    init(_ result: CompilationResult?, diagnostics: [Diagnostic], options: CompilerOptions) {
        themes = result?.themes.appThemes ?? []
        let shown = Set((result?.themes.themes ?? []).map(\.file))
        brokenThemeFiles = Set(
            diagnostics.filter {
                $0.severity == .error && InputKind(path: $0.location.file) == .theme
                    && !shown.contains($0.location.file)
            }.map(\.location.file)
        ).sorted()
        strings = result?.strings ?? StringsModel(developmentLanguage: options.developmentLanguage)
        overrides = result?.layouts.nibs.filter { $0.role == .app && $0.overrides != nil } ?? []
        settings = options.contrast
    }

    /// Where a slot is written in the theme's own file; nil when it is inherited or a default.
    func ownLocation(_ origin: SlotOrigin?, in theme: ResolvedTheme) -> SourceLocation? {
        guard let origin, origin.theme == theme.name else { return nil }
        return origin.location
    }
}
