/// The identity of a rule: its id as printed in brackets, its default severity and a one-line
/// summary for the docs and `--help`.
public struct RuleID: Hashable, Sendable {
    public let id: String
    public let defaultSeverity: Severity
    public let summary: String

    public init(_ id: String, _ defaultSeverity: Severity, _ summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }

    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
