/// The kit's string tables as an app that names its kit (`kit.module`) reaches them: the app's `L10n`
/// shows every kit key under the kit's own names, through a type alias of a namespace only the kit has
/// or a forwarder to the kit's accessor in a namespace both have.
///
/// Built by the strings checks from the kit's tables (`baseStrings`, `kit.strings`, the kit's config),
/// with the kit's development language, so each key is the accessor the kit's own generated code
/// declares; read by the renderer and by the check of names the app's keys and the kit's share.
package struct KitStrings: Sendable {
    /// The kit's module, which the app's type aliases and forwarders name (`CheetahKit.L10n.Menu`).
    package var module: String
    /// The kit's tables as the kit's `L10n` has them, sorted by name: each table's keys of its reference
    /// locale, sorted, each with its path in the kit's `L10n` and its accessor's parameters.
    package var tables: [StringsTable]

    /// A kit's tables, as its module's `L10n` declares them.
    package init(module: String, tables: [StringsTable]) {
        self.module = module
        self.tables = tables
    }

    /// The name the app's `L10n` gives `name`, a namespace or member name of the kit's `L10n`: the same
    /// name, but for the kit's module name, which gets a trailing `_` as `Swift` does.
    func appName(_ name: String) -> String {
        Self.appName(name, module: module)
    }

    /// The name a module that customises the kit `module` gives `name` in its `L10n`: `name` itself,
    /// unless it is the kit's module name. A namespace or member of that name would hide the module
    /// from the code around it (`CheetahKit.L10n.Menu.settings` in a forwarder, the kit's lookup in
    /// `L10n.validate()`), so it gets a trailing `_`, in the app's keys and the kit's alike.
    static func appName(_ name: String, module: String?) -> String {
        guard let module, SwiftIdentifier.unescaped(name) == module else { return name }
        return module + "_"
    }
}
