import ThemecSyntax

/// An sRGB color with 8-bit channels.
public struct RGBA: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBBAA`, upper case.
    public var hex: String {
        "#" + [red, green, blue, alpha].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

/// A color for both appearances; `dark` equals `light` when the theme gives none.
public struct ResolvedColor: Hashable, Sendable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(_ both: RGBA) {
        self.init(light: both, dark: both)
    }

    var dump: JSONValue { .object(["light": .string(light.hex), "dark": .string(dark.hex)]) }
}

/// A text slot after defaults and fallbacks: `fontName` nil means the system font.
public struct ResolvedTextAppearance: Hashable, Sendable {
    public var fontName: String?
    public var textColor: ResolvedColor
    public var textStyle: TextStyleName?
    public var fontSize: Double?

    var dump: JSONValue {
        .object([
            "fontName": fontName.map(JSONValue.string) ?? .null,
            "textColor": textColor.dump,
            "textStyle": textStyle.map { .string($0.rawValue) } ?? .null,
            "fontSize": fontSize.map(JSONValue.number) ?? .null,
        ])
    }
}

/// One theme, resolved: every color slot and every text slot has a value.
public struct ResolvedTheme: Sendable {
    public var name: String
    public var file: String
    public var position: SourcePosition
    public var palette: [String: ResolvedColor]
    public var colors: [ColorSlot: ResolvedColor]
    public var text: [TextSlot: ResolvedTextAppearance]

    public func color(_ slot: ColorSlot) -> ResolvedColor { colors[slot]! }
    public func appearance(_ slot: TextSlot) -> ResolvedTextAppearance { text[slot]! }

    var dump: JSONValue {
        var colorObject: [String: JSONValue] = [:]
        for slot in ColorSlot.allCases { colorObject[slot.rawValue] = color(slot).dump }
        var textObject: [String: JSONValue] = [:]
        for slot in TextSlot.allCases { textObject[slot.rawValue] = appearance(slot).dump }
        return .object([
            "colors": .object(colorObject),
            "text": .object(textObject),
            "palette": .object(palette.mapValues(\.dump)),
            "file": .string(file),
        ])
    }
}

/// Every theme of a project, sorted by name.
public struct ThemeSet: Sendable {
    public var themes: [ResolvedTheme]

    public init(themes: [ResolvedTheme] = []) {
        self.themes = themes.sorted { $0.name < $1.name }
    }

    /// Every color name a layout may reference: palette names, slot names and the `UIColor`
    /// accessor names, across all themes, sorted.
    public var colorNames: [String] {
        var names = Set<String>()
        for theme in themes { names.formUnion(theme.palette.keys) }
        for slot in ColorSlot.allCases {
            names.insert(slot.rawValue)
            names.insert(slot.accessorName)
        }
        return names.sorted()
    }

    var dump: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: themes.map { ($0.name, $0.dump) }))
    }
}
