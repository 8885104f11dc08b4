/// The result of compiling a project: every diagnostic (severities applied, sorted), the
/// generated files (none when there are errors) and the resolved model for `themec dump`.
public struct CompilationResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var files: [GeneratedFile]
    public var dump: JSONValue

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
        let themes = ThemeStage.compile(inputs.filter { $0.kind == .theme }, options: options)
        let strings = StringsStage.compile(inputs.filter { $0.kind.isStringTable }, options: options)
        let layouts = LayoutStage.compile(inputs.filter { $0.kind == .xib }, themes: themes.model, options: options)

        let diagnostics = options.rules.apply(to: themes.diagnostics + strings.diagnostics + layouts.diagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        var files: [GeneratedFile] = []
        if !failed {
            files.append(ThemeRenderer(options: options).render(themes.model))
            files.append(contentsOf: StringsRenderer(options: options).render(strings.model))
            files.append(LayoutsRenderer(options: options).render(layouts.model))
        }
        let dump = JSONValue.object([
            "themes": themes.model.dump,
            "strings": strings.model.dump,
            "layouts": layouts.model.dump,
        ])
        return CompilationResult(diagnostics: diagnostics, files: files, dump: dump)
    }
}

extension InputKind {
    /// `.strings`, `.stringsdict` and `.xcstrings`.
    public var isStringTable: Bool { self == .strings || self == .stringsdict || self == .xcstrings }
}
