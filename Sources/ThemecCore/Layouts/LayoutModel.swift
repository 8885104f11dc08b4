/// The layouts model: every nib name (kit and app), what each nib declares, and the kit nibs
/// the app overrides. Sorted, so rendering it is deterministic.
package struct LayoutModel: Sendable {
    /// One entry per nib name, sorted by name; when the app overrides a kit nib of the same
    /// name, the app's nib (the one that loads at runtime) describes it.
    package var nibs: [LayoutNib]
    /// The overrides, sorted by kit class.
    package var overrides: [LayoutOverride]

    /// A model of `nibs` and `overrides`, each sorted.
    package init(nibs: [LayoutNib] = [], overrides: [LayoutOverride] = []) {
        self.nibs = nibs.sorted { $0.name < $1.name }
        self.overrides = overrides.sorted { $0.kitClass < $1.kitClass }
    }

    /// `layouts.<nib>` for `themec dump`: `{customClass, customModule, outlets, actions}` plus
    /// where the nib comes from and which kit nib it overrides.
    package var dump: JSONValue {
        var object: [String: JSONValue] = [:]
        for nib in nibs { object[nib.name] = nib.dump }
        return .object(object)
    }
}

/// What one nib declares: its main class (File's Owner, or a cell nib's root object), that
/// object's outlets with the element type they point at, and the actions it receives.
package struct LayoutNib: Sendable, Equatable {
    /// The nib name (the file name without `.xib`).
    package var name: String
    /// The constant name in `Nibs`.
    package var identifier: String
    /// The display path of its file.
    package var file: String
    /// The app's nib, or the kit's.
    package var role: InputRole
    /// The main object's custom class.
    package var customClass: String?
    /// The main object's custom module.
    package var customModule: String?
    /// Property → element type of the destination (nil when the destination is missing), sorted by property.
    package var outlets: [(property: String, elementType: String?)]
    /// Selectors sent to the main object, sorted and unique.
    package var actions: [String]
    /// The kit nib this app nib replaces, if any.
    package var overrides: String?

    /// A nib with everything it declares.
    package init(
        name: String, identifier: String, file: String, role: InputRole, customClass: String?,
        customModule: String?, outlets: [(property: String, elementType: String?)], actions: [String],
        overrides: String?
    ) {
        self.name = name
        self.identifier = identifier
        self.file = file
        self.role = role
        self.customClass = customClass
        self.customModule = customModule
        self.outlets = outlets
        self.actions = actions
        self.overrides = overrides
    }

    /// Equal when every field is (outlets compared pair by pair).
    package static func == (lhs: LayoutNib, rhs: LayoutNib) -> Bool {
        lhs.name == rhs.name && lhs.identifier == rhs.identifier && lhs.file == rhs.file && lhs.role == rhs.role
            && lhs.customClass == rhs.customClass && lhs.customModule == rhs.customModule
            && lhs.outlets.map(\.property) == rhs.outlets.map(\.property)
            && lhs.outlets.map(\.elementType) == rhs.outlets.map(\.elementType)
            && lhs.actions == rhs.actions && lhs.overrides == rhs.overrides
    }

    var dump: JSONValue {
        var outletObject: [String: JSONValue] = [:]
        for outlet in outlets { outletObject[outlet.property] = outlet.elementType.map(JSONValue.string) ?? .null }
        return .object([
            "customClass": customClass.map(JSONValue.string) ?? .null,
            "customModule": customModule.map(JSONValue.string) ?? .null,
            "outlets": .object(outletObject),
            "actions": .array(actions.map(JSONValue.string)),
            "file": .string(file),
            "role": .string(role == .app ? "app" : "kit"),
            "overrides": overrides.map(JSONValue.string) ?? .null,
        ])
    }
}

/// A kit nib the app replaces: keyed by the kit class, the nib to load instead and the class
/// its File's Owner (or root object) declares.
package struct LayoutOverride: Sendable, Equatable {
    /// The kit class whose nib is replaced (the key of `Nibs.overrides`).
    package var kitClass: String
    /// The app nib loaded instead.
    package var nibName: String
    /// The class the app nib's main object declares.
    package var customClass: String
    /// The module of that class, when the nib names one.
    package var customModule: String?

    /// An override of `kitClass`'s nib by `nibName`.
    package init(kitClass: String, nibName: String, customClass: String, customModule: String?) {
        self.kitClass = kitClass
        self.nibName = nibName
        self.customClass = customClass
        self.customModule = customModule
    }
}
