import ThemecCore

/// A lint report format: diagnostics (and the files that were checked) in, text out.
protocol Reporter {
    /// The name `--reporter` takes.
    static var name: String { get }
    func report(_ diagnostics: [Diagnostic], files: [String]) -> String
    /// The report of a run that a usage or file-system error stopped before it had diagnostics
    /// (exit code 2): a whole document in this format that names the problem, written to
    /// standard output after standard error has said it. Empty for a format whose reader is
    /// standard error itself (xcode).
    func report(stop: RunStop) -> String
}

/// Every reporter `lint` offers, by name.
enum Reporters {
    static let names = ["xcode", "json", "github-actions", "sarif", "junit"]

    /// The reports people read line by line (xcode, github-actions) quote a string key of more
    /// than this many characters as its start and an ellipsis; natural-language keys can be
    /// paragraphs long. The machine-read reports (json, sarif, junit) keep every key whole.
    static let shortKeyLength = 60

    /// The reporter `--reporter` chose in `arguments` (xcode when it names none), for the report
    /// and for a stop (``RunStop``) alike.
    static func chosen(in arguments: ParsedArguments) -> any Reporter {
        make(arguments.value("reporter") ?? XcodeReporter.name)
    }

    static func make(_ name: String) -> any Reporter {
        switch name {
        case "json": JSONReporter()
        case "github-actions": GitHubActionsReporter()
        case "sarif": SARIFReporter()
        case "junit": JUnitReporter()
        default: XcodeReporter()
        }
    }
}
