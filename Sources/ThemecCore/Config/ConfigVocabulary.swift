/// The keys of `themec.yml`'s top level. The reader switches over these and the JSON Schema
/// lists exactly these, so the two cannot drift.
package enum ConfigKey: String, Sendable, CaseIterable {
    case themes, strings, baseStrings, layouts, output, access, bundle, developmentLanguage, rules, kit, windowClass
    case contrast, stringsFiles
}

/// The keys of the `layouts:` mapping.
package enum LayoutsKey: String, Sendable, CaseIterable {
    case overrides, base, subclasses
}

/// The keys of the `kit:` mapping.
package enum KitKey: String, Sendable, CaseIterable {
    case module, config, themes, strings, layouts
}

/// The keys of the `contrast:` mapping.
package enum ContrastKey: String, Sendable, CaseIterable {
    case background, minimum
}
