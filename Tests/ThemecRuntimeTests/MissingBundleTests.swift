import Foundation
import Testing

@testable import ThemecRuntime

/// A module's SwiftPM resource bundle (`bundle: module`) found where SwiftPM's and Xcode's accessors
/// look, and a module whose bundle a build left out: nothing traps, lookups show the other bundles'
/// texts or the compiled-in ones (`"Key".localized` too), and `validate()` names the missing bundle and
/// where it was looked for.
extension ModuleTests {
    @Suite struct MissingBundleTests {
        /// A class of this module, as the generated code's token class is one of its module.
        final class Token {}

        /// A kit whose resource bundle no build put anywhere; its records carry the compiled texts, as a
        /// kit's do.
        enum MissingKit: L10nModule {
            static let bundle = ModuleBundle.resources(named: "Nowhere_MissingKit", classInModule: Token.self)
            static let developmentLanguage = "en"
            static let customizesKit = false
            static let records =
                "Localizable\u{1F}Menu.Profile\u{1F}t\u{1F}Profile\u{1E}"
                + "Localizable\u{1F}Reward.Summary\u{1F}f@i\u{1F}%1$@ earned %2$d points\u{1E}"
                + "Localizable\u{1F}Generic.Cancel\u{1F}t\u{1F}Cancel\u{1E}"
        }

        /// A kit whose bundle (set by the test) has no `Localizable` table.
        enum TablelessKit: L10nModule {
            nonisolated(unsafe) static var own = Bundle.main
            static var bundle: ModuleBundle { ModuleBundle(own) }
            static let developmentLanguage = "en"
            static let customizesKit = false
            static let records = "Localizable\u{1F}Menu.Settings\u{1F}t\u{1F}Settings\u{1E}"
        }

        @Test func aResourceBundleIsFoundInTheFirstPlaceThatHoldsIt() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let first = bundles.root.appendingPathComponent("first")
            let second = bundles.root.appendingPathComponent("second")
            _ = try bundles.bundle("second/Pkg_Kit.resources", ["en.lproj/Localizable.strings": "\"a\" = \"b\";"])
            _ = try bundles.bundle("second/Other_Kit.bundle", [:])
            try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
            // A file of the bundle's name is no bundle.
            try Data().write(to: first.appendingPathComponent("Pkg_Kit.resources"))
            let places = [first, second]

            let named = ModuleBundle.find(["Pkg_Kit.resources", "Pkg_Kit.bundle"], in: places)
            #expect(named?.bundleURL.standardizedFileURL == second.appendingPathComponent("Pkg_Kit.resources"))
            // The other extension (SwiftPM's on another platform) is looked for too.
            let otherExtension = ModuleBundle.find(["Other_Kit.resources", "Other_Kit.bundle"], in: places)
            #expect(otherExtension?.bundleURL.lastPathComponent == "Other_Kit.bundle")
            // Without a name, the first folder by name whose name ends in `_<Module>`.
            let derived = ModuleBundle.find(["*_Kit.resources", "*_Kit.bundle"], in: places)
            #expect(derived?.bundleURL.lastPathComponent == "Pkg_Kit.resources")
            #expect(ModuleBundle.find(["*_Kit.bundle"], in: places)?.bundleURL.lastPathComponent == "Other_Kit.bundle")
            #expect(ModuleBundle.find(["Pkg_Other.resources", "*_Other.bundle"], in: places) == nil)
        }

        @Test func aMissingResourceBundleIsNilWithThePlacesSearched() {
            let missing = MissingKit.bundle
            #expect(missing.bundle == nil)
            #expect(missing.name == "Nowhere_MissingKit" + ModuleBundle.suffixes[0])
            #expect(missing.searched == ModuleBundle.places(besides: Token.self).map(\.path))
            // The main bundle's folder (SwiftPM's first place; the test runner's here), each place once.
            #expect(missing.searched.contains(Bundle.main.bundleURL.standardizedFileURL.path))
            #expect(Set(missing.searched).count == missing.searched.count)
            // A name the generated code does not give is derived from the module of the class.
            let derived = ModuleBundle.resources(named: nil, classInModule: Token.self)
            #expect(derived.name == "*_ThemecRuntimeTests" + ModuleBundle.suffixes[0])
        }

        @Test func lookupsOfAModuleWithoutItsBundleShowTheCompiledTexts() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let app = try bundles.bundle(
                "App.bundle", ["en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Never mind\";"])
            L10nLookup.bundles = [app]
            L10nLookup.preferredLanguages = ["en"]
            #expect(L10nLookup.searchOrder(of: MissingKit.self) == [app])
            #expect(MissingKit.text("Localizable", "Menu.Profile", "Profile") == "Profile")
            #expect(
                MissingKit.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada earned 5 points")
            // The app's override still shows.
            #expect(MissingKit.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
            // `"Key".localized`: a bundle's text, else the compiled text of the key, never the key itself
            // for a key the module has; a key it does not have is itself.
            #expect(MissingKit.localized("Generic.Cancel") == "Never mind")
            #expect(MissingKit.localized("Menu.Profile") == "Profile")
            #expect(MissingKit.localized("Reward.Summary") == "%1$@ earned %2$d points")
            #expect(MissingKit.localized("No.Such.Key") == "No.Such.Key")
        }

        @Test func validateNamesTheMissingBundleAndWhereItWasLookedFor() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let app = try bundles.bundle(
                "App.bundle", ["en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Never mind\";"])
            L10nLookup.bundles = [app]
            let problems = L10nLookup.validate([MissingKit.self])
            let searched = MissingKit.bundle.searched.joined(separator: ", ")
            let expected: String = """
                the bundle Nowhere_MissingKit\(ModuleBundle.suffixes[0]) of ThemecRuntimeTests's strings is \
                missing; looked for in: \(searched); each of its keys shows another searched bundle's text, \
                else its en text compiled into the app
                """
            #expect(problems.first == expected, "\(problems)")
            // And what that means for each key, as before.
            #expect(
                problems.contains(
                    "'Menu.Profile' (Localizable) has no text in en: the en text compiled into the app shows"),
                "\(problems)")
            #expect(!problems.contains { $0.contains("Generic.Cancel") }, "\(problems)")
        }

        @Test func aKitsLocalizedShowsTheCompiledTextForAKeyNoBundleHas() throws {
            // The kit's bundle is there but lacks the key (a table a build left out of it).
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let kit = try bundles.bundle("Kit.bundle", ["en.lproj/Other.strings": "\"x\" = \"y\";"])
            L10nLookup.bundles = []
            L10nLookup.preferredLanguages = ["en"]
            TablelessKit.own = kit
            #expect(TablelessKit.localized("Menu.Settings") == "Settings")
        }
    }
}
