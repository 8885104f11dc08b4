import ThemecCore

/// GitHub Actions workflow commands, which GitHub shows as annotations on the pull request:
/// `::error file=…,line=…,col=…,title=rule-id::message`. A long string key is quoted shortened
/// (``Reporters/shortKeyLength``). Control characters in paths and messages are escaped
/// (``Diagnostic/onOneLine``) before the command escapes apply. A stop is one
/// `::error file=PATH,title=KIND::MESSAGE` command (no `file=` without a path): an annotation on
/// the run rather than on a line.
struct GitHubActionsReporter: Reporter {
    static let name = "github-actions"

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var output = ""
        for diagnostic in diagnostics.map({ $0.shorteningKeys(longerThan: Reporters.shortKeyLength).onOneLine }) {
            var message = diagnostic.message
            for note in diagnostic.notes { message += "\n\(note.location): note: \(note.message)" }
            output +=
                "::\(diagnostic.severity.rawValue) file=\(Self.property(diagnostic.location.file)),"
                + "line=\(diagnostic.location.line),col=\(diagnostic.location.column),"
                + "title=\(Self.property(diagnostic.rule.id))::\(Self.data(message))\n"
        }
        return output
    }

    func report(stop: RunStop) -> String {
        let file = stop.path.map { "file=\(Self.property(OneLinePath.escaped($0)))," } ?? ""
        return "::error \(file)title=\(Self.property(stop.kind.rawValue))::"
            + "\(Self.data(OneLinePath.escaped(stop.message)))\n"
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        escaping(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value: the message escapes plus `:` and `,`.
    static func property(_ text: String) -> String {
        escaping(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// `text` with each of the given characters replaced, scalar by scalar (so the CR and LF
    /// of a CRLF pair are escaped each, as GitHub's own toolkit does).
    private static func escaping(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
