/// One option a command accepts: its long name, whether it takes a value, and its help.
struct OptionSpec: Sendable {
    var name: String
    var valueName: String?
    var help: String
    /// The values allowed, when the option takes one of a fixed set.
    var choices: [String]
    /// Whether the option may be given more than once (its values accumulate).
    var repeatable: Bool

    init(
        _ name: String, value valueName: String? = nil, choices: [String] = [], repeatable: Bool = false,
        help: String
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.repeatable = repeatable
    }

    var takesValue: Bool { valueName != nil }

    /// `--output DIR` or `--strict`, as usage lines show it.
    var synopsis: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}

/// A usage mistake: printed as one line with a pointer to `--help`, exit code 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The command whose help the message points to (nil for `themec --help`).
    var command: String?

    var description: String { message }
}

/// The options and positional arguments of one invocation, after parsing.
struct ParsedArguments: Sendable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
