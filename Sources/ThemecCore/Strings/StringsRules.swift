/// The rules of string tables.
public enum StringsRules {
    public static var documentation: [RuleDocumentation] { [] }
}
