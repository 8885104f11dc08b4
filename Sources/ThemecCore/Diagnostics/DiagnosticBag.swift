import ThemecSyntax

/// Where rules put what they find: the one way themec emits a diagnostic.
///
/// A check takes a bag `inout` and emits into it, or, visiting a whole document, keeps one as a
/// property; a bag is a value, passed on and taken over by others (``append(contentsOf:)``).
/// Only unreadable input or bugs throw.
/// A bag made for one file places positions in that file; a bag of findings across files (made
/// without one) takes whole locations. A stage hands its bags' ``diagnostics`` on as data.
package struct DiagnosticBag: Sendable {
    /// The file positions are in; empty for a bag of findings across files.
    package let file: String
    /// Everything emitted so far, in emission order.
    package private(set) var diagnostics: [Diagnostic] = []

    /// A bag for findings in `file` (empty for findings across files).
    package init(file: String = "") {
        self.file = file
    }

    /// Whether any diagnostic in the bag is an error (before the configured severities apply).
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many diagnostics the bag holds, to mark where an entry's findings start
    /// (``quoting(_:since:)``).
    package var count: Int { diagnostics.count }

    /// `position` in the bag's file.
    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// Emits a finding at `position` in the bag's file.
    package mutating func emit(
        _ rule: RuleID, _ message: String, at position: SourcePosition, severity: Severity? = nil,
        notes: [DiagnosticNote] = [], keys: [String] = []
    ) {
        emit(rule, message, at: location(position), severity: severity, notes: notes, keys: keys)
    }

    /// Emits a finding at `location`, in any file.
    package mutating func emit(
        _ rule: RuleID, _ message: String, at location: SourceLocation, severity: Severity? = nil,
        notes: [DiagnosticNote] = [], keys: [String] = []
    ) {
        diagnostics.append(Diagnostic(rule, message, at: location, severity: severity, notes: notes, keys: keys))
    }

    /// Records that the diagnostics emitted since `count` were (the bag held `count` then)
    /// quote `key`: the diagnostics of one entry, whose messages all name it.
    package mutating func quoting(_ key: String, since count: Int) {
        for index in count..<diagnostics.count where !diagnostics[index].keys.contains(key) {
            diagnostics[index].keys.append(key)
        }
    }

    /// Takes over what another check already found (a finished file, a job run on another thread).
    package mutating func append(contentsOf found: [Diagnostic]) {
        diagnostics.append(contentsOf: found)
    }
}
