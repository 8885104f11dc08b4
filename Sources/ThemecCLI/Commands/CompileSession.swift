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
    /// project). The config's own diagnostics get their configured severities here, as the
    /// config is decided on before the pipeline runs; the pipeline applies them to everything
    /// else; the input rules' severities are fixed.
    func diagnose() -> Outcome {
        let early = (project.options.rules.apply(to: project.configDiagnostics) + project.inputDiagnostics).sorted()
        if early.contains(where: { $0.severity == .error }) {
            return Outcome(result: nil, diagnostics: early)
        }
        let result = Compiler.compile(project.inputs, options: project.options)
        return Outcome(result: result, diagnostics: (early + result.diagnostics).sorted())
    }

    /// ``diagnose()``, with the diagnostics printed to standard error (the xcode format, coloured
    /// on a terminal): what `dump` and `preview` show even when there are errors.
    func diagnoseAndReport() -> Outcome {
        let outcome = diagnose()
        terminal.error(XcodeReporter(color: terminal.colorOnError).report(outcome.diagnostics))
        return outcome
    }

    /// ``diagnoseAndReport()``, keeping the compilation only when it has no errors.
    func compile() -> Outcome {
        var outcome = diagnoseAndReport()
        if outcome.result?.hasErrors ?? true { outcome.result = nil }
        return outcome
    }
}
