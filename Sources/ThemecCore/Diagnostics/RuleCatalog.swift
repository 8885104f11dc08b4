/// Every rule themec has, grouped by input kind, with its documentation.
package enum RuleCatalog {
    /// All documented rules, in the order the docs list them.
    package static var all: [RuleDocumentation] {
        ThemeRules.documentation + StringsRules.documentation + LayoutRules.documentation
            + ConfigRules.documentation
    }

    /// The rule with this id, if any.
    package static func rule(id: String) -> RuleID? {
        all.first { $0.rule.id == id }?.rule
    }
}
