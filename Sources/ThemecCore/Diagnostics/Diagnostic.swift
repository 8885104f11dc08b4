import ThemecSyntax

/// How serious a diagnostic is. Errors fail a build; warnings fail only under `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A place in an input file: its display path and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The display path, relative to the current folder.
    public var file: String
    /// The 1-based line and column.
    package var position: SourcePosition

    /// A place in `file` at `position`.
    package init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// A place in `file` at a 1-based line and column.
    package init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    /// The 1-based line.
    public var line: Int { position.line }
    /// The 1-based column.
    public var column: Int { position.column }

    /// By path, then line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }

    /// `path:line:column`.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}

/// A secondary message attached to a diagnostic, pointing at a related place
/// ("first set here", "the base nib connects it here").
public struct DiagnosticNote: Hashable, Sendable {
    /// What the note says.
    public var message: String
    /// The place it points at.
    public var location: SourceLocation

    /// A note saying `message` about `location`.
    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One problem found in the inputs: which rule, how serious, what was found and where.
public struct Diagnostic: Hashable, Sendable {
    /// The rule that found the problem.
    public var rule: RuleID
    /// Its severity: the rule's default, or what the config sets once the policy applies.
    public var severity: Severity
    /// What was found, what was expected, and the nearest valid name when there is one.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places ("first defined here").
    public var notes: [DiagnosticNote]
    /// The string-table keys the message and notes quote (`'Menu.Profile'`), exactly as quoted,
    /// so a report can shorten a long key without reading the message
    /// (``shorteningKeys(longerThan:)``).
    package var keys: [String]

    /// A finding of `rule` at `location`, with the rule's default severity: the configured one is
    /// set once, by ``RuleSeverityPolicy``. (Checks emit through a ``DiagnosticBag``.)
    package init(
        _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = [],
        keys: [String] = []
    ) {
        self.rule = rule
        self.severity = rule.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
        self.keys = keys
    }

    /// The diagnostic with each of its ``keys`` longer than `limit` characters shortened, in
    /// the message and the notes, to its first `limit` characters and an ellipsis:
    /// `'Some paragraph-long natural-language key…'`. Only the quoted keys change.
    package func shorteningKeys(longerThan limit: Int) -> Diagnostic {
        var copy = self
        for key in keys where key.count > limit {
            let quoted = "'" + key + "'"
            let short = "'" + key.prefix(limit) + "…'"
            copy.message = copy.message.replacing(quoted, with: short)
            for index in copy.notes.indices {
                copy.notes[index].message = copy.notes[index].message.replacing(quoted, with: short)
            }
        }
        return copy
    }

    /// The Xcode-style line: `path:line:column: error: message [rule-id]`.
    public var rendered: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.id)]"
    }

    /// The rendered line followed by one `path:line:column: note: …` line per note.
    public var renderedWithNotes: [String] {
        [rendered] + notes.map { "\($0.location): note: \($0.message)" }
    }
}

extension Diagnostic: Comparable {
    /// Sorted by path, line, column, then severity (errors first), rule and message, so that
    /// the order never depends on the order work finished in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.rule.id != rhs.rule.id { return lhs.rule.id < rhs.rule.id }
        return lhs.message < rhs.message
    }
}
