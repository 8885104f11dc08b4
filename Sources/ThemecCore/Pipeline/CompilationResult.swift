/// The result of compiling a project: every diagnostic (severities applied, sorted), the
/// generated files (none when there are errors) and the resolved model for `themec dump`.
public struct CompilationResult: Sendable {
    /// Every diagnostic with its configured severity, sorted.
    public var diagnostics: [Diagnostic]
    /// The generated files; none when there are errors or files were not asked for.
    public var files: [GeneratedFile]
    /// The resolved models, behind ``dump``.
    package var themes: ThemeSet
    /// The strings model behind `L10n`.
    package var strings: StringsModel
    /// The layouts model behind `Nibs`.
    package var layouts: LayoutModel
    /// False when an error found before compiling (in the config, or in the search for the
    /// inputs) stopped the run before any stage: the models are then empty, and the
    /// diagnostics are those found before.
    package var compiled: Bool

    /// The resolved model as JSON for `themec dump`, built only when asked for: for a big app
    /// it is as large as the inputs, and `generate` and `lint` never need it.
    package var dump: JSONValue {
        .object([
            "themes": themes.dump,
            "strings": strings.dump,
            "layouts": layouts.dump,
        ])
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
