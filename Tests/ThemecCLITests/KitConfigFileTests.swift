import Foundation
import Testing

/// The kit named by its own `themec.yml`: `kit.config` in the app's config (the CLI and Xcode
/// run-script builds) and `--kit-config` (what the build plugin passes after finding the kit's
/// target by `kit.module`); the warning when a config names only the module; `--default-bundle` and
/// `--resource-bundle`; and `themec lint DIR` reading the folder's `themec.yml`.
@Suite struct KitConfigFileTests {
    /// The kit's own config, beside its inputs: what a kit package's target holds.
    static let kitOwnConfig = """
        themes: Themes
        strings: Strings
        layouts:
          base: Layouts
        access: public

        """

    /// The example project of ``KitConfigTests`` with the kit's own `Kit/themec.yml` and the app's
    /// `kit:` section as given.
    static func project(kitSection: String) throws -> Sandbox {
        let config = kitSection + "themes: Themes\nstrings: Strings\nlayouts:\n  overrides: Layouts\n"
        let box = try KitConfigTests.project(config: config)
        try box.write("Kit/themec.yml", kitOwnConfig)
        return box
    }

    @Test func kitConfigGivesTheKitsThemesTablesAndNibs() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n  config: ../Kit/themec.yml\n")
        let lint = try box.run("lint", "--config", "App/themec.yml")
        #expect(lint.status == 0, "\(lint.stdout)")
        // The app's near-miss key is checked against the kit's table; the theme extends the kit's.
        #expect(lint.stdout.contains("did you mean 'Menu.Profile'?"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("unknown theme"), "\(lint.stdout)")
        let generate = try box.run("generate", "--config", "App/themec.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("struct SunsetColorTheme: ColorTheme {"))
    }

    @Test func theKitConfigOptionDoesWhatTheBuildPluginNeeds() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n")
        let lint = try box.run("lint", "--config", "App/themec.yml", "--kit-config", "Kit/themec.yml")
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.contains("did you mean 'Menu.Profile'?"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("config-kit-inputs-missing"), "\(lint.stdout)")
    }

    @Test func aKitNamedByModuleOnlyOutsideThePluginIsAWarning() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n")
        let lint = try box.run("lint", "--config", "App/themec.yml")
        #expect(
            lint.stdout.contains(
                "App/themec.yml:1:1: warning: 'kit' names the module 'CheetahKit' but not where its inputs are"),
            "\(lint.stdout)")
        #expect(lint.stdout.contains("[config-kit-inputs-missing]"))
    }

    /// The example's app folder, as a user would lint it: the kit target beside it is found.
    @Test func theKitBesideTheAppIsFoundOutsideThePlugin() throws {
        let example = Sandbox.packageRoot.appendingPathComponent("Examples/ThemedApp/Sources/ThemedApp").path
        let box = try Sandbox([:])
        let lint = try box.run("lint", example)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        // Nothing to report: no warning about the kit, no unknown theme for `extends: Cheetah`.
        #expect(lint.stdout.isEmpty, "\(lint.stdout)")
        let generate = try box.run("generate", example, "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("struct SunsetColorTheme: ColorTheme {"))
    }

    @Test func aMissingKitConfigExitsWithTwoAndNamesIt() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n  config: ../Nowhere/themec.yml\n")
        let lint = try box.run("lint", "--config", "App/themec.yml")
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("Nowhere/themec.yml"), "\(lint.stderr)")
    }

    @Test func theDefaultBundleAppliesOnlyWhenTheConfigSetsNone() throws {
        let box = try Sandbox([
            "themec.yml": "strings: Strings\n",
            "Strings/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
            "Set/themec.yml": "strings: ../Strings\nbundle: token\n",
        ])
        // `module`: the resource bundle by the name the build plugin passes, found by the runtime; never
        // SwiftPM's `Bundle.module`, which traps when the bundle is missing.
        let module = try box.run(
            "generate", "--default-bundle", "module", "--resource-bundle", "Pkg_App", "--output", "A")
        #expect(module.status == 0, "\(module.stderr)")
        let moduleStrings = try box.read("A/Strings.themec.swift")
        #expect(moduleStrings.contains("ModuleBundle.resources(named: \"Pkg_App\", classInModule:"), "\(moduleStrings)")
        #expect(try box.read("A/Layouts.themec.swift").contains("named: \"Pkg_App\""))
        #expect(!(moduleStrings + (try box.read("A/Layouts.themec.swift"))).contains("Bundle.module"))
        let explicit = try box.run(
            "generate", "--config", "Set/themec.yml", "--default-bundle", "module", "--output", "B")
        #expect(explicit.status == 0, "\(explicit.stderr)")
        #expect(try box.read("B/Strings.themec.swift").contains("ModuleBundle(for: L10nBundleToken.self)"))
        // Without a name, the runtime finds the bundle by its module's name.
        let unnamed = try box.run("generate", "--default-bundle", "module", "--output", "C")
        #expect(unnamed.status == 0, "\(unnamed.stderr)")
        #expect(try box.read("C/Strings.themec.swift").contains("named: nil,"))
        let wrong = try box.run("generate", "--default-bundle", "modul")
        #expect(wrong.status == 2)
        let folder = try box.run("generate", "--default-bundle", "module", "--resource-bundle", "../Pkg_App")
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("--resource-bundle takes SwiftPM's name of the bundle"), "\(folder.stderr)")
    }

    @Test func aFolderPathHoldingAConfigReadsIt() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n  config: ../Kit/themec.yml\n")
        let lint = try box.run("lint", "App")
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("did you mean 'Menu.Profile'?"), "\(lint.stdout)")
        let generate = try box.run("generate", "App", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("\nimport CheetahKit\n"))
    }
}
