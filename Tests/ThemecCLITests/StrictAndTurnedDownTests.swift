import Foundation
import Testing

/// `--strict` and `rules:` mean the same in every command, because one policy decides severities: a
/// warning under `--strict` is reported as an error and stops `generate` as it fails `lint`; a rule
/// turned down to a warning leaves the theme it is about in the output.
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
