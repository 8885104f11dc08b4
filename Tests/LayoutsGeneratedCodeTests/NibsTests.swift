import Foundation
import Testing

@testable import ThemecRuntime

/// Runs the recorded `Layouts.themec.swift` (a symlink to the golden): the generated `Nibs`
/// compiles with the runtime, without UIKit, and answers the kit's nib-loading questions. Each test
/// has `Nibs.bundles` of its own (`.isolatedLookups`).
@Suite(.isolatedLookups) struct NibsTests {
    @Test func everyNibNameIsAConstant() {
        #expect(Nibs.detailViewController == "DetailViewController")
        #expect(Nibs.listItemCell == "ListItemCell")
        #expect(Nibs.rewardTableViewCell == "RewardTableViewCell")
        #expect(Nibs.all == ["DetailViewController", "ListItemCell", "RewardTableViewCell"])
    }

    @Test func overridesAreKeyedByKitClass() {
        #expect(Nibs.overrides.keys.sorted() == ["DetailViewController", "ListItemCell"])
        #expect(
            Nibs.overrides["DetailViewController"]
                == NibOverride(
                    nibName: "DetailViewController", customClass: "DetailViewController",
                    customModule: "CheetahDigitalUI"))
        #expect(Nibs.overrides["RewardTableViewCell"] == nil)
    }

    @Test func nibNameFallsBackToTheClassName() {
        #expect(Nibs.nibName(for: "DetailViewController") == "DetailViewController")
        #expect(Nibs.nibName(for: "RewardTableViewCell") == "RewardTableViewCell")
        #expect(Nibs.nibName(for: "SomeOtherViewController") == "SomeOtherViewController")
    }

    @MainActor @Test func aNibIsLoadedFromTheFirstBundleThatHoldsIt() throws {
        // An app's bundle holding a nib named like a kit nib: the kit loads that one. Where nothing
        // compiles XIBs (here), the XIB itself counts.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<document/>".utf8).write(to: folder.appendingPathComponent("DetailViewController.xib"))
        try Data().write(to: folder.appendingPathComponent("ListItemCell.nib"))
        let app = try #require(Bundle(path: folder.path))
        // By default: the main bundle, then the resource bundles beside it (the kit and app module
        // test finds an app's nib through them).
        let defaults = Nibs.bundles
        #expect(defaults.first == Bundle.main)
        #expect(defaults.dropFirst().allSatisfy { [".resources", ".bundle"].contains(where: $0.bundlePath.hasSuffix) })
        Nibs.bundles = [app]
        #expect(Nibs.hasNib("DetailViewController", in: app))
        #expect(Nibs.bundle(forNib: "DetailViewController") == app)
        #expect(Nibs.bundle(forNib: "ListItemCell") == app)
        #expect(!Nibs.hasNib("RewardTableViewCell", in: app))
        #expect(Nibs.bundle(forNib: "RewardTableViewCell") == Nibs.ownBundle.bundle)
        Nibs.bundles = []
        #expect(Nibs.bundle(forNib: "DetailViewController") == Nibs.ownBundle.bundle)
    }

    @MainActor @Test func validateFindsTheAppsNibsInTheSearchedBundlesAndTheKitsInTheKitBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let appFolder = folder.appendingPathComponent("App.bundle")
        let kitFolder = folder.appendingPathComponent("Kit.bundle")
        for (bundle, nib) in [
            (appFolder, "DetailViewController.xib"), (appFolder, "ListItemCell.nib"),
            (kitFolder, "RewardTableViewCell.xib"),
        ] {
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: bundle.appendingPathComponent(nib))
        }
        let app = try #require(Bundle(path: appFolder.path))
        let kit = try #require(Bundle(path: kitFolder.path))
        Nibs.bundles = [app]
        #expect(Nibs.validate(kitBundle: kit) == [])

        // The kit's nib is not the app's to ship, and an app nib that is missing is reported.
        #expect(
            Nibs.validate(kitBundle: app) == [
                "the nib 'RewardTableViewCell' is not in the kit's bundle ([\"\(app.bundlePath)\"])"
            ])
        Nibs.bundles = [kit]
        #expect(
            Nibs.validate(kitBundle: kit) == [
                "the nib 'DetailViewController' is not in Nibs.bundles ([\"\(kit.bundlePath)\"])",
                "the nib 'ListItemCell' is not in Nibs.bundles ([\"\(kit.bundlePath)\"])",
            ])
    }

    /// Stands in for a kit class, looked up by its unqualified name.
    final class ListItemCell {}

    @Test func nibNameForATypeUsesItsName() {
        #expect(Nibs.nibName(for: ListItemCell.self) == "ListItemCell")
        #expect(Nibs.nibName(for: Int.self) == "Int")
    }
}
