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

    /// ``compile()`` for a build that declared the files `declared` before the run (the build plugin's plan,
    /// made when SwiftPM planned the build, which a later edit of the config does not remake). When the
    /// config now gives a string table the build did not declare, every table goes into
    /// `Strings.themec.swift` instead; a declared file this run does not generate holds only its header.
    /// So the target compiles exactly what the config says now, whatever was declared.
    func compile(declared: [String]) throws(StreamWriteError) -> Outcome {
        var first = diagnose()
        if let files = first.result?.files, !files.allSatisfy({ declared.contains($0.name) }) {
            var project = project
            project.options.stringsFiles = .single
            first = CompileSession(project: project, terminal: terminal).diagnose()
        }
        try terminal.error(XcodeReporter(color: terminal.colorOnError).report(first.diagnostics))
        if first.result?.hasErrors ?? true { first.result = nil }
        if var result = first.result {
            let made = Set(result.files.map(\.name))
            result.files += declared.filter { !made.contains($0) }.map(GeneratedFile.declaredButNotGenerated(name:))
            first.result = result
        }
        return first
    }
}
