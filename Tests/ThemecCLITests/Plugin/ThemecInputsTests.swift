import Foundation
import Testing
import ThemecCore

/// The plugins' input discovery (`Plugins/Shared/ThemecInputs.swift`, compiled into this target
/// through a symbolic link): which files are inputs, the errors a target gets, the arguments.
@Suite struct ThemecInputsTests {
    static func urls(_ paths: [String]) -> [URL] { paths.map { URL(fileURLWithPath: "/pkg/Sources/App/" + $0) } }

    @Test func inputsAreRecognisedByName() {
        let names = [
            "Themes/A.theme.yaml", "Themes/B.theme.yml", "en.lproj/Localizable.strings", "en.lproj/L.stringsdict",
            "Catalog.xcstrings", "Layouts/Detail.xib", "main.swift", "notes.yaml", "Detail.storyboard",
        ]
        #expect(
            Self.urls(names).filter(ThemecInputs.isInput).map(\.lastPathComponent) == [
                "A.theme.yaml", "B.theme.yml", "Localizable.strings", "L.stringsdict", "Catalog.xcstrings",
                "Detail.xib",
            ])
    }

    /// The plugins keep their own copy of which files are inputs (a plugin cannot link a library):
    /// it must agree with the one the CLI and the compiler use, `InputKind`.
    @Test func thePluginsCopyAgreesWithTheCompilers() {
        var names = [
            "main.swift", "notes.yaml", "theme.yaml", "A.THEME.YML", "Detail.storyboard", "x.strings.bak",
            "Localizable.STRINGS", ".strings", "a.theme.yaml.xib", "Info.plist", "README",
        ]
        #expect(ThemecInputs.inputSuffixes.map(\.suffix) == InputKind.suffixes.map(\.suffix))
        for (suffix, _) in InputKind.suffixes { names += ["File" + suffix, "File" + suffix.uppercased()] }
        for name in names {
            let url = URL(fileURLWithPath: "/pkg/Sources/App/en.lproj/" + name)
            let kind = InputKind(path: url.path)
            #expect(ThemecInputs.isInput(url) == (kind != nil), "\(name)")
            #expect(ThemecInputs.isStringTable(url) == (kind?.isStringTable ?? false), "\(name)")
        }
    }

    /// A package that excludes `themec.yml` from the target (or does not list it) still has it read: the
    /// plugin looks at the target's root. What the config says of the kit changes nothing the plugin
    /// passes: themec finds the kit among the target's dependencies when it runs.
    @Test func theConfigAtTheTargetsRootIsReadWhenThePackageExcludesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("themec.yml")
        var seen: [[String]] = []
        for text in [
            "themes: Themes\n", "kit:\n  module: CheetahKit\nthemes: Themes\n",
            "kit: { module: CheetahKit, config: ../Kit/themec.yml }\n",
            "kit:\n  module: CheetahKit\n  themes: ../Kit/Themes\n",
        ] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            let inputs = try ThemecInputs(files: [], targetName: "App", directory: folder)
            #expect(inputs.config?.path == config.path)
            seen.append(inputs.arguments(for: "generate") + inputs.declaredInputs.map(\.path))
        }
        #expect(Set(seen).count == 1, "\(seen)")
        #expect(seen[0] == ["generate", "--config", config.path, config.path])
    }

    @Test func aTargetWithoutInputsFailsWithItsName() {
        #expect {
            try ThemecInputs(files: Self.urls(["main.swift"]), targetName: "App")
        } throws: { error in
            "\(error)" == "themec: target 'App' uses the themec plugin but has no .theme.yaml, .strings, .stringsdict, "
                + ".xcstrings or .xib file and no themec.yml; add inputs to the target or remove the plugin"
        }
    }

    @Test func twoConfigsFail() {
        #expect {
            try ThemecInputs(files: Self.urls(["themec.yml", "Kit/themec.yml", "A.theme.yaml"]), targetName: "App")
        } throws: { error in
            "\(error)".hasPrefix("themec: target 'App' has 2 themec.yml files (")
        }
    }

    @Test func withAConfigTheConfigNamesTheInputs() throws {
        let inputs = try ThemecInputs(files: Self.urls(["themec.yml", "Themes/A.theme.yaml"]), targetName: "App")
        #expect(inputs.arguments(for: "generate") == ["generate", "--config", "/pkg/Sources/App/themec.yml"])
        #expect(inputs.declaredInputs.map(\.lastPathComponent) == ["A.theme.yaml", "themec.yml"])
    }

    @Test func withoutAConfigTheFilesArePassedSorted() throws {
        let inputs = try ThemecInputs(files: Self.urls(["b.xib", "A.theme.yaml", "main.swift"]), targetName: "App")
        #expect(inputs.arguments(for: "lint") == ["lint", "/pkg/Sources/App/A.theme.yaml", "/pkg/Sources/App/b.xib"])
    }

    @Test func resourceFoldersAreExpandedIntoTheirFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Themes/Nested"), withIntermediateDirectories: true)
        try "x".write(to: folder.appendingPathComponent("Themes/A.theme.yaml"), atomically: true, encoding: .utf8)
        try "x".write(
            to: folder.appendingPathComponent("Themes/Nested/B.theme.yaml"), atomically: true, encoding: .utf8)
        try "x".write(to: folder.appendingPathComponent("Themes/README.md"), atomically: true, encoding: .utf8)
        let inputs = try ThemecInputs(files: [folder.appendingPathComponent("Themes")], targetName: "App")
        #expect(inputs.files.map(\.lastPathComponent) == ["A.theme.yaml", "B.theme.yaml"])
    }
}
