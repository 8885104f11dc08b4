import ThemecVocabulary

/// The JSON Schema of a theme file, for editors (completion and checks of slot names and hex
/// values). Every key comes from the vocabulary ``ThemeReader`` switches over, so the schema
/// lists exactly the keys themec reads.
package enum ThemeSchema {
    /// The schema, as `themec schema theme` prints it.
    package static var document: JSONValue {
        let colorSlots = ColorSlot.allCases.map { ($0.rawValue, SchemaParts.reference("color", colorDescription($0))) }
        let textSlots = TextSlot.allCases.map {
            ($0.rawValue, SchemaParts.reference("appearance", "The `\($0.rawValue)` text appearance."))
        }
        let properties = ThemeKey.allCases.map { key -> (String, JSONValue) in
            switch key {
            case .name:
                (
                    key.rawValue,
                    SchemaParts.string(
                        "The theme's name (default: the file name before .theme); it names the "
                            + "types <Name>ColorTheme and <Name>TextTheme.", pattern: SchemaParts.identifierPattern)
                )
            case .extends:
                (
                    key.rawValue,
                    SchemaParts.string("A theme this one starts from: every slot not set here is inherited.")
                )
            case .palette:
                (
                    key.rawValue,
                    .object([
                        "type": .string("object"),
                        "description": .string("Named colors that slots may reference."),
                        "propertyNames": .object([
                            "pattern": .string(SchemaParts.identifierPattern),
                            "not": .object(["enum": .array(ColorSlot.allCases.map { .string($0.rawValue) })]),
                        ]),
                        "additionalProperties": SchemaParts.reference("color"),
                    ])
                )
            case .colors:
                (
                    key.rawValue,
                    SchemaParts.mapping(colorSlots, description: "The nine color slots of the kit's ColorTheme.")
                )
            case .text:
                (
                    key.rawValue,
                    SchemaParts.mapping(textSlots, description: "The seventeen text slots of the kit's TextTheme.")
                )
            }
        }
        let variants = VariantKey.allCases.map { ($0.rawValue, SchemaParts.reference("colorTerm")) }
        let appearance = AppearanceKey.allCases.map { key -> (String, JSONValue) in
            switch key {
            case .fontName: (key.rawValue, SchemaParts.string("The font's PostScript name, such as Helvetica-Bold."))
            case .textColor: (key.rawValue, SchemaParts.reference("color", "Default: the theme's textColor."))
            case .textStyle:
                (
                    key.rawValue,
                    SchemaParts.choice(
                        TextStyle.allCases.map(\.rawValue),
                        "The text style that sizes the text; it wins over fontSize.")
                )
            case .fontSize:
                (
                    key.rawValue,
                    .object([
                        "type": .string("number"), "exclusiveMinimum": .number(0),
                        "description": .string("The size in points, used when no textStyle is set."),
                    ])
                )
            }
        }
        let required = ColorSlot.allCases.filter(\.isRequired).map { JSONValue.string($0.rawValue) }
        let root = SchemaParts.mapping(
            properties, description: "A themec theme file (<Name>.theme.yaml).",
            extra: [
                // A theme that extends no other must set the required colors itself.
                "if": .object(["not": .object(["required": .array([.string(ThemeKey.extends.rawValue)])])]),
                "then": .object([
                    "required": .array([.string(ThemeKey.colors.rawValue)]),
                    "properties": .object([ThemeKey.colors.rawValue: .object(["required": .array(required)])]),
                ]),
                "$defs": .object([
                    "colorTerm": .object([
                        "type": .string("string"),
                        "description": .string(
                            "A hex color (#RGB, #RRGGBB, #RRGGBBAA; quote it), a palette name or a color slot."),
                        "anyOf": .array([
                            .object(["pattern": .string(SchemaParts.hexPattern)]),
                            .object(["pattern": .string(SchemaParts.identifierPattern)]),
                        ]),
                    ]),
                    "color": .object([
                        "anyOf": .array([
                            SchemaParts.reference("colorTerm"),
                            SchemaParts.mapping(
                                variants, description: "Light and dark values; dark defaults to light.",
                                required: [VariantKey.light.rawValue]),
                        ])
                    ]),
                    "appearance": SchemaParts.mapping(
                        appearance, description: "A text appearance: fontName and a size (textStyle or fontSize).",
                        required: [AppearanceKey.fontName.rawValue],
                        extra: [
                            "anyOf": .array([
                                .object(["required": .array([.string(AppearanceKey.textStyle.rawValue)])]),
                                .object(["required": .array([.string(AppearanceKey.fontSize.rawValue)])]),
                            ])
                        ]),
                ]),
            ])
        return SchemaParts.document(title: "themec theme", root)
    }

    private static func colorDescription(_ slot: ColorSlot) -> String {
        "UIColor.\(slot.accessorName)" + (slot.isRequired ? "; required." : "; optional, with a default.")
    }
}
