/// The JSON Schema of `themec.yml`. Every key comes from the vocabulary ``ConfigReader``
/// switches over, and the rule ids from the rule catalog, so the schema lists exactly what
/// themec reads.
package enum ConfigSchema {
    /// The schema, as `themec schema config` prints it.
    package static var document: JSONValue {
        let properties = ConfigKey.allCases.map { key in (key.rawValue, schema(of: key)) }
        let root = SchemaParts.mapping(
            properties, description: "themec's configuration; paths are relative to this file.",
            extra: ["$defs": .object(["paths": paths])])
        return SchemaParts.document(title: "themec.yml", root)
    }

    private static let paths: JSONValue = .object([
        "description": .string("A path or a list of paths (files or folders)."),
        "anyOf": .array([
            .object(["type": .string("string")]),
            .object(["type": .string("array"), "items": .object(["type": .string("string")])]),
        ]),
    ])

    private static func schema(of key: ConfigKey) -> JSONValue {
        switch key {
        case .themes: SchemaParts.reference("paths", "The app's theme files or folders.")
        case .strings: SchemaParts.reference("paths", "The app's string tables (<locale>.lproj/<Table>.*).")
        case .baseStrings: SchemaParts.reference("paths", "The kit's string tables.")
        case .layouts:
            SchemaParts.mapping(
                LayoutsKey.allCases.map { layout -> (String, JSONValue) in
                    switch layout {
                    case .overrides: (layout.rawValue, SchemaParts.reference("paths", "The app's XIBs."))
                    case .base: (layout.rawValue, SchemaParts.reference("paths", "The kit's XIBs they replace."))
                    case .subclasses:
                        (
                            layout.rawValue,
                            .object([
                                "type": .string("object"), "description": .string("AppClass: KitClass pairs."),
                                "additionalProperties": .object(["type": .string("string")]),
                            ])
                        )
                    }
                }, description: "The app's XIB overrides and the kit's nibs.")
        case .output: SchemaParts.string("The folder generated files are written to (default: Generated).")
        case .access: SchemaParts.choice(AccessLevel.allCases.map(\.rawValue), "The access level of generated code.")
        case .bundle: SchemaParts.choice(BundleLookup.allCases.map(\.rawValue), "Where string lookups fall back to.")
        case .stringsFiles:
            SchemaParts.choice(
                StringsFileLayout.allCases.map(\.rawValue),
                "perTable: one Strings+<Table>.themec.swift per table (the default); single: one file.")
        case .developmentLanguage: SchemaParts.string("The locale other locales are compared with (default: en).")
        case .rules:
            .object([
                "type": .string("object"), "description": .string("Rule id → error, warning or off."),
                "propertyNames": .object(["enum": .array(RuleCatalog.all.map { .string($0.rule.id) })]),
                "additionalProperties": .object(["enum": .array(RuleSetting.allCases.map { .string($0.rawValue) })]),
            ])
        case .kit:
            SchemaParts.mapping(
                KitKey.allCases.map { kit -> (String, JSONValue) in
                    switch kit {
                    case .module:
                        (
                            kit.rawValue,
                            SchemaParts.string("The kit's Swift module.", pattern: SchemaParts.identifierPattern)
                        )
                    case .config:
                        (
                            kit.rawValue,
                            SchemaParts.string(
                                "The kit's themec.yml (the build plugin finds it from module): its themes, tables "
                                    + "and nibs are the kit's.")
                        )
                    case .themes:
                        (kit.rawValue, SchemaParts.reference("paths", "The kit's themes, which app themes may extend."))
                    case .strings: (kit.rawValue, SchemaParts.reference("paths", "The kit's string tables."))
                    case .layouts: (kit.rawValue, SchemaParts.reference("paths", "The kit's nibs."))
                    }
                }, description: "The kit this app customises.", required: [KitKey.module.rawValue])
        case .windowClass:
            SchemaParts.string(
                "The generated window class (default: ThemeAppWindow).", pattern: SchemaParts.identifierPattern)
        case .contrast:
            SchemaParts.mapping(
                ContrastKey.allCases.map { contrast -> (String, JSONValue) in
                    switch contrast {
                    case .background:
                        (
                            contrast.rawValue,
                            SchemaParts.mapping(
                                VariantKey.allCases.map {
                                    (
                                        $0.rawValue,
                                        .object([
                                            "anyOf": .array([
                                                SchemaParts.string(
                                                    "An opaque hex color (quote it).",
                                                    pattern: SchemaParts.opaqueHexPattern),
                                                .object([
                                                    "const": .string("none"),
                                                    "description": .string("This appearance is not checked."),
                                                ]),
                                            ]),
                                            "description": .string(
                                                "The \($0.rawValue) background: an opaque hex color, or none."),
                                        ])
                                    )
                                },
                                description: "The backgrounds text is checked against (default: white and black). "
                                    + "Only the appearances given are checked: a light-only app gives only light.",
                                extra: ["minProperties": .number(1)])
                        )
                    case .minimum:
                        (
                            contrast.rawValue,
                            .object([
                                "type": .string("number"), "minimum": .number(1), "maximum": .number(21),
                                "description": .string("The ratio normal text needs (default 4.5, WCAG AA; 7 is AAA)."),
                            ])
                        )
                    }
                }, description: "The contrast check (theme-low-contrast).")
        }
    }
}
