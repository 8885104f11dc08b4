import ThemecCore

/// A subcommand: its name, one-line summary, usage, options and what it does.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// A paragraph or two shown by `themec help COMMAND` after the usage.
    static var discussion: String { get }

    /// Runs the command; returns the exit code.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

/// What every command gets: where to write, and the folder it runs in.
struct CommandContext {
    var terminal: Terminal
    var currentDirectory: String
}

/// The process exit codes of SPEC §6.
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
