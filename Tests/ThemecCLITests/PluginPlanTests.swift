import Foundation
import Testing

/// What themec does with the plan the build plugin writes (`--plugin-plan`): the kit is found among
/// the target's dependencies when themec runs, so an edit of `kit:` takes effect in the next build with
/// no new plan; the files the build declared are always written, and a table the config names since
/// the plan was made goes into `Strings.themec.swift`; the stamp is replaced after every run, so the
/// next build runs themec again. The plugin's side of the same JSON is `Plugin/PluginPlanFileTests`.
@Suite struct PluginPlanTests {
    /// The project of ``KitConfigFileTests`` with a plan at `plan.json` that names `Kit` as the
    /// dependency `modules` (each the kit's folder) and declares `outputs`.
    static func project(
        kitSection: String = "kit:\n  module: CheetahKit\n", modules: [String] = ["CheetahKit"],
        outputs: [String]? = nil
    ) throws -> Sandbox {
        let box = try KitConfigFileTests.project(kitSection: kitSection)
        let dependencies = modules.map { ["module": $0, "directory": box.root.appendingPathComponent("Kit").path] }
        var plan: [String: Any] = [
            "dependencies": dependencies, "stamp": box.root.appendingPathComponent("stamp").path,
        ]
        if let outputs { plan["outputs"] = outputs }
        let data = try JSONSerialization.data(withJSONObject: plan, options: [.sortedKeys])
        try box.write("plan.json", String(decoding: data, as: UTF8.self))
        try box.write("stamp", "")
        return box
    }

    static let declared = [
        "Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift", "Strings+Localizable.themec.swift",
    ]

    @Test func theKitIsTheDependencyKitModuleNamesWhenThemecRuns() throws {
        let box = try Self.project()
        let lint = try box.run("lint", "--config", "App/themec.yml", "--plugin-plan", "plan.json")
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        // The app's near-miss key is checked against the kit's table; the theme extends the kit's.
        #expect(lint.stdout.contains("did you mean 'Menu.Profile'?"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("config-kit"), "\(lint.stdout)")
        let generate = try box.run(
            "generate", "--config", "App/themec.yml", "--plugin-plan", "plan.json", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try box.read("Out/Theme.themec.swift").contains("struct SunsetColorTheme: ColorTheme {"))
    }

    @Test func aModuleThatIsNoDependencyIsALocatedError() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKt\n")
        let lint = try box.run("lint", "--config", "App/themec.yml", "--plugin-plan", "plan.json")
        #expect(lint.status == 1)
        #expect(
            lint.stdout.contains(
                "App/themec.yml:2:11: error: 'kit.module: CheetahKt' matches none of the target's dependencies "
                    + "(CheetahKit); add the kit's product to the target's dependencies, or name the kit's themec.yml "
                    + "with 'kit.config' [config-kit-not-found]"), "\(lint.stdout)")
        // Not also the warning of a run without a plugin: the plan says what the dependencies are.
        #expect(!lint.stdout.contains("config-kit-inputs-missing"), "\(lint.stdout)")
    }

    @Test func aDependencyWithoutAConfigIsALocatedError() throws {
        let box = try Self.project()
        try FileManager.default.removeItem(at: box.root.appendingPathComponent("Kit/themec.yml"))
        let lint = try box.run("lint", "--config", "App/themec.yml", "--plugin-plan", "plan.json")
        #expect(lint.status == 1)
        #expect(
            lint.stdout.contains(
                "App/themec.yml:2:11: error: 'kit.module: CheetahKit' names a dependency with no themec.yml at its "
                    + "root (Kit); the kit's themec.yml says where its themes, tables and nibs are "
                    + "[config-kit-not-found]"
            ),
            "\(lint.stdout)")
    }

    /// With the kit's paths named, a kit the dependencies do not hold is no error: the paths say where it is.
    @Test func kitPathsNeedNoDependency() throws {
        let box = try Self.project(kitSection: "kit:\n  module: CheetahKit\n  themes: ../Kit/Themes\n", modules: [])
        let lint = try box.run("lint", "--config", "App/themec.yml", "--plugin-plan", "plan.json")
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("config-kit"), "\(lint.stdout)")
    }

    @Test func theDeclaredFilesAreWrittenAsDeclared() throws {
        let box = try Self.project(outputs: Self.declared)
        let generate = try box.run(
            "generate", "--config", "App/themec.yml", "--plugin-plan", "plan.json", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(names.sorted() == Self.declared.sorted())
        #expect(try box.read("Out/Strings+Localizable.themec.swift").contains("extension L10n.Generic {"))
    }

    /// The config names a table the build did not declare (it was edited after SwiftPM planned the build):
    /// every table goes into `Strings.themec.swift`, and the declared table file holds only its header, so
    /// the target compiles the config's present state.
    @Test func aTableTheBuildDidNotDeclareGoesIntoTheStringsFile() throws {
        let box = try Self.project(outputs: Self.declared)
        try box.write("App/More/en.lproj/Extra.strings", "\"Extra.Hello\" = \"Hello\";\n")
        try box.write(
            "App/themec.yml",
            "kit:\n  module: CheetahKit\nthemes: Themes\nstrings: [Strings, More]\nlayouts:\n  overrides: Layouts\n")
        let generate = try box.run(
            "generate", "--config", "App/themec.yml", "--plugin-plan", "plan.json", "--output", "Out")
        #expect(generate.status == 0, "\(generate.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(names.sorted() == Self.declared.sorted(), "\(names)")
        let strings = try box.read("Out/Strings.themec.swift")
        #expect(strings.contains("enum Extra") && strings.contains("enum Generic"), "\(strings)")
        let declaredTable = try box.read("Out/Strings+Localizable.themec.swift")
        #expect(declaredTable.hasPrefix("// Generated by themec."))
        #expect(!declaredTable.contains("enum") && !declaredTable.contains("extension"), "\(declaredTable)")
    }

    /// The stamp is replaced after every run, whatever its outcome: the build sees a changed input and runs
    /// themec again next time, which then reads the config and every file it names afresh.
    @Test func theStampIsReplacedAfterEveryRun() throws {
        let box = try Self.project(outputs: Self.declared)
        func identity() throws -> [AnyHashable] {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: box.root.appendingPathComponent("stamp").path)
            return [attributes[.systemFileNumber] as? AnyHashable, attributes[.modificationDate] as? AnyHashable]
                .compactMap { $0 }
        }
        var seen = [try identity()]
        let arguments = ["generate", "--config", "App/themec.yml", "--plugin-plan", "plan.json", "--output", "Out"]
        #expect(try box.run(arguments).status == 0)
        seen.append(try identity())
        #expect(try box.run(arguments).status == 0)
        seen.append(try identity())
        // A run that fails on the inputs replaces it too.
        try box.write("App/Themes/Broken.theme.yaml", "colors: [\n")
        #expect(try box.run(arguments).status == 1)
        seen.append(try identity())
        #expect(Set(seen).count == seen.count, "\(seen)")
        #expect(!box.exists("Out/Broken"))
    }

    @Test func aPlanThatIsNotOneStopsTheRun() throws {
        let box = try Self.project()
        try box.write("plan.json", "[]")
        let lint = try box.run("lint", "--config", "App/themec.yml", "--plugin-plan", "plan.json")
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("plan.json: not a themec plugin plan"), "\(lint.stderr)")
    }
}
