import ThemecCore

/// `themec schema theme|config`: print the JSON Schema of theme files or of `themec.yml`, for
/// editors that complete and check YAML against a schema.
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the JSON Schema of theme files or of themec.yml, for editors."
    static let usage = "themec schema theme|config"
    static let options: [OptionSpec] = []
    static let kinds = ["theme", "config"]
    static let discussion = """
        Prints a JSON Schema (draft 2020-12) on standard output: 'theme' for <Name>.theme.yaml files, \
        'config' for themec.yml. Save it in the app (for example Schemas/theme.schema.json) and name it on the \
        first line of each file: '# yaml-language-server: $schema=../Schemas/theme.schema.json' (the path is \
        relative to the file). The schema lists exactly the keys, slots and values themec reads.
        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard arguments.positionals.count == 1, let kind = arguments.positionals.first else {
            throw UsageError(message: "schema takes one argument: theme or config", command: name)
        }
        switch kind {
        case "theme": try context.terminal.output(ThemeSchema.document.rendered())
        case "config": try context.terminal.output(ConfigSchema.document.rendered())
        default:
            let hint =
                Suggestion.nearest(to: kind, in: kinds).map { "; did you mean '\($0)'?" } ?? "; use theme or config"
            throw UsageError(message: "unknown schema '\(kind)'\(hint)", command: name)
        }
        return ExitCode.success
    }
}
