import Foundation
import Testing

/// The kit's inputs from the command line (`--base-strings`, `--base-layouts`) and from
/// `themec.yml` (`baseStrings`, `layouts.base`), and the dump of strings and layouts.
@Suite struct KitInputsTests {
    static let kitStrings = "\"Generic.Okay\" = \"Okay\";\n\"Menu.Profile\" = \"Profile\";\n"
    static let appStrings = "\"Generic.Okay\" = \"Got it\";\n\"Menu.Profil\" = \"Me\";\n"

    static func project() throws -> Sandbox {
        let root = Sandbox.packageRoot
        return try Sandbox([
            "Kit/Strings/en.lproj/Localizable.strings": kitStrings,
            "App/Strings/en.lproj/Localizable.strings": appStrings,
            "Kit/Layouts/DetailViewController.xib": try String(
                contentsOf: root.appendingPathComponent("Layouts/Kit/DetailViewController.xib"), encoding: .utf8),
            "App/Layouts/DetailViewControler.xib": try String(
                contentsOf: root.appendingPathComponent("Layouts/App/DetailViewController.xib"), encoding: .utf8),
        ])
    }

    @Test func baseStringsAndLayoutsFromTheCommandLine() throws {
        let box = try Self.project()
        let result = try box.run("lint", "--base-strings", "Kit/Strings", "--base-layouts", "Kit/Layouts", "App")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("App/Strings/en.lproj/Localizable.strings:2:1: warning: 'Menu.Profil'")
                    && $0.contains("did you mean 'Menu.Profile'?")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("App/Layouts/DetailViewControler.xib:") && $0.contains("DetailViewController")
                    && $0.hasSuffix("[layout-unmatched-override]")
            })
        // Without the kit's inputs, neither check has anything to compare with.
        let alone = try box.run("lint", "App")
        #expect(alone.stdout.isEmpty, "\(alone.stdout)")
    }

    @Test func baseStringsAndLayoutsFromTheConfig() throws {
        let box = try Self.project()
        try box.write(
            "App/themec.yml",
            "strings: Strings\nbaseStrings: ../Kit/Strings\nlayouts:\n  overrides: Layouts\n  base: ../Kit/Layouts\n")
        let result = try box.run("lint", "--config", "App/themec.yml")
        #expect(result.status == 0)
        #expect(result.stdout.contains("did you mean 'Menu.Profile'?"))
        #expect(result.stdout.contains("[layout-unmatched-override]"))
    }

    @Test func dumpHasStringsAndLayouts() throws {
        let box = try Self.project()
        let result = try box.run("dump", "--base-layouts", "Kit/Layouts", "App/Strings")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let strings = json["strings"] as? [String: [String: [String: Any]]]
        #expect(strings?["en"]?["Localizable"]?["Generic.Okay"] as? String == "Got it")
        let layouts = json["layouts"] as? [String: [String: Any]]
        let detail = try #require(layouts?["DetailViewController"])
        #expect(detail["customClass"] as? String == "DetailViewController")
        #expect((detail["outlets"] as? [String: String])?["titleLabel"] == "label")
    }

    /// The app's `L10n` reaches the kit's keys as the kit's own build declares them: from the kit's
    /// development language, which the kit's `themec.yml` gives (`kit.config`), not the app's.
    @Test func theKitsConfigGivesTheLanguageItsAccessorsComeFrom() throws {
        let box = try Sandbox([
            "Kit/themec.yml": "strings: Strings\naccess: public\ndevelopmentLanguage: de\n",
            "Kit/Strings/de.lproj/Localizable.strings": "\"Menu.Settings\" = \"Einstellungen\";\n",
            "Kit/Strings/en.lproj/Localizable.strings":
                "\"Menu.Settings\" = \"Settings\";\n\"Menu.Draft\" = \"Draft\";\n",
            "App/themec.yml": "kit:\n  module: CheetahKit\n  config: ../Kit/themec.yml\nstrings: Strings\n",
            "App/Strings/en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n",
        ])
        let kit = try box.run("generate", "--config", "Kit/themec.yml", "--output", "Kit/Generated", "--quiet")
        #expect(kit.status == 0, "\(kit.stderr)")
        let kitStrings = try box.read("Kit/Generated/Strings+Localizable.themec.swift")
        #expect(kitStrings.contains("public static var settings: Swift.String {"))
        #expect(!kitStrings.contains("draft"))
        let app = try box.run("generate", "--config", "App/themec.yml", "--output", "App/Generated", "--quiet")
        #expect(app.status == 0, "\(app.stderr)")
        let appStrings = try box.read("App/Generated/Strings.themec.swift")
        #expect(appStrings.contains("static var settings: Swift.String {\n        CheetahKit.L10n.Menu.settings\n"))
        #expect(!appStrings.contains("draft"))
    }
}
