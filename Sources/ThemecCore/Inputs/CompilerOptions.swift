/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// The keyword with a trailing space (`"public "`), or nothing for internal.
    package var prefix: String { self == .public ? "public " : "" }
}

/// Where generated string lookups find the bundle that owns the generated code.
public enum BundleLookup: String, Sendable, CaseIterable {
    /// A private class in the generated file, found with `Bundle(for:)`.
    case token
    /// The target's SwiftPM resource bundle, which the runtime finds where SwiftPM's `Bundle.module`
    /// looks, without trapping when it is missing (``CompilerOptions/resourceBundle`` names it).
    case module
    /// Only the main bundle.
    case main
}

/// How the string accessors are laid out in files.
public enum StringsFileLayout: String, Sendable, CaseIterable {
    /// `Strings.themec.swift` holds the `L10n` namespaces and the lookup runtime, and each table's
    /// accessors go into `Strings+<Table>.themec.swift`, so editing one table recompiles one file.
    case perTable
    /// Every accessor in `Strings.themec.swift`.
    case single
}

/// Everything besides the input files that shapes a compilation, already resolved from
/// `themec.yml` and the command line.
public struct CompilerOptions: Sendable {
    /// The access level of generated declarations (`access:`, `--access`).
    public var access: AccessLevel
    /// Where generated string lookups find their bundle (`bundle:`).
    public var bundle: BundleLookup
    /// The name of the target's SwiftPM resource bundle, `<Package>_<Target>` without its extension
    /// (`--resource-bundle`, which the build plugin passes), for ``BundleLookup/module``; nil leaves the
    /// runtime to find the bundle whose name ends in `_<Module>`.
    public var resourceBundle: String?
    /// The locale other locales are compared with.
    public var developmentLanguage: String
    /// The severities `rules:` sets, applied once at the end of the pipeline.
    public var rules: RuleSeverityPolicy
    /// App classes declared as subclasses of kit classes (`AppClass: KitClass`).
    public var subclasses: [String: String]
    /// Whether compilation may use several threads (the result is identical either way).
    public var parallel: Bool
    /// Whether the strings model keeps every locale's values, which only `themec dump` prints.
    /// Without them each locale's entries are dropped as soon as it is checked, and
    /// ``CompilationResult/dump`` has no `strings` values.
    package var retainsValues = true
    /// Whether compilation renders the generated files; `themec lint` and `themec dump` need
    /// only the diagnostics and the model, and then ``CompilationResult/files`` is empty.
    public var rendersFiles: Bool
    /// The kit module an app customises (`kit.module`): its generated files import it and declare
    /// none of its API. Nil for a module that stands alone (a kit, or a single-module app).
    public var kitModule: String?
    /// The kit's development language (its `themec.yml`'s `developmentLanguage:`, read with the kit's
    /// config), which decides the locale its accessors come from, as it does in the kit's own build; nil
    /// when no kit config is read, and then the kit's tables are taken to share ``developmentLanguage``.
    package var kitDevelopmentLanguage: String?
    /// The name of the generated `UIWindow` subclass that re-applies the theme (`windowClass`).
    public var windowClass: String
    /// One strings file, or one per table (`stringsFiles`).
    public var stringsFiles: StringsFileLayout
    /// The backgrounds and minimum ratio of the contrast check (`contrast:`).
    public var contrast: ContrastSettings
    /// Whether a locale that is one `.strings` file is checked from byte ranges (the default) or
    /// always parsed: the same findings either way, which tests hold.
    var localeChecks = LocaleCheck.Path.scanWhenPossible

    /// Options with every default unless given.
    public init(
        access: AccessLevel = .internal, bundle: BundleLookup = .token, developmentLanguage: String = "en",
        rules: RuleSeverityPolicy = RuleSeverityPolicy(), subclasses: [String: String] = [:],
        parallel: Bool = true, rendersFiles: Bool = true,
        kitModule: String? = nil, windowClass: String = "ThemeAppWindow",
        stringsFiles: StringsFileLayout = .perTable, contrast: ContrastSettings = ContrastSettings()
    ) {
        self.access = access
        self.bundle = bundle
        self.developmentLanguage = developmentLanguage
        self.rules = rules
        self.subclasses = subclasses
        self.parallel = parallel
        self.rendersFiles = rendersFiles
        self.kitModule = kitModule
        self.windowClass = windowClass
        self.stringsFiles = stringsFiles
        self.contrast = contrast
    }

    /// These options with ``retainsValues`` set to `retains`.
    package func retainingValues(_ retains: Bool) -> CompilerOptions {
        var options = self
        options.retainsValues = retains
        return options
    }

    /// The locale the kit's accessors come from: its development language (see
    /// ``kitDevelopmentLanguage``).
    var kitLanguage: String { kitDevelopmentLanguage ?? developmentLanguage }

    /// Whether the generated files import a kit instead of declaring the theme API, the lookup
    /// runtime and the registry types themselves.
    var customisesKit: Bool { kitModule != nil }

    /// Whether this module is a kit: it owns the API (no `kit:`) and makes it public. A kit also
    /// gets the conveniences its documentation names that an app might declare itself
    /// (`String.localized`, `UIView.nib()` and `nibName()`), so an internal module never clashes
    /// with an app's own.
    var isKit: Bool { kitModule == nil && access == .public }
}
