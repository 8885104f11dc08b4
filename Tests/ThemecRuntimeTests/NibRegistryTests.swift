import Foundation
import Testing
import ThemecRuntime

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
        static var ownBundle: Bundle { own }
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
}
