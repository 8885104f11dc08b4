import CheetahKit
import Foundation

// No bundle code: an iOS app's strings and nibs are in its main bundle, which the kit searches
// first; a SwiftPM executable's are in a resource bundle beside it, which the kit finds by itself. (The
// bundles are read and written back below only to show that doing so changes nothing.)

let kit = KitScreen()
print("kit theme before: \(kit.currentTheme)")

// The app's theme, generated from Themes/Sunset.theme.yaml (it extends the kit's Cheetah theme),
// applied through the kit's ThemeManager: the kit's own code now reads the app's colors and fonts.
ThemeManager.shared.applyColor(theme: SunsetColorTheme())
ThemeManager.shared.text = SunsetTextTheme()
print("kit theme after applying Sunset: \(kit.currentTheme)")

// A theme written by hand as the kit's documentation shows, applied the same way.
ThemeManager.shared.applyColor(theme: LagoonColorTheme())
print("kit theme after applying the hand-written Lagoon: \(kit.currentTheme)")

print("kit button (overridden by the app): \(kit.okayButtonTitle)")
print("kit profile title: \(kit.profileTitle)")
// The app's L10n reaches the kit's keys under the kit's names, beside the app's own and its overrides.
print("kit reward: \(L10n.Reward.summary("Ada", 120))")
print("app welcome: \(L10n.Home.welcome("Ada"))")
for nib in [Nibs.detailViewController, Nibs.listItemCell] {
    let owner = kit.nibBundle(nib) == Bundle.module ? "the app's bundle (its override)" : "the kit's bundle"
    print("kit loads \(nib).xib from \(owner)")
}
print("app overrides: \(Nibs.App.overrides.keys.sorted().joined(separator: ", "))")

// The app picks the language of every lookup, the kit's keys and its own alike, from the next lookup on
// (nil: the system's languages).
L10nLookup.preferredLanguages = ["de"]
print("kit button in German (the app's override): \(kit.okayButtonTitle)")
print("kit reward in German: \(L10n.Reward.summary("Ada", 120))")
print("app welcome in German: \(L10n.Home.welcome("Ada"))")
L10nLookup.preferredLanguages = nil

// The settings round-trip: code that saves the bundles and puts them back (a test's set-up and tear-down)
// changes nothing, so the app's overrides still show, the kit's keys and the app's own accessors alike.
let savedBundles = L10nLookup.bundles
let savedNibBundles = Nibs.bundles
L10nLookup.bundles = savedBundles
Nibs.bundles = savedNibBundles
print("kit button after restoring the bundles: \(kit.okayButtonTitle)")
print("app okay after restoring the bundles: \(L10n.Generic.okay)")
let restoredOwner = kit.nibBundle(Nibs.detailViewController) == Bundle.module ? "the app's bundle" : "the kit's bundle"
print("kit loads DetailViewController.xib after restoring the bundles from \(restoredOwner)")

// The self-checks an app's tests assert on: fonts registered; every key, the kit's included as the app
// shows them, found in every locale with its placeholders; every nib where it is loaded from. (On
// Linux fonts cannot be looked up.)
let problems =
    ThemeManager.validate(ThemeManager.appThemes) + ThemeManager.validate() + L10n.validate()
    + Nibs.App.validate() + Nibs.validate()
print("app self-checks: \(problems.isEmpty ? "no problems" : problems.joined(separator: "; "))")
