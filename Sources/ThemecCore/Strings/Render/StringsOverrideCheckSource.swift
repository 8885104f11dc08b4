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
            let own = ownBundle
            guard appBundle != own else { return [] }
            let shared = ThemecResourceBundles.tables(in: appBundle).intersection(ThemecResourceBundles.tables(in: own))
            guard !shared.isEmpty else { return [] }
            let order = bundles
            if let app = order.firstIndex(of: appBundle), app < (order.firstIndex(of: own) ?? order.count) { return [] }
            return [
                "the app's overrides (tables \(shared.sorted().joined(separator: ", ")) in \(appBundle.bundlePath)) "
                    + "never apply: the kit's lookups do not search that bundle before the kit's own; searched, in "
                    + "order: \(order.map(\.bundlePath).joined(separator: ", "))"
            ]
        }
        """#
    }
}
