/// The rules of layout overrides.
public enum LayoutRules {
    public static var documentation: [RuleDocumentation] { [] }
}
