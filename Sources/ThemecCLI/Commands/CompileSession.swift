import ThemecCore

/// Compiles a loaded project the way `generate`, `lint` and `dump` share: the paths skipped or
/// refused while finding the inputs are diagnostics like any other, config rules get their
/// configured severities, and errors in either stop the run before anything is compiled.
struct CompileSession {
    let project: LoadedProject
    let terminal: Terminal

    /// What a session found: the compilation (nil when it did not run, or, from ``compile()``,
    /// when it has errors) and every diagnostic, config ones included, sorted.
    struct Outcome {
        var result: CompilationResult?
        var diagnostics: [Diagnostic]
    }

    /// Compiles unless the config or the search for inputs found errors (an input outside the
    /// project): their diagnostics go to the core with the inputs, which gives them and its own
    /// their configured severities, once (the input rules' severities are fixed).
    func diagnose() -> Outcome {
        let result = Compiler.compile(
            project.inputs, options: project.options, earlier: project.configDiagnostics + project.inputDiagnostics)
        return Outcome(result: result.compiled ? result : nil, diagnostics: result.diagnostics)
    }

    /// ``diagnose()``, with the diagnostics printed to standard error (the xcode format, coloured
    /// on a terminal): what `dump` and `preview` show even when there are errors.
    func diagnoseAndReport() throws(StreamWriteError) -> Outcome {
        let outcome = diagnose()
        try terminal.error(XcodeReporter(color: terminal.colorOnError).report(outcome.diagnostics))
        return outcome
    }

    /// ``diagnoseAndReport()``, keeping the compilation only when it has no errors.
    func compile() throws(StreamWriteError) -> Outcome {
        var outcome = try diagnoseAndReport()
        if outcome.result?.hasErrors ?? true { outcome.result = nil }
        return outcome
    }
}
