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
