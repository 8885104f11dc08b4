import Foundation
import Testing

/// An app's `themec.yml` that names its kit (`kit:`), through the CLI: what `generate`, `lint` and
/// `dump` do with it, and the located errors and exit codes of a wrong `kit:` section.
@Suite struct KitConfigTests {
    static let kitConfig = """
        kit:
          module: CheetahKit
          themes: ../Kit/Themes
          strings: ../Kit/Strings
          layouts: ../Kit/Layouts
        themes: Themes
        strings: Strings
        layouts:
          overrides: Layouts

        """

    static func project(config: String = kitConfig) throws -> Sandbox {
        let layouts = Sandbox.packageRoot.appendingPathComponent("Layouts")
        return try Sandbox([
            "Kit/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Kit/Strings/en.lproj/Localizable.strings":
                "\"Generic.Okay\" = \"Okay\";\n\"Menu.Profile\" = \"Profile\";\n",
            "Kit/Layouts/DetailViewController.xib": try String(
                contentsOf: layouts.appendingPathComponent("Kit/DetailViewController.xib"), encoding: .utf8),
            "App/Themes/Sunset.theme.yaml": "extends: Cheetah\ncolors:\n  primaryColor: \"#FF6B35\"\n",
            "App/Strings/en.lproj/Localizable.strings": "\"Generic.Okay\" = \"Got it\";\n\"Menu.Profil\" = \"Me\";\n",
            "App/Layouts/DetailViewController.xib": try String(
                contentsOf: layouts.appendingPathComponent("App/DetailViewController.xib"), encoding: .utf8),
            "App/themec.yml": config,
        ])
    }

    @Test func generateWritesFilesThatImportTheKit() throws {
        let box = try Self.project()
        let result = try box.run("generate", "--config", "App/themec.yml", "--output", "Out")
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift"] {
            let text = try box.read("Out/\(name)")
            #expect(text.contains("\nimport CheetahKit\n"), "\(name)")
            #expect(!text.contains("final class ThemeManager") && !text.contains("enum L10nLookup"), "\(name)")
        }
        #expect(try box.read("Out/Theme.themec.swift").contains("struct SunsetColorTheme: ColorTheme {"))
        #expect(!(try box.read("Out/Theme.themec.swift")).contains("CheetahColorTheme"))
    }

    @Test func lintChecksTheAppAgainstTheKitsTablesAndNibs() throws {
        let box = try Self.project()
        let result = try box.run("lint", "--config", "App/themec.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("App/Strings/en.lproj/Localizable.strings:2:1: warning: 'Menu.Profil'"),
            "\(result.stdout)")
        #expect(result.stdout.contains("did you mean 'Menu.Profile'?"))
        // The override keeps the kit nib's contract: nothing to say about it.
        #expect(!result.stdout.contains("DetailViewController.xib"), "\(result.stdout)")
    }

    @Test func dumpSaysWhichSlotsComeFromTheKitTheme() throws {
        let box = try Self.project()
        let result = try box.run("dump", "--config", "App/themec.yml")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let themes = try #require(json["themes"] as? [String: [String: Any]])
        #expect(themes.keys.sorted() == ["Sunset"])
        let colors = try #require(themes["Sunset"]?["colors"] as? [String: [String: Any]])
        let inherited = colors["secondaryColor"]?["inheritedFrom"] as? [String: Any]
        #expect(inherited?["theme"] as? String == "Cheetah")
        #expect(inherited?["kit"] as? Bool == true)
        #expect(colors["primaryColor"]?["inheritedFrom"] is NSNull)
        #expect((colors["primaryColor"]?["light"] as? String) == "#FF6B35FF")
    }

    @Test func aMissingKitPathExitsWithTwoAndNamesIt() throws {
        let box = try Self.project(
            config: Self.kitConfig.replacingOccurrences(of: "../Kit/Themes", with: "../Kitt/Themes"))
        let result = try box.run("generate", "--config", "App/themec.yml", "--output", "Out")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Kitt/Themes"), "\(result.stderr)")
        #expect(!box.exists("Out"))
    }

    @Test(arguments: [
        (
            "  module: Cheetah-Kit\n",
            "App/themec.yml:2:11: error: 'Cheetah-Kit' is not a valid value for 'kit.module': it must be a Swift "
                + "module name (letters, digits and underscores, not starting with a digit, not a keyword) "
                + "[config-invalid-value]"
        ),
        (
            "  module: 1Kit\n",
            "App/themec.yml:2:11: error: '1Kit' is not a valid value for 'kit.module': it must be a Swift module "
                + "name (letters, digits and underscores, not starting with a digit, not a keyword) "
                + "[config-invalid-value]"
        ),
        (
            "  modul: CheetahKit\n",
            "App/themec.yml:2:3: error: unknown key 'modul' in 'kit'; did you mean 'module'? [config-unknown-key]"
        ),
    ])
    func aWrongKitSectionIsALocatedErrorAndWritesNothing(moduleLine: String, expected: String) throws {
        let config = Self.kitConfig.replacingOccurrences(of: "  module: CheetahKit\n", with: moduleLine)
        let box = try Self.project(config: config)
        let result = try box.run("generate", "--config", "App/themec.yml", "--output", "Out")
        #expect(result.status == 1)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!box.exists("Out"))
    }

    @Test func aKitSectionWithoutAModuleSaysSo() throws {
        let box = try Self.project(config: Self.kitConfig.replacingOccurrences(of: "  module: CheetahKit\n", with: ""))
        let result = try box.run("lint", "--config", "App/themec.yml")
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "App/themec.yml:1:1: error: 'kit' needs 'module': the Swift module that owns the theme API, the "
                    + "string lookup and Nibs [config-invalid-value]"
            ),
            "\(result.stdout)")
    }

    @Test func theWindowClassComesFromTheKitsConfig() throws {
        let box = try Sandbox([
            "Kit/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Kit/themec.yml": "themes: Themes\naccess: public\nwindowClass: CheetahAppWindow\n",
        ])
        let result = try box.run("generate", "--config", "Kit/themec.yml", "--output", "Out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("open class CheetahAppWindow: ThemeAppWindow {}"))

        try box.write("Kit/themec.yml", "themes: Themes\nwindowClass: Cheetah App Window\n")
        let invalid = try box.run("generate", "--config", "Kit/themec.yml", "--output", "Out2")
        #expect(invalid.status == 1)
        #expect(
            invalid.stderr.contains(
                "Kit/themec.yml:2:14: error: 'Cheetah App Window' is not a valid value for 'windowClass'"),
            "\(invalid.stderr)")

        // An app that names its kit has no window class of its own.
        let app = try Self.project(config: Self.kitConfig + "windowClass: AppWindow\n")
        let withKit = try app.run("lint", "--config", "App/themec.yml")
        #expect(withKit.status == 1)
        #expect(
            withKit.stdout.contains(
                "App/themec.yml:10:14: error: 'windowClass' names the window class of the module that owns the theme "
                    + "API"
            ),
            "\(withKit.stdout)")
    }
}
