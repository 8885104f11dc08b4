/// What `themec.yml` says, with paths still as written (relative to the config's folder).
public struct ProjectConfig: Sendable, Equatable {
    public var themes: [String] = []
    public var strings: [String] = []
    public var baseStrings: [String] = []
    public var layoutOverrides: [String] = []
    public var layoutBase: [String] = []
    public var subclasses: [String: String] = [:]
    public var output: String?
    public var access: AccessLevel?
    public var bundle: BundleLookup?
    public var developmentLanguage: String?
    public var rules: [String: RuleSetting] = [:]

    public init() {}

    /// Every key `themec.yml` accepts at the top level.
    public static let keys = [
        "themes", "strings", "baseStrings", "layouts", "output", "access", "bundle", "developmentLanguage", "rules",
    ]
    /// Every key of the `layouts` mapping.
    public static let layoutKeys = ["overrides", "base", "subclasses"]
}
