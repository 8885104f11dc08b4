import ThemecSyntax

/// How serious a diagnostic is. Errors fail a build; warnings fail only under `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A place in an input file: its display path and a 1-based line and column. Fixed once made, like
/// the finding that points at it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The display path, relative to the current folder.
    public let file: String
    /// The 1-based line and column.
    package let position: SourcePosition

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
    public let message: String
    /// The place it points at.
    public let location: SourceLocation

    /// A note saying `message` about `location`.
    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One problem found in the inputs: which rule, how serious, what was found and where.
///
/// A finding is never edited once made: its fields are constants, and every value is built by
/// ``init(rule:severity:message:location:notes:keys:)``, which only this file calls. A new one is
/// made by `DiagnosticBag.emit` (with its rule's default severity), the configured severity by
/// ``RuleSeverityPolicy`` (``graded(_:by:)``), and what a report prints by ``shorteningKeys(longerThan:)``
/// and ``escapingText(_:)`` — each a new value.
public struct Diagnostic: Hashable, Sendable {
    /// The rule that found the problem.
    public let rule: RuleID
    /// Its severity: the rule's default, or what the config sets once the policy applies.
    public let severity: Severity
    /// What was found, what was expected, and the nearest valid name when there is one.
    public let message: String
    /// Where the problem is.
    public let location: SourceLocation
    /// Related places ("first defined here").
    public let notes: [DiagnosticNote]
    /// The string-table keys the message and notes quote (`'Menu.Profile'`), exactly as quoted,
    /// so a report can shorten a long key without reading the message
    /// (``shorteningKeys(longerThan:)``).
    package let keys: [String]

    /// The one place a diagnostic's fields are set.
    private init(
        rule: RuleID, severity: Severity, message: String, location: SourceLocation, notes: [DiagnosticNote],
        keys: [String]
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.keys = keys
    }

    /// A finding of `rule` at `location`, with the rule's default severity: the configured one is
    /// set once, by ``RuleSeverityPolicy``. Only `DiagnosticBag.emit` makes one (its
    /// `DiagnosticBag.Made` is what no other code can have).
    package init(
        _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote], keys: [String],
        by _: DiagnosticBag.Made
    ) {
        self.init(
            rule: rule, severity: rule.defaultSeverity, message: message, location: location, notes: notes, keys: keys)
    }

    /// The diagnostic with `severity`, as the policy grades it (only `RuleSeverityPolicy` has a
    /// `RuleSeverityPolicy.Grading`).
    package func graded(_ severity: Severity, by _: RuleSeverityPolicy.Grading) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, message: message, location: location, notes: notes, keys: keys)
    }

    /// The diagnostic with each of its ``keys`` longer than `limit` characters shortened, in
    /// the message and the notes, to its first `limit` characters and an ellipsis:
    /// `'Some paragraph-long natural-language key…'`. Only the quoted keys change.
    package func shorteningKeys(longerThan limit: Int) -> Diagnostic {
        var message = self.message
        var notes = self.notes
        for key in keys where key.count > limit {
            let quoted = "'" + key + "'"
            let short = "'" + key.prefix(limit) + "…'"
            message = message.replacing(quoted, with: short)
            notes = notes.map { DiagnosticNote($0.message.replacing(quoted, with: short), at: $0.location) }
        }
        return Diagnostic(
            rule: rule, severity: severity, message: message, location: location, notes: notes, keys: keys)
    }

    /// The diagnostic as a report prints it, its paths, message and notes passed through `escape`
    /// (a line-based report escapes line breaks and control characters in them).
    package func escapingText(_ escape: (String) -> String) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: severity, message: escape(message),
            location: SourceLocation(file: escape(location.file), position: location.position),
            notes: notes.map {
                DiagnosticNote(
                    escape($0.message),
                    at: SourceLocation(file: escape($0.location.file), position: $0.location.position))
            }, keys: keys)
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
