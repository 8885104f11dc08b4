import Foundation
import Testing

/// Usage errors, help, version, lint, dump and init, run as a process.
@Suite struct CommandLineTests {
    #if os(Linux)
        /// themec starts about a third faster when it loads FoundationEssentials only: Foundation
        /// itself would also load CoreFoundation and ICU (Docs/Performance.md).
        @Test func theBinaryLinksFoundationEssentialsButNotFoundation() throws {
            let (status, libraries) = try ProgramRun.run("/usr/bin/env", ["ldd", ThemecProcess.executable.path])
            #expect(status == 0)
            #expect(libraries.contains("libFoundationEssentials.so"))
            #expect(!libraries.contains("libFoundation.so"), "\(libraries)")
            #expect(!libraries.contains("libFoundationInternationalization.so"), "\(libraries)")
        }
    #endif

    @Test func unknownOptionIsOneLineWithASuggestionAndExitTwo() throws {
        let result = try Sandbox().run("generate", "--ouput", "X")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "themec: error: unknown option '--ouput' for 'generate'; did you mean '--output'?\nRun 'themec "
                + "help generate' for usage.\n"
        )
    }

    @Test func unknownCommandSuggestsTheNearest() throws {
        let result = try Sandbox().run("genrate")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "themec: error: unknown command 'genrate'; did you mean 'generate'?\nRun 'themec --help' for "
                + "usage.\n"
        )
    }

    @Test func badChoiceAndMissingValueAreUsageErrors() throws {
        let box = try Sandbox()
        let choice = try box.run("generate", "--access", "open")
        #expect(choice.status == 2)
        #expect(
            choice.stderr.hasPrefix(
                "themec: error: 'open' is not a valid value for '--access'; use one of internal, public\n"))
        let missing = try box.run("generate", "--output")
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("themec: error: option '--output' needs a value (DIR)\n"))
    }

    @Test func noArgumentsPrintsTheOverviewAndExitsTwo() throws {
        let result = try Sandbox().run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("USAGE: themec COMMAND"))
    }

    @Test func helpAndVersion() throws {
        let box = try Sandbox()
        let overview = try box.run("--help")
        #expect(overview.status == 0)
        for command in ["generate", "lint", "dump", "preview", "schema", "init", "help"] {
            #expect(overview.stdout.contains("\n  \(command) "))
        }
        for command in ["generate", "lint", "dump", "preview", "schema", "init"] {
            let help = try box.run("help", command)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: themec \(command)"))
            #expect(try box.run(command, "--help").stdout == help.stdout)
        }
        #expect(try box.run("help", "generate").stdout.contains("--check"))
        let version = try box.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("themec "))
    }

    @Test func lintStrictPassesOnAStringCatalogAsXcodeWritesIt() throws {
        let catalog = Sandbox.packageRoot.appendingPathComponent(
            "Tests/ThemecCoreTests/Fixtures/Strings/catalogs/Feed.xcstrings")
        let box = try Sandbox(["Strings/Feed.xcstrings": try String(contentsOf: catalog, encoding: .utf8)])
        let result = try box.run("lint", "--strict", "Strings")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
    }

    @Test func lintReportsOnStandardOutputAndSummarisesOnStandardError() throws {
        let theme = Sandbox.validTheme.replacingOccurrences(
            of: "textStyle: body }", with: "textStyle: body, fontSize: 3 }")
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": theme])
        let result = try box.run("lint", "Themes")
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "Themes/Cheetah.theme.yaml:5:49: warning: text slot 'body' sets both 'textStyle' and 'fontSize'; "
                + "'fontSize: 3' is ignored because 'textStyle: body' wins [theme-ignored-font-size]\n"
        )
        #expect(result.stderr.hasPrefix("themec: 1 file, 0 errors, 1 warning in "))
        #expect(!box.exists("Generated"))
        let strict = try box.run("lint", "--strict", "Themes")
        #expect(strict.status == 1)
        try box.write("Themes/Cheetah.theme.yaml", "colors: {}\n")
        let failing = try box.run("lint", "Themes")
        #expect(failing.status == 1)
        #expect(failing.stderr.hasPrefix("themec: 1 file, 2 errors, 0 warnings in "))
    }

    @Test func dumpPrintsTheResolvedModelAsSortedJSON() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let result = try box.run("dump", "Themes")
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let themes = json?["themes"] as? [String: Any]
        let cheetah = themes?["Cheetah"] as? [String: Any]
        let colors = cheetah?["colors"] as? [String: [String: String]]
        #expect(colors?["primaryColor"] == ["light": "#B1E4E3FF", "dark": "#B1E4E3FF"])
        let text = cheetah?["text"] as? [String: [String: Any]]
        #expect(text?["body"]?["fontName"] as? String == "Helvetica")
        #expect(text?["body"]?["textStyle"] as? String == "body")
        #expect(text?["body"]?["fontSize"] is NSNull)
        #expect(text?["title1"]?["fontName"] is NSNull)
        #expect(json?["strings"] != nil)
        #expect(json?["layouts"] != nil)
        // Sorted keys: "layouts" < "strings" < "themes" in the text.
        let order = ["\"layouts\"", "\"strings\"", "\"themes\""].map { result.stdout.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
        #expect(try box.run("dump", "Themes").stdout == result.stdout)
    }

    @Test func initWritesAStarterThatGeneratesCleanlyAndNeverOverwrites() throws {
        let box = try Sandbox()
        let created = try box.run("init", "Starter")
        #expect(created.status == 0)
        #expect(box.exists("Starter/themec.yml"))
        #expect(box.exists("Starter/Themes/App.theme.yaml"))
        let generated = try box.run("generate", "--config", "Starter/themec.yml")
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(try box.read("Starter/Generated/Theme.themec.swift").contains("struct AppColorTheme"))
        let again = try box.run("init", "Starter")
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "themec: error: Starter/themec.yml: already exists; init writes nothing over existing files\n")
    }

    @Test func aFIFONamedLikeAnInputIsSkippedWithAWarningNotAHang() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        #expect(mkfifo(box.root.appendingPathComponent("Themes/Trap.theme.yaml").path, 0o644) == 0)
        let result = try box.run("lint", "Themes")
        #expect(result.status == 0)
        #expect(
            result.stdout.contains("Themes/Trap.theme.yaml:1:1: warning: skipped: not a regular file [input-skipped]"))
    }

    @Test func aSymlinkLoopEnds() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        try FileManager.default.createSymbolicLink(
            atPath: box.root.appendingPathComponent("Themes/loop").path,
            withDestinationPath: box.root.appendingPathComponent("Themes").path)
        let result = try box.run("lint", "Themes")
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("themec: 1 file, 0 errors"))
    }
}
