import ThemecCore

/// A lint report format: diagnostics (and the files that were checked) in, text out.
protocol Reporter {
    /// The name `--reporter` takes.
    static var name: String { get }
    func report(_ diagnostics: [Diagnostic], files: [String]) -> String
}

/// Every reporter `lint` offers, by name.
enum Reporters {
    static let names = ["xcode", "json", "github-actions", "sarif", "junit"]

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
