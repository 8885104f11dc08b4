import Foundation
import Testing

@testable import ThemecRuntime

/// The language a lookup takes is one the app has, on iOS and in a SwiftPM executable or test runner
/// alike: where the main bundle has no localizations, the app's own resource bundle (of the module that
/// customises a kit) stands in for them, so a kit's French never shows beside an app that has none.
extension ModuleTests {
    @Suite struct AppLanguageTests {
        /// A SwiftPM executable: a main bundle with no `.lproj` folder, the kit's resource bundle (English,
        /// German, French) and the app's (English, German, overriding one kit key) beside it.
        struct Executable {
            let bundles: TestBundles
            let main: Bundle

            init() throws {
                bundles = try TestBundles()
                main = try bundles.bundle("debug", [:])
                KitStrings.kitBundle = try bundles.bundle(
                    "debug/Cheetah_Kit.resources",
                    [
                        "en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Cancel\";",
                        "de.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Abbrechen\";",
                        "fr.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Annuler\";",
                    ])
                AppStrings.appBundle = try bundles.bundle(
                    "debug/Themed_App.resources",
                    [
                        "en.lproj/Localizable.strings":
                            "\"Generic.Cancel\" = \"Never mind\";\n\"Home.Welcome\" = \"Welcome back, %@!\";",
                        "de.lproj/Localizable.strings":
                            "\"Generic.Cancel\" = \"Lieber nicht\";\n\"Home.Welcome\" = \"Willkommen, %@!\";",
                    ])
            }

            /// Runs `body` with lookups whose main bundle is this one's and whose app module is
            /// `AppStrings`, as the runtime finds the app's generated lookup beside an executable.
            func run<T>(_ body: () throws -> T) rethrows -> T {
                let engine = LookupEngine(main: main, customizingModules: { _ in [AppStrings.self] })
                return try L10nLookup.$isolated.withValue(engine) { try body() }
            }
        }

        @Test("A language the kit has and the app does not is never chosen, the kit's keys looked up first")
        func theAppsOwnBundleDecidesTheLanguage() throws {
            let executable = try Executable()
            defer { executable.bundles.remove() }
            executable.run {
                L10nLookup.preferredLanguages = ["fr"]
                // The app has no French: its development language, English, for every key, so the app's
                // override of a kit key still shows, as on an iPhone.
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
                #expect(
                    AppStrings.formatted("Localizable", "Home.Welcome", "Welcome back, %@!", "Ada")
                        == "Welcome back, Ada!")
                #expect(L10nLookup.engine.state.search(KitStrings.descriptor).language == "en")
                // French is no language validate() checks either: only the app's.
                let order = L10nLookup.engine.state.searchOrder(KitStrings.descriptor)
                #expect(Search.languages(app: L10nLookup.engine.state.appLocalizations, order: order) == ["de", "en"])
                // A language the app has is chosen as before.
                L10nLookup.preferredLanguages = ["fr", "de"]
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
            }
        }

        @Test("Without a module that customises a kit, the searched bundles' languages are chosen from")
        func aKitsOwnTestsKeepTheirLanguages() throws {
            let executable = try Executable()
            defer { executable.bundles.remove() }
            // A kit's own test runner: no app module; every searched bundle's localizations count.
            let engine = LookupEngine(main: executable.main, customizingModules: { _ in [] })
            L10nLookup.$isolated.withValue(engine) {
                L10nLookup.preferredLanguages = ["fr"]
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Annuler")
            }
        }
    }
}

/// The app's generated lookup, as the runtime finds it by its module's name: a module of this name
/// declares `L10nModuleLookup` (this test module does), and its resource bundle is named after it.
@Suite struct CustomizingModulesTests {
    @Test(
        arguments: [
            ("ThemedApp_ThemedApp.resources", ["ThemedApp"]), ("My_Kit_App.bundle", ["Kit_App", "App"]),
            ("Pkg_my-app.resources", ["my_app"]), ("Pkg_1st.resources", ["_1st"]), ("Plain.resources", []),
            ("Pkg_.resources", []), ("Pkg_Café.resources", []), ("Pkg_App", []),
        ] as [(String, [String])])
    func aResourceBundleNamesTheModulesItMayBelongTo(name: String, modules: [String]) {
        #expect(CustomizingModules.moduleNames(ofResourceBundle: name) == modules)
    }

    @Test func aModulesGeneratedLookupIsFoundByItsName() throws {
        let found = try #require(CustomizingModules.lookupType(in: "ThemecRuntimeTests"))
        #expect(ObjectIdentifier(found) == ObjectIdentifier(L10nModuleLookup.self))
        #expect(CustomizingModules.lookupType(in: "NoSuchModule") == nil)
    }

    @Test func theAppModuleBesideTheMainBundleIsFound() throws {
        let bundles = try TestBundles()
        defer { bundles.remove() }
        let main = try bundles.bundle("debug", [:])
        _ = try bundles.bundle("debug/themec_ThemecRuntimeTests.resources", [:])
        _ = try bundles.bundle("debug/themec_NoSuchModule.resources", [:])
        let found = CustomizingModules.find(besides: main)
        #expect(found.map(ObjectIdentifier.init) == [ObjectIdentifier(L10nModuleLookup.self)])
        // A folder with no such bundle finds none.
        #expect(CustomizingModules.find(besides: try bundles.bundle("empty", [:])).isEmpty)
    }
}

/// What themec generates for an app that customises a kit, declared in this test module so the
/// runtime finds it by the module's name (its bundle is missing, so it changes no other test's lookups).
enum L10nModuleLookup: L10nModule {
    static let bundle = ModuleBundle.resources(named: "themec_NoSuchBundle", classInModule: LookupToken.self)
    static let developmentLanguage = "en"
    static let customizesKit = true
    static let records = ""
}

/// A class of this module, for ``L10nModuleLookup/bundle``.
private final class LookupToken {}
