import ThemecCore

/// `themec lint`: check the inputs and report, for CI. Writes no Swift.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Check the inputs and report problems (for CI); writes no Swift."
    static let usage = """
        themec lint [--config FILE] [--reporter xcode|json|github-actions|sarif|junit] [--strict]
                           [--baseline FILE] [--write-baseline FILE] [--kit-config FILE]
                           [--base-strings PATH] [--base-layouts PATH] [--default-bundle token|module|main]
                           [--resource-bundle NAME] [--plugin-plan FILE] [PATH...]
        """
    static let options =
        ProjectArguments.options + [
            OptionSpec(
                "reporter", value: "NAME", choices: Reporters.names,
                help: "The report format on standard output: xcode (default), json, github-actions, sarif, junit."),
            OptionSpec(
                "baseline", value: "FILE",
                help: "Hide the known problems recorded in FILE (matched by file, rule and message)."),
            OptionSpec(
                "write-baseline", value: "FILE", help: "Record every current problem in FILE, then report as usual."),
        ]
    static let discussion = """
        The report goes to standard output, a one-line summary to standard error. Exit code 0 when there \
        are no errors (and, with --strict, no warnings) left after the baseline, 1 otherwise, 2 for usage \
        or file-system errors, which the report then names (a JSON entry, a SARIF tool notification, a \
        JUnit test case in error, a GitHub error annotation). A baseline lets an existing app adopt themec: \
        problems it records are hidden, new ones still fail, and edits that only move lines do not disturb it.
        """

    static func reporter(for arguments: ParsedArguments) -> any Reporter { Reporters.chosen(in: arguments) }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let summary = RunSummary()
        let directory = try context.currentDirectory
        let project = try ProjectLoader(currentDirectory: directory)
            .load(ProjectArguments(arguments), command: name)
        let outcome = CompileSession(project: project, terminal: context.terminal).diagnose()
        context.keepUntilExit(outcome)
        var diagnostics = outcome.diagnostics
        if let path = arguments.value("write-baseline") {
            let absolute = PathNames.join(directory, path)
            guard let name = absolute.split(separator: "/").last.map(String.init) else {
                throw FileSystemError(
                    path: PathNames.display(absolute, relativeTo: directory),
                    reason: "names a folder, not a file")
            }
            let folder = PathNames.directory(of: absolute)
            let writer = OutputWriter(
                directory: folder, displayDirectory: PathNames.display(folder, relativeTo: directory))
            try writer.writeFile(name: name, contents: Baseline(diagnostics).rendered)
        }
        var hidden = 0
        if let path = arguments.value("baseline") {
            let absolute = PathNames.join(directory, path)
            let display = PathNames.display(absolute, relativeTo: directory)
            let bytes = try FileReader.read(absolute, display: display)
            (diagnostics, hidden) = try Baseline.read(bytes, path: display).filter(diagnostics)
        }
        try context.terminal.output(reporter(for: arguments).report(diagnostics, files: project.inputs.map(\.path)))

        let hiddenText = hidden > 0 ? ", \(hidden) hidden by the baseline" : ""
        try context.terminal.error(
            summary.line(
                RunSummary.count(project.inputs.count, "file"), diagnostics: diagnostics,
                extra: hiddenText))
        // --strict made every warning an error already, as in every command.
        let errors = diagnostics.filter { $0.severity == .error }.count
        return errors > 0 ? ExitCode.failure(diagnostics) : ExitCode.success
    }
}
