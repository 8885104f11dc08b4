import Foundation
import Testing
import ThemecCore

/// On Linux, the app of `Examples/ThemedApp` is generated against its kit, the two are built as
/// separate modules (the kit first, as a library), and the app runs: its theme, which extends the
/// kit's, is applied through the kit's `ThemeManager`; its strings override the kit's through the
/// kit's lookup; the kit finds the app's nib override in the app's bundle.
@Suite(.serialized) struct KitAndAppModuleTests {
    static let program = #"""
        import CheetahKit
        import Foundation

        // No bundle list: the kit finds the app's resource bundle beside the executable by itself.
        let kitBundle = Bundle(path: CommandLine.arguments[1])!
        let appBundle = Bundle(path: CommandLine.arguments[2])!

        // Launched with an Xcode scheme's pseudolanguage arguments after the bundles: the kit's texts and
        // the app's alike show them, with their arguments as they are.
        if CommandLine.arguments.count > 3 {
            L10nLookup.preferredLanguages = ["en"]
            print("\(CheetahKit.L10n.Generic.okay) | \(CheetahKit.L10n.Reward.summary("Ada", 5)) | \(L10n.Home.welcome("Ada"))")
            exit(0)
        }

        let manager = ThemeManager.shared
        print("before: \(manager.color.primaryColor.light.hex)")
        manager.applyColor(theme: SunsetColorTheme())
        manager.text = SunsetTextTheme()
        print("primary: \(manager.color.primaryColor.light.hex)")
        print("secondary dark: \(manager.color.secondaryColor.dark.hex)")
        print("error (the kit's Cheetah): \(manager.color.errorColor.light.hex)")
        print("body: \(manager.text.body.fontName) \(manager.text.body.resolvedSize)")
        print("title1 (the kit's Cheetah): \(manager.text.title1.fontName)")
        print("slot: \(manager.text.appearance(for: .largeTitle).fontName)")
        manager.applyColor(theme: LagoonColorTheme())
        print("hand-written: \(manager.color.primaryColor.light.hex) \(manager.color.textInputColor.light.hex)")
        print("okay: \(CheetahKit.L10n.Generic.okay)")
        print("cancel: \(CheetahKit.L10n.Generic.cancel)")
        print("localized: \("Menu.Profile".localized) \("No.Such.Key".localized)")
        print("welcome: \(L10n.Home.welcome("Ada"))")
        print("detail nib: \(Nibs.bundle(forNib: Nibs.detailViewController) == appBundle ? "app" : "kit")")
        print("cell nib: \(Nibs.bundle(forNib: Nibs.listItemCell) == appBundle ? "app" : "kit")")
        print("app overrides: \(Nibs.App.overrides.keys.sorted())")
        print("app themes: \(ThemeManager.appThemes.map(\.name)) \(ThemeManager.validate(ThemeManager.appThemes))")
        print("app strings: \(L10n.validate())")
        print("kit strings: \(CheetahKit.L10n.validate())")
        print("app nibs: \(Nibs.App.validate())")
        print("kit nibs: \(Nibs.validate(kitBundle: kitBundle))")
        // One language for every key, the kit's and the app's, picked by the app.
        L10nLookup.preferredLanguages = ["de"]
        print("de: \(CheetahKit.L10n.Generic.okay) | \(CheetahKit.L10n.Generic.cancel) | \(L10n.Home.welcome("Ada"))")
        print("de reward: \(CheetahKit.L10n.Reward.summary("Ada", 5))")
        // The kit has French and the app does not: the app's language decides, as on an iPhone, so every
        // key shows the development language's text, the app's overrides included.
        L10nLookup.preferredLanguages = ["fr"]
        print("fr: \(CheetahKit.L10n.Generic.okay) | \(CheetahKit.L10n.Generic.cancel) | \(L10n.Home.welcome("Ada"))")
        L10nLookup.preferredLanguages = ["en"]
        // What validate() says when the app's bundle is not searched before the kit's own.
        L10nLookup.bundles = [Bundle.main]
        print("app strings, unseen: \(L10n.validate())")
        """#

    @Test func theAppBuildsAgainstTheSeparatelyBuiltKitAndRunsWithItsThemeApplied() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-kit-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each module's SwiftPM resource bundle by the name the build plugin passes; the runtime finds
        // both beside the executable, where SwiftPM puts an executable's resource bundles on Linux.
        let kit = try ExampleKit.kit(bundle: .module, resourceBundle: "CheetahKit_CheetahKit")
        let app = try ExampleKit.app(bundle: .module, resourceBundle: "App_App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(!kit.hasErrors && !app.hasErrors, "\((kit.diagnostics + app.diagnostics).map(\.rendered))")

        // The kit, as a library module of its own, with its hand-written Swift.
        let kitSources =
            try ExampleKit.write(kit, to: folder.appendingPathComponent("kit"))
            + ["KitScreen.swift", "NibViewController.swift"].map {
                ExampleKit.kitFolder.appendingPathComponent($0).path
            }
        let library = folder.appendingPathComponent("libCheetahKit.so").path
        let runtime = try RuntimeLibrary.shared()
        let kitBuild = try ProgramRun.swiftc(
            ["-emit-library", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "CheetahKit"]
                + runtime.linkFlags + kitSources + [
                    "-o", library, "-emit-module-path", folder.appendingPathComponent("CheetahKit.swiftmodule").path,
                ])
        try #require(kitBuild.0 == 0, "\(kitBuild.1)")

        // The app, built against the kit's module only, as the module SwiftPM names after its target (its
        // resource bundle is App_App).
        let main = folder.appendingPathComponent("main.swift")
        try Self.program.write(to: main, atomically: true, encoding: .utf8)
        let appSources =
            try ExampleKit.write(app, to: folder.appendingPathComponent("app"))
            + [ExampleKit.appFolder.appendingPathComponent("HandWrittenTheme.swift").path, main.path]
        let executable = folder.appendingPathComponent("app-binary").path
        let appBuild = try ProgramRun.swiftc(
            [
                "-swift-version", "6", "-module-name", "App", "-I", folder.path, "-L", folder.path, "-lCheetahKit",
                "-Xlinker", "-rpath", "-Xlinker", folder.path,
            ] + runtime.linkFlags + appSources + ["-o", executable])
        try #require(appBuild.0 == 0, "\(appBuild.1)")
        #expect(!appBuild.1.contains("warning:"), "\(appBuild.1)")

        // Two bundles as an app and a kit ship them: tables by locale, and the app's nib.
        let kitBundle = try Self.bundle(
            at: folder.appendingPathComponent("CheetahKit_CheetahKit.resources"), from: ExampleKit.kitFolder)
        // A language the kit has and the app does not.
        try Self.writeFrench(into: kitBundle)
        let appBundle = try Self.bundle(
            at: folder.appendingPathComponent("App_App.resources"), from: ExampleKit.appFolder)
        let run = try ProgramRun.run(executable, [kitBundle.path, appBundle.path], includingErrors: true)
        #expect(run.status == 0, "\(run.output)")
        let expected = [
            "before: #007AFFFF",
            "primary: #FF6B35FF",
            "secondary dark: #E0E0F0FF",
            "error (the kit's Cheetah): #D32F2FFF",
            "body: Avenir-Book fixed(16.0)",
            "title1 (the kit's Cheetah): Helvetica-Bold",
            "slot: Avenir-Heavy",
            "hand-written: #0E7C86FF #000000FF",
            "okay: Got it",
            "cancel: Cancel",
            "localized: Profile No.Such.Key",
            "welcome: Welcome back, Ada!",
            "detail nib: app",
            "cell nib: kit",
            "app overrides: [\"DetailViewController\"]",
            "app themes: [\"Sunset\"] []",
            "app strings: []",
            "kit strings: []",
            "app nibs: []",
            "kit nibs: []",
            "de: Verstanden | Abbrechen | Willkommen zurück, Ada!",
            "de reward: Ada hat 5 Punkte erhalten",
            "fr: Got it | Cancel | Welcome back, Ada!",
            "app strings, unseen: [\"the app\\'s overrides (tables Localizable in \(appBundle.path)) never apply: the kit\\'s "
                + "lookups do not search that bundle before the kit\\'s own; searched, in order: \(folder.path), "
                + "\(kitBundle.path)\"]",
        ]
        #expect(run.output.split(separator: "\n").map(String.init) == expected)

        // Xcode's Double-Length, Accented and Bounded String pseudolanguages, as a scheme passes them.
        let pseudo = try ProgramRun.run(
            executable,
            [
                kitBundle.path, appBundle.path, "-NSDoubleLocalizedStrings", "YES", "-NSAccentuateLocalizedStrings",
                "YES", "-NSSurroundLocalizedStrings", "YES",
            ], includingErrors: true)
        #expect(pseudo.status == 0, "\(pseudo.output)")
        #expect(
            pseudo.output
                == "[# Ĝöţ îţ Ĝöţ îţ #] | [# Ada éåŕñéđ éåŕñéđ 5 þöîñţš þöîñţš #] | "
                + "[# Ŵéļçöɱé ƀåçķ, Ŵéļçöɱé ƀåçķ, Ada! ! #]\n")
    }

    /// Adds a French table to the kit's bundle.
    static func writeFrench(into bundle: URL) throws {
        let folder = bundle.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = """
            "Generic.Okay" = "D'accord";
            "Generic.Cancel" = "Annuler";
            "Menu.Profile" = "Profil";
            "Reward.Summary" = "%1$@ a gagné %2$d points";

            """
        try table.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }

    /// A bundle folder holding the `.lproj` tables below `source/Resources` and the XIBs below
    /// `source/Layouts`, flat, as a build puts resources into a bundle.
    static func bundle(at folder: URL, from source: URL) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let resources = source.appendingPathComponent("Resources")
        for locale in try manager.contentsOfDirectory(atPath: resources.path) where locale.hasSuffix(".lproj") {
            try manager.copyItem(
                at: resources.appendingPathComponent(locale), to: folder.appendingPathComponent(locale))
        }
        let layouts = source.appendingPathComponent("Layouts")
        for nib in try manager.contentsOfDirectory(atPath: layouts.path) where nib.hasSuffix(".xib") {
            try manager.copyItem(at: layouts.appendingPathComponent(nib), to: folder.appendingPathComponent(nib))
        }
        return folder
    }
}
