import Foundation

/// How every module's `L10n` finds its strings at runtime: one search order and one language for the
/// kit's keys and the app's alike.
///
/// A key of a module is looked up in ``bundles`` (by default the main bundle, then the resource
/// bundles a build put in it or beside its executable), then in the module's own bundle; an app that
/// customises a kit has its own bundle searched right after the main bundle. A module's own bundle
/// that is missing is skipped, never trapped on. In each bundle the table
/// of the chosen language is read (``preferredLanguages``); a bundle's text is used only when it reads
/// the arguments the accessor passes. When no bundle has the key in that language, the development
/// language's tables are searched, and last the development-language text compiled into the accessor
/// shows. ``validate(_:)`` reports every key that would not be found, by the same search.
public enum L10nLookup {
    /// The languages lookups use, most preferred first (`["de-CH", "en"]`); nil, the default, uses the
    /// system's (`Locale.preferredLanguages`, where an iOS app's own language setting is). Lookups take
    /// the first of these that the app has a localization for (its main bundle's, or where that has none,
    /// that of its own resource bundle, the bundle of the module that customises a kit), for every key of
    /// every module.
    /// A change applies from the next lookup on, and posts ``languageDidChangeNotification`` when it
    /// changes what lookups choose.
    public static var preferredLanguages: [String]? {
        get { engine.state.preferredLanguages }
        set { engine.setPreferredLanguages(newValue) }
    }

    /// Posted on `NotificationCenter.default`, on the thread that made the change, after
    /// ``preferredLanguages`` changes what lookups choose (a language, or the locale texts are formatted
    /// in), or ``pseudolocalization`` changes; not when either is set to the same value again, nor to
    /// languages that choose the same language. The moment to set the visible texts again (see
    /// Docs/Strings.md for UIKit and SwiftUI).
    public static let languageDidChangeNotification = Notification.Name("L10nLookupLanguageDidChange")

    /// Xcode's pseudolanguages and "Show non-localized strings" (``Pseudolocalization``), applied to every
    /// text an accessor shows, placeholders kept. By default what the app was launched with: the launch
    /// arguments an Xcode scheme passes (`-NSDoubleLocalizedStrings YES`, `-NSShowNonLocalizedStrings YES`,
    /// …), read from `UserDefaults.standard` as Foundation reads them
    /// (``Pseudolocalization/launchArguments``). Set it to turn them on where no scheme passes them
    /// (tests, SwiftUI previews, Linux), `[]` to turn them off. A change applies from the next lookup on
    /// and posts ``languageDidChangeNotification``; reading this and writing it back changes nothing.
    public static var pseudolocalization: Pseudolocalization {
        get { engine.state.pseudolocalization }
        set { engine.setPseudolocalization(newValue) }
    }

    /// The bundles searched for every module's keys, in order, by default ``defaultBundles``. A module's
    /// own bundle (``L10nModule/bundle``) is not searched where this list has it: a kit's is searched
    /// after all of them, so each of them overrides the kit, and the own bundle of a module that
    /// customises a kit right after the main bundle (the main bundle, when it is a module's own, keeps its
    /// place). Those rules are the same for a set value and the default, so reading this and writing it
    /// back changes nothing; ``searchOrder(of:)`` gives one module's whole order. Set it to search other
    /// bundles (a downloaded bundle of translations, a test's); assign ``defaultBundles`` to go back to
    /// the default.
    public static var bundles: [Bundle] {
        get { engine.state.bundles }
        set { engine.state.bundles = newValue }
    }

    /// The default of ``bundles``: the main bundle, then, sorted by name, the resource bundles a build put
    /// in it or beside its executable (SwiftPM's `<Package>_<Target>.bundle`, `.resources` on Linux) that
    /// hold string tables, so the strings of a SwiftPM executable or of an app's feature packages
    /// override a kit's with nothing set by hand. Found once.
    public static var defaultBundles: [Bundle] { engine.state.defaultBundles }

    /// The bundles a lookup of `module`'s keys searches, in order: ``bundles`` with the module's own
    /// bundle in its place (above); without it when that bundle is missing.
    public static func searchOrder(of module: any L10nModule.Type) -> [Bundle] {
        engine.state.searchOrder(module.descriptor).map(\.bundle)
    }

    /// The device whose variants (`NSStringDeviceSpecificRuleType`, a String Catalog's `device`
    /// variations) lookups choose: `iphone`, `ipad`, `ipod`, `mac`, `appletv`, `applewatch`,
    /// `applevision` or `other`; by default this device's (``DeviceName/current``).
    public static var device: String {
        get { engine.state.device }
        set { engine.state.device = newValue }
    }

    /// The problems the apps' tests can assert are absent (`#expect(L10n.validate() == [])`, which calls
    /// this with the module's and its kit's keys): for every key of `modules`, in every language a
    /// searched bundle has, what a lookup in that language would show when it is not that language's
    /// text with the accessor's arguments; tables no searched bundle holds, tables that cannot be read,
    /// an app's overrides that a kit's lookups never reach, and a module's own bundle that is missing (with
    /// where it was looked for). Names the bundles searched. Empty when all is well.
    public static func validate(_ modules: [any L10nModule.Type]) -> [String] {
        engine.validate(modules.map { $0.descriptor })
    }

    /// The engine behind every module's lookups: the process's one, or a task's own (``isolated``).
    static var engine: LookupEngine { isolated ?? shared }

    /// The process's engine.
    private static let shared = LookupEngine()

    /// An engine with settings of its own for the current task and the tasks it starts, so tests that
    /// change the settings run side by side (`L10nLookup.$isolated.withValue(LookupEngine()) { … }`).
    @TaskLocal static var isolated: LookupEngine?
}
