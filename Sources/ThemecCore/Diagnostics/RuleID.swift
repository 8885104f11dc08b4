/// The identity of a rule: its id as printed in brackets, its default severity and a one-line
/// summary for the docs and `--help`.
public struct RuleID: Hashable, Sendable {
    /// The id printed in brackets (`strings-missing-key`), also the key `rules:` takes.
    public let id: String
    /// The severity unless the config sets another.
    public let defaultSeverity: Severity
    /// One line on what triggers it, for the docs.
    public let summary: String
    /// Whether `rules:` may not turn it down: a problem without which no valid output can be made (a
    /// file that cannot be read or parsed, two things that would get one Swift name, a value the
    /// generated code could not pass). Its severity is always ``defaultSeverity``.
    package let severityIsFixed: Bool

    /// A rule with its id, default severity and summary; `fixed` when `rules:` may not change it.
    package init(_ id: String, _ defaultSeverity: Severity, _ summary: String, fixed: Bool = false) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        severityIsFixed = fixed
    }

    /// Rules are the same when their ids are.
    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.id == rhs.id }
    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
