import Foundation
import Testing

/// Builds a copy of `Examples/ThemedApp` with the build-tool plugin: the first build generates and
/// compiles, a rebuild without changes writes and compiles nothing, an edited input recompiles only
/// what it changes, and the program prints the generated values.
@Suite(.serialized) struct PluginIntegrationTests {
    /// Runs `swift` with `arguments` in `folder`, with themec's own package as the plugin package;
    /// returns the status and the combined output.
    static func swift(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        try ExampleCopy.swift(arguments, in: folder, environment: ["THEMEC_PATH": Sandbox.packageRoot.path])
    }

    @Test func theExamplePackageBuildsRebuildsOnlyWhatChangedAndRuns() throws {
        let example = try ExampleCopy()
        let app = example.app

        let first = try Self.swift(["build"], in: app)
        #expect(first.0 == 0, "\(first.1)")
        #expect(first.1.contains("themec: generating theme, strings and nib code for CheetahKit"))
        #expect(first.1.contains("themec: generating theme, strings and nib code for ThemedApp"))
        #expect(!first.1.contains("warning:"), "\(first.1)")
        #expect(example.themecBuildProducts().contains { $0.hasSuffix("/ThemecCore.build") })
        // The build-tool plugin runs `generate --quiet`: no summary line in the build log.
        #expect(!first.1.contains(" written, "), "\(first.1)")

        // On Linux, SwiftPM's second debug build re-wraps module ASTs and relinks the `themec` tool once.
        // From then on a build without changes runs themec (the plugin's command runs on every build, so
        // no edit of a config or of a file it names goes unseen) but writes and compiles nothing.
        let settling = try Self.swift(["build"], in: app)
        #expect(settling.0 == 0)
        #expect(!settling.1.contains("Compiling ThemedApp"), "\(settling.1)")
        let generated = try FileManager.default.subpathsOfDirectory(atPath: app.appendingPathComponent(".build").path)
            .filter { $0.hasSuffix(".themec.swift") }.map { app.appendingPathComponent(".build/" + $0).path }
        #expect(generated.count == 2 * 4, "\(generated)")
        func modificationDates() throws -> [Date] {
            try generated.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as! Date }
        }
        let datesBefore = try modificationDates()
        let unchanged = try Self.swift(["build"], in: app)
        #expect(unchanged.0 == 0)
        #expect(unchanged.1.contains("themec: generating theme, strings and nib code for ThemedApp"), "\(unchanged.1)")
        #expect(
            !unchanged.1.contains("Compiling ThemedApp") && !unchanged.1.contains("Compiling CheetahKit"),
            "\(unchanged.1)")
        #expect(try modificationDates() == datesBefore)

        let theme = app.appendingPathComponent("Sources/ThemedApp/Themes/Sunset.theme.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "#FF6B35", with: "#123456").write(
            to: theme, atomically: true, encoding: .utf8)
        let edited = try Self.swift(["build"], in: app)
        #expect(edited.0 == 0, "\(edited.1)")
        #expect(edited.1.contains("Compiling ThemedApp Theme.themec.swift"), "\(edited.1)")
        #expect(!edited.1.contains("Compiling CheetahKit"), "\(edited.1)")

        // Editing a kit theme regenerates the kit and the app whose theme extends it: themec reads the
        // kit's files on every build of the app.
        let kitTheme = app.appendingPathComponent("Sources/CheetahKit/Themes/Cheetah.theme.yaml")
        let kitText = try String(contentsOf: kitTheme, encoding: .utf8)
        try kitText.replacingOccurrences(
            of: "errorColor: { light: \"#D32F2F\"", with: "errorColor: { light: \"#B00020\""
        )
        .write(to: kitTheme, atomically: true, encoding: .utf8)
        let kitEdited = try Self.swift(["build"], in: app)
        #expect(kitEdited.0 == 0, "\(kitEdited.1)")
        #expect(kitEdited.1.contains("Compiling CheetahKit Theme.themec.swift"), "\(kitEdited.1)")
        #expect(kitEdited.1.contains("Compiling ThemedApp Theme.themec.swift"), "\(kitEdited.1)")

        let run = try Self.swift(["run", "--skip-build", "ThemedApp"], in: app)
        #expect(run.0 == 0, "\(run.1)")
        #expect(
            ExampleCopy.printedLines(run.1)
                == ExampleCopy.expectedOutput(sunsetPrimary: "#123456FF", kitError: "#B00020FF"),
            "\(run.1)")

        // The lint command plugin runs `themec lint` with the options it is given.
        let lint = try Self.swift(
            ["package", "themec-lint", "--target", "ThemedApp", "--reporter", "github-actions"], in: app)
        #expect(lint.0 == 0, "\(lint.1)")
        #expect(lint.1.contains("themec: 9 files, 0 errors, 0 warnings"), "\(lint.1)")

        // The generate command plugin vendors the files into the target's folder.
        let vendor = try Self.swift(
            [
                "package", "--allow-writing-to-package-directory", "themec-generate", "--target", "CheetahKit",
                "--access", "public",
            ],
            in: app)
        #expect(vendor.0 == 0, "\(vendor.1)")
        #expect(vendor.1.contains("themec: 4 files written, 0 unchanged in "), "\(vendor.1)")
        let vendored = app.appendingPathComponent("Sources/CheetahKit/Generated/Theme.themec.swift")
        #expect(try String(contentsOf: vendored, encoding: .utf8).contains("public struct CheetahColorTheme"))
        try FileManager.default.removeItem(at: vendored.deletingLastPathComponent())

        // A broken input fails the build with the located diagnostic.
        try text.replacingOccurrences(of: "primaryColor: sunset", with: "primaryColor: sunsett")
            .write(to: theme, atomically: true, encoding: .utf8)
        let broken = try Self.swift(["build"], in: app)
        #expect(broken.0 != 0)
        #expect(
            broken.1.contains(
                "Sunset.theme.yaml:7:17: error: unknown color 'sunsett'; did you mean 'sunset'? [theme-unknown-color]"),
            "\(broken.1)")
        let failingLint = try Self.swift(["package", "themec-lint", "--target", "ThemedApp"], in: app)
        #expect(failingLint.0 != 0)
        #expect(failingLint.1.contains("themec: lint failed for ThemedApp"), "\(failingLint.1)")
    }
}
