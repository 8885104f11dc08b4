import Foundation
import Testing

@testable import ThemecRuntime

/// A module's `Nibs` as the runtime answers for it (the generated enum only lists names): the
/// override name for a kit class, the bundle a nib loads from, and the self-check. Serialized: the
/// tests set the bundle of the same registry; each has `NibLookup.bundles` of its own.
@Suite(.serialized, .isolatedLookups) struct NibRegistryTests {
    /// A registry as a kit's generated `Nibs` declares it, with nib names that are the registry's own
    /// member and parameter names.
    enum KitNibs: NibRegistry {
        nonisolated(unsafe) static var own = Bundle.main
        static let all = ["DetailView", "bundles", "kitBundle"]
        static let appNibs: [String] = []
        static let kitNibs = ["DetailView", "bundles", "kitBundle"]
        static let overrides = [
            "DetailViewController": NibOverride(
                nibName: "DetailView", customClass: "DetailViewController", customModule: "Kit")
        ]
        static var ownBundle: ModuleBundle { ModuleBundle(own) }
    }

    /// A kit's registry whose resource bundle no build put anywhere.
    enum MissingKitNibs: NibRegistry {
        final class Token {}
        static let all = ["DetailView", "ListItemCell"]
        static let appNibs: [String] = []
        static let kitNibs = ["DetailView", "ListItemCell"]
        static let overrides: [String: NibOverride] = [:]
        static let ownBundle = ModuleBundle.resources(named: "Nowhere_MissingKitNibs", classInModule: Token.self)
    }

    @Test func aKitClassLoadsItsOverrideOrTheNibNamedLikeIt() {
        #expect(KitNibs.nibName(for: "DetailViewController") == "DetailView")
        #expect(KitNibs.nibName(for: "ListItemCell") == "ListItemCell")
        #expect(KitNibs.nibName(for: Int.self) == "Int")
    }

    @Test func aNibLoadsFromTheFirstSearchedBundleThatHoldsIt() throws {
        let bundles = try TestBundles()
        defer { bundles.remove() }
        let app = try bundles.bundle("App.bundle", ["DetailView.xib": "<document/>"])
        let kit = try bundles.bundle(
            "Kit.bundle", ["DetailView.xib": "<document/>", "bundles.xib": "<document/>", "kitBundle.nib": ""])
        KitNibs.own = kit
        NibLookup.bundles = [app, kit]
        #expect(KitNibs.bundle(forNib: "DetailView") == app)
        #expect(KitNibs.bundle(forNib: "bundles") == kit)
        // The kit's own bundle is searched last, whatever its place among the bundles.
        NibLookup.bundles = [kit, app]
        #expect(KitNibs.bundle(forNib: "DetailView") == app)
        #expect(KitNibs.validate() == [])
        #expect(
            KitNibs.validate(kitBundle: app) == [
                "the nib 'bundles' is not in the kit's bundle ([\"\(app.bundlePath)\"])",
                "the nib 'kitBundle' is not in the kit's bundle ([\"\(app.bundlePath)\"])",
            ])
    }

    @Test func theNibBundlesReadBackAsTheyAreSearchedAndTheDefaultComesBack() throws {
        let bundles = try TestBundles()
        defer { bundles.remove() }
        let main = try bundles.bundle("Main", [:])
        let kit = try bundles.bundle("Main/Cheetah_Kit.resources", ["DetailView.xib": "<document/>"])
        let app = try bundles.bundle("Main/Themed_App.resources", ["DetailView.xib": "<document/>"])
        KitNibs.own = kit
        NibLookup.$isolated.withValue(NibLookup.State(main: main)) {
            let saved = KitNibs.bundles
            #expect(
                saved.map(\.bundleURL.lastPathComponent) == ["Main", "Cheetah_Kit.resources", "Themed_App.resources"])
            #expect(KitNibs.defaultBundles.map(\.bundlePath) == saved.map(\.bundlePath))
            // The kit's own bundle is searched after the others wherever the list has it: the app's nib wins.
            #expect(KitNibs.bundle(forNib: "DetailView") == app)
            KitNibs.bundles = saved
            #expect(KitNibs.bundle(forNib: "DetailView") == app)
            #expect(KitNibs.bundles.map(\.bundlePath) == saved.map(\.bundlePath))
            KitNibs.bundles = [kit]
            #expect(KitNibs.bundle(forNib: "DetailView") == kit)
            KitNibs.bundles = KitNibs.defaultBundles
            #expect(KitNibs.bundles.map(\.bundlePath) == saved.map(\.bundlePath))
            #expect(KitNibs.bundle(forNib: "DetailView") == app)
        }
    }

    @Test func aMissingNibBundleIsNamedAndNothingTraps() throws {
        let bundles = try TestBundles()
        defer { bundles.remove() }
        let app = try bundles.bundle("App.bundle", ["DetailView.xib": "<document/>"])
        NibLookup.bundles = [app]
        #expect(MissingKitNibs.ownBundle.bundle == nil)
        // An app's replacement still loads; a nib only the missing bundle holds falls to the main bundle,
        // as a nil bundle does for UIKit.
        #expect(MissingKitNibs.bundle(forNib: "DetailView") == app)
        #expect(MissingKitNibs.bundle(forNib: "ListItemCell") == Bundle.main)
        let searched = MissingKitNibs.ownBundle.searched.joined(separator: ", ")
        #expect(
            MissingKitNibs.validate() == [
                "the bundle Nowhere_MissingKitNibs\(ModuleBundle.suffixes[0]) of the nibs "
                    + "ThemecRuntimeTests.NibRegistryTests.MissingKitNibs lists is missing; looked for in: "
                    + "\(searched); the nibs only it holds cannot load"
            ])
        // Given the kit's bundle, the kit's nibs are checked in it.
        #expect(
            MissingKitNibs.validate(kitBundle: app).last
                == "the nib 'ListItemCell' is not in the kit's bundle ([\"\(app.bundlePath)\"])")
    }
}
