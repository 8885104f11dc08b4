/// Collects the diagnostics of one stage for one file.
///
/// Rules emit into a bag; only unreadable input or bugs throw.
public struct DiagnosticBag: Sendable {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    public mutating func emit(_ rule: RuleID, _ message: String, at position: SourcePosition,
                              notes: [DiagnosticNote] = [], keys: [String] = []) {
        diagnostics.append(Diagnostic(rule, message, at: location(position), notes: notes, keys: keys))
    }

    /// Records that the diagnostics emitted since `count` were (the bag held `count` then)
    /// quote `key`: the diagnostics of one entry, whose messages all name it.
    public mutating func quoting(_ key: String, since count: Int) {
        for index in count..<diagnostics.count where !diagnostics[index].keys.contains(key) {
            diagnostics[index].keys.append(key)
        }
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}

import ThemecSyntax
