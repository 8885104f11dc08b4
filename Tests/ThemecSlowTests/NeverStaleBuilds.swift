import Foundation
import Testing

/// Every kind of input edited in turn in a built kit package and app package, each followed by the
/// app's next `swift build`, which must show it: a kit theme, a kit string, a kit nib, the app's
/// `themec.yml` and then a file it newly names, the kit's `themec.yml` and then a file it newly names,
/// and `kit.config` added to the app's config with the build planned afresh (a fresh checkout) and then
/// a kit theme. SwiftPM plans a plugin's commands only when the package or a target's files change,
/// so each of these would be lost if the plan depended on a config's contents.
enum NeverStaleBuilds {
    /// Runs the edits on the example's app package `app` (beside its kit package), built with `environment`.
    static func check(app: URL, environment: [String: String]) throws {
        let files = FileManager.default
        let examples = app.deletingLastPathComponent()
        let kitSources = examples.appendingPathComponent("ThemedApp/Sources/CheetahKit")
        let appSources = examples.appendingPathComponent("ThemedApp/Sources/ThemedApp")
        func build() throws -> String {
            let run = try ExampleCopy.swift(["build"], in: app, environment: environment)
            return "\(run.0)\n\(run.1)"
        }
        func sunsetLine() throws -> String {
            let run = try ProgramRun.run(app.appendingPathComponent(".build/debug/ThemedApp").path, in: app)
            return ExampleCopy.printedLines(run.output).first { $0.hasPrefix("kit theme after applying Sunset") } ?? ""
        }
        func edit(_ file: URL, _ old: String, _ new: String) throws -> String {
            let text = try String(contentsOf: file, encoding: .utf8)
            try #require(text.contains(old), "\(file.path) holds no \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
            return text
        }

        // Folders the configs will name later (by absolute path: the targets' folders are symbolic links),
        // outside every target; made before the build is planned.
        let design = app.appendingPathComponent("Design")
        try files.createDirectory(at: design, withIntermediateDirectories: true)
        let sunset = try String(
            contentsOf: appSources.appendingPathComponent("Themes/Sunset.theme.yaml"), encoding: .utf8)
        try sunset.replacingOccurrences(of: "#FF6B35", with: "#0A0B0C").write(
            to: design.appendingPathComponent("Sunset.theme.yaml"), atomically: true, encoding: .utf8)
        let kitDesign = examples.appendingPathComponent("KitPackage/KitDesign")
        try files.createDirectory(at: kitDesign, withIntermediateDirectories: true)
        let cheetah = try String(
            contentsOf: kitSources.appendingPathComponent("Themes/Cheetah.theme.yaml"), encoding: .utf8)
        try cheetah.replacingOccurrences(of: "#D32F2F", with: "#0D0E0F").write(
            to: kitDesign.appendingPathComponent("Cheetah.theme.yaml"), atomically: true, encoding: .utf8)
        var output = try build()
        var line = ""
        #expect(output.hasPrefix("0\n"), "\(output)")

        // A kit theme.
        let kitTheme = kitSources.appendingPathComponent("Themes/Cheetah.theme.yaml")
        let kitThemeText = try edit(kitTheme, "errorColor: { light: \"#D32F2F\"", "errorColor: { light: \"#B00020\"")
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        line = try sunsetLine()
        #expect(line.contains("errorColor #B00020FF"), "\(line)")
        try kitThemeText.write(to: kitTheme, atomically: true, encoding: .utf8)

        // A kit string: a key the app's `Home.Welcome` now nearly matches, which the app's build reports.
        let kitTable = kitSources.appendingPathComponent("Resources/en.lproj/Localizable.strings")
        let kitTableText = try edit(
            kitTable, "\"Menu.Profile\" = \"Profile\";", "\"Menu.Profile\" = \"Profile\";\n\"Home.Welcom\" = \"Hi\";")
        output = try build()
        #expect(output.contains("did you mean 'Home.Welcom'?"), "\(output)")
        try kitTableText.write(to: kitTable, atomically: true, encoding: .utf8)

        // A kit nib: an outlet the app's override does not connect, an error in the app's build.
        let kitNib = kitSources.appendingPathComponent("Layouts/DetailViewController.xib")
        let kitNibText = try edit(
            kitNib, "<outlet property=\"view\" destination=\"i5M-Pr-FkT\" id=\"sfx-zR-JGt\"/>",
            "<outlet property=\"view\" destination=\"i5M-Pr-FkT\" id=\"sfx-zR-JGt\"/>\n"
                + "                <outlet property=\"footerLabel\" destination=\"9fR-kT-bh3\" id=\"Qw1-Er-2Ty\"/>")
        output = try build()
        #expect(!output.hasPrefix("0\n"))
        #expect(output.contains("'footerLabel'") && output.contains("[layout-missing-outlet]"), "\(output)")
        try kitNibText.write(to: kitNib, atomically: true, encoding: .utf8)
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        line = try sunsetLine()
        #expect(line.contains("primaryColor #FF6B35FF, errorColor #D32F2FFF"), "\(line)")

        // The app's themec.yml names another folder of themes; then a theme there is edited.
        let appConfig = appSources.appendingPathComponent("themec.yml")
        let appConfigText = try edit(appConfig, "\nthemes: Themes\n", "\nthemes: \(design.path)\n")
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        line = try sunsetLine()
        #expect(line.contains("primaryColor #0A0B0CFF"), "\(line)")
        _ = try edit(design.appendingPathComponent("Sunset.theme.yaml"), "#0A0B0C", "#0A0B0D")
        output = try build()
        line = try sunsetLine()
        #expect(line.contains("primaryColor #0A0B0DFF"), "\(line)")
        try appConfigText.write(to: appConfig, atomically: true, encoding: .utf8)

        // The kit's themec.yml names another folder of themes; then the kit theme there is edited.
        let kitConfig = kitSources.appendingPathComponent("themec.yml")
        let kitConfigText = try edit(kitConfig, "\nthemes: Themes\n", "\nthemes: \(kitDesign.path)\n")
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        line = try sunsetLine()
        #expect(line.contains("primaryColor #FF6B35FF, errorColor #0D0E0FFF"), "\(line)")
        _ = try edit(kitDesign.appendingPathComponent("Cheetah.theme.yaml"), "#0D0E0F", "#0D0E1F")
        output = try build()
        line = try sunsetLine()
        #expect(line.contains("errorColor #0D0E1FFF"), "\(line)")
        try kitConfigText.write(to: kitConfig, atomically: true, encoding: .utf8)

        // `kit.config` in the app's config, with the build planned afresh as on a new checkout (the
        // manifest touched); then a kit theme edited.
        _ = try edit(
            appConfig, "kit:\n  module: CheetahKit\n",
            "kit:\n  module: CheetahKit\n  config: \(examples.path)/KitPackage/Sources/CheetahKit/themec.yml\n")
        try files.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: app.appendingPathComponent("Package.swift").path)
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        _ = try edit(kitTheme, "errorColor: { light: \"#D32F2F\"", "errorColor: { light: \"#C00010\"")
        output = try build()
        line = try sunsetLine()
        #expect(line.contains("errorColor #C00010FF"), "\(line)")
        try kitThemeText.write(to: kitTheme, atomically: true, encoding: .utf8)
        try appConfigText.write(to: appConfig, atomically: true, encoding: .utf8)
        output = try build()
        #expect(output.hasPrefix("0\n"), "\(output)")
        line = try sunsetLine()
        #expect(line.contains("primaryColor #FF6B35FF, errorColor #D32F2FFF"), "\(line)")
    }
}
