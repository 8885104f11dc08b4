/// The result of compiling a project: every diagnostic (severities applied, sorted), the
/// generated files (none when there are errors) and the resolved model for `themec dump`.
public struct CompilationResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var files: [GeneratedFile]
    /// The resolved models, kept for ``dump``.
    var themes: ThemeSet
    var strings: StringsModel
    var layouts: LayoutModel

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
            return (themes, LayoutStage.compile(layoutInputs, themes: themes.model, options: options))
        } and: {
            StringsStage.compile(stringInputs, options: options)
        }
        let (themes, layouts) = themesAndLayouts

        let diagnostics = options.rules.apply(to: themes.diagnostics + strings.diagnostics + layouts.diagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        var files: [GeneratedFile] = []
        if !failed {
            // The renderers are independent too; the order of `files` stays fixed. The strings
            // renderer, by far the largest, splits its own work across the cores, so it runs
            // here rather than inside a `concurrentPerform` (where its own would run serially).
            let (stringFiles, otherFiles) = Concurrently.run(parallel: options.parallel) {
                StringsRenderer(options: options).render(strings.model)
            } and: {
                [ThemeRenderer(options: options).render(themes.model), LayoutsRenderer(options: options).render(layouts.model)]
            }
            files = [otherFiles[0]] + stringFiles + [otherFiles[1]]
        }
        return CompilationResult(diagnostics: diagnostics, files: files, themes: themes.model, strings: strings.model,
                                 layouts: layouts.model)
    }
}

extension InputKind {
    /// `.strings`, `.stringsdict` and `.xcstrings`.
    public var isStringTable: Bool { self == .strings || self == .stringsdict || self == .xcstrings }
}
