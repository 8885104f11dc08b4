/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// The keyword with a trailing space (`"public "`), or nothing for internal.
    public var prefix: String { self == .public ? "public " : "" }
}

/// Where generated string lookups find the bundle that owns the generated code.
public enum BundleLookup: String, Sendable, CaseIterable {
    /// A private class in the generated file, found with `Bundle(for:)`.
    case token
    /// SwiftPM's `Bundle.module`.
    case module
    /// Only the main bundle.
    case main
}

/// Everything besides the input files that shapes a compilation, already resolved from
/// `themec.yml` and the command line.
public struct CompilerOptions: Sendable {
    public var access: AccessLevel
    public var bundle: BundleLookup
    /// The locale other locales are compared with.
    public var developmentLanguage: String
    public var rules: RuleSeverityPolicy
    /// App classes declared as subclasses of kit classes (`AppClass: KitClass`).
    public var subclasses: [String: String]
    /// Whether compilation may use several threads (the result is identical either way).
    public var parallel: Bool
    /// Whether the strings model keeps every locale's values, which only `themec dump` prints.
    /// Without them each locale's entries are dropped as soon as it is checked, and
    /// ``CompilationResult/dump`` has no `strings` values.
    public var retainsValues: Bool
    /// Whether compilation renders the generated files; `themec lint` and `themec dump` need
    /// only the diagnostics and the model, and then ``CompilationResult/files`` is empty.
    public var rendersFiles: Bool

    public init(access: AccessLevel = .internal, bundle: BundleLookup = .token, developmentLanguage: String = "en",
                rules: RuleSeverityPolicy = RuleSeverityPolicy(), subclasses: [String: String] = [:],
                parallel: Bool = true, retainsValues: Bool = true, rendersFiles: Bool = true) {
        self.access = access
        self.bundle = bundle
        self.developmentLanguage = developmentLanguage
        self.rules = rules
        self.subclasses = subclasses
        self.parallel = parallel
        self.retainsValues = retainsValues
        self.rendersFiles = rendersFiles
    }
}
