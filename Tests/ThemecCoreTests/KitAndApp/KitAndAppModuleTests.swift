import Foundation
import Testing
import ThemecCore

/// On Linux, the app of `Examples/ThemedApp` is generated against its kit, the two are built as
/// separate modules (the kit first, as a library), and the app runs: its theme, which extends the
/// kit's, is applied through the kit's `ThemeManager`; its strings override the kit's through the
/// kit's lookup; the kit finds the app's nib override in the app's bundle. And the app of
/// `Fixtures/KitAndApp` reaches every key of its kit's in its own `L10n`, in every layout.
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
            print("\(CheetahKit.L10n.Generic.okay) | \(CheetahKit.L10n.Reward.summary("Ada", 5)) | \#
        \(L10n.Home.welcome("Ada"))")
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
        // The app overrides Generic.Okay; the kit's other keys are still the app's L10n's, under the kit's names.
        print("cancel: \(L10n.Generic.cancel)")
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
        print("de reward: \(L10n.Reward.summary("Ada", 5))")
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

        // The kit with its hand-written Swift, the app with its own and the program.
        let executable = try Self.build(
            kit: kit,
            kitSources: ["KitScreen.swift", "NibViewController.swift"].map {
                ExampleKit.kitFolder.appendingPathComponent($0).path
            },
            app: app, appSources: [ExampleKit.appFolder.appendingPathComponent("HandWrittenTheme.swift").path],
            program: Self.program, in: folder)

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
            "app strings, unseen: [\"the app\\'s overrides (tables Localizable in \(appBundle.path)) never apply: "
                + "the kit\\'s lookups do not search that bundle before the kit\\'s own; searched, in order: "
                + "\(folder.path), \(kitBundle.path)\"]",
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

    /// Builds the kit module `CheetahKit` in `folder` as a library (its generated files and `kitSources`),
    /// then an executable against its module only (the app's generated files, `appSources` and `program`
    /// as `main.swift`), in the Swift language mode `swiftVersion`; returns the executable's path. Either
    /// build failing, or the app's printing a warning, fails the test.
    static func build(
        kit: CompilationResult, kitSources: [String] = [], app: CompilationResult, appSources: [String] = [],
        program: String, swiftVersion: String = "6", in folder: URL
    ) throws -> String {
        let library = folder.appendingPathComponent("libCheetahKit.so").path
        let runtime = try RuntimeLibrary.shared()
        let kitBuild = try ProgramRun.swiftc(
            [
                "-emit-library", "-emit-module", "-parse-as-library", "-swift-version", swiftVersion,
                "-module-name", "CheetahKit",
            ] + runtime.linkFlags + ExampleKit.write(kit, to: folder.appendingPathComponent("kit")) + kitSources + [
                "-o", library, "-emit-module-path", folder.appendingPathComponent("CheetahKit.swiftmodule").path,
            ])
        try #require(kitBuild.0 == 0, "\(kitBuild.1)")
        let main = folder.appendingPathComponent("main.swift")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("app-binary").path
        let appBuild = try ProgramRun.swiftc(
            [
                // The module SwiftPM names after its target (its resource bundle is App_App), which the runtime
                // finds the app's language by.
                "-swift-version", swiftVersion, "-module-name", "App", "-I", folder.path, "-L", folder.path,
                "-lCheetahKit", "-Xlinker", "-rpath", "-Xlinker", folder.path,
            ] + runtime.linkFlags + ExampleKit.write(app, to: folder.appendingPathComponent("app")) + appSources
                + [main.path, "-o", executable])
        try #require(appBuild.0 == 0, "\(appBuild.1)")
        #expect(!appBuild.1.contains("warning:"), "\(appBuild.1)")
        return executable
    }

    /// What the app of `Fixtures/KitAndApp` prints: every key of the kit's through the app's own `L10n`,
    /// in English and in German, beside the app's overrides and keys.
    static let reachingProgram = #"""
        import CheetahKit
        import Foundation

        func show() {
            // The reported case: the app overrides Menu.Profile, and Menu.Settings is still L10n.Menu's.
            print("menu: \(L10n.Menu.profile) | \(L10n.Menu.settings) | \(L10n.Menu.default) | \(L10n.Menu.points(3))")
            print("help: \(L10n.Menu.Help.title) | \(L10n.Menu.Help.Contact.email("Ann")) | \#
        \(L10n.Menu.Help.Contact.phone("Bo"))")
            print("terms: \(L10n.Menu.Legal.terms)")
            print("reward: \(L10n.Reward.summary("Ada", 5)) | \(L10n.Reward.available(1))")
            print("generic: \(L10n.Generic.okay) | \(L10n.Generic.cancel) | \(L10n.ok)")
            print("settings: \(L10n.Settings.Account.signOut) | \(L10n.Settings.Account.rename)")
            print("onboarding: \(L10n.Onboarding.skip)")
            print("kit-named: \(L10n.CheetahKit_.version("2.0")) | \(L10n.CheetahKit_.build(7))")
        }
        show()
        // A namespace only the kit has is the kit's own type; a key the app does not override shows the \#
        kit's text.
        print("same: \(L10n.Reward.self == CheetahKit.L10n.Reward.self) \#
        \(L10n.Menu.settings == CheetahKit.L10n.Menu.settings)")
        print("validate: \(L10n.validate())")
        L10nLookup.preferredLanguages = ["de"]
        show()
        """#

    /// The configurations the fixture app is built in: the language mode, its access level and layout.
    static let reachingConfigurations: [(swift: String, access: AccessLevel, files: StringsFileLayout)] = [
        ("6", .internal, .perTable), ("5", .public, .single),
    ]

    @Test(arguments: 0..<2)
    func theAppsL10nReachesEveryKeyOfTheKitsUnderTheKitsNames(configuration: Int) throws {
        let (swiftVersion, access, files) = Self.reachingConfigurations[configuration]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-kit-reach-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kitFolder = Fixtures.directory.appendingPathComponent("KitAndApp/Kit")
        let appFolder = Fixtures.directory.appendingPathComponent("KitAndApp/App")
        var kitOptions = CompilerOptions(access: .public, bundle: .module)
        kitOptions.resourceBundle = "CheetahKit_CheetahKit"
        let kit = Compiler.compile(try Fixtures.inputs(under: "KitAndApp/Kit"), options: kitOptions)
        var appOptions = CompilerOptions(access: access, bundle: .module, kitModule: "CheetahKit", stringsFiles: files)
        appOptions.resourceBundle = "App_App"
        let app = Compiler.compile(
            try Fixtures.inputs(under: "KitAndApp/App") + Fixtures.inputs(under: "KitAndApp/Kit", role: .base),
            options: appOptions)
        #expect(!kit.hasErrors && !app.hasErrors, "\((kit.diagnostics + app.diagnostics).map(\.rendered))")

        let executable = try Self.build(
            kit: kit, app: app, program: Self.reachingProgram, swiftVersion: swiftVersion, in: folder)
        _ = try Self.bundle(at: folder.appendingPathComponent("CheetahKit_CheetahKit.resources"), from: kitFolder)
        _ = try Self.bundle(at: folder.appendingPathComponent("App_App.resources"), from: appFolder)
        let run = try ProgramRun.run(executable, includingErrors: true)
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "menu: Your profile | Settings | Default | 3 points",
                "help: Help | Write to Ann | Call Bo",
                "terms: Terms",
                "reward: Ada earned 5 points | 1 reward available",
                "generic: Got it | Cancel | OK",
                "settings: Sign Out | Rename account",
                "onboarding: Skip",
                "kit-named: Version 2.0 | Build 7",
                "same: true true",
                "validate: []",
                "menu: Dein Profil | Einstellungen | Standard | 3 Punkte",
                "help: Hilfe | Schreib an Ann | Ruf Bo an",
                "terms: AGB",
                "reward: Ada hat 5 Punkte erhalten | 1 Prämie verfügbar",
                "generic: Verstanden | Abbrechen | OK",
                "settings: Abmelden | Konto umbenennen",
                "onboarding: Überspringen",
                "kit-named: Version 2.0 | Build 7",
            ])
    }

    /// A bundle folder holding the `.lproj` tables below `source/Resources` and the XIBs below
    /// `source/Layouts` (if it has that folder), flat, as a build puts resources into a bundle.
    static func bundle(at folder: URL, from source: URL) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let resources = source.appendingPathComponent("Resources")
        for locale in try manager.contentsOfDirectory(atPath: resources.path) where locale.hasSuffix(".lproj") {
            try manager.copyItem(
                at: resources.appendingPathComponent(locale), to: folder.appendingPathComponent(locale))
        }
        let layouts = source.appendingPathComponent("Layouts")
        guard manager.fileExists(atPath: layouts.path) else { return folder }
        for nib in try manager.contentsOfDirectory(atPath: layouts.path) where nib.hasSuffix(".xib") {
            try manager.copyItem(at: layouts.appendingPathComponent(nib), to: folder.appendingPathComponent(nib))
        }
        return folder
    }
}
