import ThemecSyntax
import ThemecVocabulary

/// A color for both appearances; `dark` equals `light` when the theme gives none.
package struct ResolvedColor: Hashable, Sendable {
    /// The color in the light appearance.
    package var light: ByteColor
    /// The color in the dark appearance.
    package var dark: ByteColor

    /// A color with a value per appearance.
    package init(light: ByteColor, dark: ByteColor) {
        self.light = light
        self.dark = dark
    }

    /// A color that is the same in both appearances.
    package init(_ both: ByteColor) {
        self.init(light: both, dark: both)
    }

    var dump: JSONValue { .object(["light": .string(light.hex), "dark": .string(dark.hex)]) }
}

/// A text slot after defaults and fallbacks: `fontName` nil means the system font.
package struct ResolvedTextAppearance: Hashable, Sendable {
    /// The font's PostScript name; nil for the system font.
    package var fontName: String?
    /// The text color.
    package var textColor: ResolvedColor
    /// The Dynamic Type style the size follows, when set (it wins over `fontSize`).
    package var textStyle: TextStyle?
    /// The fixed size in points, when set.
    package var fontSize: Double?

    var dump: JSONValue {
        .object([
            "fontName": fontName.map(JSONValue.string) ?? .null,
            "textColor": textColor.dump,
            "textStyle": textStyle.map { .string($0.rawValue) } ?? .null,
            "fontSize": fontSize.map(JSONValue.number) ?? .null,
        ])
    }
}

/// Where a resolved slot's value comes from: the theme of the `extends:` chain that sets it, and
/// how it is written there.
package struct SlotOrigin: Hashable, Sendable {
    /// How a slot's value is written.
    package enum Source: Hashable, Sendable {
        /// A hex color.
        case hex
        /// A palette name.
        case palette(String)
        /// Another color slot.
        case slot(ColorSlot)
        /// A `{light:, dark:}` mapping.
        case variants
        /// A text slot written out in the theme.
        case appearance
        /// Not set by any theme of the chain: the kit's default color, or the system font.
        case defaultValue
        /// Not set by any theme of the chain: by default the same as another slot.
        case defaultSlot(ColorSlot)
        /// A color slot set, but whose value could not be resolved (an error says why): the slot's
        /// default stands in, so the theme still compiles when the rule is turned down, and no check
        /// judges the stand-in. (A text slot is resolved part by part: ``SlotOrigin/standIns``.)
        case unresolved
    }

    /// The theme that sets the slot; nil when none of the chain does (a default).
    package var theme: String?
    /// How the value was set: written, inherited, or a default.
    package var source: Source
    /// Where the slot's key is written in that theme's file; nil for a default.
    package var location: SourceLocation?
    /// The parts of a text slot whose value stands in for one the theme wrote but that cannot be
    /// used (an error says why), in ``AppearancePart`` order; empty when every part is the theme's
    /// own, and for a color slot.
    package var standIns: [AppearancePart]

    /// An origin in `theme` (nil for a default).
    package init(
        theme: String?, source: Source, location: SourceLocation? = nil, standIns: [AppearancePart] = []
    ) {
        self.theme = theme
        self.source = source
        self.location = location
        self.standIns = standIns
    }

    /// Whether any of the slot's value is a stand-in: no check judges it.
    package var hasStandIn: Bool { source == .unresolved || !standIns.isEmpty }
}

/// A part of a text slot's resolved appearance, which resolves or stands in on its own: a slot
/// whose `textColor` does not resolve keeps its font and size.
package enum AppearancePart: String, Sendable, CaseIterable {
    /// The font (`fontName`): the system font stands in.
    case fontName
    /// The size (`textStyle`, else `fontSize`): the slot's `fontSize` stands in for a `textStyle` that
    /// cannot be used, else the slot's text style.
    case size
    /// The color (`textColor`): the theme's `textColor` stands in.
    case textColor

    /// `fontName, size and textColor`: the parts in words, for a comment or the preview.
    static func list(_ parts: [AppearancePart], joinedBy conjunction: String = "and") -> String {
        let names = parts.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// A theme named in an `extends:` chain, and whether it is the app's or the kit's.
package struct ThemeLink: Hashable, Sendable {
    /// The theme's name.
    package var name: String
    /// The app's theme, or the kit's.
    package var role: InputRole

    /// A link to the theme `name`.
    package init(name: String, role: InputRole) {
        self.name = name
        self.role = role
    }

    /// `{"theme": "Cheetah", "kit": true}`.
    var dump: JSONValue { .object(["theme": .string(name), "kit": .bool(role == .base)]) }
}

/// One theme, resolved: every color slot and every text slot has a value.
package struct ResolvedTheme: Sendable {
    /// The theme's name (its `name:`, else its file name).
    package var name: String
    /// The display path of its file.
    package var file: String
    /// Where its name is written (the file's start when it is the file name).
    package var position: SourcePosition
    /// Its palette, own and inherited, resolved.
    package var palette: [String: ResolvedColor]
    /// Every color slot, resolved.
    package var colors: [ColorSlot: ResolvedColor]
    /// Every text slot, resolved.
    package var text: [TextSlot: ResolvedTextAppearance]
    /// The app's own theme, or the kit's (read from `kit.themes` so app themes can extend it).
    package var role: InputRole
    /// The theme and the themes it extends, nearest first: Sunset, then the kit's Cheetah.
    package var chain: [ThemeLink] {
        get { chains.chain(from: chainIndex) }
        set {
            chains = ThemeChains(chain: newValue)
            chainIndex = 0
        }
    }
    /// The chains of every theme of the set, shared, and this theme's place among them.
    private var chains: ThemeChains
    private var chainIndex: Int
    /// Where each color slot's value comes from.
    package var colorOrigins: [ColorSlot: SlotOrigin]
    /// Where each text slot's value comes from.
    package var textOrigins: [TextSlot: SlotOrigin]
    /// The theme of the chain that defines each palette name.
    var paletteThemes: [String: String]
    /// Where the theme's `extends:` value is written, if it extends another.
    var extendsPosition: SourcePosition?

    /// A theme with every slot resolved.
    package init(
        name: String, file: String, position: SourcePosition, palette: [String: ResolvedColor],
        colors: [ColorSlot: ResolvedColor], text: [TextSlot: ResolvedTextAppearance], role: InputRole = .app,
        chain: [ThemeLink]? = nil, colorOrigins: [ColorSlot: SlotOrigin] = [:],
        textOrigins: [TextSlot: SlotOrigin] = [:], paletteThemes: [String: String] = [:],
        extendsPosition: SourcePosition? = nil
    ) {
        self.init(
            name: name, file: file, position: position, palette: palette, colors: colors, text: text, role: role,
            chains: ThemeChains(chain: chain ?? [ThemeLink(name: name, role: role)]), chainIndex: 0,
            colorOrigins: colorOrigins, textOrigins: textOrigins, paletteThemes: paletteThemes,
            extendsPosition: extendsPosition)
    }

    /// A theme of a set, at `chainIndex` among the set's shared `chains` (the resolver's).
    init(
        name: String, file: String, position: SourcePosition, palette: [String: ResolvedColor],
        colors: [ColorSlot: ResolvedColor], text: [TextSlot: ResolvedTextAppearance], role: InputRole,
        chains: ThemeChains, chainIndex: Int, colorOrigins: [ColorSlot: SlotOrigin],
        textOrigins: [TextSlot: SlotOrigin], paletteThemes: [String: String], extendsPosition: SourcePosition?
    ) {
        self.name = name
        self.file = file
        self.position = position
        self.palette = palette
        self.colors = colors
        self.text = text
        self.role = role
        self.chains = chains
        self.chainIndex = chainIndex
        self.colorOrigins = colorOrigins
        self.textOrigins = textOrigins
        self.paletteThemes = paletteThemes
        self.extendsPosition = extendsPosition
    }

    /// The palette names this theme defines itself or inherits from a theme of the app, sorted:
    /// a kit theme's palette stays the kit's.
    var ownPaletteNames: [String] {
        palette.keys.filter { name in
            guard let theme = paletteThemes[name] else { return true }
            return link(named: theme)?.role != .base || role == .base
        }.sorted()
    }

    /// The theme of this theme's chain named `name`, found without walking the chain.
    private func link(named name: String) -> ThemeLink? {
        chains.link(named: name, inChainFrom: chainIndex)
    }

    /// The color of `slot`.
    package func color(_ slot: ColorSlot) -> ResolvedColor { colors[slot]! }
    /// The appearance of `slot`.
    package func appearance(_ slot: TextSlot) -> ResolvedTextAppearance { text[slot]! }

    /// How many themes ``chain`` holds, without making it.
    var chainLength: Int { chains.depth(of: chainIndex) + 1 }

    /// The first `count` themes of ``chain`` (fewer when it is shorter), and its last: what a long
    /// chain is shown as, in time that does not grow with the chain.
    func chainEnds(first count: Int) -> (first: [ThemeLink], last: ThemeLink) {
        var first: [ThemeLink] = []
        var current: Int? = chainIndex
        while let index = current, first.count < count {
            first.append(chains.links[index])
            current = chains.parent(of: index)
        }
        return (first, chains.links[chains.root(of: chainIndex)])
    }

    /// The theme this one extends, if any.
    package var extends: ThemeLink? { chains.parent(of: chainIndex).map { chains.links[$0] } }

    /// The theme of the `extends:` chain a slot's value comes from, when it is not this theme
    /// (nil when this theme sets it, or when it is a default).
    package func inheritedFrom(_ origin: SlotOrigin?) -> ThemeLink? {
        guard let theme = origin?.theme, theme != name else { return nil }
        return link(named: theme)
    }

    var dump: JSONValue {
        // A theme that extends another says, for every slot, which theme of its chain sets it.
        let marksInheritance = extends != nil
        func entry(_ value: JSONValue, _ origin: SlotOrigin?) -> JSONValue {
            guard marksInheritance, case .object(var object) = value else { return value }
            object["inheritedFrom"] = inheritedFrom(origin)?.dump ?? .null
            return .object(object)
        }
        var colorObject: [String: JSONValue] = [:]
        for slot in ColorSlot.allCases { colorObject[slot.rawValue] = entry(color(slot).dump, colorOrigins[slot]) }
        var textObject: [String: JSONValue] = [:]
        for slot in TextSlot.allCases { textObject[slot.rawValue] = entry(appearance(slot).dump, textOrigins[slot]) }
        var object: [String: JSONValue] = [
            "colors": .object(colorObject),
            "text": .object(textObject),
            "palette": .object(palette.mapValues(\.dump)),
            "file": .string(file),
        ]
        if let extends { object["extends"] = extends.dump }
        return .object(object)
    }
}

/// The `extends:` chains of a set of themes, held once for all of them: each theme's link and
/// the index of the theme it extends. A theme's chain is the walk from its index to a theme that
/// extends none, so n themes extending each other in a row hold n links, not n²/2 (the themes of a
/// set share one value).
final class ThemeChains: Sendable {
    /// Every theme's link.
    let links: [ThemeLink]
    /// The index of the theme each one extends, or -1.
    private let parents: [Int]
    /// Each theme's distance from the end of its chain (0 for a theme that extends none), and that
    /// end.
    private let depths: [Int]
    private let roots: [Int]
    /// Where each theme's subtree starts and ends in a walk of the forest the chains make, to tell
    /// in constant time whether one theme is in another's chain.
    private let entered: [Int]
    private let exited: [Int]
    private let indexOfName: [String: Int]

    /// The chains of `links` (names unique), where `parents[i]` is the index of the theme link `i`
    /// extends, or -1; the parents never form a cycle.
    init(links: [ThemeLink], parents: [Int]) {
        self.links = links
        self.parents = parents
        var indexOfName: [String: Int] = [:]
        for (index, link) in links.enumerated() where indexOfName[link.name] == nil { indexOfName[link.name] = index }
        self.indexOfName = indexOfName
        // Children lists, then one walk without recursion: a theme is entered before the themes
        // that extend it and exited after them.
        var children = [[Int]](repeating: [], count: links.count)
        for (index, parent) in parents.enumerated() where parent >= 0 { children[parent].append(index) }
        var entered = [Int](repeating: 0, count: links.count)
        var exited = [Int](repeating: 0, count: links.count)
        var depths = [Int](repeating: 0, count: links.count)
        var roots = Array(links.indices)
        var clock = 0
        var stack: [(index: Int, next: Int)] = []
        for root in links.indices where parents[root] < 0 {
            entered[root] = clock
            clock += 1
            stack.append((root, 0))
            while let top = stack.last {
                if top.next < children[top.index].count {
                    let child = children[top.index][top.next]
                    stack[stack.count - 1].next += 1
                    entered[child] = clock
                    depths[child] = depths[top.index] + 1
                    roots[child] = root
                    clock += 1
                    stack.append((child, 0))
                } else {
                    exited[top.index] = clock
                    clock += 1
                    stack.removeLast()
                }
            }
        }
        self.entered = entered
        self.exited = exited
        self.depths = depths
        self.roots = roots
    }

    /// One chain, nearest first: each link extends the next.
    convenience init(chain: [ThemeLink]) {
        self.init(links: chain, parents: chain.indices.map { $0 + 1 < chain.count ? $0 + 1 : -1 })
    }

    /// The index of the theme `index` extends, if any.
    func parent(of index: Int) -> Int? {
        parents[index] >= 0 ? parents[index] : nil
    }

    /// How many themes the chain of theme `index` holds after it.
    func depth(of index: Int) -> Int { depths[index] }

    /// The last theme of the chain of theme `index`: the one that extends none.
    func root(of index: Int) -> Int { roots[index] }

    /// The chain of theme `index`, nearest first.
    func chain(from index: Int) -> [ThemeLink] {
        var chain: [ThemeLink] = []
        chain.reserveCapacity(depths[index] + 1)
        var current: Int? = index
        while let link = current {
            chain.append(links[link])
            current = parent(of: link)
        }
        return chain
    }

    /// The theme named `name` if it is in the chain of theme `index` (the theme itself included).
    func link(named name: String, inChainFrom index: Int) -> ThemeLink? {
        guard let ancestor = indexOfName[name], entered[ancestor] <= entered[index], exited[index] <= exited[ancestor]
        else { return nil }
        return links[ancestor]
    }
}

/// Every theme of a project, sorted by name.
package struct ThemeSet: Sendable {
    /// The themes, sorted by name.
    package var themes: [ResolvedTheme]

    /// A set of `themes`, sorted.
    package init(themes: [ResolvedTheme] = []) {
        self.themes = themes.sorted { $0.name < $1.name }
    }

    /// Every color name a layout may reference: palette names, slot names and the `UIColor`
    /// accessor names, across all themes, sorted.
    var colorNames: [String] {
        var names = Set<String>()
        for theme in themes { names.formUnion(theme.palette.keys) }
        for slot in ColorSlot.allCases {
            names.insert(slot.rawValue)
            names.insert(slot.accessorName)
        }
        return names.sorted()
    }

    /// The app's own themes: every theme but those read from `kit.themes`.
    package var appThemes: [ResolvedTheme] { themes.filter { $0.role == .app } }

    /// The themes `themec dump` prints: the module's own (a kit's themes are the kit's to dump).
    var dump: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: appThemes.map { ($0.name, $0.dump) }))
    }
}
