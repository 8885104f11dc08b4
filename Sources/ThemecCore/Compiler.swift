/// The result of compiling a project: every diagnostic (severities applied, sorted), the
/// generated files (none when there are errors) and the resolved model for `themec dump`.
public struct CompilationResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var files: [GeneratedFile]
    /// The resolved models, behind ``dump``.
    public var themes: ThemeSet
    public var strings: StringsModel
    public var layouts: LayoutModel

    /// The resolved model as JSON for `themec dump`, built only when asked for: for a big app
    /// it is as large as the inputs, and `generate` and `lint` never need it.
    public var dump: JSONValue {
        .object([
            "themes": themes.dump,
            "strings": strings.dump,
            "layouts": layouts.dump,
        ])
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// The pipeline: input bytes → syntax trees → typed, validated models → Swift text.
///
/// Pure: it reads nothing and writes nothing; the CLI and the plugin do the I/O. Each input
/// kind has its own stage; stages report into diagnostics and never throw on bad input.
public enum Compiler {
    public static func compile(_ inputs: [InputFile], options: CompilerOptions = CompilerOptions()) -> CompilationResult {
        // Sorting first makes every later step independent of the order files were found in.
        let inputs = inputs.sorted { ($0.path, $0.role) < ($1.path, $1.role) }
        // Strings need nothing from the other stages; layouts check references into the themes.
        // With threads to spare, the strings run beside themes-then-layouts.
        let themeInputs = inputs.filter { $0.kind == .theme }
        let stringInputs = inputs.filter { $0.kind.isStringTable }
        let layoutInputs = inputs.filter { $0.kind == .xib }
        let (themesAndLayouts, strings) = Concurrently.run(parallel: options.parallel) {
            let themes = ThemeStage.compile(themeInputs, options: options)
            let layouts = LayoutStage.compile(layoutInputs, themes: themes.model, options: options)
            // Their files are rendered right away, while the strings are still being checked,
            // unless these stages already have an error (then no file is written anyway).
            let early = options.rendersFiles && !hasErrors(themes.diagnostics + layouts.diagnostics, options)
                ? otherFiles(themes: themes.model, layouts: layouts.model, options: options) : nil
            return (themes, layouts, early)
        } and: {
            StringsStage.compileDeferringCollisions(stringInputs, options: options)
        }
        let (themes, layouts, early) = themesAndLayouts

        // Unless there is an error already, the strings file is rendered beside the last check,
        // name collisions between keys, and dropped if that finds one.
        let renders = options.rendersFiles && !hasErrors(themes.diagnostics + strings.diagnostics + layouts.diagnostics, options)
        let (collisions, stringsFiles) = Concurrently.run(parallel: options.parallel) {
            StringsChecker.collisions(strings.model.tables)
        } and: {
            // The strings renderer, by far the largest, splits its own work across the cores.
            renders ? StringsRenderer(options: options).render(strings.model) : []
        }
        let diagnostics = options.rules.apply(to: themes.diagnostics + strings.diagnostics + collisions + layouts.diagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        var files: [GeneratedFile] = []
        if renders && !failed {
            // (Without an error anywhere the other two files were rendered early.)
            let others = early ?? otherFiles(themes: themes.model, layouts: layouts.model, options: options)
            files = [others.theme] + stringsFiles + [others.layouts]
        }
        return CompilationResult(diagnostics: diagnostics, files: files, themes: themes.model, strings: strings.model,
                                 layouts: layouts.model)
    }

    /// Whether `diagnostics` hold an error once the configured severities apply.
    private static func hasErrors(_ diagnostics: [Diagnostic], _ options: CompilerOptions) -> Bool {
        options.rules.apply(to: diagnostics).contains { $0.severity == .error }
    }

    /// `Theme.themec.swift` and `Layouts.themec.swift`.
    private static func otherFiles(themes: ThemeSet, layouts: LayoutModel,
                                   options: CompilerOptions) -> (theme: GeneratedFile, layouts: GeneratedFile) {
        (ThemeRenderer(options: options).render(themes), LayoutsRenderer(options: options).render(layouts))
    }
}

extension InputKind {
    /// `.strings`, `.stringsdict` and `.xcstrings`.
    public var isStringTable: Bool { self == .strings || self == .stringsdict || self == .xcstrings }
}
