import Foundation

/// A module's nibs as its generated `Nibs` describes them (an app's in `Nibs.App`): every nib name, the
/// kit nibs the app replaces, and the bundle that holds the module's own nibs. The questions a kit's
/// nib-loading code asks (`Nibs.nibName(for:)`, `Nibs.bundle(forNib:)`) and the self-check are this
/// protocol's extension, the same for every module.
public protocol NibRegistry {
    /// Every nib name, sorted.
    static var all: [String] { get }
    /// The names of the app's nibs (overrides among them), which the app's bundles must hold.
    static var appNibs: [String] { get }
    /// The names of the kit's nibs, which the kit's bundle must hold.
    static var kitNibs: [String] { get }
    /// The kit nibs the app replaces, keyed by kit class name.
    static var overrides: [String: NibOverride] { get }
    /// The bundle that holds this module's own nibs: its SwiftPM resource bundle, the bundle of a class of
    /// the module, or the main bundle (``ModuleBundle``), possibly missing.
    static var ownBundle: ModuleBundle { get }
}

extension NibRegistry {
    /// The nib to load for the kit class `className`: the app's override, or the class name itself.
    public static func nibName(for className: String) -> String {
        overrides[className]?.nibName ?? className
    }

    /// The nib to load for `type`, by its unqualified name (`DetailViewController`).
    public static func nibName(for type: Any.Type) -> String {
        nibName(for: String(describing: type))
    }

    /// The bundles searched for a nib before ``ownBundle``, wherever the list has it
    /// (``NibLookup/bundles``); assign ``defaultBundles`` to go back to the default.
    public static var bundles: [Bundle] {
        get { NibLookup.bundles }
        set { NibLookup.bundles = newValue }
    }

    /// The default of ``bundles`` (``NibLookup/defaultBundles``).
    public static var defaultBundles: [Bundle] { NibLookup.defaultBundles }

    /// The bundle to load the nib `name` from: the first of ``bundles`` other than ``ownBundle`` that holds
    /// a nib of that name, otherwise ``ownBundle`` (the main bundle standing in when it is missing). So a
    /// kit finds an app's replacement at runtime without importing the app.
    public static func bundle(forNib name: String) -> Bundle {
        NibLookup.bundle(forNib: name, own: ownBundle)
    }

    /// Whether `bundle` holds a nib named `name` (``NibLookup/hasNib(_:in:)``).
    public static func hasNib(_ name: String, in bundle: Bundle) -> Bool {
        NibLookup.hasNib(name, in: bundle)
    }

    /// The problems an app's tests can assert are absent (`#expect(Nibs.validate() == [])`): ``ownBundle``
    /// is there (else where it was looked for); every app nib (an override among them) is in one of
    /// ``bundles``, the main bundle by default; and every kit nib is in `kitBundle`, by default
    /// ``ownBundle`` (when that is missing, its line says so for them all). Empty when all is well.
    public static func validate(kitBundle: Bundle? = nil) -> [String] {
        var problems: [String] = []
        if let missing = ownBundle.missing("the nibs \(String(reflecting: Self.self)) lists") {
            problems.append(missing + "; the nibs only it holds cannot load")
        }
        let searched = bundles
        for name in appNibs where !searched.contains(where: { hasNib(name, in: $0) }) {
            problems.append("the nib '\(name)' is not in Nibs.bundles (\(searched.map(\.bundlePath)))")
        }
        guard let kit = kitBundle ?? ownBundle.bundle else { return problems }
        for name in kitNibs where !hasNib(name, in: kit) {
            problems.append("the nib '\(name)' is not in the kit's bundle (\([kit.bundlePath]))")
        }
        return problems
    }
}
