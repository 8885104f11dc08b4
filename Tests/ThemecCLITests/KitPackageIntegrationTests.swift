import Foundation
import Testing

/// Builds the kit and the app as teams lay them out: `Examples/KitPackage` is the kit's own package
/// and `Examples/AppPackage` an app package that depends on it (by path, standing in for a URL). The
/// app's themec.yml names the kit by module only, no themec.yml sets `bundle:` and `main.swift` has
/// no bundle list: the plugin finds the kit's target and config, and the kit finds the app's strings
/// and nib override at runtime by itself.
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
        #expect(!main.contains("L10nLookup.bundles") && !main.contains("Nibs.bundles ="))

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

        // A kit module that matches no dependency stops the build, naming those the plugin saw.
        let configFile = app.appendingPathComponent("Sources/ThemedApp/themec.yml")
        try FileManager.default.removeItem(at: app.appendingPathComponent("Sources/ThemedApp"))
        try FileManager.default.copyItem(
            at: example.app.appendingPathComponent("Sources/ThemedApp"),
            to: app.appendingPathComponent("Sources/ThemedApp"))
        try config.replacingOccurrences(of: "module: CheetahKit", with: "module: CheetahKt")
            .write(to: configFile, atomically: true, encoding: .utf8)
        let wrong = try ExampleCopy.swift(["build"], in: app, environment: environment)
        #expect(wrong.0 != 0)
        #expect(
            wrong.1.contains(
                "themec: 'kit.module: CheetahKt' in the themec.yml of target 'ThemedApp' matches none of its "
                    + "dependencies (CheetahKit)"), "\(wrong.1)")
    }
}

/// The lines of a `themec.yml` without its comments.
enum ConfigLines {
    static func uncommented(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }
}
