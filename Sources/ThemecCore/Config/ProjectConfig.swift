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
    /// The kit this module customises (`kit:`); nil for a module that stands alone.
    public var kit: KitConfig?
    /// The name of the generated window class (`windowClass:`), for a module that owns the theme API.
    public var windowClass: String?
    /// One strings file, or one per table (`stringsFiles:`).
    public var stringsFiles: StringsFileLayout?

    public init() {}

    /// Every key `themec.yml` accepts at the top level.
    public static let keys = [
        "themes", "strings", "baseStrings", "layouts", "output", "access", "bundle", "developmentLanguage", "rules",
        "kit", "windowClass", "stringsFiles",
    ]
    /// Every key of the `layouts` mapping.
    public static let layoutKeys = ["overrides", "base", "subclasses"]
}

/// The `kit:` section of an app's `themec.yml`: the module that owns the theme API, the string
/// lookup runtime and `Nibs`, and where the kit's own themes, tables and nibs are.
public struct KitConfig: Sendable, Equatable {
    /// The kit's Swift module, which the app's generated files import.
    public var module: String
    /// The kit's themes: app themes may `extends:` them by name.
    public var themes: [String] = []
    /// The kit's string tables (added to `baseStrings`).
    public var strings: [String] = []
    /// The kit's nibs (added to `layouts.base`).
    public var layouts: [String] = []

    public init(module: String, themes: [String] = [], strings: [String] = [], layouts: [String] = []) {
        self.module = module
        self.themes = themes
        self.strings = strings
        self.layouts = layouts
    }

    /// Every key of the `kit` mapping.
    public static let keys = ["module", "themes", "strings", "layouts"]
}
