import Foundation
import Testing

/// `themec generate` run as a process: exit codes, stderr, write-if-changed, `--check`.
@Suite struct GenerateCommandTests {
    @Test func generatesTheThreeFilesAndExitsZero() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let result = try box.run("generate", "Themes", "--output", "Out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Self.withoutTime(result.stderr)
                == "themec: 3 files written, 0 unchanged in Out; 0 errors, 0 warnings in # s\n")
        #expect(result.stdout.isEmpty)
        for name in ["Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift"] {
            #expect(box.exists("Out/\(name)"))
        }
        #expect(try box.read("Out/Theme.themec.swift").contains("struct CheetahColorTheme: ColorTheme {"))
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(names.sorted() == ["Layouts.themec.swift", "Strings.themec.swift", "Theme.themec.swift"])
    }

    @Test func errorsPrintLocatedDiagnosticsExitOneAndWriteNothing() throws {
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": "colors:\n  primaryColor: #B1E4E3\n  secondaryColor: \"#F4364C\"\n",
            "Themes/Other.theme.yaml": "colours: {}\n",
        ])
        let result = try box.run("generate", "Themes", "--output", "Out")
        #expect(result.status == 1)
        #expect(
            Self.withoutTime(result.stderr) == """
                Themes/Cheetah.theme.yaml:2:3: error: 'primaryColor' is empty because YAML reads the unquoted \
                '#B1E4E3' as a comment; quote it: primaryColor: "#B1E4E3" [theme-unquoted-hash]
                Themes/Other.theme.yaml:1:1: error: theme 'Other' does not set the required color 'primaryColor' \
                [theme-missing-color]
                Themes/Other.theme.yaml:1:1: error: theme 'Other' does not set the required color 'secondaryColor' \
                [theme-missing-color]
                Themes/Other.theme.yaml:1:1: error: unknown key 'colours' in a theme; did you mean 'colors'? \
                [theme-unknown-key]
                themec: nothing written to Out, 4 errors, 0 warnings in # s

                """)
        #expect(!box.exists("Out"))
    }

    @Test func aRerunOnUnchangedInputKeepsModificationTimes() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        #expect(try box.run("generate", "Themes", "--output", "Out").status == 0)
        let before = try box.modificationDate("Out/Theme.themec.swift")
        let bytes = try box.read("Out/Theme.themec.swift")
        Thread.sleep(forTimeInterval: 1.1)
        let rerun = try box.run("generate", "Themes", "--output", "Out")
        #expect(rerun.status == 0)
        #expect(
            Self.withoutTime(rerun.stderr)
                == "themec: 0 files written, 3 unchanged in Out; 0 errors, 0 warnings in # s\n")
        #expect(try box.modificationDate("Out/Theme.themec.swift") == before)
        #expect(try box.read("Out/Theme.themec.swift") == bytes)
        // A changed input rewrites only the file it affects.
        let stringsBefore = try box.modificationDate("Out/Strings.themec.swift")
        try box.write(
            "Themes/Cheetah.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "B1E4E3", with: "000000"))
        #expect(try box.run("generate", "Themes", "--output", "Out").status == 0)
        #expect(try box.modificationDate("Out/Theme.themec.swift") != before)
        #expect(try box.modificationDate("Out/Strings.themec.swift") == stringsBefore)
    }

    @Test func outputIsByteIdenticalWhateverTheOrderOfPaths() throws {
        let box = try Sandbox([
            "A/Alpha.theme.yaml": Sandbox.validTheme,
            "B/Beta.theme.yaml": Sandbox.validTheme,
        ])
        #expect(try box.run("generate", "A", "B", "--output", "One").status == 0)
        #expect(try box.run("generate", "B/Beta.theme.yaml", "A", "--output", "Two").status == 0)
        for name in ["Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift"] {
            #expect(try box.read("One/\(name)") == box.read("Two/\(name)"))
        }
    }

    @Test func checkReportsMissingAndStaleOutputAndWritesNothing() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let missing = try box.run("generate", "Themes", "--output", "Out", "--check")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Out/Theme.themec.swift: would change; run 'themec generate' to update it"))
        #expect(!box.exists("Out"))
        #expect(try box.run("generate", "Themes", "--output", "Out").status == 0)
        #expect(try box.run("generate", "Themes", "--output", "Out", "--check").status == 0)
        try box.write(
            "Themes/Cheetah.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "B1E4E3", with: "000000"))
        let stale = try box.run("generate", "Themes", "--output", "Out", "--check")
        #expect(stale.status == 1)
        #expect(
            Self.withoutTime(stale.stderr) == """
                Out/Theme.themec.swift: would change; run 'themec generate' to update it
                themec: 1 file would change, 2 unchanged in Out, nothing written; 0 errors, 0 warnings in # s

                """)
        #expect(try box.read("Out/Theme.themec.swift").contains("0xB1, 0xE4, 0xE3"))
    }

    @Test func staleGeneratedFilesAreRemovedButOtherFilesAreKept() throws {
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme, "Out/Strings+Old.themec.swift": "old\n",
            "Out/Notes.swift": "keep\n",
        ])
        let result = try box.run("generate", "Themes", "--output", "Out")
        #expect(result.status == 0)
        #expect(
            Self.withoutTime(result.stderr)
                == "themec: 3 files written, 0 unchanged, 1 removed in Out; 0 errors, 0 warnings in # s\n")
        #expect(!box.exists("Out/Strings+Old.themec.swift"))
        #expect(box.exists("Out/Notes.swift"))
    }

    @Test func eachStringTableHasAFileAndATableThatDisappearsLosesIt() throws {
        let box = try Sandbox([
            "en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n",
            "en.lproj/Settings.strings": "\"Title\" = \"Settings\";\n",
        ])
        #expect(try box.run("generate", "en.lproj", "--output", "Out").status == 0)
        #expect(try box.read("Out/Strings+Localizable.themec.swift").contains("extension L10n.Menu {"))
        #expect(try box.read("Out/Strings+Settings.themec.swift").contains("extension L10n.Settings {"))
        let localizable = try box.modificationDate("Out/Strings+Localizable.themec.swift")

        // Editing one table's text rewrites that table's file only.
        try box.write("en.lproj/Settings.strings", "\"Title\" = \"Preferences\";\n")
        #expect(try box.run("generate", "en.lproj", "--output", "Out").status == 0)
        #expect(try box.read("Out/Strings+Settings.themec.swift").contains("\"Preferences\""))
        #expect(try box.modificationDate("Out/Strings+Localizable.themec.swift") == localizable)

        try FileManager.default.removeItem(at: box.root.appendingPathComponent("en.lproj/Settings.strings"))
        let result = try box.run("generate", "en.lproj", "--output", "Out")
        #expect(result.status == 0)
        #expect(
            Self.withoutTime(result.stderr).contains("1 file written, 3 unchanged, 1 removed in Out"),
            "\(result.stderr)")
        #expect(!box.exists("Out/Strings+Settings.themec.swift"))
        #expect(box.exists("Out/Strings+Localizable.themec.swift"))
    }

    @Test func stringsFilesSingleKeepsEveryAccessorInOneFile() throws {
        let box = try Sandbox([
            "en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n",
            "themec.yml": "strings: en.lproj\nstringsFiles: single\noutput: Out\n",
        ])
        #expect(try box.run("generate").status == 0)
        #expect(try box.read("Out/Strings.themec.swift").contains("static var profile: Swift.String {"))
        #expect(!box.exists("Out/Strings+Localizable.themec.swift"))
    }

    @Test func accessPublicIsApplied() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        #expect(try box.run("generate", "Themes", "--output", "Out", "--access", "public").status == 0)
        #expect(try box.read("Out/Theme.themec.swift").contains("public struct CheetahColorTheme: ColorTheme {"))
    }

    @Test func aMissingInputIsExitTwoWithThePathAndReason() throws {
        let box = try Sandbox()
        let result = try box.run("generate", "Nowhere", "--output", "Out")
        #expect(result.status == 2)
        #expect(result.stderr == "themec: error: Nowhere: no such file or directory\n")
    }

    @Test func anUnwritableOutputFolderIsExitTwoWithThePath() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme, "Out": "a file, not a folder\n"])
        let result = try box.run("generate", "Themes", "--output", "Out")
        #expect(result.status == 2)
        #expect(result.stderr == "themec: error: Out: the output path exists and is not a folder\n")
    }

    @Test func configPathsAreRelativeToTheConfigFile() throws {
        let box = try Sandbox([
            "App/themec.yml": "themes: Themes\noutput: Generated\naccess: public\n",
            "App/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
        ])
        let result = try box.run("generate", "--config", "App/themec.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try box.read("App/Generated/Theme.themec.swift").contains("public struct CheetahColorTheme"))
    }

    @Test func withoutPathsTheConfigInTheCurrentFolderIsRead() throws {
        let box = try Sandbox(["themec.yml": "themes: Themes\n", "Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        #expect(try box.run("generate").status == 0)
        #expect(box.exists("Generated/Theme.themec.swift"))
    }

    @Test func withNeitherPathsNorConfigItIsAUsageError() throws {
        let result = try Sandbox().run("generate")
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                themec: error: no inputs: pass theme, strings or XIB paths, or create themec.yml (see 'themec init')
                Run 'themec help generate' for usage.

                """)
    }

    @Test func configErrorsAreLocatedAndExitOne() throws {
        let box = try Sandbox([
            "themec.yml": "themes: Themes\nouptut: Gen\n", "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
        ])
        let result = try box.run("generate")
        #expect(result.status == 1)
        #expect(
            Self.withoutTime(result.stderr) == """
                themec.yml:2:1: error: unknown key 'ouptut' in themec.yml; did you mean 'output'? [config-unknown-key]
                themec: nothing written to Generated, 1 error, 0 warnings in # s

                """)
        #expect(!box.exists("Generated"))
    }

    @Test func ruleSeveritiesFromTheConfigApply() throws {
        let theme = Sandbox.validTheme.replacingOccurrences(
            of: "textStyle: body }", with: "textStyle: body, fontSize: 3 }")
        let box = try Sandbox([
            "themec.yml": "themes: Themes\nrules:\n  theme-ignored-font-size: error\n",
            "Themes/Cheetah.theme.yaml": theme,
        ])
        let result = try box.run("generate")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: text slot 'body' sets both"))
        try box.write("themec.yml", "themes: Themes\nrules:\n  theme-ignored-font-size: off\n")
        let quiet = try box.run("generate")
        #expect(quiet.status == 0)
        #expect(
            Self.withoutTime(quiet.stderr)
                == "themec: 3 files written, 0 unchanged in Generated; 0 errors, 0 warnings in # s\n")
    }

    @Test func quietLeavesOutTheSummaryButNotTheDiagnostics() throws {
        let theme = Sandbox.validTheme.replacingOccurrences(
            of: "textStyle: body }", with: "textStyle: body, fontSize: 3 }")
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": theme])
        let loud = try box.run("generate", "Themes", "--output", "Out")
        #expect(loud.status == 0)
        #expect(
            Self.withoutTime(loud.stderr).hasSuffix(
                "\nthemec: 3 files written, 0 unchanged in Out; 0 errors, 1 warning in # s\n"))
        let quiet = try box.run("generate", "Themes", "--output", "Out", "--quiet")
        #expect(quiet.status == 0)
        #expect(quiet.stderr.contains("warning: text slot 'body' sets both"))
        #expect(!quiet.stderr.contains("themec:"), "\(quiet.stderr)")
        let broken = try box.run("generate", "Nowhere", "--quiet")
        #expect(broken.stderr == "themec: error: Nowhere: no such file or directory\n")
        #expect(try box.run("help", "generate").stdout.contains("--quiet"))
    }

    /// `text` with the seconds of a summary line (`in 0.07 s`) replaced by `#`.
    static func withoutTime(_ text: String) -> String {
        text.replacing(/\ in [0-9]+\.[0-9]{2} s\n/, with: " in # s\n")
    }
}
