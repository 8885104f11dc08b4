import ThemecSyntax

/// What `themec.yml` says, with paths still as written (relative to the config's folder).
public struct ProjectConfig: Sendable, Equatable {
    /// The app's theme files or folders (`themes:`).
    public var themes: [String] = []
    /// The app's string tables (`strings:`).
    public var strings: [String] = []
    /// The kit's string tables app keys are checked against (`baseStrings:`).
    public var baseStrings: [String] = []
    /// The app's XIBs (`layouts.overrides`).
    public var layoutOverrides: [String] = []
    /// The kit's XIBs the app's replace (`layouts.base`).
    public var layoutBase: [String] = []
    /// App classes declared as subclasses of kit classes (`layouts.subclasses`).
    public var subclasses: [String: String] = [:]
    /// The folder the generated files go to (`output:`).
    public var output: String?
    /// The access level of generated declarations (`access:`).
    public var access: AccessLevel?
    /// Where string lookups find their bundle (`bundle:`).
    public var bundle: BundleLookup?
    /// The locale the others are compared with (`developmentLanguage:`).
    public var developmentLanguage: String?
    /// Severities per rule id (`rules:`).
    public var rules: [String: RuleSetting] = [:]
    /// The kit this module customises (`kit:`); nil for a module that stands alone.
    public var kit: KitConfig?
    /// The name of the generated window class (`windowClass:`), for a module that owns the theme API.
    public var windowClass: String?
    /// One strings file, or one per table (`stringsFiles:`).
    public var stringsFiles: StringsFileLayout?

    /// The contrast check's settings (`contrast:`); nil keeps its defaults.
    public var contrast: ContrastConfig?

    /// A config that sets nothing.
    public init() {}
}

/// The `kit:` section of an app's `themec.yml`: the module that owns the theme API, the string
/// lookup runtime and `Nibs`, and where the kit's own themes, tables and nibs are.
public struct KitConfig: Sendable, Equatable {
    /// The kit's Swift module, which the app's generated files import.
    public var module: String
    /// The kit's own `themec.yml` (`kit.config`), relative to this config's folder: its themes,
    /// tables and nibs are the kit's. The build plugin finds it from `module` and passes it.
    public var config: String?
    /// Where `kit:` is written, for messages about the section as a whole.
    public var position = SourcePosition(line: 1, column: 1)
    /// The kit's themes: app themes may `extends:` them by name.
    public var themes: [String] = []
    /// The kit's string tables (added to `baseStrings`).
    public var strings: [String] = []
    /// The kit's nibs (added to `layouts.base`).
    public var layouts: [String] = []

    /// Whether the section says nothing of where the kit's inputs are: no `config`, no paths.
    public var namesOnlyTheModule: Bool {
        config == nil && themes.isEmpty && strings.isEmpty && layouts.isEmpty
    }

    /// A `kit:` section naming `module` and where its inputs are.
    public init(module: String, themes: [String] = [], strings: [String] = [], layouts: [String] = []) {
        self.module = module
        self.themes = themes
        self.strings = strings
        self.layouts = layouts
    }
}

/// The `contrast:` section: the backgrounds text is checked against and the ratio normal text
/// needs. What is not set keeps ``ContrastSettings``'s default.
public struct ContrastConfig: Sendable, Equatable {
    /// The backgrounds text is checked against (`contrast.background`); nil when it is not
    /// given, which checks both appearances, on white and black.
    public var background: Backgrounds?
    /// The ratio normal text needs (`contrast.minimum`).
    public var minimum: Double?

    /// `contrast.background`: a background for each appearance checked. An appearance it leaves
    /// out, or sets to `none`, is not checked (an app that only ever shows the light one).
    public struct Backgrounds: Sendable, Equatable {
        /// The light background (`contrast.background.light`); nil when light is not checked.
        public var light: RGBA?
        /// The dark background (`contrast.background.dark`); nil when dark is not checked.
        public var dark: RGBA?

        /// Backgrounds for the appearances given.
        public init(light: RGBA? = nil, dark: RGBA? = nil) {
            self.light = light
            self.dark = dark
        }
    }

    /// A `contrast:` section with the values given.
    public init(background: Backgrounds? = nil, minimum: Double? = nil) {
        self.background = background
        self.minimum = minimum
    }

    /// The settings the compiler uses: these values over the defaults. Without `background`,
    /// both appearances are checked on the default backgrounds; with it, only those it gives.
    public var settings: ContrastSettings {
        let minimum = self.minimum ?? ContrastSettings().minimum
        guard let background else { return ContrastSettings(minimum: minimum) }
        return ContrastSettings(lightBackground: background.light, darkBackground: background.dark, minimum: minimum)
    }
}
