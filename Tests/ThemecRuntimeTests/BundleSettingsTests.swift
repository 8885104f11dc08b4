import Foundation
import Testing

@testable import ThemecRuntime

/// `L10nLookup.bundles` as a test that saves and restores it meets it: the default is what a SwiftPM
/// executable gets (a main bundle with the kit's and the app's resource bundles beside it, the kit's
/// first by name), reading the setting and writing it back changes no lookup, no search order and no
/// `validate()` line, and assigning `defaultBundles` returns to the default. Each test has an engine
/// whose main bundle is a folder of its own.
extension ModuleTests {
    @Suite struct BundleSettingsTests {
        /// A main bundle holding no tables, with `Cheetah_Kit.resources` (the kit's own bundle) and
        /// `Themed_App.resources` (the app's) beside it, as SwiftPM lays out an executable's bundles.
        struct Executable {
            let bundles: TestBundles
            let main: Bundle
            let kit: Bundle
            let app: Bundle

            init() throws {
                bundles = try TestBundles()
                main = try bundles.bundle("Main", [:])
                kit = try bundles.bundle(
                    "Main/Cheetah_Kit.resources",
                    [
                        "en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Cancel\";\n\"Points\" = \"%d points\";",
                        "de.lproj/Localizable.strings":
                            "\"Generic.Cancel\" = \"Abbrechen\";\n\"Points\" = \"%d Punkte\";",
                    ])
                app = try bundles.bundle(
                    "Main/Themed_App.resources",
                    [
                        "en.lproj/Localizable.strings":
                            "\"Generic.Cancel\" = \"Never mind\";\n\"Home.Welcome\" = \"Welcome back, %@!\";",
                        "de.lproj/Localizable.strings":
                            "\"Generic.Cancel\" = \"Lieber nicht\";\n\"Home.Welcome\" = \"Willkommen, %@!\";",
                    ])
                KitStrings.kitBundle = kit
                AppStrings.appBundle = app
            }

            /// Runs `body` with lookup settings whose main bundle is this one's.
            func run<T>(_ body: () throws -> T) rethrows -> T {
                try L10nLookup.$isolated.withValue(LookupEngine(main: main)) { try body() }
            }
        }

        /// Everything the setting decides, as text: each module's search order, the texts the kit's
        /// and the app's accessors show in both languages, and `validate()`.
        static func observed() -> [String] {
            var lines: [String] = []
            for module in [KitStrings.self, AppStrings.self] as [any L10nModule.Type] {
                let order = L10nLookup.searchOrder(of: module).map { $0.bundleURL.lastPathComponent }
                lines.append("\(module) searches \(order)")
            }
            for language in ["en", "de"] {
                L10nLookup.preferredLanguages = [language]
                lines.append("kit cancel: " + KitStrings.text("Localizable", "Generic.Cancel", "Cancel"))
                lines.append("app cancel: " + AppStrings.text("Localizable", "Generic.Cancel", "Cancel"))
                lines.append("points: " + KitStrings.formatted("Localizable", "Points", "%d points", 3))
                lines.append("welcome: " + AppStrings.formatted("Localizable", "Home.Welcome", "Welcome, %@!", "Ada"))
            }
            L10nLookup.preferredLanguages = nil
            return lines + L10nLookup.validate([AppStrings.self, KitStrings.self])
        }

        @Test func readingTheBundlesAndWritingThemBackChangesNothing() throws {
            let executable = try Executable()
            defer { executable.bundles.remove() }
            executable.run {
                let saved = L10nLookup.bundles
                #expect(
                    saved.map(\.bundleURL.lastPathComponent) == [
                        "Main", "Cheetah_Kit.resources", "Themed_App.resources",
                    ])
                let before = Self.observed()
                // The app's table overrides the kit's key, and the app's own accessor shows its own text.
                #expect(before.contains("kit cancel: Never mind") && before.contains("app cancel: Lieber nicht"))
                #expect(!before.contains { $0.hasPrefix("the app's overrides") }, "\(before)")

                L10nLookup.bundles = saved
                #expect(Self.observed() == before)
                #expect(L10nLookup.bundles.map(\.bundlePath) == saved.map(\.bundlePath))
            }
        }

        @Test func eachModuleSearchesTheBundlesWithItsOwnBundleInItsPlace() throws {
            let executable = try Executable()
            defer { executable.bundles.remove() }
            executable.run {
                let names = { (module: any L10nModule.Type) in
                    L10nLookup.searchOrder(of: module).map(\.bundleURL.lastPathComponent)
                }
                // The kit's own bundle last, whatever its place in the list; the app's right after the main
                // bundle; the other bundles in the list's order.
                #expect(names(KitStrings.self) == ["Main", "Themed_App.resources", "Cheetah_Kit.resources"])
                #expect(names(AppStrings.self) == ["Main", "Themed_App.resources", "Cheetah_Kit.resources"])
                L10nLookup.bundles = [executable.kit, executable.app, executable.main]
                #expect(names(KitStrings.self) == ["Themed_App.resources", "Main", "Cheetah_Kit.resources"])
                #expect(names(AppStrings.self) == ["Cheetah_Kit.resources", "Main", "Themed_App.resources"])
                // A module's own bundle missing from the list is still searched in its place.
                L10nLookup.bundles = []
                #expect(names(KitStrings.self) == ["Cheetah_Kit.resources"])
                #expect(names(AppStrings.self) == ["Themed_App.resources"])
            }
        }

        @Test func assigningTheDefaultBundlesReturnsToTheDefault() throws {
            let executable = try Executable()
            defer { executable.bundles.remove() }
            let fresh = executable.run { Self.observed() }
            executable.run {
                L10nLookup.bundles = [executable.kit]
                let changed = Self.observed()
                #expect(changed != fresh)
                #expect(changed.contains("kit cancel: Cancel"), "\(changed)")
                L10nLookup.bundles = L10nLookup.defaultBundles
                #expect(Self.observed() == fresh)
            }
        }
    }
}
