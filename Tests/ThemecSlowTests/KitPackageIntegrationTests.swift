import Foundation
import Testing

/// Builds the kit and the app as teams lay them out: `Examples/KitPackage` is the kit's own package
/// and `Examples/AppPackage` an app package that depends on it (by path, standing in for a URL). The
/// app's themec.yml names the kit by module only, no themec.yml sets `bundle:` and `main.swift` has
/// no bundle list: the plugin finds the kit's target and config, and the kit finds the app's strings
/// and nib override at runtime by itself; the app saves and restores the bundle settings, and its
/// overrides still show. Then what must not fail silently: a mismatched override put into the built app
/// bundle, a kit bundle without its German, no kit bundle at all, the same override in the app's sources,
/// and a kit target without the runtime. Last, every kind of input edited in turn must show in the
/// app's next build (``NeverStaleBuilds``).
@Suite(.serialized) struct KitPackageIntegrationTests {
    @Test func theAppPackageBuildsAgainstTheKitPackageAndTheKitSeesItsOverrides() throws {
        let example = try ExampleCopy()
        let app = example.appPackage
        let config = try String(
            contentsOf: app.appendingPathComponent("Sources/ThemedApp/themec.yml"), encoding: .utf8)
        let kitConfig = try String(
            contentsOf: example.kitPackage.appendingPathComponent("Sources/CheetahKit/themec.yml"), encoding: .utf8)
        let main = try String(contentsOf: app.appendingPathComponent("Sources/ThemedApp/main.swift"), encoding: .utf8)
        // What the example shows: the kit by module alone, no bundle setting, no bundle list.
        #expect(ConfigLines.uncommented(config).contains("kit:\n  module: CheetahKit\nthemes:"))
        #expect(!ConfigLines.uncommented(config + kitConfig).contains("bundle"))
        #expect(!main.contains("L10nLookup.bundles = [") && !main.contains("Nibs.bundles = ["))

        // Built with the binary plugin package, the same plugin source running the test run's own
        // themec from an artifact bundle, so this build does not compile themec again (the
        // one-package example's test builds the source plugin).
        let package = try BinaryPluginIntegrationTests.binaryPackage(in: example.folder)
        let made = try BinaryPluginIntegrationTests.makeBundle(into: package)
        try #require(made.status == 0, "\(made.output)")
        let environment = ["THEMEC_PLUGIN": "binary", "THEMEC_PATH": package.path]
        let run = try ExampleCopy.swift(["run", "ThemedApp"], in: app, environment: environment)
        #expect(run.0 == 0, "\(run.1)")
        #expect(!run.1.contains("warning:"), "\(run.1)")
        #expect(ExampleCopy.printedLines(run.1) == ExampleCopy.expectedOutput(), "\(run.1)")

        // What reaches the built bundles after the build (a vendor's drop, a hand edit) cannot crash the
        // app: an override that reads a String where the kit's accessor passes an Int is passed over, the
        // kit's own text shows, and the app's L10n.validate() says so.
        let built = app.appendingPathComponent(".build/debug")
        let appTable = built.appendingPathComponent("ThemedApp_ThemedApp.resources/en.lproj/Localizable.strings")
        let appText = try String(contentsOf: appTable, encoding: .utf8)
        try (appText + "\n\"Reward.Summary\" = \"%1$@ earned %2$@ points\";\n").write(
            to: appTable, atomically: true, encoding: .utf8)
        let program = built.appendingPathComponent("ThemedApp").path
        let mismatched = try ProgramRun.run(program, in: app, includingErrors: true)
        #expect(mismatched.status == 0, "\(mismatched.output)")
        let lines = ExampleCopy.printedLines(mismatched.output)
        #expect(lines.contains("kit reward: Ada earned 120 points"), "\(mismatched.output)")
        #expect(
            lines.last?.contains(
                "ThemedApp_ThemedApp.resources reads %@ %@, but its accessor passes %@ %i, so it is passed over")
                == true, "\(mismatched.output)")
        try appText.write(to: appTable, atomically: true, encoding: .utf8)

        // The kit's bundle without its German: the app's L10n.validate() covers the kit's keys as the app
        // shows them, and lookups in German show the kit's English.
        try FileManager.default.removeItem(
            at: built.appendingPathComponent("CheetahKit_CheetahKit.resources/de.lproj"))
        let noGerman = try ProgramRun.run(program, in: app, includingErrors: true)
        #expect(noGerman.status == 0, "\(noGerman.output)")
        let germanLines = ExampleCopy.printedLines(noGerman.output)
        #expect(germanLines.contains("kit reward in German: Ada earned 120 points"), "\(noGerman.output)")
        #expect(germanLines.contains("kit button in German (the app's override): Verstanden"), "\(noGerman.output)")
        #expect(
            germanLines.last?.contains("'Reward.Summary' (Localizable) has no text in de: the en text shows") == true,
            "\(noGerman.output)")

        // The kit's resource bundle missing altogether (a copy of the app without it): nothing traps (the
        // generated code never calls SwiftPM's `Bundle.module`), the kit's keys show their compiled-in
        // English (`"Menu.Profile".localized` too, not the key), the app's overrides still show, and the
        // app's L10n.validate() and Nibs.validate() name the missing bundle and where it was looked for.
        try FileManager.default.removeItem(at: built.appendingPathComponent("CheetahKit_CheetahKit.resources"))
        let noKit = try ProgramRun.run(program, in: app, includingErrors: true)
        #expect(noKit.status == 0, "\(noKit.output)")
        let noKitLines = ExampleCopy.printedLines(noKit.output)
        for line in [
            "kit button (overridden by the app): Got it", "kit profile title: Profile",
            "kit reward: Ada earned 120 points",
            "kit reward in German: Ada earned 120 points", "kit button after restoring the bundles: Got it",
        ] {
            #expect(noKitLines.contains(line), "\(line)\n\(noKit.output)")
        }
        let folder = built.resolvingSymlinksInPath().path
        let checks = noKitLines.last ?? ""
        #expect(
            checks.contains(
                "the bundle CheetahKit_CheetahKit.resources of CheetahKit's strings is missing; "
                    + "looked for in: \(folder)"),
            "\(noKit.output)")
        #expect(
            checks.contains(
                "the bundle CheetahKit_CheetahKit.resources of the nibs CheetahKit.Nibs lists is missing; "
                    + "looked for in: " + folder), "\(noKit.output)")

        // A kit module that matches no dependency stops the build at the module's line, naming the target's
        // dependencies: themec looks for the kit when it runs, so the edit needs no new build plan.
        let configFile = app.appendingPathComponent("Sources/ThemedApp/themec.yml")
        try config.replacingOccurrences(of: "module: CheetahKit", with: "module: CheetahKt")
            .write(to: configFile, atomically: true, encoding: .utf8)
        let wrong = try ExampleCopy.swift(["build"], in: app, environment: environment)
        #expect(wrong.0 != 0)
        #expect(
            wrong.1.contains(
                "themec.yml:7:11: error: 'kit.module: CheetahKt' matches none of the target's dependencies "
                    + "(CheetahKit); add the kit's product to the target's dependencies, or name the kit's themec.yml "
                    + "with 'kit.config' [config-kit-not-found]"), "\(wrong.1)")

        // At build time, the same override is an error in the app's build, with the kit's value as a note.
        try config.write(to: configFile, atomically: true, encoding: .utf8)
        let sourceTable = app.appendingPathComponent("Sources/ThemedApp/Resources/en.lproj/Localizable.strings")
        let sourceText = try String(contentsOf: sourceTable, encoding: .utf8)
        try (sourceText + "\"Reward.Summary\" = \"%1$@ earned %2$@ points\";\n").write(
            to: sourceTable, atomically: true, encoding: .utf8)
        let overridden = try ExampleCopy.swift(["build"], in: app, environment: environment)
        #expect(overridden.0 != 0)
        #expect(
            overridden.1.contains(
                "reads argument 2 as %@ (String) but the kit's accessor reads it as %d (Int) "
                    + "[strings-override-placeholder-mismatch]"), "\(overridden.1)")
        try sourceText.write(to: sourceTable, atomically: true, encoding: .utf8)

        // A kit target that does not depend on the runtime its generated code imports stops the build
        // with the fix.
        let kitManifest = example.kitPackage.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: kitManifest, encoding: .utf8)
        let dependency = try #require(manifest.range(of: "dependencies: [.product(name: \"ThemecRuntime\""))
        let line = manifest[dependency.lowerBound...].prefix { $0 != "\n" }
        try manifest.replacingOccurrences(of: String(line), with: "").write(
            to: kitManifest, atomically: true, encoding: .utf8)
        let noRuntime = try ExampleCopy.swift(["build"], in: example.kitPackage, environment: environment)
        #expect(noRuntime.0 != 0)
        #expect(
            noRuntime.1.contains(
                "themec: target 'CheetahKit' does not depend on ThemecRuntime, which its generated code imports"),
            "\(noRuntime.1)")
        try manifest.write(to: kitManifest, atomically: true, encoding: .utf8)

        // Every kind of input edited in turn reaches the app's next build, with nothing touched by hand.
        try NeverStaleBuilds.check(app: app, environment: environment)
    }
}

/// The lines of a `themec.yml` without its comments.
enum ConfigLines {
    static func uncommented(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }
}
