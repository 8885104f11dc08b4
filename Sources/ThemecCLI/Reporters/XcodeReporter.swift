import ThemecCore

/// Prints diagnostics the way Xcode and most editors read them:
/// `path:line:column: error|warning: message [rule-id]`, each followed by its notes; a long
/// string key is quoted shortened (``Reporters/shortKeyLength``); paths and messages are on one
/// line each (``Diagnostic/onOneLine``).
struct XcodeReporter: Reporter {
    static let name = "xcode"
    var color = false

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String { report(diagnostics) }

    /// Nothing: a stop's one line on standard error (``RunStop/standardError``) is this format's
    /// report, as editors and Xcode read it.
    func report(stop: RunStop) -> String { "" }

    func report(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics.map({ $0.shorteningKeys(longerThan: Reporters.shortKeyLength).onOneLine }) {
            let severity = diagnostic.severity.rawValue
            let label =
                color
                ? (diagnostic.severity == .error
                    ? "\u{1B}[1;31m\(severity):\u{1B}[0m" : "\u{1B}[1;33m\(severity):\u{1B}[0m")
                : "\(severity):"
            output += "\(diagnostic.location): \(label) \(diagnostic.message) [\(diagnostic.rule.id)]\n"
            for note in diagnostic.notes {
                let noteLabel = color ? "\u{1B}[1;30mnote:\u{1B}[0m" : "note:"
                output += "\(note.location): \(noteLabel) \(note.message)\n"
            }
        }
        return output
    }
}
