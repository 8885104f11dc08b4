import ThemecCore

/// Parses `--name value`, `--name=value`, flags, `--` and positional arguments against a
/// command's option specs. Every mistake becomes a ``UsageError`` naming the option and, when
/// one is close, the option that was probably meant.
struct ArgumentParser {
    let command: String
    let options: [OptionSpec]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        try parse(arguments, into: &result)
        return result
    }

    /// Parses `arguments` into `result`. When it throws, `result` holds what the arguments before
    /// the mistake set (an option whose value was refused is not among them), so a usage error
    /// can still be reported in the format a `--reporter` given before it asks for.
    func parse(_ arguments: [String], into result: inout ParsedArguments) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.flags.insert("help")
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError(
                    message: "unknown option '\(argument)'; options are spelled with two dashes, like --help",
                    command: command)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion =
                    Suggestion.nearest(to: name, in: options.map(\.name)).map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '--\(name)' for '\(command)'\(suggestion)", command: command)
            }
            guard spec.takesValue else {
                if inlineValue != nil {
                    throw UsageError(message: "option '--\(name)' takes no value", command: command)
                }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError(message: "option '--\(name)' needs a value (\(spec.valueName!))", command: command)
                }
                value = arguments[index]
                index += 1
            }
            if !spec.choices.isEmpty && !spec.choices.contains(value) {
                let suggestion = Suggestion.nearest(to: value, in: spec.choices).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message:
                        "'\(value)' is not a valid value for '--\(name)'\(suggestion); use one of "
                        + "\(spec.choices.joined(separator: ", "))",
                    command: command)
            }
            if !spec.repeatable, result.values[name] != nil {
                throw UsageError(message: "option '--\(name)' is given more than once", command: command)
            }
            result.values[name, default: []].append(value)
        }
    }
}
