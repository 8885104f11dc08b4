import Foundation

/// A copy of the examples in a temporary folder, without their build folders, for tests that build
/// them with `swift`; removed when the test ends. `Examples/ThemedApp` is the one-package example;
/// `Examples/KitPackage` and `Examples/AppPackage` are the kit and the app as packages of their own
/// (their sources link to the one-package example's, so the three are copied together).
final class ExampleCopy {
    /// The temporary folder, and the example packages inside it.
    let folder: URL
    let app: URL
    let kitPackage: URL
    let appPackage: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plugin-\(UUID().uuidString)")
        app = folder.appendingPathComponent("ThemedApp")
        kitPackage = folder.appendingPathComponent("KitPackage")
        appPackage = folder.appendingPathComponent("AppPackage")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for package in [app, kitPackage, appPackage] {
            let source = Sandbox.packageRoot.appendingPathComponent("Examples").appendingPathComponent(
                package.lastPathComponent)
            try FileManager.default.copyItem(at: source, to: package)
            try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `swift` with `arguments` in `folder`, with `environment` added to the test's (the
    /// example's manifest reads `THEMEC_PATH` and `THEMEC_PLUGIN`); returns the status and the
    /// combined output.
    static func swift(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> (Int32, String) {
        let run = try ProgramRun.run(
            "/usr/bin/env", ["swift"] + arguments, in: folder,
            environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
            includingErrors: true)
        return (run.status, run.output)
    }

    /// What `swift run ThemedApp` prints, with the app theme's primary color and the kit theme's
    /// error color as the example's files have them, unless a test edited them.
    static func expectedOutput(sunsetPrimary: String = "#FF6B35FF", kitError: String = "#D32F2FFF") -> [String] {
        [
            "kit theme before: primaryColor #007AFFFF, errorColor #FF3B30FF, body the system font at the body style",
            "kit theme after applying Sunset: primaryColor \(sunsetPrimary), errorColor \(kitError), body "
                + "Avenir-Book at 16.0 pt",
            "kit theme after applying the hand-written Lagoon: primaryColor #0E7C86FF, errorColor #FF3B30FF, body "
                + "Avenir-Book at 16.0 pt",
            "kit button (overridden by the app): Got it",
            "kit profile title: Profile",
            "kit reward: Ada earned 120 points",
            "app welcome: Welcome back, Ada!",
            "kit loads DetailViewController.xib from the app's bundle (its override)",
            "kit loads ListItemCell.xib from the kit's bundle",
            "app overrides: DetailViewController",
            "kit button in German (the app's override): Verstanden",
            "kit reward in German: Ada hat 120 Punkte erhalten",
            "app welcome in German: Willkommen zurück, Ada!",
            "kit button after restoring the bundles: Got it",
            "app okay after restoring the bundles: Got it",
            "kit loads DetailViewController.xib after restoring the bundles from the app's bundle",
            "app self-checks: no problems",
        ]
    }

    /// The program's own lines of `swift run` output (each starts with "kit " or "app "), without
    /// whatever SwiftPM prints around them.
    static func printedLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("kit ") || $0.hasPrefix("app ") }
    }

    /// The build products of themec's own modules in the app's build folder (`ThemecCore.build`,
    /// `ThemecCore.swiftmodule`, `themec-tool`, …): there are some exactly when the build
    /// compiled themec from source.
    func themecBuildProducts() -> [String] {
        let build = app.appendingPathComponent(".build")
        let prefixes = ["ThemecSyntax", "ThemecCore", "ThemecCLI", "CYAML", "CLibXML2", "themec.build", "themec-tool"]
        var found: [String] = []
        let items = FileManager.default.enumerator(at: build, includingPropertiesForKeys: nil)
        while let item = items?.nextObject() as? URL {
            if prefixes.contains(where: { item.lastPathComponent.hasPrefix($0) }) {
                found.append(String(item.path.dropFirst(build.path.count + 1)))
            }
        }
        return found.sorted()
    }
}
