import Foundation
import Testing

/// `themec generate --input-file-list FILE --output-file-list FILE`: the lists hold exactly what
/// a run read and wrote, relative to `$(SRCROOT)`, are written only when they change, are
/// checked by `--check`, and a list that cannot be written is exit 2 with its path.
@Suite struct XcodeFileListTests {
    static let listArguments = [
        "--input-file-list", "Lists/inputs.xcfilelist", "--output-file-list", "Lists/outputs.xcfilelist",
    ]
    /// No `SRCROOT` from the environment the tests run in (an empty value counts as unset).
    static let noSourceRoot = ["SRCROOT": ""]

    /// An app folder with a config naming its themes, strings and layout overrides, the kit's
    /// strings and nibs in a sibling folder, and files the config does not name.
    static func project() throws -> Sandbox {
        let layouts = Sandbox.packageRoot.appendingPathComponent("Layouts")
        return try Sandbox([
            "App/themec.yml": """
            themes: Themes
            strings: Strings
            baseStrings: ../Kit/Strings
            layouts:
              overrides: Layouts
              base: ../Kit/Layouts
            output: Generated

            """,
            "App/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "App/Themes/notes.txt": "not an input\n",
            "App/Strings/en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Me\";\n",
            "App/Strings/en.lproj/Errors.strings": "\"Error.Network\" = \"Offline\";\n",
            "App/Layouts/DetailViewController.xib":
                try String(contentsOf: layouts.appendingPathComponent("App/DetailViewController.xib"), encoding: .utf8),
            "App/Unused/Other.strings": "\"Unused\" = \"Unused\";\n",
            "Kit/Strings/en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n",
            "Kit/Layouts/DetailViewController.xib":
                try String(contentsOf: layouts.appendingPathComponent("Kit/DetailViewController.xib"), encoding: .utf8),
        ])
    }

    /// A German translation of both app tables.
    static func addGerman(_ box: Sandbox) throws {
        try box.write("App/Strings/de.lproj/Localizable.strings", "\"Menu.Profile\" = \"Ich\";\n")
        try box.write("App/Strings/de.lproj/Errors.strings", "\"Error.Network\" = \"Offline\";\n")
    }

    static func run(_ box: Sandbox, _ arguments: [String], environment: [String: String] = noSourceRoot) throws
        -> ThemecProcess.Output
    {
        try ThemecProcess.run(arguments, in: box.root.appendingPathComponent("App"), environment: environment)
    }

    static func lines(_ box: Sandbox, _ path: String) throws -> [String] {
        try box.read(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The list entry for a path as diagnostics print it from the `App` folder, `$(SRCROOT)`:
    /// relative to it, with `..` outside it (the kit's files, in the sandbox's `Kit`).
    static func entry(_ displayPath: String) -> String {
        "$(SRCROOT)/" + displayPath
    }

    @Test func theListsHoldWhatARunReadAndWrote() throws {
        let box = try Self.project()
        let result = try Self.run(box, ["generate"] + Self.listArguments)
        #expect(result.status == 0, "\(result.stderr)")

        // What the run read: every file lint checks with the same config (its JUnit report has
        // one test suite per file read), and the config itself.
        let lint = try Self.run(box, ["lint", "--reporter", "junit"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let checked = lint.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<testsuite name=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        let read = Set(checked.map { Self.entry($0) } + ["$(SRCROOT)/themec.yml"])
        #expect(read.count == 7, "\(read.sorted())")
        // And every folder listed to find them: a file added to one is a new input, so the phase must run.
        let folders: Set<String> = [
            "$(SRCROOT)/Themes", "$(SRCROOT)/Strings", "$(SRCROOT)/Strings/en.lproj", "$(SRCROOT)/Layouts",
            "$(SRCROOT)/../Kit/Strings", "$(SRCROOT)/../Kit/Strings/en.lproj", "$(SRCROOT)/../Kit/Layouts",
        ]
        let inputs = try Self.lines(box, "App/Lists/inputs.xcfilelist")
        #expect(inputs.last == "", "ends with a line break")
        #expect(Set(inputs.dropLast()) == read.union(folders), "\(inputs)")
        #expect(inputs.dropLast() == inputs.dropLast().sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(inputs.contains("$(SRCROOT)/../Kit/Strings/en.lproj/Localizable.strings"))
        #expect(!inputs.contains { $0.contains("Unused") || $0.contains("notes.txt") })

        // What the run wrote: the files in the output folder.
        let generated = box.root.appendingPathComponent("App/Generated")
        let written = try FileManager.default.contentsOfDirectory(atPath: generated.path)
        // The three fixed files and one per string table (Errors and Localizable).
        #expect(written.count == 5, "\(written)")
        let outputs = try Self.lines(box, "App/Lists/outputs.xcfilelist")
        #expect(outputs.dropLast() == written.sorted().map { "$(SRCROOT)/Generated/" + $0 })

        // Every entry names a file that exists once $(SRCROOT) is the app's folder.
        for entry in inputs.dropLast() + outputs.dropLast() {
            let path = entry.replacingOccurrences(of: "$(SRCROOT)", with: box.root.appendingPathComponent("App").path)
            #expect(FileManager.default.fileExists(atPath: path), "\(entry)")
        }
    }

    @Test func sourceRootIsTheEnvironmentsThenTheConfigsFolderThenTheCurrentFolder() throws {
        let box = try Self.project()
        let fromXcode = try Self.run(box, ["generate"] + Self.listArguments, environment: ["SRCROOT": box.root.path])
        #expect(fromXcode.status == 0, "\(fromXcode.stderr)")
        let inputs = try Self.lines(box, "App/Lists/inputs.xcfilelist")
        #expect(inputs.contains("$(SRCROOT)/App/themec.yml"))
        #expect(inputs.contains("$(SRCROOT)/Kit/Strings/en.lproj/Localizable.strings"))
        #expect(
            try Self.lines(box, "App/Lists/outputs.xcfilelist").first == "$(SRCROOT)/App/Generated/Layouts.themec.swift"
        )

        // Run from the sandbox with --config: the config's folder.
        let fromConfig = try ThemecProcess.run(
            ["generate", "--config", "App/themec.yml", "--input-file-list", "in.xcfilelist"],
            in: box.root, environment: Self.noSourceRoot)
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        #expect(try Self.lines(box, "in.xcfilelist").contains("$(SRCROOT)/../Kit/Strings/en.lproj/Localizable.strings"))

        // PATHs without a config: the current folder.
        let fromPaths = try ThemecProcess.run(
            [
                "generate", "App/Themes", "--output", "Out", "--input-file-list", "paths.xcfilelist",
                "--output-file-list", "out.xcfilelist",
            ],
            in: box.root, environment: Self.noSourceRoot)
        #expect(fromPaths.status == 0, "\(fromPaths.stderr)")
        #expect(try box.read("paths.xcfilelist") == "$(SRCROOT)/App/Themes\n$(SRCROOT)/App/Themes/Cheetah.theme.yaml\n")
        #expect(try Self.lines(box, "out.xcfilelist").first == "$(SRCROOT)/Out/Layouts.themec.swift")
    }

    @Test func listsAreWrittenOnlyWhenTheyChange() throws {
        let box = try Self.project()
        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        let inputsBefore = try box.modificationDate("App/Lists/inputs.xcfilelist")
        let outputsBefore = try box.modificationDate("App/Lists/outputs.xcfilelist")
        let inputs = try box.read("App/Lists/inputs.xcfilelist")
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        #expect(try box.modificationDate("App/Lists/inputs.xcfilelist") == inputsBefore)
        #expect(try box.modificationDate("App/Lists/outputs.xcfilelist") == outputsBefore)

        // A new locale of the tables: new inputs, the same outputs.
        try Self.addGerman(box)
        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        #expect(
            try box.read("App/Lists/inputs.xcfilelist")
                == inputs.replacingOccurrences(
                    of: "$(SRCROOT)/Strings/en.lproj\n",
                    with:
                        "$(SRCROOT)/Strings/de.lproj\n$(SRCROOT)/Strings/de.lproj/Errors.strings\n"
                        + "$(SRCROOT)/Strings/de.lproj/Localizable.strings\n$(SRCROOT)/Strings/en.lproj\n"))
        #expect(try box.modificationDate("App/Lists/outputs.xcfilelist") == outputsBefore)

        // A list edited by hand is put back.
        try box.write("App/Lists/outputs.xcfilelist", "$(SRCROOT)/Generated/Old.themec.swift\n")
        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        #expect(try box.read("App/Lists/outputs.xcfilelist").hasPrefix("$(SRCROOT)/Generated/Layouts.themec.swift\n"))
    }

    @Test func checkReportsAListThatWouldChangeAndWritesNothing() throws {
        let box = try Self.project()
        #expect(try Self.run(box, ["generate"]).status == 0)
        // `--quiet`: only the lines about the lists, no summary line.
        let missing = try Self.run(box, ["generate", "--check", "--quiet"] + Self.listArguments)
        #expect(missing.status == 1)
        #expect(
            missing.stderr == """
                Lists/inputs.xcfilelist: would change; run 'themec generate' to update it
                Lists/outputs.xcfilelist: would change; run 'themec generate' to update it

                """)
        #expect(!box.exists("App/Lists"))

        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        let current = try Self.run(box, ["generate", "--check", "--quiet"] + Self.listArguments)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stderr.isEmpty)

        let inputs = try box.read("App/Lists/inputs.xcfilelist")
        try Self.addGerman(box)
        let stale = try Self.run(box, ["generate", "--check", "--quiet"] + Self.listArguments)
        #expect(stale.status == 1)
        #expect(stale.stderr == "Lists/inputs.xcfilelist: would change; run 'themec generate' to update it\n")
        #expect(try box.read("App/Lists/inputs.xcfilelist") == inputs)
    }

    @Test func aListThatCannotBeWrittenIsExitTwoWithItsPath() throws {
        let box = try Self.project()
        try FileManager.default.createDirectory(
            at: box.root.appendingPathComponent("App/Lists/inputs.xcfilelist"),
            withIntermediateDirectories: true)
        let folder = try Self.run(box, ["generate"] + Self.listArguments)
        #expect(folder.status == 2)
        #expect(folder.stderr == "themec: error: Lists/inputs.xcfilelist: is a directory\n")

        let throughFile = try Self.run(box, ["generate", "--output-file-list", "themec.yml/outputs.xcfilelist"])
        #expect(throughFile.status == 2)
        #expect(
            throughFile.stderr.hasPrefix(
                "themec: error: themec.yml/outputs.xcfilelist: cannot be written: themec.yml: "),
            "\(throughFile.stderr)")

        let same = try Self.run(box, ["generate", "--input-file-list", "list", "--output-file-list", "./list"])
        #expect(same.status == 2)
        #expect(same.stderr.hasPrefix("themec: error: --input-file-list and --output-file-list name the same file"))
    }

    @Test(
        .enabled(
            if: Prerequisite.runs(LimitedProcess.canDropPermissionOverride),
            "needs setpriv to make root honour permission bits"))
    func aListInAReadOnlyFolderIsExitTwoWithItsPath() throws {
        try Prerequisite.require(LimitedProcess.canDropPermissionOverride, LimitedProcess.permissionOverrideNeed)
        let box = try Self.project()
        let lists = box.root.appendingPathComponent("App/Lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        #expect(chmod(lists.path, 0o555) == 0)
        defer { chmod(lists.path, 0o755) }
        let result = try LimitedProcess(seconds: 30, withoutPermissionOverride: true)
            .run(
                ["generate"] + Self.listArguments, in: lists.deletingLastPathComponent(), environment: Self.noSourceRoot
            )
        #expect(result.status == 2)
        #expect(result.stderr == "themec: error: Lists/inputs.xcfilelist: permission denied\n", "\(result.stderr)")
    }

    @Test func aPathWithALineBreakCannotBeListed() throws {
        let box = try Self.project()
        try box.write("App/Themes/Two\nLines/Other.theme.yaml", Sandbox.validTheme)
        let result = try Self.run(box, ["generate"] + Self.listArguments)
        #expect(result.status == 2)
        #expect(
            result.stderr == "themec: error: Themes/Two\\nLines/Other.theme.yaml: "
                + "a path with a line break cannot be written to an .xcfilelist\n")
        #expect(!box.exists("App/Generated"))
    }

    /// A Run Script phase as Xcode runs one with dependency analysis, reduced to what decides it: before the
    /// build it reads the input list as the last run left it, and runs the phase when a listed path's
    /// modification (time, size, identity) differs from what it saw when the phase last ran, or an output
    /// is missing. Every kind of edit must reach the generated files this way: the list names the kit's
    /// config and every folder listed, so an edited config and then a file it newly names, and a file added
    /// to a folder, each run the phase again.
    struct RunScriptPhase {
        let box: Sandbox
        private var seen: [String: [String]]?

        init(_ box: Sandbox) { self.box = box }

        private func listed() throws -> [String] {
            let list = box.root.appendingPathComponent("App/Lists/inputs.xcfilelist")
            guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
            let source = box.root.appendingPathComponent("App").path
            return text.split(separator: "\n").map { $0.replacingOccurrences(of: "$(SRCROOT)", with: source) }
        }

        private static func signature(_ path: String) -> [String] {
            var info = stat()
            guard stat(path, &info) == 0 else { return ["missing"] }
            return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)].map { "\($0)" }
        }

        /// Builds: returns whether the phase ran.
        mutating func build() throws -> Bool {
            let paths = try listed()
            let now = Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.signature($0)) })
            guard seen == nil || now != seen || !box.exists("App/Generated/Theme.themec.swift") else { return false }
            let result = try XcodeFileListTests.run(box, ["generate"] + XcodeFileListTests.listArguments)
            #expect(result.status == 0, "\(result.stderr)")
            seen = now
            return true
        }
    }

    @Test func aRunScriptPhaseThatTrustsItsListsSeesEveryEdit() throws {
        let box = try Self.project()
        try box.write(
            "App/themec.yml", "kit:\n  module: Kit\n  config: ../Kit/themec.yml\nthemes: Themes\noutput: Generated\n")
        try box.write("Kit/themec.yml", "themes: Themes\n")
        try box.write("Kit/Themes/Base.theme.yaml", Sandbox.validTheme)
        try box.write("App/Themes/Cheetah.theme.yaml", "extends: Base\n")
        try box.write(
            "Kit/Other/Base.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "#F4364C", with: "#0D0E0F"))
        try box.write("App/Other/Cheetah.theme.yaml", "extends: Base\ncolors:\n  errorColor: \"#0A0B0C\"\n")
        // Generated once by hand, as Docs/Xcode.md says to, so the lists exist before the first build.
        #expect(try Self.run(box, ["generate"] + Self.listArguments).status == 0)
        var phase = RunScriptPhase(box)
        func theme() throws -> String { try box.read("App/Generated/Theme.themec.swift") }
        var text = ""
        #expect(try phase.build())
        #expect(try !phase.build(), "nothing changed, so the phase does not run")

        // A kit theme, read through the kit's config.
        try box.write(
            "Kit/Themes/Base.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "#F4364C", with: "#123456"))
        #expect(try phase.build())
        text = try theme()
        #expect(text.contains("0x12, 0x34, 0x56"), "\(text)")

        // A theme file added to a folder the config names.
        try box.write("App/Themes/Lagoon.theme.yaml", "extends: Base\n")
        #expect(try phase.build())
        #expect(try theme().contains("struct LagoonColorTheme"))

        // The kit's config names another folder; then the theme there is edited.
        try box.write("Kit/themec.yml", "themes: Other\n")
        #expect(try phase.build())
        text = try theme()
        #expect(text.contains("0x0D, 0x0E, 0x0F"), "\(text)")
        try box.write(
            "Kit/Other/Base.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "#F4364C", with: "#0D0E1F"))
        #expect(try phase.build())
        text = try theme()
        #expect(text.contains("0x0D, 0x0E, 0x1F"), "\(text)")

        // The app's config names another folder; then the theme there is edited.
        try box.write(
            "App/themec.yml", "kit:\n  module: Kit\n  config: ../Kit/themec.yml\nthemes: Other\noutput: Generated\n")
        #expect(try phase.build())
        text = try theme()
        #expect(text.contains("0x0A, 0x0B, 0x0C") && !text.contains("Lagoon"), "\(text)")
        try box.write("App/Other/Cheetah.theme.yaml", "extends: Base\ncolors:\n  errorColor: \"#0A0B1C\"\n")
        #expect(try phase.build())
        text = try theme()
        #expect(text.contains("0x0A, 0x0B, 0x1C"), "\(text)")
        #expect(try !phase.build())
    }
}
