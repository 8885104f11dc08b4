import Foundation
import Testing
import ThemecCore

/// `--strict` and `rules:` mean the same in every command, because one policy decides severities: a
/// warning under `--strict` is reported as an error and stops `generate` as it fails `lint`; a rule
/// turned down to a warning or off leaves everything it is about in the output, and the model the same.
@Suite struct StrictAndTurnedDownTests {
    /// A theme whose body text is a little too light on white: a `theme-low-contrast` warning.
    static let lightText = Sandbox.validTheme.replacingOccurrences(
        of: "body: { fontName: Helvetica, textStyle: body }",
        with: "body: { fontName: Helvetica, textStyle: body, textColor: \"#999999\" }")

    @Test func underStrictAWarningIsAnErrorInLintAndInGenerate() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Self.lightText])
        let lint = try box.run("lint", "Themes")
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("warning: body text"), "\(lint.stdout)")
        let strictLint = try box.run("lint", "--strict", "Themes")
        #expect(strictLint.status == 1)
        #expect(strictLint.stdout.contains("error: body text"), "\(strictLint.stdout)")
        #expect(!strictLint.stdout.contains("warning:"), "\(strictLint.stdout)")

        let generate = try box.run("generate", "Themes", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        let strictGenerate = try box.run("generate", "--strict", "Themes", "--output", "Strict")
        #expect(strictGenerate.status == 1)
        #expect(strictGenerate.stderr.contains("error: body text"), "\(strictGenerate.stderr)")
        #expect(!box.exists("Strict"))
    }

    @Test func aRuleTurnedDownKeepsItsThemeInTheOutput() throws {
        // An unknown key made the theme vanish from Theme.themec.swift while generate exited 0.
        let theme = Sandbox.validTheme + "colour: red\n"
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": theme,
            "themec.yml": "themes: Themes\nrules:\n  theme-unknown-key: warning\n",
        ])
        let result = try box.run("generate", "--output", "Out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: unknown key 'colour'"), "\(result.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("struct CheetahColorTheme: ColorTheme"))
        try box.write("themec.yml", "themes: Themes\nrules:\n  theme-unknown-key: off\n")
        let off = try box.run("generate", "--output", "Off")
        #expect(off.status == 0, "\(off.stderr)")
        #expect(try box.read("Off/Theme.themec.swift").contains("struct CheetahColorTheme: ColorTheme"))
    }

    /// The case a user reported, as they ran it: with `theme-unknown-key` turned down, a text slot with
    /// a misspelled key lost its font, size and color, and its comment said the theme did not set it.
    @Test(arguments: ["warning", "off"])
    func aSlotWithAnUnknownKeyKeepsItsValuesInTheOutput(setting: String) throws {
        let theme =
            Sandbox.validTheme.replacingOccurrences(of: "colors:", with: "palette:\n  sunset: \"#F4364C\"\ncolors:")
            + "  footnote: { fontName: Avenir-Book, fontSize: 13, textColr: sunset }\n"
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": theme,
            "themec.yml": "themes: Themes\nrules:\n  theme-unknown-key: \(setting)\n",
        ])
        let result = try box.run("generate", "--output", "Out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("unknown key 'textColr'") == (setting == "warning"), "\(result.stderr)")
        let generated = try box.read("Out/Theme.themec.swift")
        #expect(
            generated.contains(
                "    /// Avenir-Book, 13 pt, `#000000FF` light, `#FFFFFFFF` dark\n    let footnote: any TextAppearance")
        )
        #expect(generated.contains("fontName: \"Avenir-Book\""))
        #expect(!generated.contains("the system font at the footnote text style"))
    }

    /// The config rules' failing examples (a `themec.yml`), as the CLI reads them beside a valid theme,
    /// with the rule off, a warning and an error: `dump` prints the same model off and as a warning,
    /// `generate` writes the same files, and as an error the run stops before compiling.
    @Test(
        arguments: RuleCatalog.all.filter { $0.rule.id.hasPrefix("config-") && !$0.rule.severityIsFixed }.map(\.rule.id)
    )
    func aConfigRuleTurnedDownChangesOnlyItsFindings(id: String) throws {
        let documentation = try #require(RuleCatalog.all.first { $0.rule.id == id })
        let config = try #require(documentation.failing.files.first { $0.path == "themec.yml" }).text
        func run(_ setting: RuleSetting) throws -> (dump: ThemecProcess.Output, files: [String: String]) {
            // The rule's setting under the example's `rules:` (or a new one), and the theme named.
            let line = "  \(id): \(setting.rawValue)\n"
            var configured =
                config.contains("rules:\n")
                ? config.replacingOccurrences(of: "rules:\n", with: "rules:\n" + line) : config + "rules:\n" + line
            if !configured.contains("themes: Themes\n") { configured += "themes: Themes\n" }
            let box = try Sandbox(["themec.yml": configured, "Themes/Cheetah.theme.yaml": Sandbox.validTheme])
            // An example built by the build plugin: its plan names the target's dependencies, each a
            // folder with a themec.yml.
            var plan: [String] = []
            if let modules = documentation.failing.dependencies {
                var entries: [String] = []
                for module in modules {
                    try box.write("Dependencies/\(module)/themec.yml", "access: public\n")
                    let folder = box.root.appendingPathComponent("Dependencies/\(module)").path
                    entries.append("{\"module\": \"\(module)\", \"directory\": \"\(folder)\"}")
                }
                try box.write("plan.json", "{\"dependencies\": [\(entries.joined(separator: ", "))]}")
                plan = ["--plugin-plan", "plan.json"]
            }
            let dump = try box.run(["dump"] + plan)
            let generate = try box.run(["generate", "--output", "Out"] + plan)
            var files: [String: String] = [:]
            for name in ["Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift"]
            where box.exists("Out/" + name) {
                files[name] = try box.read("Out/" + name)
            }
            #expect(generate.status == dump.status, "\(generate.stderr)")
            return (dump, files)
        }
        let off = try run(.off)
        let warning = try run(.warning)
        let error = try run(.error)
        #expect(off.dump.status == 0, "\(off.dump.stderr)")
        #expect(off.dump.stdout.contains("\"Cheetah\""))
        #expect(!off.dump.stderr.contains("[\(id)]"), "\(off.dump.stderr)")
        #expect(warning.dump.status == 0, "\(warning.dump.stderr)")
        #expect(warning.dump.stderr.contains("warning: "), "\(warning.dump.stderr)")
        #expect(warning.dump.stderr.contains("[\(id)]"), "\(warning.dump.stderr)")
        #expect(warning.dump.stdout == off.dump.stdout)
        #expect(!off.files.isEmpty)
        #expect(warning.files == off.files)
        // An error in the config stops the run before anything is compiled: no model, no files.
        #expect(error.dump.status == 1)
        #expect(error.dump.stderr.contains("error: ") && error.dump.stderr.contains("[\(id)]"), "\(error.dump.stderr)")
        #expect(error.dump.stdout.isEmpty)
        #expect(error.files.isEmpty)
    }
}

/// What `Docs/Architecture.md`'s walk says of the config: with a PATH and no `--config`, no
/// `themec.yml` is read, unless the PATH is a folder that holds one.
@Suite struct PathConfigTests {
    @Test func aPathReadsNoConfigUnlessItIsAFolderHoldingOne() throws {
        let box = try Sandbox([
            "themec.yml": "themes: Themes\naccess: public\n",
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Kit/themec.yml": "themes: Themes\naccess: public\n",
            "Kit/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
        ])
        let path = try box.run("generate", "Themes", "--output", "Out")
        #expect(path.status == 0, "\(path.stderr)")
        let plain = try box.read("Out/Theme.themec.swift")
        #expect(plain.contains("\nstruct CheetahColorTheme") && !plain.contains("public struct"))
        let folder = try box.run("generate", "Kit", "--output", "KitOut")
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(try box.read("KitOut/Theme.themec.swift").contains("\npublic struct CheetahColorTheme"))
    }
}
