import ThemecSyntax

/// What `themec.yml` says, with paths still as written (relative to the config's folder).
package struct ProjectConfig: Sendable, Equatable {
    /// The app's theme files or folders (`themes:`).
    package var themes: [String] = []
    /// The app's string tables (`strings:`).
    package var strings: [String] = []
    /// The kit's string tables app keys are checked against (`baseStrings:`).
    package var baseStrings: [String] = []
    /// The app's XIBs (`layouts.overrides`).
    package var layoutOverrides: [String] = []
    /// The kit's XIBs the app's replace (`layouts.base`).
    package var layoutBase: [String] = []
    /// App classes declared as subclasses of kit classes (`layouts.subclasses`).
    package var subclasses: [String: String] = [:]
    /// The folder the generated files go to (`output:`).
    package var output: String?
    /// The access level of generated declarations (`access:`).
    package var access: AccessLevel?
    /// Where string lookups find their bundle (`bundle:`).
    package var bundle: BundleLookup?
    /// The locale the others are compared with (`developmentLanguage:`).
    package var developmentLanguage: String?
    /// Severities per rule id (`rules:`).
    package var rules: [String: RuleSetting] = [:]
    /// The kit this module customises (`kit:`); nil for a module that stands alone.
    package var kit: KitConfig?
    /// The name of the generated window class (`windowClass:`), for a module that owns the theme API.
    package var windowClass: String?
    /// One strings file, or one per table (`stringsFiles:`).
    package var stringsFiles: StringsFileLayout?

    /// The contrast check's settings (`contrast:`); nil keeps its defaults.
    package var contrast: ContrastConfig?

    /// A config that sets nothing.
    package init() {}
}

/// The `kit:` section of an app's `themec.yml`: the module that owns the theme API, the string
/// lookup runtime and `Nibs`, and where the kit's own themes, tables and nibs are.
package struct KitConfig: Sendable, Equatable {
    /// The kit's Swift module, which the app's generated files import.
    package var module: String
    /// The kit's own `themec.yml` (`kit.config`), relative to this config's folder: its themes,
    /// tables and nibs are the kit's. The build plugin finds it from `module` and passes it.
    package var config: String?
    /// Where `kit:` is written, for messages about the section as a whole.
    package var position = SourcePosition(line: 1, column: 1)
    /// Where the value of `module` is written, for messages about the module named.
    package var modulePosition = SourcePosition(line: 1, column: 1)
    /// The kit's themes: app themes may `extends:` them by name.
    package var themes: [String] = []
    /// The kit's string tables (added to `baseStrings`).
    package var strings: [String] = []
    /// The kit's nibs (added to `layouts.base`).
    package var layouts: [String] = []

    /// Whether the section says nothing of where the kit's inputs are: no `config`, no paths.
    package var namesOnlyTheModule: Bool {
        config == nil && themes.isEmpty && strings.isEmpty && layouts.isEmpty
    }

    /// A `kit:` section naming `module` and where its inputs are.
    package init(module: String, themes: [String] = [], strings: [String] = [], layouts: [String] = []) {
        self.module = module
        self.themes = themes
        self.strings = strings
        self.layouts = layouts
    }
}

/// The `contrast:` section: the backgrounds text is checked against and the ratio normal text
/// needs. What is not set keeps ``ContrastSettings``'s default.
package struct ContrastConfig: Sendable, Equatable {
    /// The backgrounds text is checked against (`contrast.background`); nil when it is not
    /// given, which checks both appearances, on white and black.
    package var background: Backgrounds?
    /// The ratio normal text needs (`contrast.minimum`).
    package var minimum: Double?

    /// `contrast.background`: a background for each appearance checked. An appearance it leaves
    /// out, or sets to `none`, is not checked (an app that only ever shows the light one).
    package struct Backgrounds: Sendable, Equatable {
        /// The light background (`contrast.background.light`); nil when light is not checked.
        package var light: ContrastBackground?
        /// The dark background (`contrast.background.dark`); nil when dark is not checked.
        package var dark: ContrastBackground?

        /// Backgrounds for the appearances given.
        package init(light: ContrastBackground? = nil, dark: ContrastBackground? = nil) {
            self.light = light
            self.dark = dark
        }
    }

    /// A `contrast:` section with the values given.
    package init(background: Backgrounds? = nil, minimum: Double? = nil) {
        self.background = background
        self.minimum = minimum
    }

    /// The settings the compiler uses: these values over the defaults. Without `background`,
    /// both appearances are checked on the default backgrounds; with it, only those it gives.
    package var settings: ContrastSettings {
        let minimum = self.minimum ?? ContrastSettings().minimum
        guard let background else { return ContrastSettings(minimum: minimum) }
        return ContrastSettings(lightBackground: background.light, darkBackground: background.dark, minimum: minimum)
    }
}
