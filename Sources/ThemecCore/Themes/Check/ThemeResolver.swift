import ThemecSyntax
import ThemecVocabulary

/// Resolves decoded themes: names and `extends:` chains, color references (with cycle
/// detection), defaults for optional colors, and text-slot fallbacks.
struct ThemeResolver {
    /// Themes whose files had errors: themes extending them are skipped without a second report.
    let brokenNames: Set<String>

    init(brokenNames: Set<String> = []) {
        self.brokenNames = brokenNames
    }

    /// What an optional color slot is when a theme does not set it: a fixed color, or
    /// another slot (as if the theme had written `textInputColor: textColor`).
    enum SlotDefault {
        case color(ResolvedColor)
        case slot(ColorSlot)
    }

    /// The default of an optional slot (``ThemecVocabulary/ColorSlot/defaultValue``); nil for a required
    /// one, which a theme must set.
    static func slotDefault(_ slot: ColorSlot) -> SlotDefault? {
        switch slot.defaultValue {
        case .required: nil
        case .color(let light, let dark): .color(ResolvedColor(light: light, dark: dark))
        case .slot(let other): .slot(other)
        }
    }

    /// Every theme of `documents` (the first of each name), resolved; the bag receives what is wrong,
    /// across files. A value that cannot be resolved stands in for the slot's default and is marked
    /// (``SlotOrigin/Source/unresolved``), so a broken value stops only the checks that need it; a
    /// theme whose `extends:` chain is broken is resolved on its own.
    func resolve(_ documents: [ThemeDocument], into bag: inout DiagnosticBag) -> [ResolvedTheme] {
        // Documents arrive sorted by path; the first file to claim a name keeps it. The kit's
        // themes claim theirs before the app's, whatever their paths.
        var byName: [String: ThemeDocument] = [:]
        var unique: [ThemeDocument] = []
        for document in documents.filter({ $0.role == .base }) + documents.filter({ $0.role == .app }) {
            if let first = byName[document.name] {
                let location = SourceLocation(file: first.file, position: first.namePosition)
                if first.role == .base && document.role == .app {
                    bag.emit(
                        ThemeRules.duplicateName,
                        "theme '\(document.name)' is already a theme of the kit; give the app's theme its own name "
                            + "(it may start from the kit's with 'extends: \(document.name)')",
                        file: document.file, at: document.namePosition,
                        notes: [DiagnosticNote("the kit's '\(document.name)' is declared here", at: location)])
                } else {
                    bag.emit(
                        ThemeRules.duplicateName,
                        "theme '\(document.name)' is already declared in \(first.file); theme names must be unique",
                        file: document.file, at: document.namePosition,
                        notes: [DiagnosticNote("'\(document.name)' first declared here", at: location)])
                }
                continue
            }
            byName[document.name] = document
            unique.append(document)
        }
        let merging = Merging(unique, brokenNames: brokenNames)
        var resolved: [ResolvedTheme] = []
        var knownNames: SuggestionIndex?
        for (index, document) in unique.enumerated() {
            // Reported at the theme's turn, before its colors, in the order of the themes.
            switch merging.problems[index] {
            case nil:
                break
            case .unknownParent:
                let parent = document.extends!
                if knownNames == nil { knownNames = SuggestionIndex(byName.keys.sorted()) }
                bag.emit(
                    ThemeRules.unknownTheme,
                    "theme '\(document.name)' extends '\(parent.name)', which is not a theme"
                        + (knownNames!.nearest(to: parent.name).map { "; did you mean '\($0)'?" } ?? ""),
                    file: document.file, at: parent.position)
            case .cycle(let members, let start):
                bag.emit(
                    ThemeRules.extendsCycle,
                    "themes extend each other in a circle: " + Self.circle(members, from: start, names: unique),
                    file: document.file, at: document.extends!.position)
            }
            let chainIsWhole = merging.problems[index] == nil && !merging.reachesBrokenTheme[index]
            resolved.append(
                resolveTheme(
                    merging.merged[index], index: index, merging: merging, reportsMissingColors: chainIsWhole,
                    into: &bag))
        }
        return resolved
    }

    // MARK: - extends

    /// The themes a circle of `extends:` goes through, from `members[start]` back to it: every one
    /// when there are at most ``listedCircle``, else the first five, how many more, the last.
    private static func circle(_ members: [Int], from start: Int, names documents: [ThemeDocument]) -> String {
        let count = members.count
        func name(_ step: Int) -> String { documents[members[(start + step) % count]].name }
        if count <= listedCircle { return ((0..<count).map(name) + [name(0)]).joined(separator: " → ") }
        return ((0..<5).map(name) + ["… (\(count - 6) more)", name(count - 1), name(0)]).joined(separator: " → ")
    }

    /// The most themes a circle's message names one by one (each theme of a circle reports it).
    static let listedCircle = 8

    /// Every theme with every definition it inherits filled in, found once per theme from the
    /// theme it extends (so a chain of n themes costs n merges, not n²/2), without recursion;
    /// and the chains the themes make.
    struct Merging {
        /// Why a theme's chain is broken, reported at its `extends:`; a theme whose chain reaches a
        /// broken one further on is not reported.
        enum Problem {
            /// It extends a theme that does not exist (and is not a file that failed to read).
            case unknownParent
            /// It is part of a circle: `members` in order, each extending the next, the last the
            /// first; it is `members[start]`.
            case cycle(members: [Int], start: Int)
        }

        /// The merged document of each theme (by its index): on its own when its chain is broken.
        var merged: [ThemeDocument]
        var problems: [Problem?]
        /// Whether a theme's chain reaches a theme that is broken further on (a circle, an unknown
        /// parent, a file that could not be read): it is resolved with what it has, quietly.
        var reachesBrokenTheme: [Bool]
        let chains: ThemeChains
        /// The theme of each file: a definition keeps the file it was written in.
        let themeOfFile: [String: String]
        /// How many times a theme was merged onto what it inherits: once per theme that extends
        /// a theme whose chain is whole.
        private(set) var merges = 0

        init(_ documents: [ThemeDocument], brokenNames: Set<String>) {
            let count = documents.count
            var indexOfName: [String: Int] = [:]
            var themeOfFile: [String: String] = [:]
            for (index, document) in documents.enumerated() {
                indexOfName[document.name] = index
                themeOfFile[document.file] = document.name
            }
            var merged = [ThemeDocument?](repeating: nil, count: count)
            var problems = [Problem?](repeating: nil, count: count)
            var broken = [Bool](repeating: false, count: count)
            var parents = [Int](repeating: -1, count: count)
            var settled = [Bool](repeating: false, count: count)
            var onPath = [Int](repeating: -1, count: count)
            var merges = 0
            for start in 0..<count where !settled[start] {
                // Up the chain until a settled theme, its end, a broken link or a circle.
                var path: [Int] = []
                var current = start
                while !settled[current] {
                    if onPath[current] >= 0 {
                        let members = Array(path[onPath[current]...])
                        for (position, member) in members.enumerated() {
                            problems[member] = .cycle(members: members, start: position)
                            merged[member] = documents[member]
                            settled[member] = true
                        }
                        break
                    }
                    onPath[current] = path.count
                    path.append(current)
                    guard let parent = documents[current].extends else {
                        merged[current] = documents[current]
                        settled[current] = true
                        break
                    }
                    guard let next = indexOfName[parent.name] else {
                        if brokenNames.contains(parent.name) {
                            broken[current] = true
                        } else {
                            problems[current] = .unknownParent
                        }
                        merged[current] = documents[current]
                        settled[current] = true
                        break
                    }
                    current = next
                }
                // Then down again: each theme from the one it extends.
                for member in path.reversed() {
                    onPath[member] = -1
                    guard !settled[member] else { continue }
                    settled[member] = true
                    let parent = indexOfName[documents[member].extends!.name]!
                    broken[member] = broken[parent] || problems[parent] != nil
                    merged[member] = Self.merge(documents[member], onto: merged[parent]!)
                    merges += 1
                    parents[member] = parent
                }
            }
            self.merged = merged.map { $0! }
            self.merges = merges
            self.problems = problems
            reachesBrokenTheme = broken
            self.themeOfFile = themeOfFile
            chains = ThemeChains(links: documents.map { ThemeLink(name: $0.name, role: $0.role) }, parents: parents)
        }

        /// `child` over what it inherits: its own definitions override, its palette names replace
        /// the inherited ones of the same name. What the child writes replaces what it inherits
        /// whether it can be used or not: a broken inherited value the child sets again is the
        /// child's, and a value the child breaks is broken (its default stands in), not inherited.
        static func merge(_ child: ThemeDocument, onto inherited: ThemeDocument) -> ThemeDocument {
            var merged = inherited
            let childPalette = Set(child.palette.map(\.name)).union(child.brokenPalette)
            if !childPalette.isEmpty {
                merged.palette.removeAll { childPalette.contains($0.name) }
                merged.palette.append(contentsOf: child.palette)
                merged.brokenPalette.subtract(childPalette)
                merged.brokenPalette.formUnion(child.brokenPalette)
            }
            merged.colors.merge(child.colors) { _, new in new }
            for slot in child.colors.keys { merged.brokenColors.remove(slot) }
            for slot in child.brokenColors { merged.colors[slot] = nil }
            merged.brokenColors.formUnion(child.brokenColors)
            merged.text.merge(child.text) { _, new in new }
            merged.file = child.file
            merged.name = child.name
            merged.namePosition = child.namePosition
            merged.colorsPosition = child.colorsPosition
            merged.extends = child.extends
            merged.role = child.role
            return merged
        }
    }

    // MARK: - Colors

    /// A reference target: a palette color or a slot.
    private enum ColorKey: Hashable {
        case palette(String)
        case slot(ColorSlot)

        var name: String {
            switch self {
            case .palette(let name): name
            case .slot(let slot): slot.rawValue
            }
        }
    }

    /// The stand-in for a color slot whose value cannot be resolved: its default (the slot it follows,
    /// already resolved, or the kit's color), and for a required slot the platform's, which the runtime's
    /// `SystemColorTheme` shows too (``ThemecVocabulary/ColorSlotDefault/required(light:dark:)``).
    static func standIn(for slot: ColorSlot, given colors: [ColorSlot: ResolvedColor]) -> ResolvedColor {
        switch slot.defaultValue {
        case .required(let light, let dark), .color(let light, let dark): ResolvedColor(light: light, dark: dark)
        case .slot(let other): colors[other] ?? standIn(for: other, given: colors)
        }
    }

    private func resolveTheme(
        _ document: ThemeDocument, index: Int, merging: Merging, reportsMissingColors: Bool,
        into bag: inout DiagnosticBag
    ) -> ResolvedTheme {
        var context = ColorContext(document: document)
        var unresolvedColors = Set<ColorSlot>()
        for slot in ColorSlot.allCases
        where slot.isRequired && document.colors[slot] == nil && !document.brokenColors.contains(slot) {
            if reportsMissingColors {
                bag.emit(
                    ThemeRules.missingColor,
                    "theme '\(document.name)' does not set the required color '\(slot.rawValue)'",
                    file: document.file, at: document.colorsPosition)
            }
            unresolvedColors.insert(slot)
        }
        var palette: [String: ResolvedColor] = [:]
        for entry in document.palette {
            if let color = context.resolve(.palette(entry.name), into: &bag) { palette[entry.name] = color }
        }
        var colors: [ColorSlot: ResolvedColor] = [:]
        for slot in ColorSlot.allCases {
            if !unresolvedColors.contains(slot), !document.brokenColors.contains(slot),
                document.colors[slot] != nil || !slot.isRequired,
                let color = context.resolve(.slot(slot), into: &bag)
            {
                colors[slot] = color
                continue
            }
            colors[slot] = Self.standIn(for: slot, given: colors)
            unresolvedColors.insert(slot)
        }
        var text: [TextSlot: ResolvedTextAppearance] = [:]
        var textStandIns: [TextSlot: [AppearancePart]] = [:]
        for slot in TextSlot.allCases {
            let textColor = colors[.textColor]!
            // A color that is the theme's textColor stands in when that does.
            let colorStandsIn = unresolvedColors.contains(.textColor)
            guard let definition = document.text[slot] else {
                // Not set: the system font in the theme's text color.
                text[slot] = ResolvedTextAppearance(
                    fontName: nil, textColor: textColor, textStyle: slot.fallbackStyle, fontSize: nil)
                textStandIns[slot] = colorStandsIn ? [.textColor] : []
                continue
            }
            let (appearance, standIns) = resolveAppearance(
                definition, slot: slot, context: &context, textColor: textColor, into: &bag)
            text[slot] = appearance
            textStandIns[slot] = AppearancePart.allCases.filter {
                standIns.contains($0) || $0 == .textColor && definition.textColor == nil && colorStandsIn
            }
        }
        // A definition keeps the file it was written in; that file's theme is where it comes from.
        let themeOfFile = merging.themeOfFile
        var colorOrigins: [ColorSlot: SlotOrigin] = [:]
        for slot in ColorSlot.allCases {
            colorOrigins[slot] =
                unresolvedColors.contains(slot)
                ? SlotOrigin(theme: nil, source: .unresolved)
                : Self.origin(of: slot, in: document, themeOfFile: themeOfFile)
        }
        var textOrigins: [TextSlot: SlotOrigin] = [:]
        for slot in TextSlot.allCases {
            let standIns = textStandIns[slot] ?? []
            textOrigins[slot] =
                document.text[slot].map {
                    SlotOrigin(
                        theme: themeOfFile[$0.file], source: .appearance,
                        location: SourceLocation(file: $0.file, position: $0.position), standIns: standIns)
                } ?? SlotOrigin(theme: nil, source: .defaultValue, standIns: standIns)
        }
        var paletteThemes: [String: String] = [:]
        for entry in document.palette { paletteThemes[entry.name] = themeOfFile[entry.definition.file] }
        return ResolvedTheme(
            name: document.name, file: document.file, position: document.namePosition, palette: palette,
            colors: colors, text: text, role: document.role, chains: merging.chains, chainIndex: index,
            colorOrigins: colorOrigins, textOrigins: textOrigins, paletteThemes: paletteThemes,
            extendsPosition: document.extends?.position)
    }

    /// Where the merged document's value of `slot` comes from.
    private static func origin(of slot: ColorSlot, in document: ThemeDocument, themeOfFile: [String: String])
        -> SlotOrigin
    {
        guard let definition = document.colors[slot] else {
            switch slotDefault(slot) {
            case .slot(let other): return SlotOrigin(theme: nil, source: .defaultSlot(other))
            case .color, nil: return SlotOrigin(theme: nil, source: .defaultValue)
            }
        }
        let theme = themeOfFile[definition.file]
        let location = SourceLocation(file: definition.file, position: definition.keyPosition)
        if definition.isVariantMapping { return SlotOrigin(theme: theme, source: .variants, location: location) }
        switch definition.light.value {
        case .hex:
            return SlotOrigin(theme: theme, source: .hex, location: location)
        case .name(let name):
            if document.palette.contains(where: { $0.name == name }) {
                return SlotOrigin(theme: theme, source: .palette(name), location: location)
            }
            if let other = ColorSlot(rawValue: name) {
                return SlotOrigin(theme: theme, source: .slot(other), location: location)
            }
            return SlotOrigin(theme: theme, source: .hex, location: location)
        }
    }

    /// A text slot's appearance, part by part, and the parts that stand in for what the theme wrote:
    /// each part is the theme's own when its value can be used, and otherwise its default stands in
    /// — the system font for `fontName`; for the size, the slot's `fontSize` in place of a `textStyle`
    /// that cannot be used, else the slot's text style; the theme's `textColor` for `textColor`. A part
    /// that is missing is reported here; one written with a value that cannot be used was reported
    /// where it was read, and is not reported again.
    private func resolveAppearance(
        _ definition: TextDefinition, slot: TextSlot, context: inout ColorContext, textColor: ResolvedColor,
        into bag: inout DiagnosticBag
    ) -> (ResolvedTextAppearance, standIns: Set<AppearancePart>) {
        var standIns = Set<AppearancePart>()
        let unusable = definition.unusable
        if definition.fontName == nil {
            if !unusable.contains(.fontName) {
                bag.emit(
                    ThemeRules.missingFontName, "text slot '\(slot.rawValue)' has no 'fontName'",
                    file: definition.file, at: definition.position)
            }
            standIns.insert(.fontName)
        }
        var textStyle = definition.textStyle
        // The value that decides the size is `textStyle` when it is written, else `fontSize`.
        let sizeWritten = definition.textStyle != nil || definition.fontSize != nil
        if unusable.contains(.textStyle) || textStyle == nil && unusable.contains(.fontSize) {
            standIns.insert(.size)
        } else if !sizeWritten {
            bag.emit(
                ThemeRules.missingSize,
                "text slot '\(slot.rawValue)' sets neither 'textStyle' nor 'fontSize'; set one of them",
                file: definition.file, at: definition.position)
            standIns.insert(.size)
        }
        if let style = definition.textStyle, let size = definition.fontSize, let position = definition.fontSizePosition
        {
            bag.emit(
                ThemeRules.ignoredFontSize,
                "text slot '\(slot.rawValue)' sets both 'textStyle' and 'fontSize'; 'fontSize: "
                    + "\(NumberText.format(size))' is ignored because 'textStyle: \(style.rawValue)' wins",
                file: definition.file, at: position)
        }
        var color = textColor
        if let definedColor = definition.textColor {
            if let resolved = context.resolve(definedColor, into: &bag) {
                color = resolved
            } else {
                standIns.insert(.textColor)
            }
        } else if unusable.contains(.textColor) {
            standIns.insert(.textColor)
        }
        if textStyle == nil && definition.fontSize == nil { textStyle = slot.fallbackStyle }
        let appearance = ResolvedTextAppearance(
            fontName: definition.fontName, textColor: color, textStyle: textStyle, fontSize: definition.fontSize)
        return (appearance, standIns)
    }

    /// Resolves names within one theme, memoising results and detecting cycles.
    ///
    /// Without recursion: a palette may be a chain of thousands of names (`c0: c1`, `c1: c2`, …),
    /// so each name being resolved is a frame on an explicit stack, not a call (a chain of 8,500
    /// overflowed the stack). It visits the names in the order a recursive walk would, so the
    /// diagnostics and their order are a recursive walk's: a term whose name is not resolved yet
    /// pushes that name's frame, and is looked at again once the name is resolved or has failed.
    private struct ColorContext {
        let document: ThemeDocument
        var resolved: [ColorKey: ResolvedColor] = [:]
        var failed: Set<ColorKey> = []
        /// The names being resolved, outermost first, for a cycle's message; ``visitingCount``
        /// answers "is it being resolved" without a scan.
        var visiting: [ColorKey] = []
        var visitingCount: [ColorKey: Int] = [:]
        let paletteIndex: [String: ColorDefinition]
        /// The palette and slot names, for "did you mean", made at the first unknown name.
        var knownNames: SuggestionIndex?

        init(document: ThemeDocument) {
            self.document = document
            var index: [String: ColorDefinition] = [:]
            for entry in document.palette { index[entry.name] = entry.definition }
            self.paletteIndex = index
        }

        func definition(_ key: ColorKey) -> ColorDefinition? {
            switch key {
            case .palette(let name): paletteIndex[name]
            case .slot(let slot): document.colors[slot]
            }
        }

        func key(named name: String) -> ColorKey? {
            if paletteIndex[name] != nil { return .palette(name) }
            if let slot = ColorSlot(rawValue: name) { return .slot(slot) }
            return nil
        }

        /// The color of a palette name or slot, or nil (reported) when it cannot be resolved.
        mutating func resolve(_ key: ColorKey, into bag: inout DiagnosticBag) -> ResolvedColor? {
            if let color = resolved[key] { return color }
            if failed.contains(key) { return nil }
            return run(Frame(key: key, step: .begin), into: &bag)
        }

        /// The color of a definition that belongs to no name (a text slot's `textColor:`).
        mutating func resolve(_ definition: ColorDefinition, into bag: inout DiagnosticBag) -> ResolvedColor? {
            run(Frame(key: nil, step: .light(definition)), into: &bag)
        }

        /// What is left to do for one name (or one definition of no name) being resolved.
        private struct Frame {
            /// Nil for a definition of no name: neither memoised nor part of a cycle.
            var key: ColorKey?
            var step: Step
            /// The light appearance, once found.
            var light = ByteColor(red: 0, green: 0, blue: 0)
        }

        private enum Step {
            /// Find the name's definition, or its slot's default.
            case begin
            /// The slot has no definition; its default is the color of another slot.
            case fallback(ColorKey)
            /// The light term.
            case light(ColorDefinition)
            /// A bare name for both appearances: the named color's dark appearance.
            case darkOfName(ColorDefinition)
            /// The `dark:` term.
            case dark(ColorDefinition)
        }

        /// A frame's progress: finished with a color (nil: failed, reported), or waiting for a
        /// name that must be resolved first.
        private enum Progress {
            case done(ResolvedColor?)
            case needs(ColorKey)
        }

        /// A term's value: its color in the asked appearance (nil: failed, reported), or the
        /// name to resolve first.
        private enum TermValue {
            case value(ByteColor?)
            case needs(ColorKey)
        }

        /// Runs `root` and every frame it needs, innermost first; the root's color.
        private mutating func run(_ root: Frame, into bag: inout DiagnosticBag) -> ResolvedColor? {
            var stack = [root]
            if let key = root.key { enter(key) }
            var color: ResolvedColor?
            while !stack.isEmpty {
                switch advance(&stack[stack.count - 1], into: &bag) {
                case .needs(let key):
                    enter(key)
                    stack.append(Frame(key: key, step: .begin))
                case .done(let result):
                    if let key = stack.removeLast().key {
                        leave(key)
                        if let result { resolved[key] = result } else { failed.insert(key) }
                    }
                    color = result
                }
            }
            return color
        }

        private mutating func enter(_ key: ColorKey) {
            visiting.append(key)
            visitingCount[key, default: 0] += 1
        }

        private mutating func leave(_ key: ColorKey) {
            visiting.removeLast()
            if visitingCount[key] == 1 { visitingCount[key] = nil } else { visitingCount[key]! -= 1 }
        }

        /// Moves `frame` on until it is finished or needs another name resolved first.
        private mutating func advance(_ frame: inout Frame, into bag: inout DiagnosticBag) -> Progress {
            while true {
                switch frame.step {
                case .begin:
                    let key = frame.key!
                    if let definition = definition(key) {
                        frame.step = .light(definition)
                    } else if case .slot(let slot) = key, let fallback = ThemeResolver.slotDefault(slot) {
                        switch fallback {
                        case .color(let fixed): return .done(fixed)
                        case .slot(let other): frame.step = .fallback(.slot(other))
                        }
                    } else {
                        return .done(nil)
                    }
                case .fallback(let other):
                    if let color = resolved[other] { return .done(color) }
                    if failed.contains(other) { return .done(nil) }
                    return .needs(other)
                case .light(let definition):
                    switch value(of: definition.light, variant: \.light, file: definition.file, into: &bag) {
                    case .needs(let key):
                        return .needs(key)
                    case .value(nil):
                        return .done(nil)
                    case .value(let light?):
                        frame.light = light
                        if definition.dark != nil {
                            frame.step = .dark(definition)
                        } else if case .name = definition.light.value, !definition.isVariantMapping {
                            frame.step = .darkOfName(definition)
                        } else {
                            return .done(ResolvedColor(light: light, dark: light))
                        }
                    }
                case .darkOfName(let definition), .dark(let definition):
                    var term = definition.light
                    if case .dark = frame.step { term = definition.dark! }
                    switch value(of: term, variant: \.dark, file: definition.file, into: &bag) {
                    case .needs(let key): return .needs(key)
                    case .value(nil): return .done(nil)
                    case .value(let dark?): return .done(ResolvedColor(light: frame.light, dark: dark))
                    }
                }
            }
        }

        /// One term: a hex value, or the same appearance of the color it names — once that name
        /// is resolved. Looked at again after the name it needed is resolved, a term reports
        /// nothing twice: it got past every check that reports the first time.
        private mutating func value(
            of term: ColorTerm, variant: KeyPath<ResolvedColor, ByteColor>, file: String,
            into bag: inout DiagnosticBag
        ) -> TermValue {
            switch term.value {
            case .hex(let rgba):
                return .value(rgba)
            case .name(let name):
                // A name whose definition is broken was reported there; a palette name wins over a slot.
                if document.brokenPalette.contains(name) { return .value(nil) }
                if paletteIndex[name] == nil, let slot = ColorSlot(rawValue: name), document.brokenColors.contains(slot)
                {
                    return .value(nil)
                }
                guard let target = key(named: name) else {
                    if ByteColor.looksLikeHex(name) {
                        if let rgba = ByteColor(hex: name) { return .value(rgba) }
                        bag.emit(
                            ThemeRules.invalidHex,
                            "'\(name)' is not a hex color; expected #RGB, #RRGGBB or #RRGGBBAA",
                            file: file, at: term.position)
                        return .value(nil)
                    }
                    if knownNames == nil {
                        knownNames = SuggestionIndex(paletteIndex.keys.sorted() + ColorSlot.allCases.map(\.rawValue))
                    }
                    bag.emit(
                        ThemeRules.unknownColor,
                        "unknown color '\(name)'"
                            + (knownNames!.nearest(to: name).map { "; did you mean '\($0)'?" }
                                ?? "; a color is a hex value, a palette name or a color slot"),
                        file: file, at: term.position)
                    return .value(nil)
                }
                if visitingCount[target] != nil, let start = visiting.firstIndex(of: target) {
                    let names = (visiting[start...].map(\.name) + [target.name]).joined(separator: " → ")
                    bag.emit(
                        ThemeRules.colorCycle, "color references form a cycle: \(names)", file: file,
                        at: term.position)
                    return .value(nil)
                }
                if let color = resolved[target] { return .value(color[keyPath: variant]) }
                if failed.contains(target) { return .value(nil) }
                return .needs(target)
            }
        }
    }

}

extension DiagnosticBag {
    /// Emits `message` under `rule` at `position` in `file` (resolving crosses files).
    fileprivate mutating func emit(
        _ rule: RuleID, _ message: String, file: String, at position: SourcePosition,
        notes: [DiagnosticNote] = []
    ) {
        emit(rule, message, at: SourceLocation(file: file, position: position), notes: notes)
    }
}
