/// Reads, validates and resolves theme files.
public enum ThemeStage {
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: ThemeSet, diagnostics: [Diagnostic]) {
        (ThemeSet(), [])
    }
}
