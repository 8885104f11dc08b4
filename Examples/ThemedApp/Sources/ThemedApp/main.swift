import CheetahKit
import Foundation

// On iOS the app's own strings live in the main bundle, which the kit's lookups search first.
// A SwiftPM executable keeps its resources in Bundle.module, so the example puts that bundle
// first, the way the main bundle is first in an app.
CheetahKit.L10nLookup.bundles = [Bundle.module] + CheetahKit.L10nLookup.defaultBundles

let sunset = SunsetColorTheme()
print("app primaryColor: \(sunset.primaryColor.light.hex)")
print("app secondaryColor: \(sunset.secondaryColor.light.hex) light, \(sunset.secondaryColor.dark.hex) dark")
print("app body: \(SunsetTextTheme().body.fontName) \(SunsetTextTheme().body.resolvedSize)")
print("kit primaryColor: \(CheetahColorTheme().primaryColor.light.hex)")

let kit = KitScreen()
print("kit button (overridden by the app): \(kit.okayButtonTitle)")
print("kit profile title: \(kit.profileTitle)")
print("kit reward: \(CheetahKit.L10n.Reward.summary("Ada", 120))")
print("app welcome: \(L10n.Home.welcome("Ada"))")
print("detail nib: \(kit.detailNibName) -> app override: \(Nibs.nibName(for: "DetailViewController"))")
