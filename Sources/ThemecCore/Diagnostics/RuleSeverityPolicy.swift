/// What a project's config says about one rule: keep its default, or force a severity, or
/// switch it off.
public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
    case error, warning, off
}

/// Applies per-rule settings to diagnostics and sorts them.
public struct RuleSeverityPolicy: Sendable, Equatable {
    public var settings: [String: RuleSetting]

    public init(_ settings: [String: RuleSetting] = [:]) {
        self.settings = settings
    }

    /// The diagnostics with each rule's configured severity, `off` rules removed, sorted.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            switch settings[diagnostic.rule.id] {
            case .off?: continue
            case .error?: diagnostic.severity = .error
            case .warning?: diagnostic.severity = .warning
            case nil: break
            }
            result.append(diagnostic)
        }
        return result.sorted()
    }
}
