import ThemecCore

/// The `themec` command line: dispatches to a command, turns usage and file-system errors into
/// one-line messages with exit code 2 (paths in them escaped: ``OneLinePath``) and the chosen
/// reporter's document of them (``RunStop``), and prints help. A standard stream that cannot be
/// written (``StreamWriteError``) and a current folder that no longer exists
/// (``CurrentDirectoryError``) stop the run the same way.
public enum ThemecTool {
    /// The version `themec --version` prints.
    public static let version = "0.1.0"

    static let commands: [any Command.Type] = [
        GenerateCommand.self, LintCommand.self, DumpCommand.self, PreviewCommand.self, SchemaCommand.self,
        InitCommand.self,
    ]

    /// Runs `themec` with `arguments` (without the program name) on the real terminal.
    /// The process ends when it returns: see ``CommandContext/keepUntilExit(_:)``. The allocator
    /// is tuned for a short run first (``AllocatorTuning``). SIGPIPE is ignored, so a closed pipe
    /// on standard output is a write that fails with EPIPE, reported with exit code 2, not a signal
    /// that ends the process without a word.
    public static func main(_ arguments: [String]) -> Int32 {
        AllocatorTuning.applyForShortRun()
        signal(SIGPIPE, SIG_IGN)
        return run(arguments, terminal: .standard(), currentDirectory: CurrentDirectory.find(), endsProcess: true)
    }

    static func run(
        _ arguments: [String], terminal: Terminal, currentDirectory: Result<String, CurrentDirectoryError>,
        endsProcess: Bool = false
    ) -> Int32 {
        guard let first = arguments.first else {
            // Exit code 2 whether or not the overview could be written.
            try? terminal.error(overview)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h":
            return show(overview, terminal)
        case "--version":
            return show("themec \(version)\n", terminal)
        case "help":
            guard arguments.count > 1 else { return show(overview, terminal) }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return stop(RunStop(UsageError(message: unknownCommandMessage(arguments[1]), command: nil)), terminal)
            }
            return show(help(for: command), terminal)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return stop(RunStop(UsageError(message: unknownCommandMessage(first), command: nil)), terminal)
        }
        let context = CommandContext(terminal: terminal, currentDirectory: currentDirectory, endsProcess: endsProcess)
        // What the arguments set, even when parsing stops at a mistake: a usage error after
        // `--reporter json` is reported as JSON.
        var parsed = ParsedArguments()
        do {
            try ArgumentParser(command: command.name, options: command.options).parse(
                Array(arguments.dropFirst()), into: &parsed)
            if parsed.flag("help") {
                try terminal.output(help(for: command))
                return ExitCode.success
            }
            return try command.run(parsed, context: context)
        } catch {
            return stop(RunStop(error), reporter: command.reporter(for: parsed), terminal)
        }
    }

    /// Prints help or the version on standard output: exit code 0, or 2 when it cannot be written.
    private static func show(_ text: String, _ terminal: Terminal) -> Int32 {
        do {
            try terminal.output(text)
            return ExitCode.success
        } catch {
            return stop(RunStop(error), terminal)
        }
    }

    /// Ends a run that `stop` stopped, the one place every exit-2 error is reported: its line on
    /// standard error (escaped, ``OneLinePath``), then the chosen reporter's document of it on
    /// standard output (none for xcode) — unless standard output has text already (a report that
    /// could not be written in full, or written before the summary line failed), so it never holds
    /// two documents. A document that cannot be written is said on standard error too. A stream
    /// that cannot be written gets nothing more: the exit code, 2, is all that can still be said.
    private static func stop(_ stop: RunStop, reporter: any Reporter = XcodeReporter(), _ terminal: Terminal) -> Int32 {
        try? terminal.error(stop.standardError)
        if !terminal.hasOutput {
            do {
                try terminal.output(reporter.report(stop: stop))
            } catch {
                try? terminal.error(RunStop(error).standardError)
            }
        }
        return ExitCode.usage
    }

    private static func unknownCommandMessage(_ name: String) -> String {
        let names = commands.map { $0.name } + ["help"]
        let hint = Suggestion.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(name)'\(hint)"
    }

    static var overview: String {
        var text = """
            themec \(version): compiles theme, string-table and XIB override files into checked Swift.

            USAGE: themec COMMAND [OPTIONS] [PATH...]

            COMMANDS:

            """
        for command in commands {
            text += "  " + Self.padded(command.name, to: 10) + command.summary + "\n"
        }
        text += """
              help      Show help for a command: themec help generate

            OPTIONS:
              --help    Show this help.
              --version Print the version.

            Without PATHs, commands read ./themec.yml. Exit codes: 0 no errors, 1 errors in the inputs \
            (or warnings with --strict), 2 usage or file-system errors.

            """
        return text
    }

    /// `text` followed by spaces up to `width` characters (never cut).
    static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    static func help(for command: any Command.Type) -> String {
        var text = "\(command.summary)\n\nUSAGE: \(command.usage)\n\n\(command.discussion)\n"
        let options = command.options + [OptionSpec("help", help: "Show this help.")]
        text += "\nOPTIONS:\n"
        let width = (options.map { $0.synopsis.count }.max() ?? 0) + 2
        for option in options {
            var line = "  " + Self.padded(option.synopsis, to: width) + option.help
            if !option.choices.isEmpty && !option.help.contains(option.choices[0]) {
                line += " One of: \(option.choices.joined(separator: ", "))."
            }
            text += line + "\n"
        }
        return text
    }
}
