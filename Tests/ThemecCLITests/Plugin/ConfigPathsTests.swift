import Foundation
import Testing

/// The plugins' reading of the input paths a `themec.yml` names (`Plugins/Shared/ConfigPaths.swift`,
/// compiled into this target through a symbolic link), and their declaration as inputs.
@Suite struct ConfigPathsTests {
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
        #expect(ConfigPaths.paths(in: text) == [
            "../CheetahKit/Themes", "../Cheetah Kit/Strings", "../CheetahKit/Layouts", "../Extra", "Themes", "Strings",
            "More Strings", "Kit/A", "Kit/B, with comma", "Layouts", "Base1", "Base2",
        ])
    }

    @Test func nestedBlockListsAndListsAtTheKeysIndentation() {
        let text = "layouts:\n  base:\n  - Kit/Layouts\n  overrides:\n    - Layouts\nkit: {module: K, themes: \"K/Themes\"}\n"
        #expect(ConfigPaths.paths(in: text) == ["Kit/Layouts", "Layouts", "K/Themes"])
    }

    @Test func aFlowMappingForTheKitAndAHashInsideQuotes() {
        #expect(ConfigPaths.paths(in: "kit: { module: K, strings: ['K/#Strings'] }\n") == ["K/#Strings"])
    }

    @Test func theKitsFilesAreDeclaredInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Kit/Themes/Cheetah.theme.yaml", "Kit/Themes/notes.txt", "Kit/Strings/en.lproj/Localizable.strings",
                     "App/Themes/Sunset.theme.yaml", "App/themec.yml"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try "kit:\n  module: CheetahKit\n  themes: ../Kit/Themes\n  strings: ../Kit/Strings\nthemes: Themes\n"
            .write(to: root.appendingPathComponent("App/themec.yml"), atomically: true, encoding: .utf8)
        let app = root.appendingPathComponent("App")
        let inputs = try ThemecInputs(files: [app.appendingPathComponent("themec.yml"), app.appendingPathComponent("Themes")],
                                      targetName: "App")
        let declared = inputs.declaredInputs.map { $0.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
        #expect(declared == [
            "App/Themes/Sunset.theme.yaml", "Kit/Strings/en.lproj/Localizable.strings", "Kit/Themes/Cheetah.theme.yaml",
            "App/themec.yml",
        ])
    }
}
