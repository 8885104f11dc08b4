/// The rules of theme files.
public enum ThemeRules {
    public static var documentation: [RuleDocumentation] { [] }
}
