import Foundation
import ThemecCore

/// `themec lint`: check the inputs and report, for CI. Writes no Swift.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Check the inputs and report problems (for CI); writes no Swift."
    static let usage = """
        themec lint [--config FILE] [--reporter xcode] [--strict] [PATH...]
        """
    static let options = ProjectArguments.options + [
        OptionSpec("reporter", value: "NAME", choices: ["xcode"],
                   help: "The report format on standard output: xcode (default)."),
        OptionSpec("strict", help: "Fail (exit 1) on warnings too."),
    ]
    static let discussion = """
        The report goes to standard output, a one-line summary to standard error. Exit code 0 when there \
        are no errors (and, with --strict, no warnings), 1 otherwise, 2 for usage or file-system errors.
        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let start = DispatchTime.now()
        let project = try ProjectLoader(currentDirectory: context.currentDirectory)
            .load(ProjectArguments(arguments), command: name)
        for warning in project.warnings { context.terminal.error("warning: \(warning)\n") }
        let configDiagnostics = project.options.rules.apply(to: project.configDiagnostics)
        var diagnostics = configDiagnostics
        if !configDiagnostics.contains(where: { $0.severity == .error }) {
            diagnostics = (diagnostics + Compiler.compile(project.inputs, options: project.options).diagnostics).sorted()
        }
        context.terminal.output(XcodeReporter(color: false).report(diagnostics))
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        context.terminal.error(
            "themec: \(project.inputs.count) \(plural(project.inputs.count, "file")), \(errors) \(plural(errors, "error")), "
                + "\(warnings) \(plural(warnings, "warning")) in \(String(format: "%.2f", seconds)) s\n")
        let strict = arguments.flag("strict")
        return errors > 0 || (strict && warnings > 0) ? ExitCode.failure : ExitCode.success
    }

    private static func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }
}
