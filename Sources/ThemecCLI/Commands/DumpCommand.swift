import ThemecCore

/// `themec dump`: print the parsed, resolved model as JSON with sorted keys.
enum DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the parsed, resolved model as JSON (sorted keys)."
    static let usage = """
        themec dump [--config FILE] [--strict] [--kit-config FILE] [--base-strings PATH] [--base-layouts PATH]
                           [--default-bundle token|module|main] [--resource-bundle NAME] [--plugin-plan FILE] [PATH...]
        """
    static let options = ProjectArguments.options
    static let discussion = """
        The JSON has themes.<Name>.colors.<slot> = {light, dark}, themes.<Name>.text.<slot>, \
        strings.<locale>.<table>.<key> and layouts.<nib>. Diagnostics go to standard error; the exit code \
        is 1 when there are errors (the model then leaves out what could not be resolved).
        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let project = try ProjectLoader(currentDirectory: context.currentDirectory)
            .load(ProjectArguments(arguments), command: name)
        let outcome = try CompileSession(project: project, terminal: context.terminal).diagnoseAndReport()
        let (result, diagnostics) = (outcome.result, outcome.diagnostics)
        guard let result else { return ExitCode.failure(diagnostics) }
        try context.terminal.output(result.dump.rendered())
        return result.hasErrors ? ExitCode.failure(diagnostics) : ExitCode.success
    }
}
