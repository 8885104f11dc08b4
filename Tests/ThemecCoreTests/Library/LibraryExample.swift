import ThemecCore

/// Compiles a project held in memory (path → text) as a tool that runs themec does: inputs and
/// options in; the diagnostics, and the generated files when no error remains, out.
func compileProject(_ texts: [String: String], strict: Bool = false) -> (files: [GeneratedFile], problems: [String]) {
    // The path says what a file is; one themec does not read gives nil and is left out.
    let inputs = texts.compactMap { path, text in InputFile(path: path, text: text) }
    let options = CompilerOptions(access: .public, developmentLanguage: "en", rules: RuleSeverityPolicy(strict: strict))
    let result = Compiler.compile(inputs, options: options)
    // `path:line:column: severity: message [rule-id]` and a line per note, sorted by place.
    let problems = result.diagnostics.flatMap(\.renderedWithNotes)
    // Empty when an error remains; otherwise the tool writes each file into its output folder.
    return (result.files, problems)
}

/// An input on disk that the compiler reads only when it reaches it: `read` throws an
/// `InputReadError` (`permission denied`) when it cannot, which is that file's `input-unreadable`
/// error. Nil for a file themec does not read.
func inputOnDisk(_ path: String, read: @escaping @Sendable () throws(InputReadError) -> [UInt8]) -> InputFile? {
    guard let kind = InputKind(path: path) else { return nil }
    return InputFile(path: path, kind: kind, source: .reader(read))
}
