import ThemecCore
import ThemecSyntax

extension Diagnostic {
    /// The diagnostic as the line-based reports print it: its path, message and notes with line
    /// breaks, control characters and bidirectional overrides escaped (``OneLineText``), so a
    /// folder, locale or table name can never start a line of its own or rewrite what a
    /// terminal shows. Keys are escaped already; escaping again leaves them as they are.
    var onOneLine: Diagnostic {
        escapingText(OneLineText.escaped)
    }
}

/// Text from the file system (a path, a system message that quotes one) as a summary line or a
/// standard-error message prints it: on one line (``OneLineText``).
enum OneLinePath {
    static func escaped(_ text: String) -> String { OneLineText.escaped(text) }
}
