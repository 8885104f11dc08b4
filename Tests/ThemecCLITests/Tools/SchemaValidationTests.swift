import Foundation
import Testing

/// The JSON Schemas checked by a real validator (check-jsonschema): both are valid draft
/// 2020-12 schemas, every theme and `themec.yml` of the repository (and what `themec init`
/// writes) passes, and a theme with a misspelled slot or a bad hex value fails.
@Suite struct SchemaValidationTests {
    /// The two schemas, written by `themec schema` into a sandbox.
    static func schemas() throws -> Sandbox {
        let box = try Sandbox()
        for kind in ["theme", "config"] {
            let result = try box.run("schema", kind)
            #expect(result.status == 0)
            try box.write("\(kind).schema.json", result.stdout)
        }
        return box
    }

    /// Files of the repository whose name ends with one of `suffixes`, build folders left out.
    static func repositoryFiles(_ suffixes: [String]) -> [String] {
        let root = Sandbox.packageRoot
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") || $0 == "Generated" }) { continue }
            if suffixes.contains(where: { relative.hasSuffix($0) }) {
                found.append(root.appendingPathComponent(relative).path)
            }
        }
        return found.sorted()
    }

    @Test(
        .enabled(
            if: ExternalTool.schemaValidator.isEnabled,
            "check-jsonschema is absent on purpose (THEMEC_SKIP_SCHEMA_VALIDATOR=1)"))
    func bothSchemasAreValidDraft202012() throws {
        let box = try Self.schemas()
        let result = try ExternalTool.schemaValidator.run(
            [
                "--check-metaschema", box.root.appendingPathComponent("theme.schema.json").path,
                box.root.appendingPathComponent("config.schema.json").path,
            ])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        .enabled(
            if: ExternalTool.schemaValidator.isEnabled,
            "check-jsonschema is absent on purpose (THEMEC_SKIP_SCHEMA_VALIDATOR=1)"))
    func everyThemeAndConfigOfTheRepositoryIsValid() throws {
        let box = try Self.schemas()
        #expect(try box.run("init", "Starter").status == 0)
        let themes =
            Self.repositoryFiles([".theme.yaml", ".theme.yml"]) + [
                box.root.appendingPathComponent("Starter/Themes/App.theme.yaml").path
            ]
        let configs =
            Self.repositoryFiles(["themec.yml"]) + [box.root.appendingPathComponent("Starter/themec.yml").path]
        #expect(themes.count >= 6 && configs.count >= 4, "\(themes) \(configs)")
        let themeRun = try ExternalTool.schemaValidator.run(
            ["--schemafile", box.root.appendingPathComponent("theme.schema.json").path] + themes)
        #expect(themeRun.status == 0, "\(themeRun.output)")
        let configRun = try ExternalTool.schemaValidator.run(
            ["--schemafile", box.root.appendingPathComponent("config.schema.json").path] + configs)
        #expect(configRun.status == 0, "\(configRun.output)")
    }

    /// `contrast.background` takes `none` for an appearance that is not checked, and must give
    /// at least one appearance.
    @Test(
        .enabled(
            if: ExternalTool.schemaValidator.isEnabled,
            "check-jsonschema is absent on purpose (THEMEC_SKIP_SCHEMA_VALIDATOR=1)"))
    func lightOnlyContrastIsValidAndAnEmptyBackgroundIsNot() throws {
        let box = try Self.schemas()
        let schema = box.root.appendingPathComponent("config.schema.json").path
        for (background, valid) in [
            ("{ light: \"#FFFFFF\" }", true), ("{ light: \"#FFFFFF\", dark: none }", true),
            ("{ light: none, dark: \"#000000\" }", true), ("{}", false), ("{ dark: nothing }", false),
        ] {
            try box.write("themec.yml", "themes: Themes\ncontrast:\n  background: \(background)\n")
            let result = try ExternalTool.schemaValidator.run(
                ["--schemafile", schema, box.root.appendingPathComponent("themec.yml").path])
            #expect(result.status == (valid ? 0 : 1), "\(background): \(result.output)")
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.schemaValidator.isEnabled,
            "check-jsonschema is absent on purpose (THEMEC_SKIP_SCHEMA_VALIDATOR=1)"))
    func mistakesFailValidation() throws {
        let box = try Self.schemas()
        try box.write(
            "Misspelled.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "primaryColor", with: "primaryColour"))
        try box.write(
            "BadHex.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "\"#B1E4E3\"", with: "\"#B1E4E\""))
        try box.write("themec.yml", "themes: Themes\ncontrast: { minimum: 30 }\n")
        let schema = box.root.appendingPathComponent("theme.schema.json").path
        for (file, expected) in [
            ("Misspelled.theme.yaml", "'primaryColour' was unexpected"), ("BadHex.theme.yaml", "#B1E4E"),
        ] {
            let result = try ExternalTool.schemaValidator.run([
                "--schemafile", schema, box.root.appendingPathComponent(file).path,
            ])
            #expect(result.status == 1, "\(file): \(result.output)")
            #expect(result.output.contains(expected), "\(file): \(result.output)")
        }
        let config = try ExternalTool.schemaValidator.run(
            [
                "--schemafile", box.root.appendingPathComponent("config.schema.json").path,
                box.root.appendingPathComponent("themec.yml").path,
            ])
        #expect(config.status == 1, "\(config.output)")
        #expect(config.output.contains("30"), "\(config.output)")
    }
}
