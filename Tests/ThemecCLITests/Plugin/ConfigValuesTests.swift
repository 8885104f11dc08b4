import Foundation
import Testing

/// The plugins' reading of the values a `themec.yml` gives (`Plugins/Shared/ConfigValues.swift`,
/// compiled into this target through a symbolic link), and their declaration as inputs.
@Suite struct ConfigValuesTests {
    @Test func blockAndFlowFormsAndComments() {
        let text = """
            # An app that customises its kit.
            kit:
              module: CheetahKit          # not a path
              themes: ../CheetahKit/Themes
              strings: "../Cheetah Kit/Strings"
              layouts: ['../CheetahKit/Layouts', ../Extra]
            themes: Themes #trailing
            strings:
              - Strings
              - 'More Strings'
            baseStrings: [Kit/A, "Kit/B, with comma"]
            layouts: { overrides: Layouts, base: [Base1, Base2], subclasses: { AppDetail: Detail } }
            output: Generated
            rules:
              theme-ignored-font-size: off

            """
        #expect(
            ConfigValues.paths(in: text) == [
                "../CheetahKit/Themes", "../Cheetah Kit/Strings", "../CheetahKit/Layouts", "../Extra", "Themes",
                "Strings",
                "More Strings", "Kit/A", "Kit/B, with comma", "Layouts", "Base1", "Base2",
            ])
    }

    @Test func nestedBlockListsAndListsAtTheKeysIndentation() {
        let text =
            "layouts:\n  base:\n  - Kit/Layouts\n  overrides:\n    - Layouts\nkit: {module: K, themes: \"K/Themes\"}\n"
        #expect(ConfigValues.paths(in: text) == ["Kit/Layouts", "Layouts", "K/Themes"])
    }

    @Test func aFlowMappingForTheKitAndAHashInsideQuotes() {
        #expect(ConfigValues.paths(in: "kit: { module: K, strings: ['K/#Strings'] }\n") == ["K/#Strings"])
    }

    /// What a config names outside the target is not declared: the plan would go stale when the config
    /// is edited (SwiftPM does not plan again then); themec reads those files when the command runs, and
    /// the command runs on every build.
    @Test func theDeclaredInputsAreTheTargetsOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "Kit/Themes/Cheetah.theme.yaml", "Kit/Themes/notes.txt", "Kit/Strings/en.lproj/Localizable.strings",
            "App/Themes/Sunset.theme.yaml", "App/themec.yml",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try "kit:\n  module: CheetahKit\n  themes: ../Kit/Themes\n  strings: ../Kit/Strings\nthemes: Themes\n"
            .write(to: root.appendingPathComponent("App/themec.yml"), atomically: true, encoding: .utf8)
        let app = root.appendingPathComponent("App")
        let inputs = try ThemecInputs(
            files: [app.appendingPathComponent("themec.yml"), app.appendingPathComponent("Themes")],
            targetName: "App")
        let declared = inputs.declaredInputs.map {
            $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
        }
        #expect(declared == ["App/Themes/Sunset.theme.yaml", "App/themec.yml"])
    }

    @Test func theTablesOfTheAppAreDeclaredOutputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "App/Strings/en.lproj/Localizable.strings", "App/Strings/de.lproj/Localizable.strings",
            "App/Strings/en.lproj/Settings.stringsdict", "App/Strings/Catalog.xcstrings",
            "Kit/Strings/en.lproj/KitOnly.strings", "App/themec.yml",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let app = root.appendingPathComponent("App")
        let config = app.appendingPathComponent("themec.yml")
        func inputs(_ text: String) throws -> ThemecInputs {
            try text.write(to: config, atomically: true, encoding: .utf8)
            return try ThemecInputs(files: [config, app.appendingPathComponent("Strings")], targetName: "App")
        }
        // The kit's tables are read but not generated: only the app's `strings` count.
        let split = try inputs("strings: Strings\nbaseStrings: ../Kit/Strings\n")
        #expect(split.stringTables == ["Catalog", "Localizable", "Settings"])
        #expect(
            split.generatedFileNames == [
                "Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift", "Strings+Catalog.themec.swift",
                "Strings+Localizable.themec.swift", "Strings+Settings.themec.swift",
            ])
        #expect(try inputs("strings: Strings\nstringsFiles: single\n").generatedFileNames.count == 3)
        #expect(try inputs("themes: Themes\n").stringTables == [])
        // Without a config, every table among the target's files.
        let plain = try ThemecInputs(files: [app.appendingPathComponent("Strings")], targetName: "App")
        #expect(plain.stringTables == ["Catalog", "Localizable", "Settings"])
    }
}
