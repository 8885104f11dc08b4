import ThemecSyntax

extension DiagnosticBag {
    /// Emits what the YAML reader found in a theme or a `themec.yml`, each problem under its rule: a
    /// duplicate key with a note at its first place, the reader's limits, and every other problem
    /// as a syntax error. The one mapping from the reader's problems to diagnostics.
    mutating func emitYAMLProblems(_ problems: [ReaderProblem]) {
        for problem in problems {
            switch problem.kind {
            case .duplicateKey(let first):
                emit(
                    ThemeRules.yamlDuplicateKey, problem.message, at: problem.position,
                    notes: [DiagnosticNote("first set here", at: location(first))])
            case .aliasLimit, .depthLimit:
                emit(ThemeRules.yamlLimit, problem.message, at: problem.position)
            case .syntax, .complexKey, .unknownAlias, .extraDocument, .entity:
                emit(ThemeRules.yamlSyntax, problem.message, at: problem.position)
            }
        }
    }
}
