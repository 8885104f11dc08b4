import ThemecCore

/// GitHub Actions workflow commands, which GitHub shows as annotations on the pull request:
/// `::error file=…,line=…,col=…,title=rule-id::message`.
struct GitHubActionsReporter: Reporter {
    static let name = "github-actions"

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            var message = diagnostic.message
            for note in diagnostic.notes { message += "\n\(note.location): note: \(note.message)" }
            output += "::\(diagnostic.severity.rawValue) file=\(Self.property(diagnostic.location.file)),"
                + "line=\(diagnostic.location.line),col=\(diagnostic.location.column),"
                + "title=\(Self.property(diagnostic.rule.id))::\(Self.data(message))\n"
        }
        return output
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value: the message escapes plus `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import Foundation
