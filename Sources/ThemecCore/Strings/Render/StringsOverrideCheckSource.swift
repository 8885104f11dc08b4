/// The part of a kit's `L10nLookup` that checks an app's overrides can take effect:
/// `validateOverrides(from:)`, which an app's generated `L10n.validate()` calls with the app's
/// bundle. An app overrides a kit string by holding the same key in a table of the same name; the
/// kit finds it only when `bundles` searches the app's bundle before the kit's own.
enum StringsOverrideCheckSource {
    /// The runtime part, inside `L10nLookup`, with `access` (`public ` or nothing) as its access level.
    static func body(access: String) -> String {
        #"""
        /// The problem, if any, with the overrides in `appBundle`: when it holds a table of the same name
        /// as one of this module's, this module's lookups must search it before `ownBundle`, or the app's
        /// overrides never apply. Names the bundles searched.
        \#(access)static func validateOverrides(from appBundle: Foundation.Bundle) -> [Swift.String] {
            let own: Foundation.Bundle = ownBundle
            guard !appBundle.isEqual(own) else { return [] }
            let appTables: Swift.Set<Swift.String> = ThemecResourceBundles.tables(in: appBundle)
            let shared: Swift.Set<Swift.String> = appTables.intersection(ThemecResourceBundles.tables(in: own))
            guard !shared.isEmpty else { return [] }
            let order: [Foundation.Bundle] = bundles
            // Searched before the kit's own bundle (or without it): the overrides apply.
            for bundle in order {
                if bundle.isEqual(appBundle) { return [] }
                if bundle.isEqual(own) { break }
            }
            let names: Swift.String = shared.sorted().joined(separator: ", ")
            var problem: Swift.String = "the app's overrides (tables \(names) in \(appBundle.bundlePath)) never apply: "
            problem.append("the kit's lookups do not search that bundle before the kit's own; searched, in order: ")
            problem.append(bundlePaths(order))
            return [problem]
        }
        """#
    }
}
