/// What a project's config says about one rule: keep its default, or force a severity, or
/// switch it off.
public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
    case error, warning, off
}

/// The severities `rules:` in `themec.yml` gives: the one thing that decides whether a problem is an
/// error. Applied once, to the whole list of diagnostics, at the end of the pipeline; a stage never
/// keeps or drops a model by severity. (A rule whose severity is fixed, ``RuleID/severityIsFixed``,
/// keeps its own: the config reader refuses to turn one down.)
public struct RuleSeverityPolicy: Sendable, Equatable {
    /// Rule id → what `rules:` sets for it.
    public var settings: [String: RuleSetting]
    /// `--strict`: every warning that remains is an error.
    public var strict: Bool

    /// A policy with `settings` (empty keeps every default), strict or not.
    public init(_ settings: [String: RuleSetting] = [:], strict: Bool = false) {
        self.settings = settings
        self.strict = strict
    }

    /// The severity `diagnostic` gets, or nil when its rule is off.
    package func severity(of diagnostic: Diagnostic) -> Severity? {
        let configured = configuredSeverity(of: diagnostic)
        return strict && configured == .warning ? .error : configured
    }

    /// What `rules:` makes of `diagnostic`'s severity.
    private func configuredSeverity(of diagnostic: Diagnostic) -> Severity? {
        switch settings[diagnostic.rule.id] {
        case nil: diagnostic.severity
        case _ where diagnostic.rule.severityIsFixed: diagnostic.severity
        case .off?: nil
        case .error?: .error
        case .warning?: .warning
        }
    }

    /// Whether any of `diagnostics` will be an error once the severities apply; asked before
    /// they do, to skip work whose result an error would discard.
    package func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { severity(of: $0) == .error }
    }

    /// The diagnostics with each rule's configured severity, `off` rules removed, sorted.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard let severity = severity(of: diagnostic) else { continue }
            result.append(diagnostic.graded(severity, by: Grading()))
        }
        return result.sorted()
    }

    /// What only the policy has: a ``Diagnostic`` takes another severity only for the holder of
    /// one (``Diagnostic/graded(_:by:)``), and only this file can make one.
    package struct Grading: Sendable {
        fileprivate init() {}
    }
}
