import Foundation

/// The modules of this process that customise a kit (an app's generated `L10nModuleLookup`, whose
/// ``L10nModule/customizesKit`` is true), found by the kit's runtime without the kit importing the app.
///
/// Where an app's strings are not in the main bundle (a SwiftPM executable, a test runner), its own
/// resource bundle holds its localizations, and they, not the kit's, decide the language of every
/// lookup, as an iOS app's main bundle does. A build names a target's resource bundle
/// `<Package>_<Target>` (SwiftPM's `.resources` or `.bundle`, Xcode's for a package too), and the
/// target's module is the target's name with every character a Swift name cannot hold made `_`: so the
/// resource bundles beside the executable name the modules that may declare a customising lookup, and
/// each is asked for its generated `L10nModuleLookup` by the Swift runtime's type lookup.
enum CustomizingModules {
    /// The customising modules' lookups among the modules whose resource bundles are in `main`'s
    /// resources or beside its executable (``ResourceBundles/beside(_:)``), in the order of those
    /// bundles' names, each once.
    static func find(besides main: Bundle) -> [any L10nModule.Type] {
        var found: [any L10nModule.Type] = []
        var seen = Set<String>()
        for bundle in ResourceBundles.beside(main) {
            for module in moduleNames(ofResourceBundle: bundle.bundleURL.lastPathComponent)
            where seen.insert(module).inserted {
                guard let lookup = lookupType(in: module), lookup.customizesKit else { continue }
                found.append(lookup)
            }
        }
        return found
    }

    /// The modules a resource bundle named `name` (`ThemedApp_ThemedApp.resources`) may belong to: its
    /// name without the extension is `<Package>_<Target>`, and a package's name may hold `_` too, so
    /// every part after a `_` is a target's name (`ThemedApp`, and for `My_Kit_App` both `Kit_App` and
    /// `App`), as its module names it. Longest first; none for a name of other than ASCII letters,
    /// digits and punctuation (the runtime is then asked nothing).
    static func moduleNames(ofResourceBundle name: String) -> [String] {
        guard let dot = name.lastIndex(of: ".") else { return [] }
        let base = name[..<dot]
        var names: [String] = []
        var index = base.startIndex
        while let underscore = base[index...].firstIndex(of: "_") {
            index = base.index(after: underscore)
            if let module = moduleName(ofTarget: base[index...]) { names.append(module) }
        }
        return names
    }

    /// The module SwiftPM makes of a target named `target`: each character other than an ASCII letter,
    /// digit or `_` becomes `_`, and a leading digit gets a `_` before it; nil for an empty name or one
    /// with characters beyond ASCII.
    static func moduleName(ofTarget target: Substring) -> String? {
        guard !target.isEmpty, target.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        var module = String(target.unicodeScalars.map { isIdentifierCharacter($0) ? Character($0) : "_" })
        if let first = module.unicodeScalars.first, ("0"..."9").contains(first) { module = "_" + module }
        return module
    }

    /// The generated `L10nModuleLookup` enum of `module`, if the process holds one: asked of the Swift
    /// runtime by its mangled name (`9ThemedApp16L10nModuleLookupO`), which needs no import of the module.
    static func lookupType(in module: String) -> (any L10nModule.Type)? {
        let type = "L10nModuleLookup"
        return _typeByName("\(module.utf8.count)\(module)\(type.utf8.count)\(type)O") as? any L10nModule.Type
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
