import ThemecCore

/// A subcommand: its name, one-line summary, usage, options and what it does.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// A paragraph or two shown by `themec help COMMAND` after the usage.
    static var discussion: String { get }

    /// Runs the command; returns the exit code. A ``UsageError`` or ``FileSystemError`` it throws
    /// stops the run with exit code 2, reported by ``ThemecTool`` through ``reporter(for:)``.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32

    /// The reporter `arguments` chose: what writes the command's report and, when the run stops
    /// with exit code 2, that stop (``RunStop``). `arguments` may be cut short by a usage error.
    static func reporter(for arguments: ParsedArguments) -> any Reporter
}

extension Command {
    /// The xcode format on standard error, for the commands without `--reporter`.
    static func reporter(for arguments: ParsedArguments) -> any Reporter { XcodeReporter() }
}

/// What every command gets: where to write, and the folder it runs in.
struct CommandContext {
    var terminal: Terminal
    /// The folder the run started in, or why there is none (``CurrentDirectory``).
    private var folder: Result<String, CurrentDirectoryError>
    /// Whether the process ends when the command does (the `themec` executable, not a test
    /// running commands in its own process): see ``keepUntilExit(_:)``.
    var endsProcess = false

    init(terminal: Terminal, currentDirectory: Result<String, CurrentDirectoryError>, endsProcess: Bool = false) {
        self.terminal = terminal
        folder = currentDirectory
        self.endsProcess = endsProcess
    }

    init(terminal: Terminal, currentDirectory: String, endsProcess: Bool = false) {
        self.init(terminal: terminal, currentDirectory: .success(currentDirectory), endsProcess: endsProcess)
    }

    /// The current folder, where every relative path starts and against which every path is
    /// printed. Reading it throws when there is none (a folder deleted under the shell): a command
    /// that names or finds a file stops there with exit code 2; one that does not (`schema`) never
    /// asks.
    var currentDirectory: String {
        get throws(CurrentDirectoryError) { try folder.get() }
    }

    /// Keeps `value` (a compilation and its model, thousands of small objects) until the process
    /// exits, which gives all its memory back at once, instead of freeing it object by object
    /// when the command returns: about 2 % of a large project's run. Only when the process ends
    /// with the command; otherwise `value` is freed as usual.
    func keepUntilExit<Value>(_ value: Value) {
        guard endsProcess else { return }
        _ = Unmanaged.passRetained(Kept(value))
    }

    /// A value held for ``keepUntilExit(_:)``.
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// The process exit codes of Docs/CLI.md.
enum ExitCode {
    static let success: Int32 = 0
    /// Errors in the inputs, warnings under `--strict`, or `--check` finding stale output.
    static let failure: Int32 = 1
    /// A usage error, or an input or output that cannot be read or written.
    static let usage: Int32 = 2

    /// The code of a run that failed with `diagnostics`: ``usage`` when an input could not or
    /// would not be read (an `input-unreadable` or `input-outside-project` error, whatever else
    /// was found), else ``failure``.
    static func failure(_ diagnostics: [Diagnostic]) -> Int32 {
        diagnostics.contains(where: InputRules.stopsWithExitTwo) ? usage : failure
    }
}
